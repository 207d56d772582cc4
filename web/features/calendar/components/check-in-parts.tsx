// What a member's calendar adds for the events that count (docs/product.md#calendar): what each
// counts for, and Check in while its door is open. Loaded only once the events carry their counts
// (a signed-in member's): the page's first load, the same for every visitor, stays light.
import type { CalendarEvent } from '../../../../contract/api/member-area.ts';
import { CheckInLink } from '../../../components/check-in-link.tsx';
import { countsWords, doorOpen } from '../../../lib/check-in-door.ts';

const isRequired = (event: CalendarEvent) => event.counts?.attendance === 'required';

/** "Required · 10 points", "Optional", with "check-in open" while it is. */
export function EventCounts({ event, now }: { event: CalendarEvent; now: number | null }) {
  const counts = countsWords(event);
  if (!counts) return null;
  return (
    <p className={`event-details__counts${isRequired(event) ? ' is-required' : ''}`}>
      {counts}
      {now !== null && doorOpen(event, now) ? ' · check-in open' : null}
    </p>
  );
}

/** **Check in** while its door is open: in the Selected panel, not in a tooltip (no controls). */
export function CheckInButton({ event, now }: { event: CalendarEvent; now: number | null }) {
  if (now === null || !doorOpen(event, now)) return null;
  return <CheckInLink event={event} className="btn btn-primary btn-sm event-details__check-in" />;
}

/** The events whose check-in door is open now, each with **Check in**: above the month. */
export function OpenDoors({ events, now }: { events: CalendarEvent[]; now: number | null }) {
  const open = now === null ? [] : events.filter((event) => doorOpen(event, now));
  if (open.length === 0) return null;
  return (
    <ul className="calendar-check-ins" aria-label="Check-in open now">
      {open.map((event) => (
        <li key={event.id} className="calendar-check-ins__item">
          <span>
            <strong>{event.title}</strong>: check-in is open
            {isRequired(event) ? ' (required)' : ''}.
          </span>
          <CheckInLink event={event} className="btn btn-primary btn-sm" />
        </li>
      ))}
    </ul>
  );
}
