// The session every page shares: the stored profile checked against the server on load, and logout.
// Shared rather than part of the auth feature because the site shell and the account pages use it.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { profile } from '../../contract/api/auth.ts';
import { apiRequest, signOut as endSession } from './api-client.ts';
import { loginPath } from './login-redirect.ts';
import { readStoredUser, setStoredUser, useStoredUser } from './stored-user.ts';
import { leaveWhenConfirmed } from './unsaved-changes.ts';

const me = () => apiRequest<typeof profile>('/api/auth/me');

/**
 * When a profile is stored, asks the server who is signed in: a fresh profile replaces it (if one is
 * still stored when the answer comes), a 401 clears it (the API client does that). Visitors with nothing stored cause no request.
 */
export function useSessionCheck(): void {
  const hasUser = useStoredUser() !== null;
  useEffect(() => {
    if (!hasUser) return;
    const controller = new AbortController();
    me().then(
      (profile) => {
        // Only a profile still stored is refreshed: one removed while the check was on its way
        // (signed out in this tab, or storage cleared) stays removed.
        if (!controller.signal.aborted && readStoredUser() !== null) setStoredUser(profile);
      },
      () => {
        // A 401 already cleared the stored profile; other failures leave it for the next page.
      },
    );
    return () => controller.abort();
  }, [hasUser]);
}

let loggingOut = false;

/**
 * True while this tab logs out on purpose: a page that sees its account go away then knows it is
 * not a session that ended under it (which would keep the edits and come back after a new login).
 */
export const isLoggingOut = (): boolean => loggingOut;

/**
 * Ends the session on the server, forgets the profile, and goes to /login without a way back. With
 * unsaved changes on screen it asks first (web/lib/unsaved-changes-guard.tsx).
 */
export function useLogout(): () => void {
  const signOut = useSignOutTo();
  return () => signOut(loginPath({ reason: 'logged-out' }));
}

/**
 * After the account was ended on the server (which ended its session): forgets it here too and
 * opens the login page, which says so.
 */
export function useAccountEnded(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    loggingOut = true;
    try {
      await endSession('/api/auth/logout', () =>
        navigate(loginPath({ reason: 'account-ended' }), { replace: true }),
      );
    } finally {
      loggingOut = false;
    }
  };
}

/**
 * Logs out and opens the login page to come back to `next`: for a console session opened without
 * the two-factor code, which the console refuses until he logs in again with it.
 */
export function useLogInAgain(): (next: string) => void {
  const signOut = useSignOutTo();
  return (next) => signOut(loginPath({ reason: 'officers', next }));
}

function useSignOutTo(): (to: string) => void {
  const navigate = useNavigate();
  return (to) =>
    leaveWhenConfirmed(async () => {
      loggingOut = true;
      try {
        // The page's calls still in flight are dropped, not answered 401 (web/lib/api-client.ts).
        await endSession('/api/auth/logout', () => navigate(to, { replace: true }));
      } finally {
        loggingOut = false;
      }
    });
}
