// SQL of the secret ballot (docs/product.md#recruitment, docs/decisions/029-a-secret-ballot.md).
// Who voted and how are kept apart: `recruitment_ballot_voters` holds who has voted on whom (never
// how, and no time), `recruitment_ballot_tallies` how many voted each way (never who). A vote adds
// its voter's row and, only if that row is new, one to a count, in one transaction.
import { SqliteAdapter, sql } from 'kysely';
import type { VoteChoice } from '../../../contract/api/recruitment.ts';
import type { Tally } from '../../../contract/recruitment.ts';
import type { Db } from '../../db/database.ts';

/** The count a choice adds one to. */
const columnOf = {
  yes: 'yes',
  no: 'no',
  abstain: 'abstain',
  recuse: 'recused',
} as const satisfies Record<VoteChoice, keyof Tally>;

export interface BallotRow {
  id: string;
  periodId: string;
  openedBy: string | null;
  openedAt: string;
  closesAt: string;
  closedAt: string | null;
  eligible: number;
}

/** A new ballot with its electors (those who may vote, fixed now) and one empty count per prospect. */
export async function insertBallot(
  trx: Db,
  ballot: BallotRow,
  electorIds: readonly string[],
  prospectIds: readonly string[],
): Promise<void> {
  await trx.insertInto('recruitmentBallots').values(ballot).execute();
  // A few hundred rows per statement keeps each under both engines' limit on parameters.
  for (let i = 0; i < electorIds.length; i += 500)
    await trx
      .insertInto('recruitmentBallotElectors')
      .values(electorIds.slice(i, i + 500).map((userId) => ({ ballotId: ballot.id, userId })))
      .execute();
  await trx
    .insertInto('recruitmentBallotTallies')
    .values(prospectIds.map((prospectId) => ({ ballotId: ballot.id, prospectId })))
    .execute();
  await trx.updateTable('prospects').set({ votedOn: 1 }).where('id', 'in', prospectIds).execute();
}

export const findBallot = (db: Db, id: string): Promise<BallotRow | undefined> =>
  db.selectFrom('recruitmentBallots').selectAll().where('id', '=', id).executeTakeFirst();

/** A period's ballots, newest first. */
export const ballotsOfPeriod = (db: Db, periodId: string): Promise<BallotRow[]> =>
  db
    .selectFrom('recruitmentBallots')
    .selectAll()
    .where('periodId', '=', periodId)
    .orderBy('openedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** The prospects on these ballots, by name, and how many have voted on each ballot. */
export async function ballotDetails(db: Db, ballotIds: readonly string[]) {
  if (ballotIds.length === 0)
    return { prospects: new Map<string, { id: string; name: string }[]>(), turnout: new Map() };
  const [rows, turnoutRows] = await Promise.all([
    db
      .selectFrom('recruitmentBallotTallies')
      .innerJoin('prospects', 'prospects.id', 'recruitmentBallotTallies.prospectId')
      .select(['recruitmentBallotTallies.ballotId', 'prospects.id', 'prospects.name'])
      .where('recruitmentBallotTallies.ballotId', 'in', ballotIds)
      .orderBy('prospects.name')
      .orderBy('prospects.id')
      .execute(),
    db
      .selectFrom('recruitmentBallotVoters')
      .select('ballotId')
      .select(sql<number>`count(distinct ${sql.ref('userId')})`.as('voters'))
      .where('ballotId', 'in', ballotIds)
      .groupBy('ballotId')
      .execute(),
  ]);
  const prospects = new Map<string, { id: string; name: string }[]>();
  for (const row of rows)
    prospects.set(row.ballotId, [
      ...(prospects.get(row.ballotId) ?? []),
      { id: row.id, name: row.name },
    ]);
  const turnout = new Map<string, number>(
    turnoutRows.map((row) => [row.ballotId, Number(row.voters)]),
  );
  return { prospects, turnout };
}

/** Whether `userId` could vote on the ballot when it opened. */
export async function isElector(db: Db, ballotId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('recruitmentBallotElectors')
    .select('userId')
    .where('ballotId', '=', ballotId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The ballot if it is still open at `at`, held until the transaction ends: on PostgreSQL its row is
 * locked to share, so a close waits for the votes under way and every vote after it sees it closed
 * (SQLite's transactions run one at a time already).
 */
export async function holdOpenBallot(trx: Db, id: string, at: string): Promise<boolean> {
  let query = trx
    .selectFrom('recruitmentBallots')
    .select('id')
    .where('id', '=', id)
    .where('closedAt', 'is', null)
    .where('closesAt', '>', at);
  if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) query = query.forShare();
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether the prospect is on the ballot. */
export async function isOnBallot(db: Db, ballotId: string, prospectId: string): Promise<boolean> {
  const row = await db
    .selectFrom('recruitmentBallotTallies')
    .select('prospectId')
    .where('ballotId', '=', ballotId)
    .where('prospectId', '=', prospectId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One vote, in the caller's transaction: the voter's row first (ignored when he has one, which
 * answers a second vote, even one sent at the same instant), and only when it was written, one more
 * for `choice` in the count. False when he had voted on him already. Nothing records the time or
 * the choice beside the voter.
 */
export async function castVote(
  trx: Db,
  vote: { ballotId: string; prospectId: string; userId: string; choice: VoteChoice },
): Promise<boolean> {
  const written = await trx
    .insertInto('recruitmentBallotVoters')
    .values({ ballotId: vote.ballotId, prospectId: vote.prospectId, userId: vote.userId })
    .onConflict((oc) => oc.doNothing())
    .returning('userId')
    .executeTakeFirst();
  if (!written) return false;
  const column = columnOf[vote.choice];
  await trx
    .updateTable('recruitmentBallotTallies')
    .set((eb) => ({ [column]: eb(column, '+', 1) }))
    .where('ballotId', '=', vote.ballotId)
    .where('prospectId', '=', vote.prospectId)
    .execute();
  return true;
}

/**
 * Closes the ballot (false when it was closed already) and writes every count of it again, unchanged:
 * on PostgreSQL each count's row then carries the close's transaction, not its last voter's, so the
 * rows no longer point at who voted last on each prospect.
 */
export async function closeBallotRow(trx: Db, id: string, at: string): Promise<boolean> {
  const closed = await trx
    .updateTable('recruitmentBallots')
    .set({ closedAt: at })
    .where('id', '=', id)
    .where('closedAt', 'is', null)
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) === 0) return false;
  await trx
    .updateTable('recruitmentBallotTallies')
    .set((eb) => ({
      yes: eb.ref('yes'),
      no: eb.ref('no'),
      abstain: eb.ref('abstain'),
      recused: eb.ref('recused'),
    }))
    .where('ballotId', '=', id)
    .execute();
  return true;
}

/** The counts of a ballot with each prospect's name, by name. */
export const talliesOf = (db: Db, ballotId: string) =>
  db
    .selectFrom('recruitmentBallotTallies')
    .innerJoin('prospects', 'prospects.id', 'recruitmentBallotTallies.prospectId')
    .select([
      'prospects.id as prospectId',
      'prospects.name',
      'recruitmentBallotTallies.yes',
      'recruitmentBallotTallies.no',
      'recruitmentBallotTallies.abstain',
      'recruitmentBallotTallies.recused',
    ])
    .where('recruitmentBallotTallies.ballotId', '=', ballotId)
    .orderBy('prospects.name')
    .orderBy('prospects.id')
    .execute();

/**
 * The ballots of a period open at `at` on which `userId` may vote, each prospect with whether he has
 * voted on him (his own rows only).
 */
export async function openBallotsFor(db: Db, periodId: string, userId: string, at: string) {
  const ballots = await db
    .selectFrom('recruitmentBallots')
    .innerJoin(
      'recruitmentBallotElectors',
      'recruitmentBallotElectors.ballotId',
      'recruitmentBallots.id',
    )
    .select(['recruitmentBallots.id', 'recruitmentBallots.closesAt'])
    .where('recruitmentBallots.periodId', '=', periodId)
    .where('recruitmentBallotElectors.userId', '=', userId)
    .where('recruitmentBallots.closedAt', 'is', null)
    .where('recruitmentBallots.closesAt', '>', at)
    .orderBy('recruitmentBallots.closesAt')
    .execute();
  if (ballots.length === 0) return [];
  const ids = ballots.map((ballot) => ballot.id);
  const [{ prospects }, mine] = await Promise.all([
    ballotDetails(db, ids),
    db
      .selectFrom('recruitmentBallotVoters')
      .select(['ballotId', 'prospectId'])
      .where('ballotId', 'in', ids)
      .where('userId', '=', userId)
      .execute(),
  ]);
  const voted = new Set(mine.map((row) => `${row.ballotId} ${row.prospectId}`));
  return ballots.map((ballot) => ({
    id: ballot.id,
    closesAt: ballot.closesAt,
    prospects: (prospects.get(ballot.id) ?? []).map(({ id, name }) => ({
      id,
      name,
      voted: voted.has(`${ballot.id} ${id}`),
    })),
  }));
}
