// GET /api/alumni/events kept in memory (decision 019): the events and their counts follow every
// RSVP, withdrawal, promotion from the waitlist, change and deletion of an event on the very next
// request, on every instance; the phases and the founders-day event follow the clock; each alumnus
// gets his own RSVPs and nobody else's; and the kept answer is the one computed afresh.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bumpVersion } from '../../db/data-versions.ts';
import { clock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  asOfficer,
  createOfficer,
  createSignedInAccount,
  type Account,
} from '../../test/accounts.ts';
import { eventsAt, readEventsSummary, withRsvps } from './events-summary.ts';
import { rsvpsOf } from '../../core/calendar/alumni-events-repository.ts';

const realNow = clock.now;
const setNow = (iso: string) => {
  const at = Date.parse(iso);
  clock.now = () => at;
};
const key = 'FoundersDay-2027-03-06';
const founders = {
  key,
  title: 'Founders Day Dinner',
  sortDate: '2027-03-06',
  time: '7:00 PM',
  location: 'Harborview Ballroom',
  type: 'Founders Day',
  icon: 'landmark',
  description: 'Dinner with every class.',
  canRsvp: true,
  capacity: 1,
};
const picnic = {
  ...founders,
  key: 'Picnic-2027-02-20',
  title: 'Winter Picnic',
  sortDate: '2027-02-20',
  time: null,
  type: 'Social',
  icon: 'party',
  capacity: null,
};

let t: TestApp;
let officer: Account;
beforeEach(async () => {
  setNow('2027-01-10T12:00:00Z');
  t = await createTestApp();
  officer = await createOfficer(t, ['calendar']);
  for (const event of [founders, picnic]) {
    const added = await asOfficer(t, officer, 'POST', '/api/officer/alumni-events', event);
    if (added.statusCode !== 201) throw new Error(added.body);
  }
});
afterEach(async () => {
  clock.now = realNow;
  await t.close();
});

let people = 0;
const alumnus = (instance: TestApp = t) =>
  createSignedInAccount(instance, { role: 'alumni', name: `Alumnus ${++people}` });
const rsvp = (account: Account, method: 'POST' | 'DELETE' = 'POST', event = key, on = t) =>
  on.app.inject({
    method,
    url: '/api/alumni/rsvp',
    headers: { cookie: account.cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ event }),
  });
type Listed = {
  id: string;
  count: number;
  waitlistCount: number;
  rsvp: string | null;
  phase: string;
};
const listed = async (account?: Account, on: TestApp = t) => {
  const response = await on.app.inject({
    url: '/api/alumni/events',
    ...(account ? { headers: { cookie: account.cookie } } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { events: Listed[]; foundersDay: unknown };
};
const counts = async (account?: Account, on: TestApp = t) =>
  Object.fromEntries(
    (await listed(account, on)).events.map((e) => [e.id, [e.count, e.waitlistCount, e.rsvp]]),
  );

/** Each event's phase and the founders-day event, as a visitor is told. */
async function phases() {
  const answer = await listed();
  return { phases: answer.events.map((e) => e.phase), foundersDay: answer.foundersDay };
}

describe('the alumni events kept in memory', () => {
  it('count an RSVP, a withdrawal and a promotion from the waitlist on the next request', async () => {
    const [ann, ben] = [await alumnus(), await alumnus()];
    expect((await counts())[key]).toEqual([0, 0, null]);
    await rsvp(ann);
    expect((await counts())[key]).toEqual([1, 0, null]);
    expect((await counts(ann))[key]).toEqual([1, 0, 'attending']);
    await rsvp(ben);
    expect((await counts(ben))[key]).toEqual([1, 1, 'waitlisted']);
    // Ann leaves: Ben moves up in the same transaction.
    await rsvp(ann, 'DELETE');
    expect((await counts(ben))[key]).toEqual([1, 0, 'attending']);
    expect((await counts(ann))[key]).toEqual([1, 0, null]);
    // The capacity raised: the event's own figures follow.
    await rsvp(ann);
    await asOfficer(t, officer, 'PUT', `/api/officer/alumni-events/${key}`, {
      ...founders,
      capacity: 5,
    });
    expect((await counts())[key]).toEqual([2, 0, null]);
  });

  it('follow an event added, changed and deleted with its RSVPs', async () => {
    const ann = await alumnus();
    await rsvp(ann, 'POST', picnic.key);
    expect((await counts())[picnic.key]).toEqual([1, 0, null]);
    await asOfficer(t, officer, 'PUT', `/api/officer/alumni-events/${picnic.key}`, {
      ...picnic,
      title: 'Spring Picnic',
    });
    expect((await listed()).events.find((e) => e.id === picnic.key)).toMatchObject({
      title: 'Spring Picnic',
    });
    const removed = await asOfficer(
      t,
      officer,
      'DELETE',
      `/api/officer/alumni-events/${picnic.key}?rsvps=discard`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await listed(ann)).events.map((e) => e.id)).toEqual([key]);
    await asOfficer(t, officer, 'POST', '/api/officer/alumni-events', {
      ...picnic,
      key: 'Gala-2027-04-01',
      sortDate: '2027-04-01',
    });
    expect((await listed()).events.map((e) => e.id)).toEqual([key, 'Gala-2027-04-01']);
  });

  it('are served from memory until the alumni events’ version changes', async () => {
    const ann = await alumnus();
    expect((await counts())[key]).toEqual([0, 0, null]);
    // An RSVP written behind the version's back (no writer of the app does this) is not counted…
    await t.app.db
      .insertInto('rsvps')
      .values({ eventKey: key, userId: ann.id, status: 'attending', createdAt: 'x' })
      .execute();
    expect((await counts())[key]).toEqual([0, 0, null]);
    // …but the caller's own RSVPs are read per request.
    expect((await counts(ann))[key]).toEqual([0, 0, 'attending']);
    await bumpVersion(t.app.db, 'alumniEvents');
    expect((await counts())[key]).toEqual([1, 0, null]);
  });

  it('give each alumnus his own RSVPs, and members and visitors none', async () => {
    const [ann, ben] = [await alumnus(), await alumnus()];
    const member = await createSignedInAccount(t, { role: 'member', name: 'Mo Member' });
    await rsvp(ann);
    await rsvp(ann, 'POST', picnic.key);
    await rsvp(ben, 'POST', picnic.key);
    expect(await counts(ann)).toEqual({
      [picnic.key]: [2, 0, 'attending'],
      [key]: [1, 0, 'attending'],
    });
    expect(await counts(ben)).toEqual({ [picnic.key]: [2, 0, 'attending'], [key]: [1, 0, null] });
    // What one alumnus was told never reaches anyone else.
    expect(await counts(member)).toEqual({ [picnic.key]: [2, 0, null], [key]: [1, 0, null] });
    expect(await counts()).toEqual({ [picnic.key]: [2, 0, null], [key]: [1, 0, null] });
  });

  it('are the answer computed afresh from the database', async () => {
    const [ann, ben, cal] = [await alumnus(), await alumnus(), await alumnus()];
    for (const person of [ann, ben, cal]) await rsvp(person);
    await rsvp(cal, 'POST', picnic.key);
    const now = clock.now();
    const fresh = eventsAt(
      await readEventsSummary(t.app.db),
      t.app.content.alumni.rsvp.eventType,
      now,
      t.app.content.chapter.timeZone,
    ).answer;
    expect(await listed()).toEqual(fresh);
    expect(await listed(cal)).toEqual(withRsvps(fresh, await rsvpsOf(t.app.db, cal.id)));
    expect((await listed(cal)).events.map((e) => e.rsvp)).toEqual(['attending', 'waitlisted']);
  });

  it('follow the clock: phases and the founders-day event change when an event starts and ends', async () => {
    expect(await phases()).toEqual({
      phases: ['upcoming', 'upcoming'],
      foundersDay: { event: key, open: true },
    });
    // The picnic is all day: it starts at the chapter's midnight (Chicago, UTC-6 in February).
    setNow('2027-02-20T06:00:00Z');
    expect((await phases()).phases).toEqual(['ongoing', 'upcoming']);
    setNow('2027-02-21T06:00:00Z');
    expect((await phases()).phases).toEqual(['past', 'upcoming']);
    // 7:00 PM in Chicago on March 6 is 01:00 UTC on March 7: the dinner starts, its RSVPs close.
    setNow('2027-03-07T00:59:59Z');
    expect(await phases()).toEqual({
      phases: ['past', 'upcoming'],
      foundersDay: { event: key, open: true },
    });
    setNow('2027-03-07T01:00:00Z');
    expect(await phases()).toEqual({
      phases: ['past', 'ongoing'],
      foundersDay: { event: key, open: false },
    });
    // A clock set back (tests, a corrected server clock) is followed too.
    setNow('2027-01-10T12:00:00Z');
    expect((await phases()).phases).toEqual(['upcoming', 'upcoming']);
  });

  it('follow an RSVP made through another instance on the same database', async () => {
    const other = await createTestApp({ sameDatabaseAs: t });
    try {
      const ann = await alumnus();
      expect((await counts(undefined, other))[key]).toEqual([0, 0, null]);
      expect((await counts())[key]).toEqual([0, 0, null]);
      expect((await rsvp(ann, 'POST', key, other)).statusCode).toBe(200);
      expect((await counts())[key]).toEqual([1, 0, null]);
      expect((await counts(ann))[key]).toEqual([1, 0, 'attending']);
      await rsvp(ann, 'DELETE');
      expect((await counts(undefined, other))[key]).toEqual([0, 0, null]);
    } finally {
      await other.close();
    }
  });
});

describe('eventsAt', () => {
  const event = {
    id: 'E',
    title: 'E',
    displayDate: 'E',
    sortDate: '2027-03-06',
    endDate: '2027-03-07',
    time: '7:00 PM',
    location: null,
    type: 'Founders Day',
    icon: 'landmark',
    description: 'd',
    canRsvp: true,
    capacity: null,
    count: 3,
    waitlistCount: 0,
  };
  const zone = 'America/Chicago';

  it('holds from the last start or end before now until the next one', () => {
    const start = Date.parse('2027-03-07T01:00:00Z');
    const end = Date.parse('2027-03-08T06:00:00Z');
    const before = eventsAt([event], 'Founders Day', start - 1, zone);
    expect(before).toMatchObject({ from: -Infinity, until: start });
    expect(before.answer.events[0]).toMatchObject({ phase: 'upcoming', rsvp: null, count: 3 });
    const during = eventsAt([event], 'Founders Day', start, zone);
    expect(during).toMatchObject({ from: start, until: end });
    expect(during.answer).toMatchObject({ foundersDay: { event: 'E', open: false } });
    expect(eventsAt([event], 'Founders Day', end, zone)).toMatchObject({
      from: end,
      until: Infinity,
    });
    expect(eventsAt([], 'Founders Day', end, zone)).toEqual({
      answer: { events: [], foundersDay: null },
      from: -Infinity,
      until: Infinity,
    });
  });
});
