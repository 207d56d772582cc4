// Excuses, service hours and standing (docs/product.md#standing), on SQLite and PostgreSQL: a
// member asks (within the rules: required events, 72 hours, not when present, once; hours in the
// semester, not in the future), the standing officer decides with a note (audited, emailed, never
// his own, once), and the standing follows — on the member's page for him alone, and in the
// officer's table (at risk first, CSV). Nobody else reads a brother's standing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  asOfficer,
  createOfficer,
  createSignedInAccount,
  nextClient,
  type Account,
} from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { clock } from '../../../lib/clock.ts';

let t: TestApp;
let officer: Account;
let semesterId: string;
const events: Record<string, string> = {};
const realNow = clock.now;

// Noon in Chicago on 2027-03-03, in the spring semester (2027-01-11 to 2027-05-07).
const now = Date.parse('2027-03-03T18:00:00Z');
const at = (instant: number) => {
  clock.now = () => instant;
};

beforeAll(async () => {
  t = await createTestApp();
  officer = await createOfficer(t, ['standing', 'calendar'], { name: 'Sam Secretary' });
  at(now);
  const semester = await asOfficer(t, officer, 'POST', '/api/officer/semesters', {
    name: 'Spring 2027',
    startsOn: '2027-01-11',
    endsOn: '2027-05-07',
  });
  semesterId = semester.json().semester.id;
  for (const side of ['new', 'active'])
    await asOfficer(t, officer, 'PUT', '/api/officer/requirements', {
      semesterId,
      side,
      attendancePercent: 75,
      serviceHours: 10,
      points: 20,
    });
  for (const [key, date, attendance, points] of [
    ['feb1', '2027-02-01', 'required', 5],
    ['feb15', '2027-02-15', 'required', 5],
    ['mar1', '2027-03-01', 'required', 5],
    ['mar20', '2027-03-20', 'required', 5],
    ['social', '2027-02-20', 'optional', 10],
  ] as const) {
    const made = await asOfficer(t, officer, 'POST', '/api/officer/events', {
      title: `Event ${key}`,
      date,
      time: '7:00 PM - 9:00 PM',
      attendance,
      points,
    });
    events[key] = made.json().event.id;
  }
});
afterAll(async () => t.close());
afterEach(() => {
  clock.now = realNow;
});

const mark = (who: Account, key: string, status: string) =>
  asOfficer(t, officer, 'PUT', `/api/officer/events/${events[key]}/attendance/${who.id}`, {
    status,
  });
const excuse = (who: Account, key: string, reason: unknown = 'My grandmother’s 90th birthday') =>
  asOfficer(t, who, 'POST', `/api/events/${events[key]}/excuse`, { reason });
const logHours = (who: Account, body: Record<string, unknown>) =>
  asOfficer(t, who, 'POST', '/api/me/service-hours', {
    date: '2027-02-20',
    hours: 3,
    description: 'Food bank shift',
    ...body,
  });
const decide = (kind: 'excuses' | 'service-hours', id: string, body: unknown, who = officer) =>
  asOfficer(t, who, 'POST', `/api/officer/${kind}/${id}/decision`, body);
const counts = async () => ({
  excuses: (await t.app.db.selectFrom('excuses').select('id').execute()).length,
  hours: (await t.app.db.selectFrom('serviceHours').select('id').execute()).length,
  audit: (await t.app.db.selectFrom('auditLog').select('id').execute()).length,
});

describe('excuses and service hours', () => {
  it('takes an excuse and hours, refuses what the rules do not allow, and changes nothing then', async () => {
    at(now);
    const member = await createSignedInAccount(t, { name: 'Alex Asker' });
    expect((await mark(member, 'feb15', 'present')).statusCode).toBe(200);

    const asked = await excuse(member, 'mar1');
    expect(asked.statusCode).toBe(201);
    expect(asked.json().excuse).toMatchObject({ status: 'pending', event: 'Event mar1' });
    const logged = await logHours(member, { hours: 2.5, confirmer: 'Pat at the food bank' });
    expect(logged.statusCode).toBe(201);
    expect(logged.json().entry).toMatchObject({ hours: 2.5, status: 'pending' });

    const before = await counts();
    const refusals: [
      Promise<{ statusCode: number; json(): { field?: string } }>,
      number,
      string?,
    ][] = [
      [excuse(member, 'mar1'), 409], // asked already
      [excuse(member, 'feb1'), 409], // more than 72 hours after it
      [excuse(member, 'feb15'), 409], // he was there
      [excuse(member, 'social'), 409], // optional
      [excuse(member, 'mar20', 'x'.repeat(1001)), 400, 'reason'],
      [excuse(member, 'mar20', ''), 400, 'reason'],
      [excuse(member, 'mar20', 'a\u202Eb'), 400, 'reason'],
      [logHours(member, { hours: 0.3 }), 400, 'hours'],
      [logHours(member, { hours: 25 }), 400, 'hours'],
      [logHours(member, { hours: 0 }), 400, 'hours'],
      [logHours(member, { date: '2027-03-04' }), 400, 'date'],
      [logHours(member, { date: '2027-01-10' }), 400, 'date'],
      [logHours(member, { date: '2027-02-30' }), 400, 'date'],
      [logHours(member, { description: 'y'.repeat(1001) }), 400, 'description'],
      [logHours(member, { userId: officer.id }), 400, 'userId'],
    ];
    for (const [answer, status, field] of refusals) {
      const response = await answer;
      expect({ status: response.statusCode, field: response.json().field }).toEqual({
        status,
        field,
      });
    }
    expect(await counts()).toEqual(before);

    // Alumni and visitors get none of it.
    const alumnus = await createSignedInAccount(t, { role: 'alumni' });
    expect((await excuse(alumnus, 'mar20')).statusCode).toBe(403);
    expect((await asOfficer(t, alumnus, 'GET', '/api/me/standing')).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/api/me/standing',
      remoteAddress: nextClient(),
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('leaves one excuse for 20 parallel asks', async () => {
    at(now);
    const member = await createSignedInAccount(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => excuse(member, 'mar20')));
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([201, ...Array(19).fill(409)]);
    const rows = await t.app.db
      .selectFrom('excuses')
      .select('id')
      .where('userId', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('is decided once with a note (audited, emailed), never by the asker, and an approval excuses him', async () => {
    at(now);
    const member = await createSignedInAccount(t, {
      name: 'Ben Busy',
      email: 'ben.busy@example.com',
    });
    const asked = (await excuse(member, 'mar1')).json().excuse;
    const hours = (await logHours(member, {})).json().entry;

    // The officer's own excuse is another officer's to decide.
    const own = (await excuse(officer, 'mar1')).json().excuse;
    expect((await decide('excuses', own.id, { approve: true })).statusCode).toBe(403);
    // A denial says why; a member decides nothing.
    expect((await decide('excuses', asked.id, { approve: false })).json().field).toBe('note');
    expect((await decide('excuses', asked.id, { approve: true }, member)).statusCode).toBe(403);
    expect(
      (await decide('excuses', '00000000-0000-4000-8000-000000000000', { approve: true }))
        .statusCode,
    ).toBe(404);

    const approved = await decide('excuses', asked.id, { approve: true, note: 'Family first.' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().excuse).toMatchObject({
      status: 'approved',
      note: 'Family first.',
      decidedBy: 'Sam Secretary',
    });
    expect((await decide('excuses', asked.id, { approve: false, note: 'No' })).statusCode).toBe(
      409,
    );
    const denied = await decide('service-hours', hours.id, {
      approve: false,
      note: 'Not a <b>service</b> event.',
    });
    expect(denied.json().entry).toMatchObject({ status: 'denied' });

    const mark = await t.app.db
      .selectFrom('attendance')
      .select(['status', 'how'])
      .where('eventId', '=', events.mar1!)
      .where('userId', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(mark).toEqual({ status: 'excused', how: 'officer' });
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'details'])
      .where('targetId', '=', member.id)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['excuse approved', 'service hours denied']);
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ note: 'Family first.' });
    const mail = await t.app.db
      .selectFrom('outbox')
      .select(['subject', 'textBody', 'htmlBody'])
      .where('toAddress', '=', 'ben.busy@example.com')
      .orderBy('createdAt')
      .execute();
    expect(mail.map((m) => m.subject)).toEqual([
      'Your excuse from Event mar1 was approved',
      'Your 3 service hours of Sat, Feb 20, 2027 were denied',
    ]);
    // Each links to his standing's own page (docs/product.md#your-home), not to the account page.
    for (const sent of mail) {
      expect(sent.textBody).toContain(`${t.app.config.publicUrl}/me/standing`);
      expect(sent.htmlBody).toContain(`href="${t.app.config.publicUrl}/me/standing"`);
      expect(sent.textBody).not.toContain('/account');
    }
    const queue = (await asOfficer(t, officer, 'GET', '/api/officer/excuses')).json().excuses;
    expect(queue.map((e: { id: string }) => e.id)).toContain(own.id);
    expect(queue.map((e: { id: string }) => e.id)).not.toContain(asked.id);
  });
});

describe('standing', () => {
  it('shows a member his own standing, and the officer the chapter, at risk first, with CSV', async () => {
    at(now);
    const good = await createSignedInAccount(t, { name: 'Gus Good' });
    const behind = await createSignedInAccount(t, { name: 'Bo Behind' });
    for (const key of ['feb1', 'feb15', 'mar1', 'social']) await mark(good, key, 'present');
    await mark(behind, 'feb1', 'present');
    const entry = (await logHours(good, { hours: 6 })).json().entry;
    await decide('service-hours', entry.id, { approve: true });

    const mine = await asOfficer(t, good, 'GET', '/api/me/standing');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      semester: { name: 'Spring 2027' },
      side: 'new',
      attendance: {
        attended: 3,
        excused: 0,
        missed: 0,
        required: 3,
        percent: 100,
        requiredPercent: 75,
      },
      serviceHours: { approved: 6, pending: 0, required: 10 },
      points: { earned: 25, required: 20 },
      status: 'good',
      // Good, and what is still owed said with it.
      advice: ['Log 4 more service hours by Fri, May 7, 2027, about 0.5 a week.'],
    });
    const his = (await asOfficer(t, behind, 'GET', '/api/me/standing')).json();
    expect(his.status).toBe('at_risk');
    // 1 of 3 so far, and 1 left on the calendar: 75 % cannot be reached any more.
    expect(his.advice[0]).toMatch(/^Not reachable this semester: 33 % of required events so far/);
    expect(his.excusable.map((e: { title: string }) => e.title)).toEqual([
      'Event mar1',
      'Event mar20',
    ]);
    // His answer holds nobody else's standing.
    expect(JSON.stringify(his)).not.toContain('Gus Good');

    const table = await asOfficer(t, officer, 'GET', '/api/officer/standing');
    expect(table.statusCode).toBe(200);
    const rows = table.json().rows as { name: string; status: string }[];
    const firstGood = rows.findIndex((row) => row.status === 'good');
    expect(rows.slice(firstGood).every((row) => row.status === 'good')).toBe(true);
    expect(rows.findIndex((row) => row.name === 'Bo Behind')).toBeLessThan(firstGood);
    const csv = await asOfficer(
      t,
      officer,
      'GET',
      `/api/officer/standing?format=csv&semester=${semesterId}`,
    );
    expect(csv.headers['content-disposition']).toContain('standing-Spring-2027.csv');
    expect(csv.body).toContain('Bo Behind,new member,');

    // Nobody but the standing officer reads it.
    const calendarOfficer = await createOfficer(t, ['calendar', 'accounts', 'content']);
    expect((await asOfficer(t, calendarOfficer, 'GET', '/api/officer/standing')).statusCode).toBe(
      403,
    );
    expect((await asOfficer(t, good, 'GET', '/api/officer/standing')).statusCode).toBe(403);
    expect(
      (
        await asOfficer(
          t,
          good,
          'GET',
          `/api/me/standing?semester=00000000-0000-4000-8000-000000000000`,
        )
      ).statusCode,
    ).toBe(404);
    const counts = (await asOfficer(t, officer, 'GET', '/api/officer/standing/queues')).json();
    expect(counts.excuses).toBeGreaterThanOrEqual(1);
  });

  it('counts a brother from the day his account was made: no misses before, not at risk on day one', async () => {
    at(now);
    const old = await createSignedInAccount(t, { name: 'Olaf Older' });
    const newcomer = await createSignedInAccount(t, { name: 'Nico Newcomer' });
    // His account was made this morning; three required meetings were held before it.
    await t.app.db
      .updateTable('users')
      .set({ createdAt: '2027-03-03T15:00:00.000Z' })
      .where('id', '=', newcomer.id)
      .execute();
    const mine = (await asOfficer(t, newcomer, 'GET', '/api/me/standing')).json();
    expect(mine).toMatchObject({
      countsFrom: '2027-03-03',
      attendance: { attended: 0, excused: 0, missed: 0, required: 0, left: 1, percent: 100 },
      // 66 of the semester's 117 days: 6 of 10 hours; the points the events from today give.
      serviceHours: { required: 6 },
      points: { earned: 0, required: 5 },
      status: 'good',
      advice: [
        'Log 6 more service hours by Fri, May 7, 2027, about 0.5 a week.',
        'Earn 5 more points by Fri, May 7, 2027 at the events left (they give 5).',
      ],
    });
    // The officer's table by the same rules; a brother of the whole semester missed all three.
    const rows = (await asOfficer(t, officer, 'GET', '/api/officer/standing')).json().rows as {
      userId: string;
      status: string;
      attendance: { missed: number };
    }[];
    const row = (id: string) => rows.find((r) => r.userId === id);
    expect(row(newcomer.id)).toMatchObject({ status: 'good', attendance: { missed: 0 } });
    expect(row(old.id)).toMatchObject({ status: 'at_risk', attendance: { missed: 3 } });
  });

  it('names near the semester’s end only what can still be done, and says what cannot', async () => {
    at(now);
    const late = await createSignedInAccount(t, { name: 'Lou Late' });
    await mark(late, 'feb1', 'present');
    // Eleven days before the last one: every required event is held.
    at(Date.parse('2027-04-26T17:00:00Z'));
    const his = (await asOfficer(t, late, 'GET', '/api/me/standing')).json();
    expect(his.attendance).toMatchObject({ attended: 1, missed: 3, left: 0, percent: 25 });
    expect(his.status).toBe('at_risk');
    expect(his.advice).toEqual([
      expect.stringMatching(
        /^Not reachable this semester: 25 % of required events so far, 75 % is asked, and no required event is left on the calendar\. Talk to the standing officer \(Sam Secretary, /,
      ),
      'Log 10 more service hours by Fri, May 7, 2027, about 6 a week.',
      expect.stringMatching(
        /^Not reachable this semester: 15 more points are asked and the events left on the calendar give 0\. Talk to the standing officer \(Sam Secretary, /,
      ),
    ]);
    expect(JSON.stringify(his.advice)).not.toContain('Attend the next');
  });

  it('moves a member to the actives on his initiation day, set by an officer with accounts', async () => {
    at(now);
    const member = await createSignedInAccount(t, { name: 'Ike Initiate' });
    const side = async () => (await asOfficer(t, member, 'GET', '/api/me/standing')).json().side;
    expect(await side()).toBe('new');
    const accounts = await createOfficer(t, ['accounts']);
    const patch = (body: unknown, who = accounts) =>
      asOfficer(t, who, 'PATCH', `/api/officer/accounts/${member.id}`, body);
    expect((await patch({ initiatedOn: '2027-03-01' }, officer)).statusCode).toBe(403);
    expect((await patch({ initiatedOn: '2027-02-30' })).json().field).toBe('initiatedOn');
    const set = await patch({ initiatedOn: '2027-03-01' });
    expect(set.json().account.initiatedOn).toBe('2027-03-01');
    expect(await side()).toBe('active');
    // A day to come: a new member until then.
    await patch({ initiatedOn: '2027-03-10' });
    expect(await side()).toBe('new');
    const entry = await t.app.db
      .selectFrom('auditLog')
      .select('details')
      .where('targetId', '=', member.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.details)).toMatchObject({
      initiatedOn: { from: '2027-03-01', to: '2027-03-10' },
    });

    // A class at once, all or none: an alumnus among them refuses the whole.
    const a = await createSignedInAccount(t, { name: 'Cy Class' });
    const b = await createSignedInAccount(t, { name: 'Di Class' });
    const alumnus = await createSignedInAccount(t, { role: 'alumni' });
    const initiate = (ids: string[], initiatedOn = '2027-03-02') =>
      asOfficer(t, accounts, 'POST', '/api/officer/accounts/initiate', { ids, initiatedOn });
    const newOnes = async () =>
      (
        await asOfficer(
          t,
          accounts,
          'GET',
          '/api/officer/accounts?role=member&initiated=false&pageSize=200',
        )
      )
        .json()
        .accounts.map((row: { id: string }) => row.id);
    expect(await newOnes()).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await initiate([a.id, b.id, alumnus.id])).json().field).toBe('ids');
    expect((await initiate([a.id], 'soon')).json().field).toBe('initiatedOn');
    expect(await newOnes()).toEqual(expect.arrayContaining([a.id, b.id]));
    const done = await initiate([a.id, b.id]);
    expect(done.json()).toMatchObject({ initiated: 2 });
    expect(await newOnes()).not.toContain(a.id);
    expect((await asOfficer(t, a, 'GET', '/api/me/standing')).json().side).toBe('active');
  });
});
