// Keeping the stored profile honest: checked against the server on load, cleared at logout.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { clearStoredUser, setStoredUser, useStoredUser } from '../../lib/stored-user.ts';
import { logout, me } from './api.ts';

/**
 * When a profile is stored, asks the server who is signed in: a fresh profile replaces it, a 401
 * clears it (the API client does that). Visitors with nothing stored cause no request.
 */
export function useSessionCheck(): void {
  const hasUser = useStoredUser() !== null;
  useEffect(() => {
    if (!hasUser) return;
    const controller = new AbortController();
    me().then(
      (profile) => {
        if (!controller.signal.aborted) setStoredUser(profile);
      },
      () => {
        // A 401 already cleared the stored profile; other failures leave it for the next page.
      },
    );
    return () => controller.abort();
  }, [hasUser]);
}

/** Ends the session on the server, forgets the profile, and goes to /login without a way back. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } catch {
      // Even if the server cannot be reached, this browser forgets the account.
    }
    clearStoredUser();
    void navigate(paths.login, { replace: true });
  };
}
