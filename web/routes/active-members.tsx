// Active members (/members/active): resources, welcome, calendar, directory, new member education.
import { lazy, Suspense } from 'react';
import { ExternalLink } from '../components/external-link.tsx';
import { MemberWelcome } from '../components/member-welcome.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { EventsCalendar } from '../features/calendar/components/events-calendar.tsx';
import { MembersDirectory } from '../features/directory/components/members-directory.tsx';
import { membersContent } from '../lib/content/members.ts';
import { pageMeta } from '../lib/meta.ts';

// A signed-in member's standing in one line, in the welcome; loaded only when he is welcomed.
const StandingLine = lazy(() =>
  import('../features/me/standing/components/standing-line.tsx').then((module) => ({
    default: module.StandingLine,
  })),
);

// The new member education, with its carousel, is at the page's foot: prerendered like the rest,
// its code (the carousel's most of it) comes after the page's first load, and it hydrates then.
const NewMemberEducation = lazy(() =>
  import('../features/active-members/components/new-member-education.tsx').then((module) => ({
    default: module.NewMemberEducation,
  })),
);

export const meta = () => pageMeta(membersContent.title, membersContent.intro);

export default function ActiveMembersPage() {
  const { resources, calendar, directory, education } = membersContent;
  return (
    <>
      <PageHeader title={membersContent.title} eyebrow="Brothers">
        <p>{membersContent.intro}</p>
        <MemberWelcome
          area="member"
          standing={
            <Suspense fallback={null}>
              <StandingLine />
            </Suspense>
          }
        />
      </PageHeader>

      <section className="container section" aria-labelledby="resources-heading">
        <h2 id="resources-heading" className="section-title text-center">
          {resources.heading}
        </h2>
        <ul className="row g-3 list-unstyled mb-0">
          {resources.items.map((item) => (
            <li key={item.href} className="col-md-6 col-lg-3">
              <div className="resource-card h-100">
                <ExternalLink href={item.href} className="resource-card__link">
                  {item.label}
                </ExternalLink>
                <p className="mb-0 small">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section pt-0" aria-labelledby="calendar-heading">
        <div className="row justify-content-center">
          <div className="col-xl-10">
            <h2 id="calendar-heading" className="section-title text-center mb-2">
              {calendar.heading}
            </h2>
            {/* A touch screen cannot hover: it is told to tap (chosen by CSS, so the HTML is the same). */}
            <p className="text-center text-body-secondary mb-4">
              <span className="calendar-hint calendar-hint--pointer">{calendar.text}</span>
              <span className="calendar-hint calendar-hint--touch">{calendar.touchText}</span>
            </p>
            <EventsCalendar />
          </div>
        </div>
      </section>

      <MembersDirectory content={directory} />
      <Suspense fallback={null}>
        <NewMemberEducation education={education} />
      </Suspense>
    </>
  );
}
