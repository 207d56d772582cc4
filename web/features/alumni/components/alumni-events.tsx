// "Upcoming Events" and "Past Events": from the server, placed in time on the chapter's clock once the
// page runs (docs/product.md#alumni-events). An upcoming event taking RSVPs has a button to the RSVP
// section until it starts; the others a "Contact for Details" email link.
import { useEffect, useState } from 'react';
import type { AlumniEvent, ListedAlumniEvent } from '../../../../contract/api/member-area.ts';
import { chapter } from '../../../lib/content/chapter.ts';
import { useNow } from '../../../lib/use-now.ts';
import { fetchAlumniEvents } from '../api.ts';
import { upcomingAndPast } from '../events.ts';
import { EventIcon } from './event-icon.tsx';
import { EventRsvp } from './event-rsvp.tsx';

export const rsvpSectionId = 'founders-day-rsvp';
/** A chapter usually lists about three events. */
const placeholderCount = 3;

function toRsvp() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document
    .getElementById(rsvpSectionId)
    ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}

/** "Saturday, October 24, 2027 · 9:00 PM": the time when there is one worth showing, kept whole. */
function When({ event }: { event: AlumniEvent }) {
  const time = event.time?.trim();
  if (!time || /^(TBD|ALL DAY)$/i.test(time)) return event.displayDate;
  return (
    <>
      {event.displayDate} · <span className="text-nowrap">{time}</span>
    </>
  );
}

export function AlumniEvents({
  heading,
  pastHeading,
  contactSubject,
}: {
  heading: string;
  pastHeading: string;
  contactSubject: string;
}) {
  const [events, setEvents] = useState<ListedAlumniEvent[] | null>(null);
  const now = useNow();

  useEffect(() => {
    let cancelled = false;
    fetchAlumniEvents().then(
      ({ events: loaded }) => {
        if (!cancelled) setEvents(loaded);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('Could not load the alumni events', error);
        setEvents([]);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const placed = events && now !== null ? upcomingAndPast(events, now, chapter.timeZone) : null;

  return (
    <>
      <section className="container section" aria-labelledby="alumni-events-heading">
        <h2 id="alumni-events-heading" className="section-title text-center">
          {heading}
        </h2>
        {placed === null ? (
          <>
            <p className="visually-hidden" aria-live="polite">
              Loading events...
            </p>
            {/* Cards of the usual size hold the space, so nothing below moves when the events arrive. */}
            <ul className="row g-4 list-unstyled mb-0" aria-hidden="true">
              {Array.from({ length: placeholderCount }, (_, index) => (
                <li key={index} className="col-md-6 col-lg-4">
                  <div className="alumni-event alumni-event--placeholder h-100" />
                </li>
              ))}
            </ul>
          </>
        ) : placed.upcoming.length === 0 ? (
          <p className="text-center">No events are planned right now. Check back soon.</p>
        ) : (
          <ul className="row g-4 list-unstyled mb-0">
            {placed.upcoming.map(({ event, happening, rsvpOpen }) => (
              <li key={event.id} className="col-md-6 col-lg-4">
                <article className="alumni-event h-100">
                  <EventIcon name={event.icon} />
                  <p className="eyebrow mb-1">{event.type}</p>
                  <h3 className="h4">{event.title}</h3>
                  {happening ? (
                    <p className="badge text-bg-success align-self-start">Happening now</p>
                  ) : null}
                  <p className="alumni-event__date">
                    <time dateTime={event.sortDate}>
                      <When event={event} />
                    </time>
                  </p>
                  {event.location ? (
                    <p className="alumni-event__location">{event.location}</p>
                  ) : null}
                  <p>{event.description}</p>
                  {rsvpOpen ? (
                    <EventRsvp event={event} onOthers={toRsvp} />
                  ) : event.canRsvp ? (
                    <p className="alumni-event__closed mt-auto mb-0">
                      RSVPs closed when it started.
                    </p>
                  ) : (
                    <a
                      className="btn btn-outline-primary mt-auto align-self-start"
                      href={`mailto:${chapter.email}?subject=${encodeURIComponent(`${contactSubject}: ${event.title}`)}`}
                    >
                      Contact for Details
                    </a>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
      {placed && placed.past.length > 0 ? (
        <section className="container section pt-0" aria-labelledby="past-alumni-events-heading">
          <h2 id="past-alumni-events-heading" className="h3 section-title text-center">
            {pastHeading}
          </h2>
          <ul className="past-events past-events--alumni">
            {placed.past.map((event) => (
              <li key={event.id}>
                <h3 className="h5 mb-1">{event.title}</h3>
                <p className="text-body-secondary small mb-1">
                  <time dateTime={event.sortDate}>{event.displayDate}</time>
                  {event.location ? ` · ${event.location}` : null}
                </p>
                <p className="mb-0">{event.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
