// Every write to terms, positions or what decides who may hold them runs through `guardOffices`:
// it takes the accounts data in turn (two officers' changes are serialised: 20 parallel attempts
// at a one-seat position leave one term), reads the offices before and after the change, and
// refuses the change when it brings a problem of invariants.ts on any day from today on — so a
// new path cannot forget a guard. Then it copies the office of everyone it touched onto his row.
import { dayInWords } from '../../../contract/terms.ts';
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { officeCandidates } from '../users/office-holders.ts';
import { areaList, refreshOffices } from './office.ts';
import { newProblems, type OfficeProblem, type OfficeState } from './invariants.ts';

export const guardMessages = {
  lastHolder:
    'This would leave nobody who can manage accounts. Give another officer a position with the accounts area first.',
  lastHolderFrom: (day: string) =>
    `This would leave nobody who can manage accounts from ${dayInWords(day)}. Give another officer a position with the accounts area for that day first.`,
  seatsFull: (title: string, seats: number) =>
    `${title} has ${seats === 1 ? 'one seat' : `${seats} seats`}, all taken on some day of this term. End a term first, or name the term it replaces.`,
  twice: (name: string, title: string, day: string) =>
    `${name} already holds ${title} on ${dayInWords(day)}: one person holds one seat of a position.`,
  alumnus: (name: string, title: string) =>
    `${name} is an alumnus: he can hold ${title} only if the position is open to alumni (an adviser).`,
  disabled: (name: string) => `${name}'s account is disabled or ended: it cannot hold a position.`,
  widened: (area: string) =>
    `This would give you ${area} yourself. Another officer with accounts makes changes that widen your own access.`,
} as const;

/** The offices as they stand, for the days from `today` on. */
export async function readOfficeState(db: Db, today: string): Promise<OfficeState> {
  const [positions, terms] = await Promise.all([
    db.selectFrom('positions').select(['id', 'title', 'areas', 'seats', 'alumniMayHold']).execute(),
    db
      .selectFrom('terms')
      .select(['id', 'positionId', 'userId', 'startsOn', 'endsOn'])
      .where((eb) => eb.or([eb('endsOn', 'is', null), eb('endsOn', '>', today)]))
      .execute(),
  ]);
  const ids = [...new Set(terms.map((term) => term.userId))];
  const users = await officeCandidates(db, ids);
  return {
    positions: positions.map((row) => ({
      id: row.id,
      title: row.title,
      areas: areaList(row.areas),
      seats: row.seats,
      alumniMayHold: row.alumniMayHold === 1,
    })),
    terms,
    holders: new Map(
      users.map((user) => [
        user.id,
        {
          name: user.name,
          role: user.role,
          disabled: user.disabledAt !== null || user.endedAt !== null,
          verified: user.verifiedAt !== null,
          grant: user.officeGrant === 1,
        },
      ]),
    ),
  };
}

/** The answer to the first problem a change would bring. */
export function refusalOf(problem: OfficeProblem, state: OfficeState, today: string): HttpError {
  const name = (id: string) => state.holders.get(id)?.name ?? 'This account';
  switch (problem.kind) {
    case 'noAccounts':
      return new HttpError(
        409,
        'conflict',
        problem.day === today
          ? guardMessages.lastHolder
          : guardMessages.lastHolderFrom(problem.day),
      );
    case 'seats':
      return new HttpError(
        409,
        'seats_full',
        guardMessages.seatsFull(problem.position.title, problem.position.seats),
      );
    case 'twice':
      return new HttpError(
        409,
        'conflict',
        guardMessages.twice(name(problem.userId), problem.position.title, problem.day),
      );
    case 'holder':
      return new HttpError(
        409,
        'conflict',
        problem.why === 'alumnus'
          ? guardMessages.alumnus(name(problem.userId), problem.position.title)
          : guardMessages.disabled(name(problem.userId)),
      );
    case 'widened':
      return new HttpError(403, 'forbidden', guardMessages.widened(problem.area));
  }
}

/**
 * Runs `change` (in the caller's transaction `trx`) under the offices' invariants: refused, it
 * throws and the transaction rolls back. `actorId` is the officer making it (null for the command
 * line, whose writes may give anyone access: it is the break-glass way in).
 */
export async function guardOffices<T>(
  trx: Db,
  actorId: string | null,
  today: string,
  change: () => Promise<{ result: T; touched: readonly string[] }>,
): Promise<T> {
  await bumpVersion(trx, 'accounts');
  const before = await readOfficeState(trx, today);
  const { result, touched } = await change();
  const after = await readOfficeState(trx, today);
  const [problem] = newProblems(before, after, today, actorId);
  if (problem) throw refusalOf(problem, after, today);
  await refreshOffices(trx, touched, today);
  return result;
}
