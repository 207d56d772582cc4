// The welcome line of the member and alumni pages: "Welcome Brother" and the first name, with a link
// to the account settings, for a signed-in account of the page's role; a login link for anyone else.
import { Link } from 'react-router';
import type { Role } from '../../contract/api/auth.ts';
import { loginPath } from '../lib/login-redirect.ts';
import { paths } from '../lib/paths.ts';
import { useStoredUser } from '../lib/stored-user.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

export function MemberWelcome({ area }: { area: Role }) {
  const user = useStoredUser();
  const hydrated = useHydrated();
  const welcomed =
    hydrated && user && (area === 'alumni' ? user.role === 'alumni' : user.role !== 'alumni');
  return (
    <div className="member-welcome">
      {welcomed ? (
        <>
          <p className="member-welcome__greeting">
            Welcome Brother {user.name.trim().split(/\s+/)[0]}
          </p>
          <Link
            className="btn btn-outline-light btn-sm"
            to={area === 'alumni' ? paths.alumniAccount : paths.account}
          >
            Account Settings
          </Link>
          {area === 'alumni' ? (
            <Link className="member-welcome__privacy" to={`${paths.alumniAccount}#privacy`}>
              Who sees your profile
            </Link>
          ) : null}
        </>
      ) : (
        // Back to this page after logging in; "Alumni Login" opens a page titled so.
        <Link
          className="btn btn-warning"
          to={loginPath({ next: area === 'alumni' ? paths.alumni : paths.activeMembers })}
        >
          {area === 'alumni' ? 'Alumni Login' : 'Member Login'}
        </Link>
      )}
    </div>
  );
}
