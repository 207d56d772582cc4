// The login page's reading of its address (web/lib/login-redirect.ts builds it): why it was opened,
// the email to fill in, and where to go after, if that is a path of this site (no open redirect).
import { isSitePath } from '../../../contract/site-path.ts';
import { loginReasons, type LoginLink, type LoginReason } from '../../lib/login-redirect.ts';
import { paths } from '../../lib/paths.ts';

/**
 * `next` when it is a path on this site, else null. Refused: other sites (`https://…`,
 * `//evil.example`, `/\evil.example`, which browsers read as `//`), any backslash or control
 * character (contract/site-path.ts, the rule of the content's links too), and the login page
 * itself (no loop).
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !isSitePath(next)) return null;
  const url = new URL(next, 'https://this-site.invalid');
  if (url.pathname === paths.login) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's own reading of its address; anything unknown is ignored. */
export function readLoginLink(search: URLSearchParams): LoginLink {
  const reason = search.get('reason');
  const next = safeNext(search.get('next'));
  const email = search.get('email');
  // Only what an invite code can be (contract/api/auth.ts `inviteCode`); the server checks the rest.
  const invite = search.get('invite')?.trim().slice(0, 64);
  // The name an accepted bid's link carries: at most what the signup form takes (it checks it).
  const name = invite ? search.get('name')?.trim().slice(0, 100) : undefined;
  return {
    ...(next ? { next } : {}),
    ...(reason && (loginReasons as readonly string[]).includes(reason)
      ? { reason: reason as LoginReason }
      : {}),
    ...(email ? { email } : {}),
    // An invite link (`/login?invite=CODE`) opens "Create Account" with the code filled in.
    ...(invite ? { invite, mode: 'signup' as const } : {}),
    ...(name ? { name } : {}),
    ...(search.get('mode') === 'signup' ? { mode: 'signup' as const } : {}),
  };
}
