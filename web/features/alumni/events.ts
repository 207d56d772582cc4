// Alumni events in time (docs/product.md#alumni-events, #rsvp): which are still to come, which are
// past, and which one the RSVP section is for, on the chapter's clock (contract/event-dates.ts).
import type { AlumniEvent } from '../../../contract/api/member-area.ts';
import {
  eventPhase,
  rsvpOpen,
  splitByPhase,
  type EventWhen,
} from '../../../contract/event-dates.ts';

const whenOf = (event: AlumniEvent): EventWhen => ({
  date: event.sortDate,
  endDate: event.endDate,
  time: event.time,
});

/** Events to come or under way (soonest first, then by title) and past ones (latest first). */
export function upcomingAndPast<E extends AlumniEvent>(events: E[], now: number, timeZone: string) {
  const byTitle = events.toSorted((a, b) => a.title.localeCompare(b.title));
  const { current, past } = splitByPhase(byTitle, whenOf, now, timeZone);
  return {
    upcoming: current.map((event) => ({
      event,
      happening: eventPhase(whenOf(event), now, timeZone) === 'ongoing',
      rsvpOpen: event.canRsvp && rsvpOpen(whenOf(event), now, timeZone),
    })),
    past,
  };
}

// The founders-day rule is shared with the server (GET /api/alumni/events names the event).
export { rsvpTarget } from '../../../contract/alumni-events.ts';
