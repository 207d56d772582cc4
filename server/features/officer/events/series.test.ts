// Repeating events (docs/product.md#officers-calendar-and-events, decision 024), on SQLite and
// PostgreSQL: a series is made as one event per occurrence (in both GETs, audited once, all or
// nothing); one occurrence is changed or removed alone; "this and the following" removes the rest
// and ends the series; attendance is taken per occurrence, and an occurrence that was held is never
// removed; the archive carries series; bad input and other people change nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  asOfficer,
  createAccount,
  createOfficer,
  createSignedInAccount,
  type Account,
} from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { clock } from '../../../lib/clock.ts';
import { openTestDatabase } from '../../../test/database.ts';
import { exportArchive, importArchive } from '../export/archive.ts';

let t: TestApp;
let officer: Account;
const realNow = clock.now;
beforeAll(async () => {
  t = await createTestApp();
  officer = await createOfficer(t, ['calendar', 'standing'], { name: 'Cal Endar' });
});
afterAll(async () => t.close());
afterEach(() => {
  clock.now = realNow;
});

interface Listed {
  id: string;
  title: string;
  date: string;
  seriesId: string | null;
  repeat: { every: string; until: string; count: number; after: number } | null;
}

/** Each test's own title, so the tests of the file do not see each other's events. */
let n = 0;
const meeting = (over: Record<string, unknown> = {}) => ({
  title: `Chapter Meeting ${++n}`,
  date: '2026-09-07',
  time: '8:00 PM',
  location: 'Chapter House',
  repeat: { every: 'week', until: '2026-12-18' },
  ...over,
});

const add = (body: unknown, as: Account = officer) =>
  asOfficer(t, as, 'POST', '/api/officer/events', body);
const officerList = async (title: string) =>
  ((await asOfficer(t, officer, 'GET', '/api/officer/events')).json().events as Listed[]).filter(
    (event) => event.title === title,
  );
const membersList = async (title: string) =>
  ((await t.app.inject('/api/events')).json().events as Listed[]).filter(
    (event) => event.title === title,
  );
const remove = (id: string, query = '') =>
  asOfficer(t, officer, 'DELETE', `/api/officer/events/${id}${query}`);
const snapshot = async () => ({
  events: await t.app.db.selectFrom('events').selectAll().orderBy('id').execute(),
  series: await t.app.db.selectFrom('eventSeries').selectAll().orderBy('id').execute(),
  audit: (await t.app.db.selectFrom('auditLog').select('id').execute()).length,
});

async function addSeries(over: Record<string, unknown> = {}) {
  const body = meeting(over);
  const response = await add(body);
  expect(response.statusCode).toBe(201);
  return { title: body.title, ...(response.json() as { event: Listed; events: Listed[] }) };
}

describe('a series', () => {
  it('is made as one event per occurrence, in both GETs, with one audit entry', async () => {
    const response = await add(meeting());
    expect(response.statusCode).toBe(201);
    const { event, events, message } = response.json();
    const title = `Chapter Meeting ${n}`;
    // Every Monday from Sep 7 to Dec 14 (Dec 18, a Friday, is the last day it may fall on).
    expect(events).toHaveLength(15);
    expect(message).toBe(
      `"${title}" is on the calendar 15 times, Mon, Sep 7, 2026 … Mon, Dec 14, 2026.`,
    );
    expect(event).toEqual(events[0]);
    expect(events.map((e: Listed) => e.date)).toEqual([
      '2026-09-07',
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      // The clocks go back on Nov 1: the meeting stays on Monday at 8:00 PM.
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
    ]);
    expect(new Set(events.map((e: Listed) => e.id)).size).toBe(15);
    expect(events[0]).toMatchObject({
      title,
      time: '8:00 PM',
      location: 'Chapter House',
      seriesId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      repeat: { every: 'week', until: '2026-12-18', count: 15, after: 14 },
    });
    expect(events[14].repeat.after).toBe(0);
    expect(events.every((e: Listed) => e.seriesId === event.seriesId)).toBe(true);

    expect(await officerList(title)).toEqual(events);
    const members = await membersList(title);
    expect(members.map((e) => [e.id, e.date])).toEqual(events.map((e: Listed) => [e.id, e.date]));
    // The members' calendar lists each meeting as an event of its own.
    expect(members[0]).toEqual({
      id: event.id,
      title,
      date: '2026-09-07',
      endDate: null,
      time: '8:00 PM',
      location: 'Chapter House',
      description: null,
    });

    const entry = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', event.seriesId)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      action: 'calendar series added',
      actorId: officer.id,
      targetLabel: `${title}, every week from 2026-09-07 to 2026-12-14`,
    });
    expect(JSON.parse(entry.details)).toMatchObject({
      title,
      every: 'week',
      until: '2026-12-18',
      events: 15,
    });
  });

  it('repeats every other week and every month (the 31st: the last day of shorter months)', async () => {
    const fortnightly = await addSeries({
      date: '2026-09-10',
      repeat: { every: 'two-weeks', until: '2026-10-22' },
    });
    expect(fortnightly.events.map((e) => e.date)).toEqual([
      '2026-09-10',
      '2026-09-24',
      '2026-10-08',
      '2026-10-22',
    ]);
    const monthly = await addSeries({
      date: '2027-01-31',
      repeat: { every: 'month', until: '2027-05-31' },
      attendance: 'required',
      points: 5,
    });
    expect(monthly.events.map((e) => e.date)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
    // Each occurrence counts as the series was asked to.
    expect(monthly.events[3]).toMatchObject({ attendance: 'required', points: 5 });
  });

  it('changes one occurrence alone: it keeps its series, the others stay as they were', async () => {
    const { title, events } = await addSeries();
    const third = events[2]!;
    const changed = await asOfficer(t, officer, 'PUT', `/api/officer/events/${third.id}`, {
      title,
      date: '2026-09-22',
      time: '9:00 PM',
      location: 'Library, room 2',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().event).toMatchObject({
      id: third.id,
      date: '2026-09-22',
      time: '9:00 PM',
      location: 'Library, room 2',
      seriesId: third.seriesId,
      repeat: { every: 'week', count: 15, after: 12 },
    });
    const listed = await officerList(title);
    expect(listed).toHaveLength(15);
    const others = listed.filter((e) => e.id !== third.id);
    expect(others.every((e) => 'location' in e && e.location === 'Chapter House')).toBe(true);
    expect(others.map((e) => e.date)).toEqual(
      events.filter((e) => e.id !== third.id).map((e) => e.date),
    );
    // A PUT changes one event: a rule sent with it changes nothing of the series.
    const withRule = await asOfficer(t, officer, 'PUT', `/api/officer/events/${third.id}`, {
      title,
      date: '2026-09-22',
      repeat: { every: 'month', until: '2027-06-01' },
    });
    expect(withRule.statusCode).toBe(200);
    expect(await officerList(title)).toHaveLength(15);
  });

  it('removes one occurrence alone, and with ?following=true that one and the rest', async () => {
    const { title, events } = await addSeries();
    const seriesId = events[0]!.seriesId!;
    const one = await remove(events[1]!.id);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ message: 'The event was removed from the calendar.', removed: 1 });
    let listed = await officerList(title);
    expect(listed).toHaveLength(14);
    expect(listed.map((e) => e.date)).not.toContain('2026-09-14');
    // Cancelled alone: the rule is as it was.
    expect(listed[0]!.repeat).toMatchObject({ until: '2026-12-18', count: 14, after: 13 });

    // A meeting moves to another night from Nov 2 on: this and the following go.
    const from = events.findIndex((e) => e.date === '2026-11-02');
    const rest = await remove(events[from]!.id, '?following=true');
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toEqual({
      message: '7 events of the series were removed from the calendar.',
      removed: 7,
    });
    listed = await officerList(title);
    expect(listed.map((e) => e.date)).toEqual([
      '2026-09-07',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
    ]);
    // The series now ends the day before the first one removed.
    expect(listed[0]!.repeat).toMatchObject({ until: '2026-11-01', count: 7, after: 6 });
    expect((await membersList(title)).map((e) => e.date)).toEqual(listed.map((e) => e.date));
    const entry = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'calendar events removed')
      .where('targetId', '=', events[from]!.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.details)).toMatchObject({ seriesId, dates: expect.any(Array) });
    expect(JSON.parse(entry.details).dates).toHaveLength(7);

    // From the first: the whole series goes, and its row with it.
    expect((await remove(listed[0]!.id, '?following=true')).json().removed).toBe(7);
    expect(await officerList(title)).toEqual([]);
    const row = await t.app.db
      .selectFrom('eventSeries')
      .select('id')
      .where('id', '=', seriesId)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('takes attendance per occurrence, and keeps an occurrence that was held', async () => {
    const { title, events } = await addSeries({
      date: '2027-03-02',
      time: '7:00 PM - 9:00 PM',
      attendance: 'required',
      points: 5,
      repeat: { every: 'week', until: '2027-03-23' },
    });
    expect(events).toHaveLength(4);
    const brother = await createSignedInAccount(t, { name: 'Paul Present' });
    const sick = await createSignedInAccount(t, { name: 'Ed Excused' });
    // During the second meeting (Mar 9, 7:00 PM – 9:00 PM in Chicago: 01:00Z on Mar 10).
    clock.now = () => Date.parse('2027-03-10T02:00:00Z');
    const mark = (event: Listed, who: Account, status: string) =>
      asOfficer(t, officer, 'PUT', `/api/officer/events/${event.id}/attendance/${who.id}`, {
        status,
      });
    expect((await mark(events[1]!, brother, 'present')).statusCode).toBe(200);
    // An excuse given ahead for the fourth.
    expect((await mark(events[3]!, sick, 'excused')).statusCode).toBe(200);

    const presentAt = async (event: Listed) =>
      (await asOfficer(t, officer, 'GET', `/api/officer/events/${event.id}/attendance`)).json() as {
        present: { name: string }[];
      };
    expect((await presentAt(events[1]!)).present.map((p) => p.name)).toEqual(['Paul Present']);
    expect((await presentAt(events[0]!)).present).toEqual([]);
    expect((await presentAt(events[2]!)).present).toEqual([]);
    const counted = (
      await asOfficer(
        t,
        officer,
        'GET',
        '/api/officer/standing/events?from=2027-03-01&to=2027-03-31',
      )
    ).json().events as { title: string; date: string; present: number }[];
    expect(
      counted.filter((e) => e.title === title).map((e) => [e.date, Number(e.present)]),
    ).toEqual([
      ['2027-03-02', 0],
      ['2027-03-09', 1],
      ['2027-03-16', 0],
      ['2027-03-23', 0],
    ]);

    // The held meeting stays, alone or with the following; nothing changes.
    const before = await snapshot();
    for (const query of ['', '?following=true']) {
      const refused = await remove(events[1]!.id, query);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'conflict' });
    }
    expect((await remove(events[1]!.id)).json().message).toBe(
      `"${title}" on Tue, Mar 9, 2027 was held (1 brother is marked present or absent). It stays on the calendar so that its attendance keeps counting; if it was entered by mistake, take the marks away on its attendance list first.`,
    );
    // From the first: the held one is among them, so none goes.
    expect((await remove(events[0]!.id, '?following=true')).json().message).toMatch(
      /^Nothing was removed: ".*" on Tue, Mar 9, 2027 was held/,
    );
    expect(await snapshot()).toEqual(before);

    // The following from the third go, the excused mark of the fourth with it.
    expect((await remove(events[2]!.id, '?following=true')).json().removed).toBe(2);
    expect((await officerList(title)).map((e) => e.date)).toEqual(['2027-03-02', '2027-03-09']);
    const marks = await t.app.db
      .selectFrom('attendance')
      .select(['eventId', 'status'])
      .where(
        'eventId',
        'in',
        events.map((e) => e.id),
      )
      .execute();
    expect(marks).toEqual([{ eventId: events[1]!.id, status: 'present' }]);
  });
});

describe('the archive', () => {
  it('carries a series before its occurrences, and imports them as they were', async () => {
    const { title, events } = await addSeries({ repeat: { every: 'month', until: '2027-01-07' } });
    const target = await openTestDatabase();
    try {
      await importArchive(target.db, target.engine, await exportArchive(t.app.db, t.app.dbEngine), {
        contentDir: t.config.contentDir,
      });
      const copied = await target.db
        .selectFrom('events')
        .innerJoin('eventSeries', 'eventSeries.id', 'events.seriesId')
        .select(['events.id', 'events.date', 'eventSeries.every'])
        .where('events.title', '=', title)
        .orderBy('events.date')
        .execute();
      expect(copied).toEqual(events.map((e) => ({ id: e.id, date: e.date, every: 'month' })));
    } finally {
      await target.close();
    }
  });
});

describe('bad input changes nothing', () => {
  it('refuses a bad rule with 400 naming repeat, and says what is wrong', async () => {
    const before = await snapshot();
    const cases = [
      [
        { every: 'day', until: '2026-12-18' },
        /^Repeats is every week, every other week or every month/,
      ],
      [{ every: 'week' }, /^The last day of the series is required/],
      [{ every: 'week', until: '2026-13-01' }, /^The last day of the series is a day written/],
      [
        { every: 'week', until: '2026-09-07' },
        /^The last day of the series must be after its first day\.$/,
      ],
      [{ every: 'week', until: '2026-09-01' }, /must be after its first day/],
      [{ every: 'week', until: '2026-09-10' }, /would make only one event/],
      [
        { every: 'week', until: '2027-09-08' },
        /^A series lasts at most a year: its last day can be Tue, Sep 7, 2027 at the latest\.$/,
      ],
      [{ every: 'month', until: '2031-01-01' }, /at most a year/],
      ['every week', /^Repeats is \{ every, until \}/],
      [[{ every: 'week', until: '2026-12-18' }], /^Repeats is \{ every, until \}/],
    ] as const;
    for (const [repeat, message] of cases) {
      const response = await add(meeting({ repeat }));
      expect({ repeat, status: response.statusCode, body: response.json() }).toMatchObject({
        repeat,
        status: 400,
        body: {
          error: 'validation_failed',
          field: 'repeat',
          message: expect.stringMatching(message),
        },
      });
    }
    expect(await snapshot()).toEqual(before);
    // A year to the day is the longest: 53 Mondays.
    const longest = await add(meeting({ repeat: { every: 'week', until: '2027-09-07' } }));
    expect(longest.json().events).toHaveLength(53);
  });

  it('makes no series when a field of the event is wrong, and stores markup as text', async () => {
    const before = await snapshot();
    for (const body of [
      meeting({ date: '2026-02-30' }),
      meeting({ title: '' }),
      meeting({ points: 5 }),
      meeting({ time: 'after dinner' }),
    ])
      expect((await add(body)).statusCode).toBe(400);
    expect(
      (await remove('00000000-0000-4000-8000-000000000000', '?following=true')).statusCode,
    ).toBe(404);
    expect((await remove(`x' OR '1'='1`, '?following=true')).statusCode).toBe(400);
    const made = (await addSeries()).events;
    expect((await remove(made[0]!.id, '?following=yes')).statusCode).toBe(400);
    expect((await remove(made[0]!.id, '?following=true')).statusCode).toBe(200);
    expect((await snapshot()).events).toEqual(before.events);

    const hostile = '<img src=x onerror=alert(1)>';
    const { events } = await addSeries({
      title: hostile,
      repeat: { every: 'month', until: '2026-11-07' },
    });
    expect(events.map((e) => e.title)).toEqual([hostile, hostile, hostile]);
    expect((await membersList(hostile)).map((e) => e.title)).toEqual([hostile, hostile, hostile]);
  });
});

describe('who may make a series', () => {
  it('refuses members, alumni and officers of other areas with 403, and a visitor with 401', async () => {
    const { events } = await addSeries();
    const member = await createAccount(t);
    const alumnus = await createAccount(t, { role: 'alumni' });
    const treasurer = await createOfficer(t, ['treasury', 'standing']);
    const before = await snapshot();
    for (const account of [member, alumnus, treasurer]) {
      expect((await add(meeting(), account)).statusCode).toBe(403);
      const cut = await asOfficer(
        t,
        account,
        'DELETE',
        `/api/officer/events/${events[0]!.id}?following=true`,
      );
      expect(cut.statusCode).toBe(403);
    }
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/officer/events',
      payload: meeting(),
    });
    expect(visitor.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
