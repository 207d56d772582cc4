// A failed account call's text, and where a signed-in person goes (docs/product.md#error-messages).
import type { Profile } from '../../../contract/api/auth.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import type { LoginLink, LoginReason } from '../../lib/login-redirect.ts';
import { paths } from '../../lib/paths.ts';

/** Login and signup: the server's message, else its error, else "Login failed" / "Signup failed". */
export function accountErrorText(
  error: unknown,
  fallback: 'Login failed' | 'Signup failed',
): string {
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return 'Request failed. Please check server and network.';
    return error.serverMessage ?? error.code ?? fallback;
  }
  return fallback;
}

/** Verification: the server's message or "Verification failed."; a network failure has its own text. */
export function verifyErrorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return 'Request failed. Please try again.';
    return error.serverMessage ?? 'Verification failed.';
  }
  return 'Verification failed.';
}

/** A message that mentions it shows the "Verify your account" link. */
export const needsVerification = (message: string) =>
  message.toLowerCase().includes('not verified');

/**
 * Where a login without `next` lands: an officer with an area on the console's home (his work is
 * there), alumni on the alumni page, anyone else on the active members page.
 */
export const homeFor = (profile: Pick<Profile, 'role' | 'isOfficer' | 'areas'>) =>
  profile.isOfficer && profile.areas.length > 0
    ? paths.officers
    : profile.role === 'alumni'
      ? paths.alumni
      : paths.activeMembers;

/** Why the login page was opened, said at its top (docs/product.md#login-and-signup). */
export const loginReasonText: Record<LoginReason, string> = {
  'session-expired':
    'Your session has ended. Log in again to continue where you left off; nothing you had typed is lost.',
  verified: 'Your account is verified. Log in to continue.',
  account: 'Log in to see your account settings.',
  'logged-out': 'You have logged out.',
  'password-reset': 'Your password has been changed. Log in with your new password.',
  officers: 'The officer console is for chapter officers. Log in with your officer account.',
  'check-in': 'Log in to check in. You will come back to the check-in right after.',
  'account-ended':
    'Your account has been ended and you have been signed out. An email to your address confirms it.',
};

/** The page's title: alumni who come from the alumni area see "Alumni Login". */
export function loginTitle(link: LoginLink): 'Create Account' | 'Alumni Login' | 'Member Login' {
  if (link.mode === 'signup') return 'Create Account';
  const next = link.next ?? '';
  return next.startsWith(paths.alumni) || next.startsWith(paths.alumniAccount)
    ? 'Alumni Login'
    : 'Member Login';
}
