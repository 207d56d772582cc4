// The attendance pages' pure rules: when the check-in screen asks for its next code, what it says
// about the door, the words for an event that counts, and an attendance list's rows in one order.
import type { AttendanceList, StandingRow } from '../../../../contract/api/standing.ts';
import { formatTime } from '../../../../contract/dates.ts';
import { formatDateTime } from '../../../components/console-kit/dates.ts';
import { chapter } from '../../../lib/content/chapter.ts';

/** Asks for the next code a moment after it appears (the server decides the step), and never
 *  sooner than a second, so a clock at the edge of a step cannot make the screen spin. */
export const nextAskInMs = (changesInMs: number): number => Math.max(1000, changesInMs + 150);

/** After a failed ask: try again soon, but not in a tight loop. */
export const retryInMs = 3000;

/** "7:05 PM" on the chapter's clock, whatever the zone of the device at the door (docs/product.md#dates). */
export const clockText = (iso: string): string => formatTime(iso, chapter.timeZone);

/** What the screen says about the door: null while it is open. */
export function doorNote(
  door: { open: boolean; opensAt: string; closesAt: string },
  now: number,
): string | null {
  if (door.open) return null;
  return now < Date.parse(door.opensAt)
    ? `Check-in opens at ${formatDateTime(door.opensAt)}: members who scan before then are told when to come back.`
    : `Check-in closed at ${formatDateTime(door.closesAt)}. Mark latecomers by hand in the attendance list.`;
}

export type MarkStatus = 'present' | 'excused' | 'absent' | 'none';

export interface ListRow {
  userId: string;
  name: string;
  status: MarkStatus;
  /** "6:58 PM, code at the door" / "by Sam Secretary"; empty when not marked. */
  how: string;
}

const statusOrder: Record<MarkStatus, number> = { none: 0, absent: 1, excused: 2, present: 3 };

/** Everyone in one list: not marked first (who is left to mark), then absent, excused, present;
 *  by name within each. */
export function listRows(list: AttendanceList): ListRow[] {
  const marked = (status: 'present' | 'excused' | 'absent') =>
    list[status].map((entry) => ({
      userId: entry.userId,
      name: entry.name,
      status,
      how:
        entry.how === 'code'
          ? `${clockText(entry.at)}, code at the door`
          : `${clockText(entry.at)}, by ${entry.markedBy ?? 'an officer'}`,
    }));
  return [
    ...list.unmarked.map((m) => ({ ...m, status: 'none' as const, how: '' })),
    ...marked('absent'),
    ...marked('excused'),
    ...marked('present'),
  ].toSorted(
    (a, b) => statusOrder[a.status] - statusOrder[b.status] || a.name.localeCompare(b.name),
  );
}

/** The rows a filter and a search leave. */
export function filterRows(rows: readonly ListRow[], status: MarkStatus | 'all', search: string) {
  const words = search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (status === 'all' || row.status === status) &&
      (!words || row.name.toLowerCase().includes(words)),
  );
}

export const standingWords = {
  at_risk: 'At risk',
  not_met: 'Not met',
  good: 'Good',
} as const satisfies Record<StandingRow['status'], string>;

export interface StandingFilter {
  status: StandingRow['status'] | 'all';
  side: StandingRow['side'] | 'all';
  search: string;
}

/** The standing rows a filter leaves (the server's order kept: at risk first). */
export function filterStanding(rows: readonly StandingRow[], filter: StandingFilter) {
  const words = filter.search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (filter.status === 'all' || row.status === filter.status) &&
      (filter.side === 'all' || row.side === filter.side) &&
      (!words || row.name.toLowerCase().includes(words)),
  );
}
