// What must hold of the chapter's offices on every day from today on, whoever writes and by
// whichever path (docs/product.md#terms-and-seats-hold-on-every-day): somebody can manage accounts,
// no position has more holders than seats, nobody holds two seats of one position, no alumnus (but
// in a position open to alumni) nor a disabled or ended account holds an office, and no officer's
// own write widens his own access. Pure functions of the offices' state, compared before and after
// a write: a write is refused when it brings a problem that was not there on that day before (what
// was already wrong, such as a term ending with no successor yet, does not block unrelated work).
import type { Area } from '../../../contract/officer-areas.ts';
import {
  addDays,
  electPreviewDays,
  holdsOn,
  officeAccess,
  type Day,
} from '../../../contract/terms.ts';

export interface StatePosition {
  id: string;
  title: string;
  areas: readonly Area[];
  seats: number;
  alumniMayHold: boolean;
}

export interface StateTerm {
  id: string;
  positionId: string;
  userId: string;
  startsOn: Day;
  endsOn: Day | null;
}

export interface StateHolder {
  name: string;
  role: 'member' | 'alumni';
  /** Disabled by an officer, or ended by its owner: such an account holds nothing. */
  disabled: boolean;
  /** Can sign in (verified): only such an account counts as someone who can manage accounts. */
  verified: boolean;
  /** The command line's standing grant of every area. */
  grant: boolean;
}

export interface OfficeState {
  positions: readonly StatePosition[];
  /** Every term that is not over by today (a past term decides nothing from today on). */
  terms: readonly StateTerm[];
  /** Every account named by a term, and every account with the grant. */
  holders: ReadonlyMap<string, StateHolder>;
}

export type OfficeProblem =
  | { kind: 'noAccounts'; day: Day }
  | { kind: 'seats'; day: Day; position: StatePosition }
  | { kind: 'twice'; day: Day; position: StatePosition; userId: string }
  | {
      kind: 'holder';
      day: Day;
      position: StatePosition;
      userId: string;
      why: 'alumnus' | 'disabled';
    }
  | { kind: 'widened'; day: Day; area: Area };

/** The days on which something may change: today, and every start, end and preview after it. */
export function daysToCheck(states: readonly OfficeState[], today: Day): Day[] {
  const days = new Set<Day>([today]);
  for (const state of states)
    for (const term of state.terms)
      for (const day of [term.startsOn, addDays(term.startsOn, -electPreviewDays), term.endsOn])
        if (day && day > today) days.add(day);
  return [...days].toSorted();
}

const keyOf = (problem: OfficeProblem): string => {
  switch (problem.kind) {
    case 'noAccounts':
      return 'noAccounts';
    case 'seats':
      return `seats ${problem.position.id}`;
    case 'twice':
      return `twice ${problem.position.id} ${problem.userId}`;
    case 'holder':
      return `holder ${problem.position.id} ${problem.userId} ${problem.why}`;
    case 'widened':
      return `widened ${problem.area}`;
  }
};

/** What is wrong with the offices on `day` (never who widened what: that needs two states). */
export function problemsOn(state: OfficeState, day: Day): OfficeProblem[] {
  const problems: OfficeProblem[] = [];
  const positions = new Map(state.positions.map((position) => [position.id, position]));
  const held = state.terms.filter((term) => holdsOn(term, day));
  const canManage = (userId: string, holder = state.holders.get(userId)) =>
    holder !== undefined && !holder.disabled && holder.verified;
  const someoneManages =
    [...state.holders].some(([id, holder]) => holder.grant && canManage(id)) ||
    held.some(
      (term) =>
        positions.get(term.positionId)?.areas.includes('accounts') && canManage(term.userId),
    );
  if (!someoneManages) problems.push({ kind: 'noAccounts', day });
  for (const position of state.positions) {
    const terms = held.filter((term) => term.positionId === position.id);
    if (terms.length > position.seats) problems.push({ kind: 'seats', day, position });
    const seen = new Set<string>();
    for (const term of terms) {
      if (seen.has(term.userId))
        problems.push({ kind: 'twice', day, position, userId: term.userId });
      seen.add(term.userId);
      const holder = state.holders.get(term.userId);
      if (!holder || holder.disabled)
        problems.push({ kind: 'holder', day, position, userId: term.userId, why: 'disabled' });
      else if (holder.role === 'alumni' && !position.alumniMayHold)
        problems.push({ kind: 'holder', day, position, userId: term.userId, why: 'alumnus' });
    }
  }
  return problems;
}

/** The areas `userId` holds or may preview on `day` (an officer-elect reads his coming areas). */
export function accessOn(state: OfficeState, userId: string, day: Day): Set<Area> {
  const positions = new Map(state.positions.map((position) => [position.id, position]));
  const terms = state.terms
    .filter((term) => term.userId === userId)
    .map((term) => ({
      startsOn: term.startsOn,
      endsOn: term.endsOn,
      areas: positions.get(term.positionId)?.areas ?? [],
    }));
  // The grant is the command line's, never changed by a console write: it is left out here.
  const access = officeAccess(terms, day);
  return new Set([...access.areas, ...access.preview]);
}

/**
 * The problems `after` has that `before` did not have on the same day, from `today` on, the
 * earliest first; with `actorId`, also every area the officer's own write gave him on some day.
 */
export function newProblems(
  before: OfficeState,
  after: OfficeState,
  today: Day,
  actorId?: string | null,
): OfficeProblem[] {
  const found: OfficeProblem[] = [];
  for (const day of daysToCheck([before, after], today)) {
    const had = new Set(problemsOn(before, day).map(keyOf));
    found.push(...problemsOn(after, day).filter((problem) => !had.has(keyOf(problem))));
    if (actorId) {
      const was = accessOn(before, actorId, day);
      for (const area of accessOn(after, actorId, day))
        if (!was.has(area)) found.push({ kind: 'widened', day, area });
    }
  }
  return found;
}
