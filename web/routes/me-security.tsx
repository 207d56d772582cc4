// /me/security (docs/product.md#sign-in-and-security): two-factor authentication, where the account
// is signed in and the browsers it knows, and the private calendar link. The password is changed on
// the account page, with the profile.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { MePage } from '../features/me/components/me-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import { paths } from '../lib/paths.ts';

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

export const meta = () => [
  ...pageMeta('Sign-in and security'),
  { name: 'robots', content: 'noindex' },
];

export default function MeSecurityRoute() {
  return (
    <MePage title="Sign-in and security">
      {(user) => (
        <>
          <p>
            Your password is changed on{' '}
            <Link to={user.role === 'alumni' ? paths.alumniAccount : paths.account}>
              your profile page
            </Link>
            .
          </p>
          <Suspense fallback={null}>
            <TwoFactorSettings />
            <MySessions />
            <CalendarFeed variant={user.role === 'alumni' ? 'alumni' : 'member'} />
          </Suspense>
        </>
      )}
    </MePage>
  );
}
