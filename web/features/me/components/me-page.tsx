// The frame of a signed-in person's home (/me) and of each of its areas (/me/standing, /me/privacy,
// …; docs/product.md#your-home): the way back to the home, the page's title, and its sections once
// the stored profile is read. Visitors are sent to the login page, which says why and comes back.
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../lib/login-redirect.ts';
import { paths } from '../../../lib/paths.ts';
import { isLoggingOut } from '../../../lib/session.ts';
import { useStoredUser, type StoredUser } from '../../../lib/stored-user.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import '../../../styles/me.scss';

export function MePage({
  title,
  children,
}: {
  /** The page's heading; the home has none above it in the way back. */
  title: string;
  /** The page's sections, for the signed-in person. */
  children: (user: StoredUser) => ReactNode;
}) {
  const user = useStoredUser();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const home = pathname.replace(/\/+$/, '') === paths.me;

  // A visitor, or a session that ended while the page is open: to the login page, and back here.
  // Not when he logs out or ends his account here: that opens the login page with its own words.
  useEffect(() => {
    if (hydrated && user === null && !isLoggingOut())
      void navigate(loginPath({ next: pathname, reason: 'account' }), { replace: true });
  }, [hydrated, user, navigate, pathname]);

  return (
    <section className="container section me-page">
      {home ? null : (
        <nav aria-label="Breadcrumb">
          <ol className="me-page__crumbs">
            <li>
              <Link to={paths.me}>Your home</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      )}
      <h1 className="me-page__title">{title}</h1>
      {hydrated && user ? (
        children(user)
      ) : (
        <output className="lead d-block">Loading your pages...</output>
      )}
    </section>
  );
}
