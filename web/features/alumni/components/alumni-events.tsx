// "Upcoming Events": from the server, by date; the founders-day event has an RSVP button that takes
// you to the RSVP section, the others a "Contact for Details" email link.
import { useEffect, useState } from 'react';
import type { AlumniEvent } from '../../../../contract/api/member-area.ts';
import { chapter } from '../../../lib/content/chapter.ts';
import { fetchAlumniEvents } from '../api.ts';
import { byDate } from '../events.ts';
import { EventIcon } from './event-icon.tsx';

export const rsvpSectionId = 'founders-day-rsvp';
/** A chapter usually lists about three events. */
const placeholderCount = 3;

function toRsvp() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  document
    .getElementById(rsvpSectionId)
    ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}

export function AlumniEvents({
  heading,
  contactSubject,
}: {
  heading: string;
  contactSubject: string;
}) {
  const [events, setEvents] = useState<AlumniEvent[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchAlumniEvents(controller.signal).then(
      ({ events: loaded }) => setEvents(byDate(loaded)),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the alumni events', error);
        setEvents([]);
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <section className="container section" aria-labelledby="alumni-events-heading">
      <h2 id="alumni-events-heading" className="section-title text-center">
        {heading}
      </h2>
      {events === null ? (
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
      ) : events.length === 0 ? (
        <p className="text-center">No events are planned right now. Check back soon.</p>
      ) : (
        <ul className="row g-4 list-unstyled mb-0">
          {events.map((event) => (
            <li key={event.id} className="col-md-6 col-lg-4">
              <article className="alumni-event h-100">
                <EventIcon name={event.icon} />
                <p className="eyebrow mb-1">{event.type}</p>
                <h3 className="h4">{event.title}</h3>
                <p className="alumni-event__date">{event.displayDate}</p>
                <p>{event.description}</p>
                {event.canRsvp ? (
                  <button
                    type="button"
                    className="btn btn-primary mt-auto align-self-start"
                    onClick={toRsvp}
                  >
                    RSVP
                  </button>
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
  );
}
