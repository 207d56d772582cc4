// The alumni events in the officer console (docs/api.md#officer-console, area `calendar`): add,
// change and delete, who is coming and who waits (JSON and CSV), capacity changes, and an event
// with RSVPs deleted only when the request says what happens to them.
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../lib/clock.ts';
import { addRsvp } from '../../../core/calendar/alumni-events-repository.ts';
import { insertUsers } from '../../../core/users/repository.ts';
import { newUserRow } from '../../../core/users/user-rows.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  asOfficer,
  createAccount,
  createOfficer,
  createSignedInAccount,
  turnOnTwoFactor,
  type Account,
} from '../../../test/accounts.ts';

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
let officer: Account;
beforeEach(async () => {
  const now = Date.parse('2027-01-10T12:00:00Z');
  clock.now = () => now;
  t = await createTestApp();
  officer = await createOfficer(t, ['calendar'], { name: 'Cal Endar' });
});
afterEach(async () => {
  clock.now = realNow;
  await t.close();
});

const create = (body: unknown, as: Account = officer) =>
  asOfficer(t, as, 'POST', '/api/officer/alumni-events', body);
const change = (body: unknown, eventKey = key) =>
  asOfficer(t, officer, 'PUT', `/api/officer/alumni-events/${eventKey}`, body);
const remove = (query = '', eventKey = key) =>
  asOfficer(t, officer, 'DELETE', `/api/officer/alumni-events/${eventKey}${query}`);
const attendees = (query = '') =>
  asOfficer(t, officer, 'GET', `/api/officer/alumni-events/${key}/attendees${query}`);
const rsvp = (account: Account, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({
    method,
    url: '/api/alumni/rsvp',
    headers: { cookie: account.cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ event: key }),
  });
let made = 0;
const alumnus = (name: string) =>
  createSignedInAccount(t, {
    role: 'alumni',
    name,
    email: `${name.toLowerCase()}.${++made}@example.com`,
  });
async function withRsvps() {
  await create(reunion);
  const [ann, ben, cal] = [await alumnus('Ann'), await alumnus('Ben'), await alumnus('Cal')];
  for (const person of [ann, ben, cal]) await rsvp(person);
  return [ann, ben, cal] as const;
}
const raw = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/officer/alumni-events',
    headers: { cookie: officer.cookie, 'content-type': 'application/json' },
    payload,
  });
const outbox = () =>
  t.app.db.selectFrom('outbox').select(['toAddress', 'subject', 'textBody']).execute();
const audit = () =>
  t.app.db.selectFrom('auditLog').selectAll().orderBy('at').orderBy('id').execute();
async function snapshot() {
  return {
    events: await t.app.db.selectFrom('alumniEvents').selectAll().orderBy('key').execute(),
    rsvps: await t.app.db.selectFrom('rsvps').selectAll().orderBy('userId').execute(),
    audit: (await audit()).length,
    outbox: (await outbox()).length,
  };
}

describe('alumni events', () => {
  it('adds an event that the alumni page and the calendar show on the next request, audited', async () => {
    const response = await create(reunion);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      event: {
        ...reunion,
        displayDate: 'Saturday, March 6, 2027',
        endDate: null,
        allDay: false,
        attending: 0,
        waitlisted: 0,
        createdAt: expect.any(String),
        updatedAt: null,
      },
      promoted: [],
      message: '"Reunion Dinner" was added to the alumni events.',
    });
    const page = (await t.app.inject('/api/alumni/events')).json();
    expect(page.events).toMatchObject([
      { id: key, title: 'Reunion Dinner', capacity: 2, canRsvp: true, phase: 'upcoming' },
    ]);
    const calendar = (await t.app.inject('/api/events')).json();
    expect(calendar.events).toMatchObject([{ id: key, date: '2027-03-06', time: '7:00 PM' }]);
    expect((await audit())[0]).toMatchObject({
      action: 'alumni event added',
      actorLabel: `Cal Endar <${officer.email}>`,
      targetId: key,
    });
  });

  it('keeps the date as written when one is given, and an event of several days', async () => {
    const event = (
      await create({
        ...reunion,
        displayDate: 'March 6–8, 2027',
        endDate: '2027-03-08',
        time: null,
        allDay: true,
        capacity: null,
      })
    ).json().event;
    expect(event).toMatchObject({
      displayDate: 'March 6–8, 2027',
      endDate: '2027-03-08',
      time: null,
      allDay: true,
      capacity: null,
    });
  });

  it('refuses a second event with the same key (409), changing nothing', async () => {
    await create(reunion);
    const before = await snapshot();
    const again = await create({ ...reunion, title: 'Another' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'conflict', field: 'key' });
    expect(await snapshot()).toEqual(before);
  });

  it('changes an event and logs what changed; the key stays', async () => {
    await create(reunion);
    const changed = await change({
      ...reunion,
      key: undefined,
      title: 'Reunion Gala',
      location: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      event: { key, title: 'Reunion Gala', location: null },
      promoted: [],
      message: 'The event was saved.',
    });
    const entry = (await audit()).at(-1)!;
    expect(entry.action).toBe('alumni event changed');
    expect(JSON.parse(entry.details)).toEqual({
      before: { title: 'Reunion Dinner', location: 'Harborview Ballroom' },
      after: { title: 'Reunion Gala', location: null },
    });
    const before = await snapshot();
    const renamed = await change({ ...reunion, key: 'Other-2027' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ error: 'validation_failed', field: 'key' });
    expect(await snapshot()).toEqual(before);
    expect((await change({ ...reunion, key: undefined }, 'NoSuchEvent')).statusCode).toBe(404);
  });

  it('lists the events with their counts, as JSON and as CSV without formulas', async () => {
    await create({ ...reunion, title: '=cmd|"/c calc"!A1', location: '@evil', type: '+Dinner' });
    const [ann, ben, cal] = [await alumnus('Ann'), await alumnus('Ben'), await alumnus('Cal')];
    for (const person of [ann, ben, cal]) await rsvp(person);
    const list = await asOfficer(t, officer, 'GET', '/api/officer/alumni-events');
    expect(list.json().events).toMatchObject([{ key, attending: 2, waitlisted: 1, capacity: 2 }]);
    const csv = await asOfficer(t, officer, 'GET', '/api/officer/alumni-events?format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Date,Last day,Shown as,Time,Title,Type,Location,Takes RSVPs,Capacity,Attending,Waitlisted,Key',
    );
    expect(row).toBe(
      `2027-03-06,,"Saturday, March 6, 2027",7:00 PM,"'=cmd|""/c calc""!A1",'+Dinner,'@evil,yes,2,2,1,${key}`,
    );
  });
});

describe('attendees and the waitlist', () => {
  it('lists who attends and who waits, with emails, in order; and as CSV', async () => {
    await create(reunion);
    const [ann, ben, cal, dan] = [
      await alumnus('Ann'),
      await alumnus('Ben'),
      await alumnus('Cal'),
      await alumnus('=Dan'),
    ];
    // All four within one millisecond (the clock stands still): the lists keep the order of the
    // answers all the same, never one of names ('=Dan' sorts before 'Cal').
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (const person of [ann, ben, cal, dan]) await rsvp(person);
    } finally {
      vi.useRealTimers();
    }
    const lists = await attendees();
    expect(lists.statusCode).toBe(200);
    expect(lists.json()).toEqual({
      list: 'attending',
      people: [
        { position: 1, name: 'Ann', email: ann.email, at: expect.any(String) },
        { position: 2, name: 'Ben', email: ben.email, at: expect.any(String) },
      ],
      counts: { attending: 2, waitlisted: 2 },
      total: 2,
      page: 1,
      pageSize: 50,
    });
    expect((await attendees('?list=waitlist')).json()).toEqual({
      list: 'waitlist',
      people: [
        { position: 1, name: 'Cal', email: cal.email, at: expect.any(String) },
        { position: 2, name: '=Dan', email: dan.email, at: expect.any(String) },
      ],
      counts: { attending: 2, waitlisted: 2 },
      total: 2,
      page: 1,
      pageSize: 50,
    });
    const csv = await attendees('?format=csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="attendees-${key}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('List,Position,Name,Email,RSVPed at');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      `Attending,1,Ann,${ann.email}`,
      `Attending,2,Ben,${ben.email}`,
      `Waitlist,1,Cal,${cal.email}`,
      `Waitlist,2,'=Dan,'${dan.email}`,
    ]);
    expect(
      (await asOfficer(t, officer, 'GET', '/api/officer/alumni-events/NoSuchEvent/attendees'))
        .statusCode,
    ).toBe(404);
  });

  it('gives new places to the first in line when the capacity is raised, emailing each', async () => {
    await create(reunion);
    const line = [];
    for (const name of ['Ann', 'Ben', 'Cal', 'Dan', 'Eve']) {
      const person = await alumnus(name);
      await rsvp(person);
      line.push(person);
    }
    const raised = await change({ ...reunion, capacity: 4 });
    expect(raised.json()).toMatchObject({
      event: { capacity: 4, attending: 4, waitlisted: 1 },
      promoted: ['Cal', 'Dan'],
      message: 'The event was saved. 2 from the waitlist have a place now and were emailed.',
    });
    const mails = (await outbox()).filter(
      (m) => m.subject === 'You have a place at Reunion Dinner',
    );
    expect(mails.map((m) => m.toAddress).toSorted()).toEqual(
      [line[2]!.email, line[3]!.email].toSorted(),
    );
    expect(JSON.parse((await audit()).at(-1)!.details)).toMatchObject({
      before: { capacity: 2 },
      after: { capacity: 4 },
      promoted: ['Cal', 'Dan'],
    });
    // No limit at all: everyone waiting has a place.
    expect((await change({ ...reunion, capacity: null })).json().promoted).toEqual(['Eve']);
  });

  it('moves nobody once the event has started, whatever the capacity', async () => {
    await create(reunion);
    for (const name of ['Ann', 'Ben', 'Cal']) await rsvp(await alumnus(name));
    const started = Date.parse('2027-03-07T02:00:00Z');
    clock.now = () => started;
    const raised = await change({ ...reunion, capacity: 10 });
    expect(raised.json()).toMatchObject({ promoted: [], event: { attending: 2, waitlisted: 1 } });
  });
});

describe('deleting an event with RSVPs', () => {
  it('refuses without a word on what happens to the RSVPs (409 event_has_rsvps), changing nothing', async () => {
    await withRsvps();
    const before = await snapshot();
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'event_has_rsvps',
      message:
        '2 attending and 1 on the waitlist have RSVPed to this event. Say what happens to their RSVPs: cancel (each is emailed that the event is cancelled) or discard (no email).',
    });
    expect((await remove('?rsvps=keep')).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('cancels: removes the event and its RSVPs and emails everyone on either list', async () => {
    const [ann, ben, cal] = await withRsvps();
    const cancelled = await remove('?rsvps=cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({
      removedRsvps: 3,
      emailed: 3,
      message: 'The event was deleted. 3 people were emailed that it is cancelled.',
    });
    expect(await t.app.db.selectFrom('rsvps').selectAll().execute()).toEqual([]);
    expect((await t.app.inject('/api/alumni/events')).json().events).toEqual([]);
    const mails = (await outbox()).filter((m) => m.subject === 'Cancelled: Reunion Dinner');
    expect(mails.map((m) => m.toAddress).toSorted()).toEqual(
      [ann.email, ben.email, cal.email].toSorted(),
    );
    expect(mails.find((m) => m.toAddress === cal.email)!.textBody).toContain(
      'for which you were on the waitlist',
    );
    expect(JSON.parse((await audit()).at(-1)!.details)).toMatchObject({
      rsvps: 3,
      rsvpsWere: 'cancelled',
      emailed: 3,
    });
  });

  it('discards: removes the event and its RSVPs without an email', async () => {
    await withRsvps();
    const before = (await outbox()).length;
    const discarded = await remove('?rsvps=discard');
    expect(discarded.json()).toMatchObject({ removedRsvps: 3, emailed: 0 });
    expect((await outbox()).length).toBe(before);
    expect(await t.app.db.selectFrom('alumniEvents').selectAll().execute()).toEqual([]);
  });

  it('deletes an event without RSVPs as it is; an unknown one is 404', async () => {
    await create(reunion);
    expect((await remove()).json()).toEqual({
      removedRsvps: 0,
      emailed: 0,
      message: 'The event was deleted.',
    });
    expect((await remove()).statusCode).toBe(404);
  });
});

describe('bad input changes nothing', () => {
  const badEvents = [
    ['an impossible date', { sortDate: '2026-02-30' }, 'sortDate'],
    ['a last day before the first', { endDate: '2027-03-05' }, 'endDate'],
    ['a zero capacity', { capacity: 0 }, 'capacity'],
    ['a negative capacity', { capacity: -3 }, 'capacity'],
    ['a huge capacity', { capacity: 1_000_000 }, 'capacity'],
    ['a fractional capacity', { capacity: 2.5 }, 'capacity'],
    ['a capacity as text', { capacity: '40' }, 'capacity'],
    ['an unknown icon', { icon: 'skull' }, 'icon'],
    ['a key with spaces', { key: 'Reunion 2027' }, 'key'],
    ['a key with a path', { key: '../etc/passwd' }, 'key'],
    ['a very long key', { key: 'k'.repeat(81) }, 'key'],
    ['canRsvp as text', { canRsvp: 'yes' }, 'canRsvp'],
    ['no description', { description: '' }, 'description'],
    ['no type', { type: undefined }, 'type'],
    ['a time it cannot read', { time: 'sunset' }, 'time'],
    ['a title with hidden characters', { title: 'Reunion\u2066x' }, 'title'],
  ] as const;

  it('refuses each bad field with 400 at the field, changing nothing', async () => {
    const before = await snapshot();
    for (const [what, fields, field] of badEvents) {
      const response = await create({ ...reunion, ...fields });
      expect({ what, status: response.statusCode, body: response.json() }).toMatchObject({
        what,
        status: 400,
        body: { error: 'validation_failed', field },
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad changes to an existing event the same way, changing nothing', async () => {
    await create(reunion);
    const before = await snapshot();
    for (const bad of [{ capacity: 0 }, { sortDate: '2027-02-29' }, { icon: 'x' }]) {
      const response = await change({ ...reunion, ...bad });
      expect(response.statusCode).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('stores markup and SQL as text', async () => {
    const hostile = {
      ...reunion,
      title: '<svg onload=alert(1)>',
      type: "Dinner'; DELETE FROM rsvps; --",
      description: '<b>bold</b> & "quoted"\nsecond line',
    };
    await create(hostile);
    const [event] = (await t.app.inject('/api/alumni/events')).json().events;
    expect(event).toMatchObject({
      title: hostile.title,
      type: hostile.type,
      description: hostile.description,
    });
  });

  it('refuses a malformed, oversized or polluting body', async () => {
    const before = await snapshot();
    expect((await raw('{"key":"x",')).statusCode).toBe(400);
    expect(
      (await raw(JSON.stringify({ ...reunion, description: 'x'.repeat(20_000) }))).statusCode,
    ).toBe(413);
    expect(
      (await raw(`{"__proto__":{"canRsvp":true},${JSON.stringify(reunion).slice(1)}`)).statusCode,
    ).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('who may run the alumni events', () => {
  it('answers 401, 403 forbidden and 403 two_factor_required, and refuses cross-site writes', async () => {
    await create(reunion);
    const before = await snapshot();
    const calls = [
      ['GET', '/api/officer/alumni-events', undefined],
      ['POST', '/api/officer/alumni-events', { ...reunion, key: 'Other-1' }],
      ['PUT', `/api/officer/alumni-events/${key}`, reunion],
      ['DELETE', `/api/officer/alumni-events/${key}?rsvps=discard`, undefined],
      ['GET', `/api/officer/alumni-events/${key}/attendees`, undefined],
      ['GET', `/api/officer/alumni-events/${key}/attendees?list=waitlist&page=2`, undefined],
      ['GET', `/api/officer/alumni-events/${key}/attendees?format=csv`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await t.app.inject({
        method,
        url,
        ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}),
      });
      expect({ url, status: anonymous.statusCode }).toEqual({ url, status: 401 });
    }
    const member = await createAccount(t);
    const alumniAccount = await createAccount(t, { role: 'alumni' });
    const treasurer = await createOfficer(t, ['treasury']);
    for (const account of [member, alumniAccount, treasurer])
      for (const [method, url, payload] of calls) {
        const response = await asOfficer(t, account, method, url, payload);
        expect({ url, status: response.statusCode, error: response.json().error }).toEqual({
          url,
          status: 403,
          error: 'forbidden',
        });
      }
    for (const [method, url, payload] of calls.slice(1, 4)) {
      const response = await t.app.inject({
        method,
        url,
        headers: {
          cookie: officer.cookie,
          'sec-fetch-site': 'cross-site',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload ? { payload } : {}),
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
    const after = await snapshot();
    // Only the accounts made above were added to the log-free tables.
    expect(after.events).toEqual(before.events);
    expect(after.rsvps).toEqual(before.rsvps);
    expect(after.audit).toBe(before.audit);

    const strict = await createTestApp({ env: { OFFICER_TWO_FACTOR: 'required' } });
    try {
      const noTwoFactor = await createOfficer(strict, ['calendar']);
      const refused = await asOfficer(
        strict,
        noTwoFactor,
        'POST',
        '/api/officer/alumni-events',
        reunion,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('two_factor_required');
      await turnOnTwoFactor(strict, noTwoFactor);
      expect(
        (await asOfficer(strict, noTwoFactor, 'POST', '/api/officer/alumni-events', reunion))
          .statusCode,
      ).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('applies concurrent edits and RSVPs one at a time', async () => {
    await create({ ...reunion, capacity: 1 });
    const racers = await Promise.all(['A', 'B', 'C', 'D'].map((name) => alumnus(name)));
    const answers = await Promise.all([
      ...racers.map((racer) => rsvp(racer)),
      change({ ...reunion, capacity: 3 }),
      change({ ...reunion, capacity: 3, title: 'Reunion Gala' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const lists = (await attendees()).json();
    // However they interleaved, the three places are taken and the fourth waits.
    expect(lists.people).toHaveLength(3);
    expect(lists.counts).toEqual({ attending: 3, waitlisted: 1 });
    expect((await attendees('?list=waitlist')).json().people).toHaveLength(1);
  });
});

/** `attending` people with a place and `waiting` on the waitlist, in that order of answers. */
async function crowd(attending: number, waiting: number) {
  await create({ ...reunion, capacity: 5000 });
  const people = Array.from({ length: attending + waiting }, (_, i) =>
    newUserRow({
      name: i % 50 === 7 ? `=HYPERLINK("x${i}")` : `Alum ${String(i).padStart(4, '0')}`,
      email: `alum.${i}@example.com`,
      passwordHash: '!',
      role: 'alumni',
    }),
  );
  await insertUsers(t.app.db, people);
  for (const [i, person] of people.entries())
    await addRsvp(t.app.db, key, person.id!, i < attending ? 'attending' : 'waitlisted');
  return people;
}

describe('attendees a page at a time', () => {
  it('pages each list with its places, and counts both over every RSVP', async () => {
    const people = await crowd(230, 25);
    const page2 = (await attendees('?page=2&pageSize=100')).json();
    expect(page2).toMatchObject({
      list: 'attending',
      counts: { attending: 230, waitlisted: 25 },
      total: 230,
      page: 2,
      pageSize: 100,
    });
    expect(page2.people).toHaveLength(100);
    expect(page2.people[0]).toEqual({
      position: 101,
      name: people[100]!.name,
      email: people[100]!.email,
      at: expect.any(String),
    });
    expect(page2.people.at(-1).position).toBe(200);
    const last = (await attendees('?page=3&pageSize=100')).json();
    expect(last.people.map((p: { position: number }) => p.position)).toEqual(
      Array.from({ length: 30 }, (_, i) => 201 + i),
    );
    const waiting = (await attendees('?list=waitlist&page=2&pageSize=10')).json();
    expect(waiting).toMatchObject({ list: 'waitlist', total: 25, page: 2 });
    expect(
      waiting.people.map((p: { position: number; email: string }) => [p.position, p.email]),
    ).toEqual(Array.from({ length: 10 }, (_, i) => [11 + i, people[230 + 10 + i]!.email]));
    expect((await attendees('?list=waitlist&page=4&pageSize=10')).json()).toMatchObject({
      people: [],
      total: 25,
      counts: { attending: 230, waitlisted: 25 },
    });
  });

  it('gives every RSVP of both lists as CSV, places counted across batches, formula-safe', async () => {
    const people = await crowd(520, 30);
    const csv = await attendees('?format=csv&list=waitlist&page=2');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="attendees-${key}.csv"`);
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows).toHaveLength(550);
    expect(rows.map((row) => [row.List, row.Position, row.Email])).toEqual(
      people.map((person, i) => [
        i < 520 ? 'Attending' : 'Waitlist',
        String(i < 520 ? i + 1 : i - 519),
        person.email,
      ]),
    );
    expect(rows.filter((row) => row.Name!.startsWith(`'=HYPERLINK`))).toHaveLength(11);
    expect(csv.body).not.toMatch(/(^|\r\n|,)[=+\-@]/);
  });

  it('refuses a malformed list or page with 400, and an unknown event with 404', async () => {
    await crowd(3, 1);
    for (const query of [
      'list=maybe',
      'list=',
      'pageSize=201',
      'pageSize=0',
      'page=0',
      'page=abc',
      'page=1e9',
      'format=xml',
    ]) {
      const response = await attendees(`?${query}`);
      expect({ query, status: response.statusCode, error: response.json().error }).toEqual({
        query,
        status: 400,
        error: 'validation_failed',
      });
    }
    for (const query of ['', '?format=csv', '?list=waitlist&page=2'])
      expect(
        (
          await asOfficer(
            t,
            officer,
            'GET',
            `/api/officer/alumni-events/NoSuchEvent/attendees${query}`,
          )
        ).statusCode,
      ).toBe(404);
  });
});
