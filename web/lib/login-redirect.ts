// Every way to the login page says why and where to go after (docs/product.md#login-and-signup):
// `/login?next=/account&reason=session-expired`. The login page reads it back, and follows only
// same-site paths (web/features/auth/login-link.ts): nothing here can make an open redirect.
import { paths } from './paths.ts';

export const loginReasons = [
  'session-expired',
  'verified',
  'account',
  'logged-out',
  'password-reset',
  'officers',
  'check-in',
  'account-ended',
] as const;
export type LoginReason = (typeof loginReasons)[number];

export interface LoginLink {
  /** Where to go once logged in: a path of this site (anything else is ignored by the login page). */
  next?: string;
  reason?: LoginReason;
  /** Filled into the email field (after verifying an account). */
  email?: string;
  mode?: 'signup';
  /**
   * An invite code to fill into "Create Account": read from the link an officer sends
   * (`/login?invite=CODE`, made by web/features/officer/invites/invite-message.ts).
   */
  invite?: string;
  /**
   * The name to fill into "Create Account", with the email: an accepted bid's link names the
   * prospective member (`/login?invite=CODE&email=…&name=…`, docs/product.md#recruitment).
   */
  name?: string;
}

export function loginPath({ next, reason, email, mode }: LoginLink = {}): string {
  const query = new URLSearchParams();
  if (mode) query.set('mode', mode);
  if (reason) query.set('reason', reason);
  if (email) query.set('email', email);
  if (next) query.set('next', next);
  const search = query.toString();
  return search ? `${paths.login}?${search}` : paths.login;
}
