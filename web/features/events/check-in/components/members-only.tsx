// The check-in pages are an active member's: signed out, to the login page, which comes back to the
// same address (with its code); an alumnus is told check-in is for active members.
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../../lib/login-redirect.ts';
import { paths } from '../../../../lib/paths.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { useHydrated } from '../../../../lib/use-hydrated.ts';

export function MembersOnly({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const user = useStoredUser();

  useEffect(() => {
    if (hydrated && user === null)
      void navigate(loginPath({ next: `${pathname}${search}`, reason: 'check-in' }), {
        replace: true,
      });
  }, [hydrated, user, navigate, pathname, search]);

  if (!hydrated || user === null) return <output className="d-block">Loading...</output>;
  if (user.role !== 'member')
    return (
      <p className="lead">
        Check-in is for active members. Alumni events take RSVPs on the{' '}
        <Link to={paths.alumni}>alumni page</Link>.
      </p>
    );
  return children;
}
