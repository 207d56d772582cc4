// The recruitment console (docs/api.md#recruitment-console): periods that never overlap, the
// pipeline by stage, name or email a page at a time and as CSV, a prospect's stage, bids, a
// period's numbers and the deletions' log; who may call it; every write audited without a name.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PeriodInput } from '../../../../contract/api/recruitment.ts';
import { addDays } from '../../../../contract/terms.ts';
import { asOfficer, createOfficer, lastEmail, type Account } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { runRecruitmentDeletions } from '../../../core/recruitment/deletion.ts';
import {
  addProspect,
  alumnus,
  makePeriod,
  member,
  periodBody,
  recruiter,
  today,
} from '../../../test/recruitment-pipeline.ts';

let t: TestApp;
let officer: Account;
beforeEach(async () => {
  t = await createTestApp();
  officer = await recruiter(t);
});
afterEach(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown) =>
  asOfficer(t, officer, method, `/api/officer/recruitment${url}`, body);

describe('periods', () => {
  it('makes, lists and changes periods, one at a time', async () => {
    const id = await makePeriod(t, officer, { name: '<b>Fall</b> rush' });
    const listed = await call('GET', '/periods');
    expect(listed.json().periods).toMatchObject([
      {
        id,
        name: '<b>Fall</b> rush',
        state: 'open',
        stages: ['Interested', 'Met', 'Invited', 'Bid', 'Joined', 'Declined', 'Not this time'],
        deletesOn: addDays(today(t), 51),
      },
    ]);
    // Overlapping days: refused, whichever end overlaps.
    for (const days of [
      { opensOn: addDays(today(t), 20), closesOn: addDays(today(t), 30) },
      { opensOn: addDays(today(t), -30), closesOn: addDays(today(t), -10) },
    ]) {
      const overlap = await call('POST', '/periods', periodBody(t, days));
      expect(overlap.statusCode).toBe(409);
      expect(overlap.json()).toMatchObject({ error: 'period_overlap', field: 'opensOn' });
    }
    // The next one, after it.
    const next = await call(
      'POST',
      '/periods',
      periodBody(t, {
        name: 'Spring rush',
        opensOn: addDays(today(t), 21),
        closesOn: addDays(today(t), 40),
      }),
    );
    expect(next.json().period.state).toBe('upcoming');
    // Moving its days onto the first: refused; ending the first early: done.
    const moved = await call(
      'PUT',
      `/periods/${next.json().period.id}`,
      periodBody(t, { opensOn: addDays(today(t), 15), closesOn: addDays(today(t), 40) }),
    );
    expect(moved.json().error).toBe('period_overlap');
    const ended = await call(
      'PUT',
      `/periods/${id}`,
      periodBody(t, { closesOn: addDays(today(t), -1) }),
    );
    expect(ended.json().period).toMatchObject({
      state: 'closed',
      deletesOn: addDays(today(t), 30),
    });
    expect((await call('PUT', `/periods/${randomUUID()}`, periodBody(t))).statusCode).toBe(404);
  });

  it('refuses a bad period and keeps a stage that holds prospects', async () => {
    const bad: [Partial<PeriodInput>, string][] = [
      [{ closesOn: addDays(today(t), -20) }, 'closesOn'],
      [{ closesOn: addDays(today(t), 200) }, 'closesOn'],
      [{ stages: ['Only one'] }, 'stages'],
      [{ stages: ['Met', 'met'] }, 'stages'],
      [{ name: '' }, 'name'],
      [{ opensOn: '2027-02-30' }, 'opensOn'],
      [{ vote: { quorumPercent: 101, thresholdPercent: 50, vetoes: 0 } }, 'vote'],
    ];
    for (const [changes, field] of bad) {
      const refused = await call('POST', '/periods', periodBody(t, changes));
      expect({ status: refused.statusCode, field: refused.json().field }).toEqual({
        status: 400,
        field,
      });
    }
    expect((await call('GET', '/periods')).json().periods).toEqual([]);
    const id = await makePeriod(t, officer, { stages: ['New', 'Met', 'Gone'] });
    await addProspect(t, id, { stage: 'Met' });
    const dropped = await call('PUT', `/periods/${id}`, periodBody(t, { stages: ['New', 'Gone'] }));
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json()).toMatchObject({ error: 'stage_in_use', field: 'stages' });
    // An empty stage may go.
    const kept = await call('PUT', `/periods/${id}`, periodBody(t, { stages: ['New', 'Met'] }));
    expect(kept.json().period.stages).toEqual(['New', 'Met']);
  });
});

describe('the pipeline', () => {
  it('pages, filters and searches the prospects, with their events and notes, and as CSV', async () => {
    const periodId = await makePeriod(t, officer);
    await addProspect(t, periodId, { name: 'Adam Avery', email: 'adam@example.com' });
    const bo = await addProspect(t, periodId, {
      name: '<b>Bo</b> Brown',
      email: 'bo_b@example.com',
      stage: 'Met',
    });
    await addProspect(t, periodId, { name: 'Cal Cole', email: 'cal%c@example.com' });
    await addProspect(t, periodId, { name: 'Dan Dell', stage: 'Met', confirmed: false });
    // A rush event Bo checked in at, and a note on him.
    const eventId = randomUUID();
    await t.app.db
      .insertInto('events')
      .values({
        id: eventId,
        title: 'Rush BBQ',
        date: today(t),
        time: '18:00',
        location: null,
        description: null,
        createdAt: new Date().toISOString(),
        attendance: 'optional',
        recruitment: 1,
      })
      .execute();
    await t.app.db
      .insertInto('prospectCheckIns')
      .values({ prospectId: bo, eventId, at: new Date().toISOString() })
      .execute();
    const active = await member(t, 'active', 'Ann Active');
    await asOfficer(t, active, 'POST', `/api/recruitment/prospects/${bo}/notes`, {
      text: 'Asked about the philanthropy week.',
    });

    const list = async (query: string) => {
      const answer = await call('GET', `/prospects?${query}`);
      expect(answer.statusCode).toBe(200);
      return answer.json() as {
        prospects: { name: string; events: unknown[]; notes: { text: string }[] }[];
        total: number;
      };
    };
    const all = await list('');
    expect(all.total).toBe(4);
    expect(all.prospects.map((p) => p.name)).toEqual([
      '<b>Bo</b> Brown',
      'Adam Avery',
      'Cal Cole',
      'Dan Dell',
    ]);
    expect(all.prospects[0]).toMatchObject({
      email: 'bo_b@example.com',
      stage: 'Met',
      confirmed: true,
      events: [{ id: eventId, title: 'Rush BBQ', date: today(t) }],
      notes: [{ text: 'Asked about the philanthropy week.', author: 'Ann Active', edits: [] }],
      bid: { status: 'none', expiresOn: null },
      joined: false,
    });
    expect((await list('stage=Met')).prospects.map((p) => p.name)).toEqual([
      '<b>Bo</b> Brown',
      'Dan Dell',
    ]);
    expect((await list('q=ADAM')).prospects.map((p) => p.name)).toEqual(['Adam Avery']);
    // `%` and `_` are characters, never wildcards.
    expect((await list('q=%25c@')).prospects.map((p) => p.name)).toEqual(['Cal Cole']);
    expect((await list('q=o_b')).prospects.map((p) => p.name)).toEqual(['<b>Bo</b> Brown']);
    expect((await list('q=l_c')).total).toBe(0);
    const page2 = await list('pageSize=3&page=2');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.prospects.map((p) => p.name)).toEqual(['Dan Dell']);
    expect((await list(`period=${periodId}&page=9`)).prospects).toEqual([]);
    expect((await call('GET', `/prospects?period=${randomUUID()}`)).statusCode).toBe(404);
    expect((await call('GET', '/prospects?pageSize=500')).statusCode).toBe(400);

    const csv = await call('GET', '/prospects?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Phone,Class year,Major,Heard from,Stage,Confirmed,Registered,Events,Notes,Bid,Answer by,Joined',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain('<b>Bo</b> Brown,bo_b@example.com,,2029,History,,Met,yes,');
    expect(lines[1]).toContain(',Rush BBQ,1,none,,no');
  });

  it('moves a prospect to one of the period’s stages, audited by id alone', async () => {
    const periodId = await makePeriod(t, officer);
    const id = await addProspect(t, periodId, { name: 'Eli Evans', email: 'eli@example.com' });
    const moved = await call('PATCH', `/prospects/${id}`, { stage: 'Invited' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().prospect).toMatchObject({ id, stage: 'Invited' });
    for (const body of [{ stage: 'Rejected' }, { stage: '' }, {}]) {
      const refused = await call('PATCH', `/prospects/${id}`, body);
      expect({ status: refused.statusCode, field: refused.json().field }).toEqual({
        status: 400,
        field: 'stage',
      });
    }
    expect((await call('PATCH', `/prospects/${randomUUID()}`, { stage: 'Met' })).statusCode).toBe(
      404,
    );
    const row = await t.app.db
      .selectFrom('prospects')
      .select('stage')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.stage).toBe('Invited');
    const audit = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', id)
      .execute();
    expect(audit).toMatchObject([
      { action: 'prospective member moved', targetLabel: 'prospective member' },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/Eli|eli@example/);
  });
});

describe('bids', () => {
  it('extends one bid to a confirmed prospect, by email, and another only once it expired', async () => {
    const periodId = await makePeriod(t, officer);
    const id = await addProspect(t, periodId, { name: 'Finn Ford', email: 'finn@example.com' });
    const unconfirmed = await addProspect(t, periodId, { confirmed: false });
    const bid = (prospect: string, expiresOn: string) =>
      call('POST', `/prospects/${prospect}/bid`, { expiresOn });
    expect((await bid(id, addDays(today(t), -1))).json().field).toBe('expiresOn');
    expect((await bid(id, addDays(today(t), 61))).json().field).toBe('expiresOn');
    expect((await bid(id, 'soon')).json().field).toBe('expiresOn');
    expect((await bid(unconfirmed, addDays(today(t), 7))).statusCode).toBe(409);
    expect((await bid(randomUUID(), addDays(today(t), 7))).statusCode).toBe(404);

    const extended = await bid(id, addDays(today(t), 7));
    expect(extended.statusCode).toBe(200);
    expect(extended.json().prospect.bid).toEqual({
      status: 'extended',
      expiresOn: addDays(today(t), 7),
    });
    const email = await lastEmail(t, 'finn@example.com');
    expect(email.textBody).toMatch(/\/recruitment\/bid\?token=[\w-]{20,}/);
    const again = await bid(id, addDays(today(t), 9));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('bid_exists');
    // Expired unanswered: a new bid may go.
    await t.app.db
      .updateTable('prospects')
      .set({ bidExpiresOn: addDays(today(t), -1) })
      .where('id', '=', id)
      .execute();
    const listed = await call('GET', '/prospects?q=finn');
    expect(listed.json().prospects[0].bid.status).toBe('expired');
    expect((await bid(id, addDays(today(t), 5))).statusCode).toBe(200);
    // Answered: no other bid.
    await t.app.db
      .updateTable('prospects')
      .set({ bidStatus: 'declined' })
      .where('id', '=', id)
      .execute();
    expect((await bid(id, addDays(today(t), 5))).json().error).toBe('bid_exists');
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'targetId', 'targetLabel', 'details'])
      .where('action', '=', 'bid extended')
      .execute();
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toMatch(/Finn|finn@example|token/);
  });
});

describe('numbers and deletions', () => {
  it('counts a period, keeps its numbers once deleted, and logs the deletion without names', async () => {
    const periodId = await makePeriod(t, officer, {
      name: 'Past rush',
      opensOn: addDays(today(t), -40),
      closesOn: addDays(today(t), -35),
      deleteAfterDays: 60,
    });
    const ids = await Promise.all(
      ['Gus', 'Hal', 'Ian', 'Jon'].map((name, i) =>
        addProspect(t, periodId, { name, confirmed: i < 3 }),
      ),
    );
    await t.app.db
      .updateTable('prospects')
      .set({ bidStatus: 'accepted', votedOn: 1 })
      .where('id', '=', ids[0]!)
      .execute();
    await t.app.db
      .updateTable('prospects')
      .set({ bidStatus: 'declined', votedOn: 1 })
      .where('id', '=', ids[1]!)
      .execute();
    const expected = {
      registered: 4,
      confirmed: 3,
      attended: 0,
      votedOn: 2,
      bids: 2,
      accepted: 1,
      declined: 1,
    };
    expect((await call('GET', `/periods/${periodId}/stats`)).json()).toEqual(expected);
    const csv = await call('GET', `/periods/${periodId}/stats?format=csv`);
    expect(csv.headers['content-disposition']).toContain('recruitment-past-rush.csv');
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['Registered,Confirmed,Attended,Voted on,Bids,Accepted,Declined', '4,3,0,2,2,1,1']);

    // Its days to keep shortened to none: due today, so deleted before the answer.
    const shortened = await call(
      'PUT',
      `/periods/${periodId}`,
      periodBody(t, {
        name: 'Past rush',
        opensOn: addDays(today(t), -40),
        closesOn: addDays(today(t), -35),
        deleteAfterDays: 0,
      }),
    );
    expect([shortened.statusCode, shortened.json().period.state]).toEqual([200, 'deleted']);
    // The day's job finds nothing more to do.
    expect(await runRecruitmentDeletions({ db: t.app.db }, today(t))).toBe(0);
    expect((await call('GET', `/periods/${periodId}/stats`)).json()).toEqual(expected);
    expect((await call('GET', '/prospects')).json()).toMatchObject({ prospects: [], total: 0 });
    const log = await call('GET', '/deletions');
    expect(log.json().deletions).toMatchObject([{ periodId, periodName: 'Past rush', count: 4 }]);
    expect(JSON.stringify(log.json())).not.toMatch(/Gus|Hal|Ian|Jon/);
    const changed = await call('PUT', `/periods/${periodId}`, periodBody(t));
    expect(changed.json().error).toBe('period_deleted');
    expect((await call('GET', '/periods')).json().periods[0].state).toBe('deleted');
    // A deleted period's days are free again.
    expect((await call('POST', '/periods', periodBody(t))).statusCode).toBe(201);
    expect((await call('GET', `/periods/${randomUUID()}/stats`)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('is the recruitment officer’s alone', async () => {
    const periodId = await makePeriod(t, officer);
    const prospect = await addProspect(t, periodId);
    const others: [string, Account | null, number][] = [
      ['another officer', await createOfficer(t, ['calendar'], { name: 'Cy Calendar' }), 403],
      ['an active', await member(t, 'active'), 403],
      ['a new member', await member(t, 'new'), 403],
      ['an alumnus', await alumnus(t), 403],
      ['a visitor', null, 401],
    ];
    const calls: ['GET' | 'POST' | 'PUT' | 'PATCH', string, unknown?][] = [
      ['GET', '/periods'],
      [
        'POST',
        '/periods',
        periodBody(t, { opensOn: addDays(today(t), 30), closesOn: addDays(today(t), 40) }),
      ],
      ['PUT', `/periods/${periodId}`, periodBody(t)],
      ['GET', `/periods/${periodId}/stats`],
      ['GET', '/prospects'],
      ['PATCH', `/prospects/${prospect}`, { stage: 'Met' }],
      ['POST', `/prospects/${prospect}/bid`, { expiresOn: addDays(today(t), 3) }],
      ['GET', '/ballots'],
      ['GET', '/deletions'],
    ];
    for (const [who, account, status] of others)
      for (const [method, url, body] of calls) {
        const answer = account
          ? await asOfficer(t, account, method, `/api/officer/recruitment${url}`, body)
          : await t.app.inject({
              method,
              url: `/api/officer/recruitment${url}`,
              ...(body === undefined ? {} : { payload: body as object }),
            });
        expect({ who, method, url, status: answer.statusCode }).toEqual({
          who,
          method,
          url,
          status,
        });
      }
    expect((await call('GET', '/periods')).json().periods).toHaveLength(1);
    const row = await t.app.db
      .selectFrom('prospects')
      .select(['stage', 'bidStatus'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ stage: 'Interested', bidStatus: 'none' });
  });
});
