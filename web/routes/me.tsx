// /me and its pages (docs/product.md#your-home): a signed-in brother's home and each of his areas
// on its own address. One route for all of them, which picks the page from the address, so that the
// route table every public page downloads grows by one entry, not seven (decision 017); each page's
// sections load once he is known to be signed in, so the first load stays light. The build
// prerenders each page's address (react-router.config.ts: `mePages`); any other /me/… is a 404.
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { MePage } from '../features/me/components/me-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import { mePageAt, type MePage as Page } from '../../contract/me-pages.ts';
import { paths } from '../lib/paths.ts';
import type { StoredUser } from '../lib/stored-user.ts';
import type { Route } from './+types/me';

const MeHome = lazy(() =>
  import('../features/me/components/me-home.tsx').then((module) => ({ default: module.MeHome })),
);
const StandingLine = lazy(() =>
  import('../features/me/standing/components/standing-line.tsx').then((module) => ({
    default: module.StandingLine,
  })),
);
const DuesLine = lazy(() =>
  import('../features/money/components/dues-line.tsx').then((module) => ({
    default: module.DuesLine,
  })),
);
const NextRequiredEvent = lazy(() =>
  import('../features/events/check-in/components/next-required-event.tsx').then((module) => ({
    default: module.NextRequiredEvent,
  })),
);
const NextAlumniEvents = lazy(() =>
  import('../features/alumni/components/next-alumni-events.tsx').then((module) => ({
    default: module.NextAlumniEvents,
  })),
);
const YourStanding = lazy(() =>
  import('../features/me/standing/components/your-standing.tsx').then((module) => ({
    default: module.YourStanding,
  })),
);
const YourDues = lazy(() =>
  import('../features/money/components/your-dues.tsx').then((module) => ({
    default: module.YourDues,
  })),
);
// One module: the choices' context, the list of choosers and the preview load together.
const PrivacyPage = lazy(async () => {
  const [choices, fields, preview] = await Promise.all([
    import('../features/me/privacy/components/privacy-choices.tsx'),
    import('../features/me/privacy/components/privacy-fields.tsx'),
    import('../features/me/privacy/components/profile-preview.tsx'),
  ]);
  return {
    default: ({ alumnus }: { alumnus: boolean }) => (
      <choices.PrivacyChoices>
        <fields.PrivacyFields alumnus={alumnus} />
        <preview.ProfilePreview />
      </choices.PrivacyChoices>
    ),
  };
});
const YourOffice = lazy(() =>
  import('../features/me/components/your-office.tsx').then((module) => ({
    default: module.YourOffice,
  })),
);
const MailChoices = lazy(() =>
  import('../features/me/mail/components/mail-choices.tsx').then((module) => ({
    default: module.MailChoices,
  })),
);
const YourData = lazy(() =>
  import('../features/me/components/your-data.tsx').then((module) => ({
    default: module.YourData,
  })),
);
const TwoFactorSettings = lazy(() =>
  import('../features/auth/two-factor/components/two-factor-settings.tsx').then((module) => ({
    default: module.TwoFactorSettings,
  })),
);
const MySessions = lazy(() =>
  import('../features/auth/sessions/components/my-sessions.tsx').then((module) => ({
    default: module.MySessions,
  })),
);
const CalendarFeed = lazy(() =>
  import('../features/calendar/components/calendar-feed.tsx').then((module) => ({
    default: module.CalendarFeed,
  })),
);

const YourRecruitment = lazy(() =>
  import('../features/me/recruitment/components/your-recruitment.tsx').then((module) => ({
    default: module.YourRecruitment,
  })),
);

const loading = <output className="d-block">Loading...</output>;
const alumnus = (user: StoredUser) => user.role === 'alumni';

type MePageParts = { tab: string; heading: string; body: (user: StoredUser) => ReactNode };

/** Each page: its title in the browser's tab, its heading, and its sections for him. */
const pages: Record<Page, MePageParts> = {
  // A member sees his standing in one line and his next required event (with Check in while its
  // door is open), an alumnus his next alumni events; then his office and a link to each page, a
  // member's Dues link with his dues in a few words.
  home: {
    tab: 'Your home',
    heading: 'Your home',
    body: (user) => (
      <Suspense fallback={loading}>
        <MeHome
          user={user}
          dues={
            alumnus(user) ? undefined : (
              <Suspense fallback="Your balance, payments and receipts">
                <DuesLine />
              </Suspense>
            )
          }
        >
          {alumnus(user) ? (
            <NextAlumniEvents />
          ) : (
            <>
              <StandingLine />
              <NextRequiredEvent />
            </>
          )}
        </MeHome>
      </Suspense>
    ),
  },
  // The server counts a standing for active members only: an alumnus is told, not refused.
  standing: {
    tab: 'Your standing',
    heading: 'Standing',
    body: (user) =>
      alumnus(user) ? (
        <p>Standing is counted for active members: an alumnus has none.</p>
      ) : (
        <Suspense fallback={null}>
          <YourStanding />
        </Suspense>
      ),
  },
  // Dues are billed to members, and the server answers an alumnus 403
  // (docs/api.md#money-a-members-dues): he is told.
  dues: {
    tab: 'Your dues',
    heading: 'Dues',
    body: (user) =>
      alumnus(user) ? (
        <p>
          Dues are kept here for active and new members. An alumnus who still owes the chapter
          settles it with the treasurer.
        </p>
      ) : (
        <Suspense fallback={null}>
          <YourDues />
        </Suspense>
      ),
  },
  privacy: {
    tab: 'Your privacy',
    heading: 'Privacy',
    body: (user) => (
      <Suspense fallback={null}>
        <PrivacyPage alumnus={alumnus(user)} />
      </Suspense>
    ),
  },
  office: {
    tab: 'Your office',
    heading: 'Office',
    body: () => (
      <Suspense fallback={null}>
        <YourOffice />
      </Suspense>
    ),
  },
  mail: {
    tab: 'Your mail',
    heading: 'Mail',
    body: () => (
      <Suspense fallback={null}>
        <MailChoices />
      </Suspense>
    ),
  },
  data: {
    tab: 'Your data',
    heading: 'Your data',
    body: () => (
      <Suspense fallback={null}>
        <YourData />
      </Suspense>
    ),
  },
  // The password is changed on the account page, with the profile.
  security: {
    tab: 'Sign-in and security',
    heading: 'Sign-in and security',
    body: (user) => (
      <>
        <p>
          Your password is changed on{' '}
          <Link to={alumnus(user) ? paths.alumniAccount : paths.account}>your profile page</Link>.
        </p>
        <Suspense fallback={null}>
          <TwoFactorSettings />
          <MySessions />
          <CalendarFeed variant={alumnus(user) ? 'alumni' : 'member'} />
        </Suspense>
      </>
    ),
  },
  // Actives only: the server refuses new members and alumni, and the page says so.
  recruitment: {
    tab: 'Recruitment',
    heading: 'Recruitment',
    body: (user) =>
      alumnus(user) ? (
        <p>Only actives take part in recruitment.</p>
      ) : (
        <Suspense fallback={loading}>
          <YourRecruitment userId={user.id} />
        </Suspense>
      ),
  },
};

export const meta = ({ location }: Route.MetaArgs) => [
  ...pageMeta(pages[mePageAt(location.pathname)].tab),
  { name: 'robots', content: 'noindex' },
];

export default function MeRoute() {
  const page = mePageAt(useLocation().pathname);
  return (
    <MePage key={page} title={pages[page].heading}>
      {pages[page].body}
    </MePage>
  );
}
