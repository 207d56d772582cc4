// The secret ballot's rules (docs/product.md#recruitment, docs/decisions/029-a-secret-ballot.md):
// the recruitment officer opens a ballot on confirmed prospects of a period that still has its data,
// the actives of that moment are its electors, each votes once per prospect, and the results are
// shown only once it is closed (by the officer, or by its closing time).
import { randomUUID } from 'node:crypto';
import type { BallotResultRow, BallotView, VoteChoice } from '../../../contract/api/recruitment.ts';
import { ballotResult, recruitmentLimits, type VoteRules } from '../../../contract/recruitment.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, fieldError } from '../../http-error.ts';
import { activeIdsOn } from '../users/actives.ts';
import * as repo from './ballots-repository.ts';
import { findPeriod } from './periods.ts';

const minuteMs = 60_000;

/** Whether a ballot takes no more votes at `at`: closed, or past its closing time. */
export const isClosed = (ballot: Pick<repo.BallotRow, 'closedAt' | 'closesAt'>, at: string) =>
  ballot.closedAt !== null || ballot.closesAt <= at;

/** The ballots' views, with their prospects and turnout (one query each for all of them). */
export async function ballotViews(
  db: Db,
  ballots: readonly repo.BallotRow[],
  at: string,
): Promise<BallotView[]> {
  const { prospects, turnout } = await repo.ballotDetails(
    db,
    ballots.map((ballot) => ballot.id),
  );
  return ballots.map((ballot) => ({
    id: ballot.id,
    periodId: ballot.periodId,
    prospects: prospects.get(ballot.id) ?? [],
    openedAt: ballot.openedAt,
    closesAt: ballot.closesAt,
    closedAt: ballot.closedAt,
    status: isClosed(ballot, at) ? 'closed' : 'open',
    eligible: ballot.eligible,
    turnout: turnout.get(ballot.id) ?? 0,
  }));
}

/**
 * A new ballot (in the audited transaction): the prospects must be confirmed and of one period that
 * is open or closed but not deleted; it closes 5 minutes to 14 days from now. Its electors are the
 * actives of `today`.
 */
export async function openBallot(
  trx: Db,
  request: { prospectIds: string[]; closesAt: string; openedBy: string | null },
  now: { at: string; today: string },
): Promise<repo.BallotRow> {
  const closesMs = Date.parse(request.closesAt);
  const nowMs = Date.parse(now.at);
  if (closesMs < nowMs + recruitmentLimits.ballotMinutesMin * minuteMs)
    throw fieldError(
      'closesAt',
      `A ballot stays open at least ${recruitmentLimits.ballotMinutesMin} minutes.`,
    );
  if (closesMs > nowMs + recruitmentLimits.ballotHoursMax * 60 * minuteMs)
    throw fieldError(
      'closesAt',
      `A ballot stays open at most ${recruitmentLimits.ballotHoursMax / 24} days.`,
    );
  const prospects = await trx
    .selectFrom('prospects')
    .select(['id', 'periodId', 'confirmedAt'])
    .where('id', 'in', request.prospectIds)
    .execute();
  if (prospects.length !== request.prospectIds.length)
    throw fieldError('prospectIds', 'There is no such prospective member.');
  const periodIds = new Set(prospects.map((prospect) => prospect.periodId));
  if (periodIds.size !== 1)
    throw fieldError('prospectIds', 'A ballot holds prospective members of one period.');
  if (prospects.some((prospect) => prospect.confirmedAt === null))
    throw fieldError(
      'prospectIds',
      'Only prospective members who confirmed their email can be voted on.',
    );
  const period = (await findPeriod(trx, [...periodIds][0]!))!;
  if (period.deletedAt)
    throw new HttpError(409, 'period_deleted', 'This period’s prospective members were deleted.');
  if (now.today < period.opensOn)
    throw new HttpError(409, 'period_closed', 'This period has not opened yet.');
  const electors = await activeIdsOn(trx, now.today);
  const ballot: repo.BallotRow = {
    id: randomUUID(),
    periodId: period.id,
    openedBy: request.openedBy,
    openedAt: now.at,
    closesAt: new Date(closesMs).toISOString(),
    closedAt: null,
    eligible: electors.length,
  };
  await repo.insertBallot(trx, ballot, electors, request.prospectIds);
  return ballot;
}

const noSuchBallot = () => new HttpError(404, 'not_found', 'There is no such ballot.');

/**
 * One active's vote on one prospect, in one transaction: 404 for an unknown ballot or a prospect not
 * on it, 403 `not_eligible` when he was not an active when it opened, 409 `ballot_closed` once it
 * is closed, 409 `already_voted` for a second vote. Nothing about it is logged or audited.
 */
export async function vote(
  db: Db,
  request: { ballotId: string; prospectId: string; userId: string; choice: VoteChoice },
  at: string,
): Promise<void> {
  const ballot = await repo.findBallot(db, request.ballotId);
  if (!ballot) throw noSuchBallot();
  if (!(await repo.isElector(db, ballot.id, request.userId)))
    throw new HttpError(
      403,
      'not_eligible',
      'Only the actives of the day this ballot opened vote on it.',
    );
  const counted = await db.transaction().execute(async (trx) => {
    if (!(await repo.holdOpenBallot(trx, ballot.id, at)))
      throw new HttpError(409, 'ballot_closed', 'This ballot is closed: it takes no more votes.');
    if (!(await repo.isOnBallot(trx, ballot.id, request.prospectId)))
      throw new HttpError(404, 'not_found', 'He is not on this ballot.');
    return repo.castVote(trx, request);
  });
  if (!counted)
    throw new HttpError(409, 'already_voted', 'You have voted on him already: a vote is final.');
}

/** Closes a ballot (in the audited transaction); 404 when there is none. False if already closed. */
export async function closeBallot(trx: Db, id: string, at: string): Promise<boolean> {
  const ballot = await repo.findBallot(trx, id);
  if (!ballot) throw noSuchBallot();
  return repo.closeBallotRow(trx, id, at);
}

/**
 * A ballot past its closing time that nobody closed is closed as of that time when it is next read,
 * so its counts are written again (decision 029) before anyone reads them.
 */
export async function settleBallot(db: Db, ballot: repo.BallotRow, at: string) {
  if (ballot.closedAt !== null || ballot.closesAt > at) return ballot;
  await db.transaction().execute((trx) => repo.closeBallotRow(trx, ballot.id, ballot.closesAt));
  return (await repo.findBallot(db, ballot.id)) ?? ballot;
}

/** The results of a closed ballot under its period's vote rules; none while it is open. */
export async function resultsOf(
  db: Db,
  ballot: repo.BallotRow,
  rules: VoteRules,
  at: string,
): Promise<BallotResultRow[]> {
  if (!isClosed(ballot, at)) return [];
  const tallies = await repo.talliesOf(db, ballot.id);
  return tallies.map(({ prospectId, name, ...tally }) =>
    Object.assign({ prospectId, name }, ballotResult(tally, ballot.eligible, rules)),
  );
}
