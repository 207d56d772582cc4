// Offices with terms (docs/product.md#positions-and-terms): the rules that decide, from the
// terms alone, who holds an office on a day, what console areas an account has, whether a position
// has a free seat, and when a handover reminder is due. Pure functions of days on the chapter's
// calendar (YYYY-MM-DD, content/chapter.json's time zone), shared by the server and the console.
import { formatDay } from './dates.ts';
import type { Area } from './officer-areas.ts';

/** YYYY-MM-DD, a day on the chapter's calendar. */
export type Day = string;

/** Before its first day; from its first day to the day before its end; afterwards. */
export type TermStatus = 'elect' | 'current' | 'past';

/** One person in one position for a span of days: `endsOn` is the first day he no longer holds it. */
export interface TermSpan {
  startsOn: Day;
  /** The first day no longer held; null while no end is set. */
  endsOn: Day | null;
}

/**
 * The days a term may name (docs/api.md#positions-and-terms-area-accounts: days outside 2000–2099
 * are refused).
 */
export const firstDay: Day = '2000-01-01';
export const lastDay: Day = '2099-12-31';

/** An officer-elect opens his coming areas read-only this many days before his first day. */
export const electPreviewDays = 14;
/** The handover reminder goes out this many days before a term ends without a successor. */
export const handoverReminderDays = 30;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real day (no 2027-02-30) between 2000-01-01 and 2099-12-31. */
export function isTermDay(value: unknown): value is Day {
  if (typeof value !== 'string') return false;
  const match = dayPattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    value >= firstDay &&
    value <= lastDay
  );
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: Day, days: number): Day {
  const match = dayPattern.exec(day);
  if (!match) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return date.toISOString().slice(0, 10);
}

/** Where a term stands on `today`. */
export function termStatus(term: TermSpan, today: Day): TermStatus {
  if (today < term.startsOn) return 'elect';
  if (term.endsOn !== null && today >= term.endsOn) return 'past';
  return 'current';
}

/**
 * The first day on which an elect term's holder reads the earlier holders' handover notes: like
 * his console preview, 14 days before his term starts (a term entered years ahead reads nothing
 * yet).
 */
export const notesOpenOn = (term: TermSpan): Day => addDays(term.startsOn, -electPreviewDays);

/** Whether the term's holder holds the office on `day`. */
export function holdsOn(term: TermSpan, day: Day): boolean {
  return termStatus(term, day) === 'current';
}

/** A term's span is well formed: both days allowed, and the end after the start. */
export function spanProblem(
  term: TermSpan,
): { field: 'startsOn' | 'endsOn'; message: string } | null {
  if (!isTermDay(term.startsOn))
    return { field: 'startsOn', message: 'The first day must be a day from 2000 to 2099.' };
  if (term.endsOn === null) return null;
  if (!isTermDay(term.endsOn))
    return { field: 'endsOn', message: 'The end must be a day from 2000 to 2099.' };
  if (term.endsOn <= term.startsOn)
    return { field: 'endsOn', message: 'The end must be after the first day.' };
  return null;
}

/** A term with the areas of its position. */
export interface TermWithAreas extends TermSpan {
  areas: readonly Area[];
}

export interface OfficeAccess {
  /** The areas of the account's current terms (plus every area under a standing grant). */
  areas: Area[];
  /** Areas of an elect term within 14 days of its start, not already held: read-only. */
  preview: Area[];
}

/**
 * An account's console areas on `today`: the union of its current terms' areas, every area under
 * the break-glass grant of `npm run officer -- --grant`, and, read-only, the areas of an elect
 * term from 14 days before it starts.
 */
export function officeAccess(
  terms: readonly TermWithAreas[],
  today: Day,
  { grant = false, allAreas = [] as readonly Area[] } = {},
): OfficeAccess {
  const held = new Set<Area>(grant ? allAreas : []);
  const coming = new Set<Area>();
  for (const term of terms) {
    const status = termStatus(term, today);
    if (status === 'current') for (const area of term.areas) held.add(area);
    else if (status === 'elect' && today >= addDays(term.startsOn, -electPreviewDays))
      for (const area of term.areas) coming.add(area);
  }
  const order = (list: Iterable<Area>) =>
    [...list].toSorted((a, b) => allAreas.indexOf(a) - allAreas.indexOf(b) || a.localeCompare(b));
  return { areas: order(held), preview: order([...coming].filter((area) => !held.has(area))) };
}

/** A term of one position (for the seat rule): `id` to leave out the one being changed. */
export interface SeatTerm extends TermSpan {
  id: string;
}

/**
 * Whether `candidate` (a new or changed term of a position with `seats` seats) would make more than
 * `seats` terms of that position current on some day. `ignore` names terms not to count: the term
 * being changed, and the one it replaces (which ends the day it starts).
 */
export function seatsFull(
  existing: readonly SeatTerm[],
  candidate: TermSpan,
  seats: number,
  ignore: readonly string[] = [],
): boolean {
  const others = existing.filter((term) => !ignore.includes(term.id));
  // The most terms held at once within the candidate's span are held on its first day or on the
  // first day of another term that starts within it.
  const within = (day: Day) =>
    day >= candidate.startsOn && (candidate.endsOn === null || day < candidate.endsOn);
  const days = [
    candidate.startsOn,
    ...others.map((term) => term.startsOn).filter((day) => within(day)),
  ];
  return days.some((day) => others.filter((term) => holdsOn(term, day)).length + 1 > seats);
}

/**
 * Whether a term is due its handover reminder on `today`: it is current, it ends within 30 days,
 * and no other term of the same position (`successors`) starts by its end and runs past it.
 */
export function needsHandoverReminder(
  term: TermSpan,
  successors: readonly TermSpan[],
  today: Day,
): boolean {
  if (termStatus(term, today) !== 'current' || term.endsOn === null) return false;
  if (today < addDays(term.endsOn, -handoverReminderDays)) return false;
  const end = term.endsOn;
  return !successors.some(
    (next) => next.startsOn <= end && (next.endsOn === null || next.endsOn > end),
  );
}

/** Of several accounts' terms, whether anyone would still hold `area` on `today` (or by grant). */
export function someoneHolds(
  termsByAccount: readonly { grant: boolean; terms: readonly TermWithAreas[] }[],
  area: Area,
  today: Day,
): boolean {
  return termsByAccount.some(
    (account) =>
      account.grant ||
      account.terms.some((term) => holdsOn(term, today) && term.areas.includes(area)),
  );
}

/** "Thu, Dec 17, 2026": a day as a message says it (docs/product.md#dates). */
export const dayInWords = (day: Day): string => formatDay(day);

/** A term as the seats left empty by a graduation are worked out: whose, in which position. */
export interface HeldSeat extends TermSpan {
  positionId: string;
  userId: string;
}

/** A position whose holders leave: how many of its holders stay today, and whether an elect comes. */
export interface EmptiedSeat {
  title: string;
  /** Holders who still hold it today once the others have left (0: nobody holds it). */
  stay: number;
  /** The first day a coming term of the position starts (an elect), or null when none is entered. */
  until: Day | null;
}

/**
 * The positions that `leaving` (accounts moved to the alumni side on `today`) leave with fewer
 * holders today (docs/product.md#positions-and-terms): a move ends their current terms that day,
 * except in positions open to alumni (an adviser), which they keep. In the positions' order.
 */
export function seatsEmptiedBy(
  positions: readonly { id: string; title: string; alumniMayHold: boolean }[],
  terms: readonly HeldSeat[],
  leaving: Iterable<string>,
  today: Day,
): EmptiedSeat[] {
  const gone = new Set(leaving);
  return positions.flatMap((position) => {
    if (position.alumniMayHold) return [];
    const own = terms.filter((term) => term.positionId === position.id);
    const holders = own.filter((term) => holdsOn(term, today));
    const stay = holders.filter((term) => !gone.has(term.userId)).length;
    if (stay === holders.length) return [];
    const coming = own
      .filter((term) => term.startsOn > today && !gone.has(term.userId))
      .map((term) => term.startsOn)
      .toSorted();
    return [{ title: position.title, stay, until: coming[0] ?? null }];
  });
}

/** "President and Treasurer", "a seat of Social Chair": the seats as a sentence names them. */
export function emptiedSeatsText(seats: readonly EmptiedSeat[]): string {
  const names = seats.map((seat) => (seat.stay === 0 ? seat.title : `a seat of ${seat.title}`));
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}
