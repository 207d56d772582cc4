// The secret ballot (docs/product.md#recruitment, docs/decisions/029-a-secret-ballot.md): actives
// vote at once and each vote counts once; a second vote, a vote after the close and a vote by
// someone who was no elector are refused; the results follow the period's quorum, threshold and
// vetoes; and nothing stored ties a voter to his choice — not a row, not the audit log, and on
// PostgreSQL not the counts' row versions once the ballot is closed.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asOfficer, createOfficer, type Account } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';
import {
  addProspect,
  alumnus,
  castVote,
  makePeriod,
  member,
  minutesFromNow,
  openBallot,
  recruiter,
} from '../../../test/recruitment-pipeline.ts';

let t: TestApp;
let officer: Account;
let periodId: string;
beforeEach(async () => {
  t = await createTestApp();
  officer = await recruiter(t);
  periodId = await makePeriod(t, officer, {
    vote: { quorumPercent: 60, thresholdPercent: 60, vetoes: 2 },
  });
});
afterEach(async () => t.close());

const actives = (n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => member(t, 'active', `Active ${i}`)));

const results = async (ballotId: string) => {
  const answer = await asOfficer(t, officer, 'GET', `/api/officer/recruitment/ballots/${ballotId}`);
  expect(answer.statusCode).toBe(200);
  return answer.json() as {
    ballot: { status: string; eligible: number; turnout: number };
    results: { prospectId: string; [key: string]: unknown }[];
  };
};

const close = (ballotId: string) =>
  asOfficer(t, officer, 'POST', `/api/officer/recruitment/ballots/${ballotId}/close`);

const tallies = (ballotId: string) =>
  t.app.db
    .selectFrom('recruitmentBallotTallies')
    .select(['prospectId', 'yes', 'no', 'abstain', 'recused'])
    .where('ballotId', '=', ballotId)
    .execute();

describe('voting', () => {
  it('counts 20 actives voting at once, each once', async () => {
    const voters = await actives(20);
    const prospect = await addProspect(t, periodId);
    const ballotId = await openBallot(t, officer, [prospect]);
    const choices = voters.map((_, i) => (i < 12 ? 'yes' : i < 17 ? 'no' : 'abstain'));
    const answers = await Promise.all(
      voters.map((voter, i) => castVote(t, voter, ballotId, prospect, choices[i]!)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(voters.map(() => 200));
    expect(await tallies(ballotId)).toEqual([
      { prospectId: prospect, yes: 12, no: 5, abstain: 3, recused: 0 },
    ]);
    expect((await results(ballotId)).ballot).toMatchObject({ eligible: 20, turnout: 20 });
    // A second round by the same actives changes nothing.
    const again = await Promise.all(
      voters.map((voter) => castVote(t, voter, ballotId, prospect, 'yes')),
    );
    expect(again.map((answer) => answer.json().error)).toEqual(voters.map(() => 'already_voted'));
    expect((await tallies(ballotId))[0]).toMatchObject({ yes: 12, no: 5, abstain: 3 });
  });

  it('counts one of two votes the same active sends at once', async () => {
    const [voter] = await actives(1);
    const prospect = await addProspect(t, periodId);
    const ballotId = await openBallot(t, officer, [prospect]);
    const answers = await Promise.all([
      castVote(t, voter!, ballotId, prospect, 'yes'),
      castVote(t, voter!, ballotId, prospect, 'no'),
    ]);
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 409]);
    const [row] = await tallies(ballotId);
    expect(row!.yes + row!.no).toBe(1);
  });

  it('refuses whoever may not vote, a closed ballot and a bad vote, counting nothing', async () => {
    const [voter] = await actives(1);
    const prospect = await addProspect(t, periodId);
    const other = await addProspect(t, periodId);
    const ballotId = await openBallot(t, officer, [prospect]);
    // Made an active after the ballot opened: not an elector.
    const [late] = await actives(1);
    expect((await castVote(t, late!, ballotId, prospect, 'yes')).json().error).toBe('not_eligible');
    const newMember = await member(t, 'new');
    const refusedNew = await castVote(t, newMember, ballotId, prospect, 'yes');
    expect(refusedNew.statusCode).toBe(403);
    expect(refusedNew.json().message).toBe('Only actives take part in recruitment.');
    expect((await castVote(t, await alumnus(t), ballotId, prospect, 'yes')).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/recruitment/ballots/${ballotId}/vote`,
      payload: { prospectId: prospect, vote: 'yes' },
    });
    expect(visitor.statusCode).toBe(401);
    // Not on the ballot, no such ballot, no such choice, a forged id.
    expect((await castVote(t, voter!, ballotId, other, 'yes')).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await castVote(t, voter!, unknown, prospect, 'yes')).statusCode).toBe(404);
    const badChoice = await castVote(t, voter!, ballotId, prospect, 'maybe');
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.json().field).toBe('vote');
    expect((await castVote(t, voter!, ballotId, '<b>1</b>', 'yes')).statusCode).toBe(400);
    expect(await tallies(ballotId)).toEqual([
      { prospectId: prospect, yes: 0, no: 0, abstain: 0, recused: 0 },
    ]);
    // Closed by the officer: no more votes.
    expect((await close(ballotId)).statusCode).toBe(200);
    const afterClose = await castVote(t, voter!, ballotId, prospect, 'yes');
    expect(afterClose.statusCode).toBe(409);
    expect(afterClose.json().error).toBe('ballot_closed');
    expect((await tallies(ballotId))[0]!.yes).toBe(0);
  });

  it('closes at its closing time: no vote after it, and the results shown', async () => {
    const [voter, second] = await actives(2);
    const prospect = await addProspect(t, periodId);
    const ballotId = await openBallot(t, officer, [prospect]);
    expect((await castVote(t, voter!, ballotId, prospect, 'yes')).statusCode).toBe(200);
    expect((await results(ballotId)).results).toEqual([]);
    await t.app.db
      .updateTable('recruitmentBallots')
      .set({ closesAt: minutesFromNow(-1) })
      .where('id', '=', ballotId)
      .execute();
    expect((await castVote(t, second!, ballotId, prospect, 'no')).json().error).toBe(
      'ballot_closed',
    );
    const read = await results(ballotId);
    expect(read.ballot.status).toBe('closed');
    expect(read.results).toMatchObject([{ prospectId: prospect, yes: 1, cast: 1 }]);
    const row = await t.app.db
      .selectFrom('recruitmentBallots')
      .select('closedAt')
      .where('id', '=', ballotId)
      .executeTakeFirstOrThrow();
    expect(row.closedAt).not.toBeNull();
  });
});

describe('the results', () => {
  it('follow the quorum, the threshold and the vetoes', async () => {
    // Quorum 60 %, threshold 60 %, two "no" votes veto; five electors.
    const voters = await actives(5);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => addProspect(t, periodId)));
    const ballotId = await openBallot(t, officer, [a!, b!, c!, d!]);
    const plan: [string, string[]][] = [
      [a!, ['yes', 'yes', 'yes', 'no', 'abstain']],
      [b!, ['yes', 'yes', 'yes', 'no', 'no']],
      [c!, ['yes', 'yes', 'recuse', 'recuse']],
      [d!, ['yes']],
    ];
    for (const [prospect, votes] of plan)
      for (const [i, vote] of votes.entries())
        expect((await castVote(t, voters[i]!, ballotId, prospect, vote)).statusCode).toBe(200);
    // Nothing is shown while it is open.
    expect((await results(ballotId)).results).toEqual([]);
    const closed = await close(ballotId);
    expect(closed.statusCode).toBe(200);
    const byProspect = new Map(
      (closed.json().results as { prospectId: string }[]).map((row) => [row.prospectId, row]),
    );
    expect(byProspect.get(a!)).toMatchObject({
      eligible: 5,
      cast: 5,
      yes: 3,
      no: 1,
      abstain: 1,
      quorumMet: true,
      passed: true,
      vetoed: false,
    });
    expect(byProspect.get(b!)).toMatchObject({
      no: 2,
      quorumMet: true,
      passed: false,
      vetoed: true,
    });
    expect(byProspect.get(c!)).toMatchObject({
      recused: 2,
      cast: 2,
      quorumMet: true,
      passed: true,
    });
    expect(byProspect.get(d!)).toMatchObject({ cast: 1, quorumMet: false, passed: false });
    expect((await results(ballotId)).ballot).toMatchObject({ status: 'closed', turnout: 5 });
  });
});

describe('secrecy', () => {
  it('stores no voter beside a choice, audits no vote, and keeps who and how apart', async () => {
    const voters = await actives(6);
    const [a, b] = await Promise.all([addProspect(t, periodId), addProspect(t, periodId)]);
    const ballotId = await openBallot(t, officer, [a!, b!]);
    const auditBefore = await t.app.db.selectFrom('auditLog').selectAll().execute();
    const choices = ['yes', 'no', 'abstain', 'recuse', 'yes', 'no'];
    await Promise.all(
      voters.flatMap((voter, i) => [
        castVote(t, voter, ballotId, a!, choices[i]!),
        castVote(t, voter, ballotId, b!, choices[(i + 1) % 6]!),
      ]),
    );
    // The audit log gained nothing from the votes.
    expect(await t.app.db.selectFrom('auditLog').selectAll().execute()).toEqual(auditBefore);
    expect((await close(ballotId)).statusCode).toBe(200);

    // Every recruitment table, read raw: no row holds both a voter and a choice.
    const voterIds = new Set(voters.map((voter) => voter.id));
    const tables = [
      'recruitmentPeriods',
      'prospects',
      'prospectLinks',
      'prospectCheckIns',
      'prospectNotes',
      'prospectNoteEdits',
      'recruitmentBallots',
      'recruitmentBallotElectors',
      'recruitmentBallotVoters',
      'recruitmentBallotTallies',
      'recruitmentDeletions',
    ] as const;
    const choiceWords = /^(yes|no|abstain|recuse|recused)$/;
    for (const table of tables) {
      const rows = (await t.app.db.selectFrom(table).selectAll().execute()) as Record<
        string,
        unknown
      >[];
      for (const row of rows) {
        const namesVoter = Object.values(row).some((value) => voterIds.has(value as string));
        const holdsChoice =
          Object.keys(row).some((key) => ['yes', 'no', 'abstain', 'recused'].includes(key)) ||
          Object.values(row).some((value) => typeof value === 'string' && choiceWords.test(value));
        expect({ table, both: namesVoter && holdsChoice }).toEqual({ table, both: false });
      }
    }
    // The voters' table has exactly who and on whom: no time, no choice.
    const voterRows = await t.app.db.selectFrom('recruitmentBallotVoters').selectAll().execute();
    expect(voterRows).toHaveLength(12);
    expect(Object.keys(voterRows[0]!).toSorted()).toEqual(['ballotId', 'prospectId', 'userId']);
    // The counts hold the sums and nobody.
    expect(
      (await tallies(ballotId)).map((row) => row.yes + row.no + row.abstain + row.recused),
    ).toEqual([6, 6]);
  });
});

describe('secrecy on PostgreSQL', () => {
  const xmins = async (table: string) =>
    (
      await sql<{ xmin: string }>`select xmin::text as xmin from ${sql.table(table)}`.execute(
        t.app.db,
      )
    ).rows.map((row) => row.xmin);

  it.runIf(onPostgres)(
    'leaves no voter’s transaction on the counts’ rows once closed',
    async () => {
      const voters = await actives(4);
      const [a, b] = await Promise.all([addProspect(t, periodId), addProspect(t, periodId)]);
      const ballotId = await openBallot(t, officer, [a!, b!]);
      for (const voter of voters) {
        await castVote(t, voter, ballotId, a!, 'yes');
        await castVote(t, voter, ballotId, b!, 'no');
      }
      // While it is open, each count's row is the version its last voter wrote: the weakness the
      // close removes (decision 029).
      const openVoters = new Set(await xmins('recruitment_ballot_voters'));
      expect(
        (await xmins('recruitment_ballot_tallies')).filter((x) => openVoters.has(x)),
      ).toHaveLength(2);
      expect((await close(ballotId)).statusCode).toBe(200);
      const voterVersions = new Set(await xmins('recruitment_ballot_voters'));
      const countVersions = await xmins('recruitment_ballot_tallies');
      expect(countVersions).toHaveLength(2);
      expect(countVersions.filter((xmin) => voterVersions.has(xmin))).toEqual([]);
      // Both rows were written by one transaction: the close's.
      expect(new Set(countVersions).size).toBe(1);
    },
  );
});

describe('opening a ballot', () => {
  it('takes confirmed prospects of a period with data, closing 5 minutes to 14 days on', async () => {
    const confirmed = await addProspect(t, periodId);
    const unconfirmed = await addProspect(t, periodId, { confirmed: false });
    const open = (body: unknown, account = officer) =>
      asOfficer(t, account, 'POST', '/api/officer/recruitment/ballots', body);
    const refused = [
      [{ prospectIds: [confirmed, unconfirmed], closesAt: minutesFromNow(60) }, 'prospectIds'],
      [{ prospectIds: [confirmed], closesAt: minutesFromNow(2) }, 'closesAt'],
      [{ prospectIds: [confirmed], closesAt: minutesFromNow(15 * 24 * 60) }, 'closesAt'],
      [
        { prospectIds: ['00000000-0000-4000-8000-000000000000'], closesAt: minutesFromNow(60) },
        'prospectIds',
      ],
      [{ prospectIds: [], closesAt: minutesFromNow(60) }, 'prospectIds'],
      [{ prospectIds: [confirmed, confirmed], closesAt: minutesFromNow(60) }, 'prospectIds'],
      [{ prospectIds: [confirmed], closesAt: 'tomorrow' }, 'closesAt'],
    ] as const;
    for (const [body, field] of refused) {
      const answer = await open(body);
      expect({ status: answer.statusCode, field: answer.json().field }).toEqual({
        status: 400,
        field,
      });
    }
    // An officer without the area, a member and a visitor.
    const other = await createOfficer(t, ['accounts'], { name: 'Other Officer' });
    const body = { prospectIds: [confirmed], closesAt: minutesFromNow(60) };
    expect((await open(body, other)).statusCode).toBe(403);
    expect((await open(body, await member(t))).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/officer/recruitment/ballots',
      payload: body,
    });
    expect(visitor.statusCode).toBe(401);
    expect(await t.app.db.selectFrom('recruitmentBallots').selectAll().execute()).toEqual([]);
    const prospects = await t.app.db.selectFrom('prospects').select('votedOn').execute();
    expect(prospects.map((row) => row.votedOn)).toEqual([0, 0]);
  });

  it('lists the ballots an active may vote on, with what he voted on', async () => {
    const [voter] = await actives(1);
    const [a, b] = await Promise.all([addProspect(t, periodId), addProspect(t, periodId)]);
    const ballotId = await openBallot(t, officer, [a!, b!]);
    await castVote(t, voter!, ballotId, a!, 'yes');
    const page = await asOfficer(t, voter!, 'GET', '/api/recruitment/prospects');
    expect(page.statusCode).toBe(200);
    const [ballot] = page.json().ballots as {
      id: string;
      prospects: { id: string; voted: boolean }[];
    }[];
    expect(ballot!.id).toBe(ballotId);
    expect(Object.fromEntries(ballot!.prospects.map((p) => [p.id, p.voted]))).toEqual({
      [a!]: true,
      [b!]: false,
    });
    const listed = await asOfficer(
      t,
      officer,
      'GET',
      `/api/officer/recruitment/ballots?period=${periodId}`,
    );
    expect(listed.json().ballots).toMatchObject([
      { id: ballotId, status: 'open', eligible: 1, turnout: 1 },
    ]);
    const votedOn = await t.app.db.selectFrom('prospects').select('votedOn').execute();
    expect(votedOn.map((row) => row.votedOn)).toEqual([1, 1]);
  });
});
