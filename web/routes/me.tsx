// /me (docs/product.md#your-home): a signed-in brother's home. A member sees his standing in one
// line and his next required event (with Check in while its door is open), an alumnus his next
// alumni events; then his office while he holds or will hold one, and a link to each of his pages.
// The sections load once he is known to be signed in, so the page's first load stays light and
// the route table every page downloads names few files (decision 017).
import { lazy, Suspense } from 'react';
import { MePage } from '../features/me/components/me-page.tsx';
import { pageMeta } from '../lib/meta.ts';

const MeHome = lazy(() =>
  import('../features/me/components/me-home.tsx').then((module) => ({ default: module.MeHome })),
);
const StandingLine = lazy(() =>
  import('../features/me/standing/components/standing-line.tsx').then((module) => ({
    default: module.StandingLine,
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

export const meta = () => [...pageMeta('Your home'), { name: 'robots', content: 'noindex' }];

export default function MeRoute() {
  return (
    <MePage title="Your home">
      {(user) => (
        <Suspense fallback={<output className="d-block">Loading...</output>}>
          <MeHome user={user}>
            {user.role === 'alumni' ? (
              <NextAlumniEvents />
            ) : (
              <>
                <StandingLine />
                <NextRequiredEvent />
              </>
            )}
          </MeHome>
        </Suspense>
      )}
    </MePage>
  );
}
