// /check-in/:eventId: a member's check-in at the door (docs/product.md#check-in), opened by the QR
// code on the officer's screen. Runs in the browser only: the server sends the app's shell for it.
// Signed out, it asks first who is at the door: a brother logs in and comes back here with the same
// code; a prospective member at a rush event checks in for recruitment with that code
// (docs/product.md#recruitment).
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { recruitmentCheckInPath } from '../../contract/recruitment-pages.ts';
import { CheckInPage } from '../features/events/check-in/components/check-in-page.tsx';
import { loginPath } from '../lib/login-redirect.ts';
import { pageMeta } from '../lib/meta.ts';
import { useStoredUser } from '../lib/stored-user.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

export const meta = () => [...pageMeta('Check In'), { name: 'robots', content: 'noindex' }];

export default function CheckInRoute() {
  const hydrated = useHydrated();
  const user = useStoredUser();
  return hydrated && user === null ? <WhoChecksIn /> : <CheckInPage />;
}

function WhoChecksIn() {
  const { eventId = '' } = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const next = `${pathname}${search.size ? `?${search.toString()}` : ''}`;
  return (
    <section className="container section check-in-page">
      <h1 className="check-in-page__title">Check in</h1>
      <div className="d-flex flex-column align-items-start gap-3">
        <Link className="btn btn-primary" to={loginPath({ next, reason: 'check-in' })}>
          Log in to check in
        </Link>
        <Link to={recruitmentCheckInPath(eventId, search.get('c'))}>
          Not a member yet? Check in for recruitment
        </Link>
      </div>
    </section>
  );
}
