// Upcoming or past alumni events in the console: each with its time, place, type and RSVPs, its
// Attendees (opened in place), Edit and Delete.
import { useId } from 'react';
import type { OfficerAlumniEvent } from '../../../../../contract/api/officer/calendar.ts';
import { rsvpCount, rsvpSummary, timeText } from '../rules.ts';
import { Attendees } from './attendees.tsx';

export function AlumniEventList({
  events,
  empty,
  open,
  onToggle,
  onEdit,
  onDelete,
}: {
  events: OfficerAlumniEvent[];
  /** Said when there is none. */
  empty: string;
  /** The event whose attendees are shown, or null. */
  open: string | null;
  onToggle: (key: string) => void;
  onEdit: (event: OfficerAlumniEvent) => void;
  onDelete: (event: OfficerAlumniEvent) => void;
}) {
  const id = useId();
  if (events.length === 0) return <p className="text-body-secondary">{empty}</p>;
  return (
    <ul className="alumni-admin__list">
      {events.map((event) => (
        <li key={event.key} className="alumni-admin__event">
          <div className="alumni-admin__head">
            <h4 className="alumni-admin__title">{event.title}</h4>
            <p className="alumni-admin__when">
              {event.displayDate} · {timeText(event)}
              {event.location ? ` · ${event.location}` : ''}
            </p>
            <p className="alumni-admin__meta">
              {event.type} · <span className="alumni-admin__rsvps">{rsvpSummary(event)}</span>
            </p>
          </div>
          <div className="alumni-admin__actions">
            {event.canRsvp || rsvpCount(event) > 0 ? (
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                aria-expanded={open === event.key}
                aria-controls={`${id}-people-${event.key}`}
                onClick={() => onToggle(event.key)}
              >
                {open === event.key ? 'Hide attendees' : 'Attendees'}
                <span className="visually-hidden"> of {event.title}</span>
              </button>
            ) : null}
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
          {open === event.key ? <Attendees event={event} id={`${id}-people-${event.key}`} /> : null}
        </li>
      ))}
    </ul>
  );
}
