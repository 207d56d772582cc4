// The welcome line of the member and alumni pages: "Welcome Brother" and the first name, with links
// to the account settings and to his home (docs/product.md#your-home), for a signed-in account of
// the page's role; a login link for anyone else. The members' page adds his standing in one line.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Role } from '../../contract/api/auth.ts';
import { loginPath } from '../lib/login-redirect.ts';
import { paths } from '../lib/paths.ts';
import { useStoredUser } from '../lib/stored-user.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

export function MemberWelcome({
  area,
  standing,
}: {
  area: Role;
  /** Shown under the links to a welcomed member (his standing's one line). */
  standing?: ReactNode;
}) {
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
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <Link
              className="btn btn-outline-light btn-sm"
              to={area === 'alumni' ? paths.alumniAccount : paths.account}
            >
              Account Settings
            </Link>
            <Link className="btn btn-outline-light btn-sm" to={paths.me}>
              Your home
            </Link>
          </div>
          {area === 'alumni' ? (
            <Link className="member-welcome__privacy" to={paths.myPrivacy}>
              Who sees your profile
            </Link>
          ) : null}
          {area === 'alumni' || !standing ? null : (
            // Light behind it: the standing's words keep their colours and contrast.
            <div className="member-welcome__standing bg-white text-body rounded-3 px-3 pt-2">
              {standing}
            </div>
          )}
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
