// The standing section's pure rules: the words for a status and a request, a bar's fill, and the
// lines under the word, under each bar and for his dues.
import type { MyStanding, StandingStatus } from '../../../../contract/api/standing.ts';
import type { RequestStatus } from '../../../../contract/attendance.ts';
import { formatDay } from '../../../../contract/dates.ts';
import { formatCents } from '../../../../contract/money.ts';

export const statusWords: Record<StandingStatus, string> = {
  good: 'Good standing',
  at_risk: 'At risk',
  not_met: 'Not met',
};

export const requestWords: Record<RequestStatus, string> = {
  pending: 'Waiting for the standing officer',
  approved: 'Approved',
  denied: 'Denied',
};

/** How full a bar is, 0–100: the share of the requirement reached (full when none is asked). */
export const fill = (value: number, required: number): number =>
  required <= 0 ? 100 : Math.min(100, Math.round((value / required) * 100));

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3 attended, 1 excused, 0 missed of 4 required events so far; 2 left" */
export function attendanceLine(a: MyStanding['attendance']): string {
  const left = a.left ? `; ${a.left} left this semester` : '; none left this semester';
  if (a.required === 0)
    return `No required event has been held for you yet${a.left ? `; ${plural(a.left, 'required event')} left this semester` : ''}.`;
  return `${a.attended} attended, ${a.excused} excused, ${a.missed} missed of ${plural(a.required, 'required event')} so far${left}`;
}

/**
 * Since when he is counted, when it is not the semester's first day: "Counted from Mon, Dec 7,
 * 2026, when you joined: what came before does not count against you."; else null.
 */
export function countedFromLine(standing: Pick<MyStanding, 'countsFrom' | 'semester'>) {
  if (!standing.semester || standing.countsFrom <= standing.semester.startsOn) return null;
  return `Counted from ${formatDay(standing.countsFrom)}, when you joined or were initiated: what came before does not count against you, and your hours and points are asked for your part of the semester.`;
}

/** "6 approved of 10 (2 waiting for approval)" */
export function hoursLine(h: MyStanding['serviceHours']): string {
  const pending = h.pending ? ` (${h.pending} waiting for approval)` : '';
  return h.required
    ? `${h.approved} approved of ${h.required}${pending}`
    : `${h.approved} approved${pending}; none asked this semester`;
}

/** His dues in standing: "paid", "on a plan" or "overdue $150.00". */
export function duesWords(dues: Pick<MyStanding['dues'], 'status' | 'overdueCents'>): string {
  if (dues.status === 'overdue') return `overdue ${formatCents(dues.overdueCents)}`;
  return dues.status === 'on_plan' ? 'on a plan' : 'paid';
}

/** "Tue, Mar 2, 2027" from YYYY-MM-DD (docs/product.md#dates). */
export const dayText = formatDay;
