// GET /api/events (docs/product.md#calendar, docs/api.md), on SQLite and PostgreSQL: everyone gets the
// chapter calendar; a signed-in active member also gets what each event counts for and when its
// check-in door is open, and nobody else does (visitors, alumni, a forged cookie).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEvent } from '../../core/calendar/events-repository.ts';
import { createSignedInAccount, type Account } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let member: Account;
let alumnus: Account;
let meeting: string;
let rush: string;
let party: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await createSignedInAccount(t);
  alumnus = await createSignedInAccount(t, { role: 'alumni' });
  // In America/Chicago (the test content's zone): 7:00 PM – 9:00 PM on Mar 2, 2027 is 01:00Z –
  // 03:00Z on Mar 3; the door opens 30 minutes before and closes 2 hours after.
  meeting = await addEvent(t.app.db, {
    title: 'Chapter meeting',
    date: '2027-03-02',
    time: '7:00 PM - 9:00 PM',
    attendance: 'required',
    points: 10,
  });
  rush = await addEvent(t.app.db, {
    title: 'Rush day',
    date: '2027-03-03',
    attendance: 'optional',
    serviceHours: 1.5,
  });
  party = await addEvent(t.app.db, { title: 'Party', date: '2027-03-04', time: '9:00 PM' });
});
afterAll(async () => t.close());

const eventsAs = async (cookie?: string) => {
  const response = await t.app.inject({
    url: '/api/events',
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json().events as { id: string; counts?: unknown }[];
};
const find = (events: { id: string; counts?: unknown }[], id: string) =>
  events.find((event) => event.id === id);

describe('GET /api/events', () => {
  it('tells a member what each event counts for and when its door is open', async () => {
    const events = await eventsAs(member.cookie);
    expect(find(events, meeting)?.counts).toEqual({
      attendance: 'required',
      points: 10,
      serviceHours: 0,
      checkIn: { opensAt: '2027-03-03T00:30:00.000Z', closesAt: '2027-03-03T05:00:00.000Z' },
    });
    // All day: the chapter's whole day.
    expect(find(events, rush)?.counts).toEqual({
      attendance: 'optional',
      points: 0,
      serviceHours: 1.5,
      checkIn: { opensAt: '2027-03-03T06:00:00.000Z', closesAt: '2027-03-04T06:00:00.000Z' },
    });
    expect(find(events, party)).toBeDefined();
    expect(find(events, party)).not.toHaveProperty('counts');
  });

  it('tells visitors, alumni and a forged session nothing more than the calendar', async () => {
    for (const cookie of [undefined, alumnus.cookie, 'chapter_session=forged-token']) {
      const events = await eventsAs(cookie);
      expect(find(events, meeting)).toBeDefined();
      expect(events.filter((event) => 'counts' in event)).toEqual([]);
    }
  });
});
