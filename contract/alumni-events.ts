// Which alumni event the founders-day RSVP section is for (docs/product.md#rsvp), on the chapter's
// clock: the server names it in GET /api/alumni/events and the page follows the same rule as time
// passes. zod-free, so the browser can use it.
import { eventStart, type EventWhen } from './event-dates.ts';

export interface RsvpCandidate {
  canRsvp: boolean;
  type: string;
  sortDate: string;
  endDate: string | null;
  time: string | null;
}

export const whenOf = (event: RsvpCandidate): EventWhen => ({
  date: event.sortDate,
  endDate: event.endDate,
  time: event.time,
});

/**
 * The event the RSVP section is for: the next one of `type` taking RSVPs that has not started, or,
 * when there is none, the last one that has (its list is closed). Null when there is neither.
 */
export function rsvpTarget<E extends RsvpCandidate>(
  events: readonly E[],
  type: string,
  now: number,
  timeZone: string,
): { event: E; open: boolean } | null {
  const candidates = events
    .filter((event) => event.canRsvp && event.type === type)
    .map((event) => ({ event, start: eventStart(whenOf(event), timeZone) }))
    .toSorted((a, b) => a.start - b.start);
  const next = candidates.find((candidate) => candidate.start > now);
  if (next) return { event: next.event, open: true };
  const last = candidates.at(-1);
  return last ? { event: last.event, open: false } : null;
}
