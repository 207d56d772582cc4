// Which events a member can check in to, read from GET /api/events (docs/product.md#check-in): the
// door is open from `opensAt` until `closesAt`, the server's window; "today" is the chapter's day,
// whatever the time zone of the phone. The calendar, the /check-in page and the member's home read
// these the same way; the server decides again at the tap.
import { countingWords } from '../../contract/attendance.ts';
import type { CalendarEvent, EventCounts } from '../../contract/api/member-area.ts';
import { localDate } from '../../contract/event-dates.ts';

export type CountedEvent = CalendarEvent & { counts: EventCounts };

const counted = (event: CalendarEvent): event is CountedEvent => event.counts !== undefined;

/** Whether the server takes a code for the event at `now` (ms). */
export const doorOpen = (event: CalendarEvent, now: number): boolean =>
  counted(event) &&
  now >= Date.parse(event.counts.checkIn.opensAt) &&
  now < Date.parse(event.counts.checkIn.closesAt);

/** "Required · 10 points", "Optional"; null for an event that counts for nothing (or unknown). */
export const countsWords = (event: CalendarEvent): string | null =>
  event.counts ? countingWords(event.counts) : null;

/**
 * The events a member can check in to today: those of the chapter's day at `now` that take
 * attendance and whose door has not closed, and any other whose door is open now (one that began
 * last night and is still open), in the order their doors open.
 */
export function todaysCheckIns(events: CalendarEvent[], now: number, timeZone: string) {
  const today = localDate(now, timeZone);
  return events
    .filter(counted)
    .filter(
      (event) =>
        doorOpen(event, now) ||
        (event.date === today && now < Date.parse(event.counts.checkIn.closesAt)),
    )
    .toSorted(byOpening);
}

/** The next required event whose door has not closed yet (the one open now first), or null. */
export function nextRequired(events: CalendarEvent[], now: number): CountedEvent | null {
  return (
    events
      .filter(counted)
      .filter(
        (event) =>
          event.counts.attendance === 'required' && now < Date.parse(event.counts.checkIn.closesAt),
      )
      .toSorted(byOpening)[0] ?? null
  );
}

const byOpening = (a: CountedEvent, b: CountedEvent) =>
  Date.parse(a.counts.checkIn.opensAt) - Date.parse(b.counts.checkIn.opensAt) ||
  a.title.localeCompare(b.title);
