// The chosen day's events in the console, each with Edit and Delete (an occurrence of a series says
// how its series repeats), or "No events on this day.".
import type { OfficerCalendarEvent } from '../../../../../contract/api/officer/calendar.ts';
import { seriesLine, timeText } from '../rules.ts';

export function DayEvents({
  events,
  onEdit,
  onDelete,
}: {
  events: OfficerCalendarEvent[];
  onEdit: (event: OfficerCalendarEvent) => void;
  onDelete: (event: OfficerCalendarEvent) => void;
}) {
  if (events.length === 0) return <p className="text-body-secondary">No events on this day.</p>;
  return (
    <ul className="cal-day__events">
      {events.map((event) => (
        <li key={event.id} className="cal-event">
          <div className="cal-event__text">
            <p className="cal-event__title">{event.title}</p>
            <p className="cal-event__when">
              {timeText(event)}
              {event.location ? ` · ${event.location}` : ''}
            </p>
            {event.repeat ? <p className="cal-event__when">{seriesLine(event.repeat)}</p> : null}
            {event.description ? (
              <p className="cal-event__description">{event.description}</p>
            ) : null}
          </div>
          <div className="cal-event__actions">
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              onClick={() => onEdit(event)}
            >
              Edit<span className="visually-hidden"> {event.title}</span>
            </button>
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              onClick={() => onDelete(event)}
            >
              Delete<span className="visually-hidden"> {event.title}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
