// "Coming up" on the console's home, for officers with `calendar` (docs/product.md#officer-console):
// the next member-calendar events and the next alumni events with their RSVPs, each with the way to
// the Calendar page.
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadedSection } from '../../../../components/console-kit/loaded-section.tsx';
import { formatDay } from '../../../../components/console-kit/dates.ts';
import { consolePaths } from '../../../../components/console-kit/console-routes.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadAlumniEvents, loadCalendarEvents } from '../api.ts';
import {
  browserToday,
  comingUpLimits,
  nextCalendarEvents,
  rsvpSummary,
  shiftDay,
  splitAlumniEvents,
  timeText,
} from '../rules.ts';

export function ComingUp() {
  const [today] = useState(browserToday);
  const load = useLoad(async (signal) => {
    const [calendar, alumni] = await Promise.all([
      loadCalendarEvents({ from: today, to: shiftDay(today, comingUpLimits.days) }, signal),
      loadAlumniEvents(signal),
    ]);
    return {
      calendar: nextCalendarEvents(calendar.events, today),
      alumni: splitAlumniEvents(alumni.events, today).upcoming.slice(0, comingUpLimits.events),
    };
  });
  return (
    <LoadedSection id="coming-up-heading" title="Coming up" what="What is coming up" load={load}>
      {(data) => (
        <div className="attention">
          <article className="attention-card">
            <h3 className="attention-card__title">Member calendar</h3>
            {data.calendar.length === 0 ? (
              <p className="attention-card__text">
                Nothing in the next {comingUpLimits.days} days.
              </p>
            ) : (
              <ul className="attention-card__names">
                {data.calendar.map((event) => (
                  <li key={event.id}>
                    <strong>{event.title}</strong>
                    <span className="attention-card__detail">
                      {formatDay(event.date)} · {timeText(event)}
                      {event.location ? ` · ${event.location}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Link
              className="attention-card__action"
              to={`${consolePaths.calendar}#member-calendar`}
            >
              Open the member calendar
            </Link>
          </article>
          <article className="attention-card">
            <h3 className="attention-card__title">Alumni events</h3>
            {data.alumni.length === 0 ? (
              <p className="attention-card__text">No alumni event is planned.</p>
            ) : (
              <ul className="attention-card__names">
                {data.alumni.map((event) => (
                  <li key={event.key}>
                    <strong>{event.title}</strong>
                    <span className="attention-card__detail">
                      {event.displayDate} · {timeText(event)}
                    </span>
                    <span className="attention-card__detail">{rsvpSummary(event)}</span>
                  </li>
                ))}
              </ul>
            )}
            <Link className="attention-card__action" to={`${consolePaths.calendar}#alumni-events`}>
              Open the alumni events
            </Link>
          </article>
        </div>
      )}
    </LoadedSection>
  );
}
