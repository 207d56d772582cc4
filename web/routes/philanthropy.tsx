// Philanthropy (/philanthropy): Marlowe Week, current and past events, the year's competitors, and
// "Give to our causes" when the chapter takes gifts online (loaded once the page is up).
import { PhilanthropyGiving } from '../components/give-online/philanthropy-giving.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { StatTiles } from '../components/stat-tiles.tsx';
import { CompetitorCarousel } from '../features/philanthropy/components/competitor-carousel.tsx';
import { CurrentEventCard } from '../features/philanthropy/components/current-event-card.tsx';
import { usePhilanthropyEvents } from '../features/philanthropy/events.ts';
import { formatEventDates } from '../../contract/event-dates.ts';
import { philanthropyContent } from '../lib/content/philanthropy.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => pageMeta('Philanthropy', philanthropyContent.intro);

export default function PhilanthropyPage() {
  const { mission, currentEvents, pastEvents, competitors } = philanthropyContent;
  // Events move from current to past when their last day is over, by the browser's clock.
  const events = usePhilanthropyEvents(currentEvents, pastEvents);
  return (
    <>
      <PageHeader title="Philanthropy" eyebrow="Service">
        <p className="mb-0">{philanthropyContent.intro}</p>
      </PageHeader>

      <section className="container section" aria-labelledby="mission-heading">
        <div className="row gy-5 gx-4 gx-lg-5 align-items-center">
          <div className="col-lg-6">
            <h2 id="mission-heading" className="section-title">
              {mission.heading}
            </h2>
            {mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="col-lg-6">
            <StatTiles items={mission.figures} />
          </div>
        </div>
      </section>

      <section className="section section--paper" aria-labelledby="current-heading">
        <div className="container">
          <h2 id="current-heading" className="section-title text-center">
            Current Events
          </h2>
          {events.current.length ? (
            <ul className="row g-4 list-unstyled mb-0">
              {events.current.map(({ event, happening }) => (
                <li key={event.id} className="col-md-6 col-lg-4">
                  <CurrentEventCard event={event} happening={happening} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-center mb-0">
              No events are planned right now. Our next ones will be announced here.
            </p>
          )}
        </div>
      </section>

      <section className="container section" aria-labelledby="past-heading">
        <div className="row gy-5 gx-4 gx-lg-5">
          <div className="col-lg-5">
            <h2 id="past-heading" className="section-title">
              Past Events
            </h2>
            <ul className="past-events">
              {events.past.map((event) => (
                <li key={`${event.title}-${event.date}`}>
                  <h3 className="h5 mb-1">{event.title}</h3>
                  <p className="text-body-secondary small mb-1">
                    <time dateTime={event.date}>{formatEventDates(event.date, event.endDate)}</time>
                  </p>
                  <p className="mb-0">{event.description}</p>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-lg-7">
            <h2 className="section-title" id="competitors-heading">
              {competitors.heading}
            </h2>
            <p>{competitors.text}</p>
            <CompetitorCarousel competitors={competitors.items} label={competitors.heading} />
          </div>
        </div>
      </section>

      <PhilanthropyGiving />
    </>
  );
}
