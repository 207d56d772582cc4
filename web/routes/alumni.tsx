// Alumni (/members/alumni): events, the founders-day RSVP, support initiatives, hiring, the alumni
// directory (signed-in members and alumni), notable alumni, and ways to stay connected.
import { Link } from 'react-router';
import { ExternalLink } from '../components/external-link.tsx';
import { MemberWelcome } from '../components/member-welcome.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { AlumniDirectorySection } from '../features/alumni/directory/components/alumni-directory-section.tsx';
import { AlumniEvents } from '../features/alumni/components/alumni-events.tsx';
import { NotableAlumni } from '../features/alumni/components/notable-alumni.tsx';
import { RsvpSection } from '../features/alumni/components/rsvp-section.tsx';
import { RsvpStoreProvider } from '../features/alumni/rsvp-store.tsx';
import { SupportInitiatives } from '../features/alumni/components/support-initiatives.tsx';
import { alumniContent } from '../lib/content/alumni.ts';
import { chapter } from '../lib/content/chapter.ts';
import { pageMeta } from '../lib/meta.ts';
import { paths } from '../lib/paths.ts';

export const meta = () => pageMeta(alumniContent.title, alumniContent.welcome);

export default function AlumniPage() {
  const { events, rsvp, support, hiring, notableAlumni, stayConnected } = alumniContent;
  return (
    <>
      <PageHeader title={alumniContent.title} eyebrow={alumniContent.tagline}>
        <p>{alumniContent.welcome}</p>
        <MemberWelcome area="alumni" />
      </PageHeader>

      {/* One RSVP answer per event for the cards and the section below them. */}
      <RsvpStoreProvider>
        <AlumniEvents
          heading={events.heading}
          pastHeading={events.pastHeading}
          contactSubject={events.contactSubject}
        />
        <RsvpSection eventType={rsvp.eventType} heading={rsvp.heading} text={rsvp.text} />
      </RsvpStoreProvider>
      <SupportInitiatives support={support} />

      <section className="section section--paper" aria-labelledby="hiring-heading">
        <div className="container">
          <div className="hiring-box">
            <h2 id="hiring-heading" className="h3">
              {hiring.heading}
            </h2>
            <p>{hiring.text}</p>
            <Link className="btn btn-primary" to={paths.activeMembers}>
              {hiring.linkLabel}
            </Link>
          </div>
        </div>
      </section>
      <AlumniDirectorySection />

      <NotableAlumni notable={notableAlumni} />

      <section className="section section--paper" aria-labelledby="connected-heading">
        <div className="container">
          <h2 id="connected-heading" className="section-title text-center">
            {stayConnected.heading}
          </h2>
          <ul className="row g-4 list-unstyled mb-0">
            <li className="col-md-4">
              <div className="connect-card h-100">
                <h3 className="h5">{stayConnected.newsletter.title}</h3>
                <p>{stayConnected.newsletter.text}</p>
                <Link to={paths.newsletterSection}>{stayConnected.newsletter.label}</Link>
              </div>
            </li>
            <li className="col-md-4">
              <div className="connect-card h-100">
                <h3 className="h5">{stayConnected.directory.title}</h3>
                <p>{stayConnected.directory.text}</p>
                <ExternalLink href={stayConnected.directory.link.href}>
                  {stayConnected.directory.link.label}
                </ExternalLink>
              </div>
            </li>
            <li className="col-md-4">
              <div className="connect-card h-100">
                <h3 className="h5">{stayConnected.mentorship.title}</h3>
                <p>{stayConnected.mentorship.text}</p>
                <a
                  href={`mailto:${chapter.alumniEmail}?subject=${encodeURIComponent(stayConnected.mentorship.subject)}`}
                >
                  {stayConnected.mentorship.label}
                </a>
              </div>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
