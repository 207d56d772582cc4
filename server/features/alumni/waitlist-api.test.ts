// Capacity and the waitlist on the alumni RSVP (docs/api.md calls 3–5, docs/product.md#rsvp): past
// capacity an RSVP waits; a withdrawal gives the place to the first in line and emails him (a real
// SMTP server receives it); 20 alumni racing for the last place leave exactly `capacity` attending;
// a lowered capacity bumps nobody. And GET /api/alumni/events with each alumnus's RSVP state.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  asOfficer,
  createOfficer,
  createSignedInAccount,
  type Account,
} from '../../test/accounts.ts';
import { TestSmtpServer } from '../../test/smtp.ts';

const realNow = clock.now;
const key = 'Reunion-2027-03-06';
const reunion = {
  key,
  title: 'Reunion Dinner',
  sortDate: '2027-03-06',
  time: '7:00 PM',
  location: 'Harborview Ballroom',
  type: 'Dinner',
  icon: 'dinner',
  description: 'Dinner with every class.',
  canRsvp: true,
  capacity: 2,
};

let t: TestApp;
let smtp: TestSmtpServer;
let officer: Account;
beforeEach(async () => {
  // A winter's day before the reunion (RSVPs close when it starts).
  const now = Date.parse('2027-01-10T12:00:00Z');
  clock.now = () => now;
  smtp = new TestSmtpServer();
  const smtpUrl = await smtp.start(0);
  t = await createTestApp({ env: { SMTP_URL: smtpUrl, MAIL_FROM: 'events@chapter.test' } });
  officer = await createOfficer(t, ['calendar']);
  const added = await asOfficer(t, officer, 'POST', '/api/officer/alumni-events', reunion);
  if (added.statusCode !== 201) throw new Error(added.body);
});
afterEach(async () => {
  clock.now = realNow;
  await t.close();
  await smtp.stop();
});

let people = 0;
const alumnus = (name = `Alumnus ${++people}`) =>
  createSignedInAccount(t, { role: 'alumni', name, email: `alumnus.${++people}@example.com` });

const rsvp = (account: Account, method: 'POST' | 'DELETE' = 'POST', event = key) =>
  t.app.inject({
    method,
    url: '/api/alumni/rsvp',
    headers: { cookie: account.cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ event }),
  });
const statuses = async () =>
  Object.fromEntries(
    (
      await t.app.db
        .selectFrom('rsvps')
        .innerJoin('users', 'users.id', 'rsvps.userId')
        .select(['users.name', 'rsvps.status'])
        .where('eventKey', '=', key)
        .execute()
    ).map((row) => [row.name, row.status]),
  );
/** The first email to `address` with `subject` the SMTP server receives (10 s at most). */
async function mailTo(address: string, subject: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = smtp.received.find(
      (mail) => mail.to.includes(address) && mail.parsed.subject === subject,
    );
    if (found) return found;
    await smtp.waitFor(smtp.received.length + 1, Math.max(1, deadline - Date.now()));
  }
}
const queuedWithSubject = async (subject: string) =>
  (await t.app.db.selectFrom('outbox').select(['toAddress', 'subject']).execute()).filter(
    (mail) => mail.subject === subject,
  );

describe('capacity and the waitlist', () => {
  it('puts RSVPs past capacity on the waitlist: attending false, waitlisted true', async () => {
    const [ann, ben, cal] = [await alumnus('Ann'), await alumnus('Ben'), await alumnus('Cal')];
    expect((await rsvp(ann)).json()).toMatchObject({
      attending: true,
      waitlisted: false,
      count: 1,
    });
    expect((await rsvp(ben)).json()).toMatchObject({
      attending: true,
      waitlisted: false,
      count: 2,
    });
    const third = await rsvp(cal);
    expect(third.statusCode).toBe(200);
    expect(third.json()).toEqual({
      event: key,
      count: 2,
      names: ['Ann', 'Ben'],
      attending: false,
      waitlisted: true,
      capacity: 2,
      waitlistCount: 1,
    });
    // Asking again changes nothing: he keeps his place in line.
    expect((await rsvp(cal)).json()).toMatchObject({ waitlisted: true, waitlistCount: 1 });
    expect(await statuses()).toEqual({ Ann: 'attending', Ben: 'attending', Cal: 'waitlisted' });
    const list = await t.app.inject({
      url: `/api/alumni/rsvp-list?event=${key}`,
      headers: { cookie: cal.cookie },
    });
    expect(list.json()).toMatchObject({ attending: false, waitlisted: true, count: 2 });
  });

  it('gives a withdrawn place to the first in line and emails him, over SMTP', async () => {
    const [ann, ben, cal, dan] = [
      await alumnus('Ann'),
      await alumnus('Ben'),
      await alumnus('Cal'),
      await alumnus('Dan'),
    ];
    for (const person of [ann, ben, cal, dan]) await rsvp(person);
    expect(await statuses()).toMatchObject({ Cal: 'waitlisted', Dan: 'waitlisted' });

    const withdrawn = await rsvp(ann, 'DELETE');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      attending: false,
      waitlisted: false,
      count: 2,
      names: ['Ben', 'Cal'],
      waitlistCount: 1,
    });
    expect(await statuses()).toEqual({ Ben: 'attending', Cal: 'attending', Dan: 'waitlisted' });

    const mail = await mailTo(cal.email, 'You have a place at Reunion Dinner');
    expect(mail.to).toEqual([cal.email]);
    expect(
      (await queuedWithSubject('You have a place at Reunion Dinner')).map((m) => m.toAddress),
    ).toEqual([cal.email]);
    expect(mail.parsed.text).toContain('Good news, Cal: a place opened up at Reunion Dinner');
    expect(mail.parsed.text).toContain('http://chapter.test/members/alumni');
    expect(mail.parsed.html).toContain('Harborview Ballroom');
  });

  it('moves nobody up when someone leaves the waitlist, or when nobody waits', async () => {
    const [ann, ben, cal] = [await alumnus('Ann'), await alumnus('Ben'), await alumnus('Cal')];
    for (const person of [ann, ben, cal]) await rsvp(person);
    expect((await rsvp(cal, 'DELETE')).json()).toMatchObject({ waitlisted: false, count: 2 });
    expect(await statuses()).toEqual({ Ann: 'attending', Ben: 'attending' });
    await rsvp(ann, 'DELETE');
    expect(await statuses()).toEqual({ Ben: 'attending' });
    expect(await queuedWithSubject('You have a place at Reunion Dinner')).toEqual([]);
  });

  it('seats exactly the capacity when 20 alumni RSVP for the last place at once', async () => {
    const capacity = 5;
    await asOfficer(t, officer, 'PUT', `/api/officer/alumni-events/${key}`, {
      ...reunion,
      capacity,
    });
    for (let i = 0; i < capacity - 1; i += 1) await rsvp(await alumnus(`Early ${i}`));
    const racers = await Promise.all(Array.from({ length: 20 }, (_, i) => alumnus(`Racer ${i}`)));
    const answers = await Promise.all(racers.map((racer) => rsvp(racer)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const seated = answers.filter((a) => a.json().attending);
    const waiting = answers.filter((a) => a.json().waitlisted);
    expect(seated).toHaveLength(1);
    expect(waiting).toHaveLength(19);
    const rows = Object.values(await statuses());
    expect(rows.filter((s) => s === 'attending')).toHaveLength(capacity);
    expect(rows.filter((s) => s === 'waitlisted')).toHaveLength(19);
    // Every answer agrees with what was stored.
    for (const [i, answer] of answers.entries())
      expect((await statuses())[`Racer ${i}`]).toBe(
        answer.json().attending ? 'attending' : 'waitlisted',
      );
  });

  it('gives places freed at the same moment to the first in line, once each', async () => {
    const seated = [await alumnus('A1'), await alumnus('A2')];
    for (const person of seated) await rsvp(person);
    const line = [];
    for (let i = 0; i < 5; i += 1) {
      const person = await alumnus(`W${i}`);
      await rsvp(person);
      line.push(person);
    }
    const answers = await Promise.all(seated.map((person) => rsvp(person, 'DELETE')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const now = await statuses();
    expect(Object.values(now).filter((s) => s === 'attending')).toHaveLength(2);
    expect(now).toMatchObject({ W0: 'attending', W1: 'attending', W2: 'waitlisted' });
    const emails = (await queuedWithSubject('You have a place at Reunion Dinner'))
      .map((m) => m.toAddress)
      .toSorted();
    expect(emails).toEqual([line[0]!.email, line[1]!.email].toSorted());
  });

  it('bumps nobody when the capacity is lowered: new RSVPs wait until enough withdraw', async () => {
    const [ann, ben, cal, dan] = [
      await alumnus('Ann'),
      await alumnus('Ben'),
      await alumnus('Cal'),
      await alumnus('Dan'),
    ];
    await asOfficer(t, officer, 'PUT', `/api/officer/alumni-events/${key}`, {
      ...reunion,
      capacity: 3,
    });
    for (const person of [ann, ben, cal]) await rsvp(person);
    const lowered = await asOfficer(t, officer, 'PUT', `/api/officer/alumni-events/${key}`, {
      ...reunion,
      capacity: 1,
    });
    expect(lowered.json().event).toMatchObject({ capacity: 1, attending: 3, waitlisted: 0 });
    expect((await rsvp(dan)).json()).toMatchObject({ waitlisted: true, count: 3 });
    // Two withdraw: one attends for one place, so Dan still waits.
    await rsvp(ann, 'DELETE');
    await rsvp(ben, 'DELETE');
    expect(await statuses()).toEqual({ Cal: 'attending', Dan: 'waitlisted' });
    await rsvp(cal, 'DELETE');
    expect(await statuses()).toEqual({ Dan: 'attending' });
  });

  it('refuses RSVPs and withdrawals once the event has started, waitlist included', async () => {
    const [ann, ben, cal] = [await alumnus('Ann'), await alumnus('Ben'), await alumnus('Cal')];
    for (const person of [ann, ben]) await rsvp(person);
    await rsvp(cal);
    // 7:00 PM in Chicago on 6 March 2027 (standard time, UTC-6).
    const start = Date.parse('2027-03-07T01:00:00Z');
    clock.now = () => start;
    expect((await rsvp(ann, 'DELETE')).json().error).toBe('event_closed');
    expect((await rsvp(await alumnus('Late'))).statusCode).toBe(409);
    expect(await statuses()).toEqual({ Ann: 'attending', Ben: 'attending', Cal: 'waitlisted' });
  });
});

describe('GET /api/alumni/events', () => {
  it('lists events by date with places, counts, the caller’s RSVP state and the next founders day', async () => {
    const founders = {
      ...reunion,
      type: 'Founders Day',
      icon: 'landmark',
      capacity: null,
      time: null,
    };
    for (const [eventKey, sortDate, endDate] of [
      ['FoundersDay-2026-03-06', '2026-03-06', '2026-03-08'],
      ['FoundersDay-2027-03-05', '2027-03-05', '2027-03-07'],
      ['FoundersDay-2028-03-03', '2028-03-03', '2028-03-05'],
    ] as const)
      await asOfficer(t, officer, 'POST', '/api/officer/alumni-events', {
        ...founders,
        key: eventKey,
        title: `Founders Day ${sortDate.slice(0, 4)}`,
        sortDate,
        endDate,
      });
    const [ann, ben, cal] = [await alumnus('Ann'), await alumnus('Ben'), await alumnus('Cal')];
    for (const person of [ann, ben, cal]) await rsvp(person);
    await rsvp(cal, 'POST', 'FoundersDay-2027-03-05');

    const asCal = (
      await t.app.inject({ url: '/api/alumni/events', headers: { cookie: cal.cookie } })
    ).json();
    expect(asCal.events.map((e: { id: string }) => e.id)).toEqual([
      'FoundersDay-2026-03-06',
      'FoundersDay-2027-03-05',
      key,
      'FoundersDay-2028-03-03',
    ]);
    expect(asCal.events[0]).toMatchObject({ phase: 'past', rsvp: null });
    expect(asCal.events[1]).toMatchObject({
      phase: 'upcoming',
      rsvp: 'attending',
      count: 1,
      capacity: null,
    });
    expect(asCal.events[2]).toMatchObject({
      id: key,
      rsvp: 'waitlisted',
      capacity: 2,
      count: 2,
      waitlistCount: 1,
    });
    expect(asCal.foundersDay).toEqual({ event: 'FoundersDay-2027-03-05', open: true });

    const visitor = (await t.app.inject('/api/alumni/events')).json();
    expect(visitor.events.every((e: { rsvp: unknown }) => e.rsvp === null)).toBe(true);
    expect(visitor.events[2]).toMatchObject({ count: 2, waitlistCount: 1 });

    // After the 2027 weekend has started, the section follows the 2028 one.
    const later = Date.parse('2027-03-06T12:00:00Z');
    clock.now = () => later;
    const next = (await t.app.inject('/api/alumni/events')).json();
    expect(next.foundersDay).toEqual({ event: 'FoundersDay-2028-03-03', open: true });
    expect(next.events[1].phase).toBe('ongoing');
  });
});
