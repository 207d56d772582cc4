// Philanthropy (/philanthropy): Marlowe Week, current and past events, the year's competitors.
import { PageHeader } from '../components/page-header.tsx';
import { StatTiles } from '../components/stat-tiles.tsx';
import { CompetitorCarousel } from '../features/philanthropy/components/competitor-carousel.tsx';
import { CurrentEventCard } from '../features/philanthropy/components/current-event-card.tsx';
import { philanthropyContent } from '../lib/content/philanthropy.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => pageMeta('Philanthropy', philanthropyContent.intro);

export default function PhilanthropyPage() {
  const { mission, currentEvents, pastEvents, competitors } = philanthropyContent;
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
          <ul className="row g-4 list-unstyled mb-0">
            {currentEvents.map((event) => (
              <li key={event.id} className="col-md-6 col-lg-4">
                <CurrentEventCard event={event} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container section" aria-labelledby="past-heading">
        <div className="row gy-5 gx-4 gx-lg-5">
          <div className="col-lg-5">
            <h2 id="past-heading" className="section-title">
              Past Events
            </h2>
            <ul className="past-events">
              {pastEvents.map((event) => (
                <li key={event.title}>
                  <h3 className="h5 mb-1">{event.title}</h3>
                  <p className="text-body-secondary small mb-1">{event.date}</p>
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
    </>
  );
}
