// The words an officer sends with a new invite (docs/product.md#officer-console): the site's name,
// the link that opens "Create Account" with the code filled in, the code itself for typing, and
// until when it works. Pure, so the page and its test agree.
import type { Role } from '../../../../contract/api/auth.ts';
import { formatLongDate } from '../../../components/console-kit/dates.ts';
import { loginPath } from '../../../lib/login-redirect.ts';
import { paths } from '../../../lib/paths.ts';

/** `https://chapter.example/login?invite=CODE`: opens "Create Account" with the code filled in. */
export const inviteLink = (origin: string, code: string): string =>
  `${origin}${paths.login}?${new URLSearchParams({ invite: code })}`;

export const roleNames: Record<Role, { one: string; account: string }> = {
  member: { one: 'members', account: 'a member account' },
  alumni: { one: 'alumni', account: 'an alumni account' },
};

export interface InviteMessage {
  siteName: string;
  origin: string;
  code: string;
  role: Role;
  expiresAt: string;
  usesLeft: number;
  /** For tests; the reader's own zone otherwise. */
  timeZone?: string;
}

export function inviteMessage({
  siteName,
  origin,
  code,
  role,
  expiresAt,
  usesLeft,
  timeZone,
}: InviteMessage): string {
  const until = formatLongDate(expiresAt, timeZone);
  // A personal invitation: a code that works several times is for the brothers it was sent to
  // (a class, a reunion table), never to be passed on.
  const uses =
    usesLeft === 1
      ? ' It is for you alone: please do not pass it on.'
      : ` It can be used ${usesLeft} times, by the brothers it was sent to: please do not pass it on.`;
  return [
    `You are invited to create ${roleNames[role].account} on the ${siteName} website.`,
    '',
    'Open this link to sign up (the invite code is filled in for you):',
    inviteLink(origin, code),
    '',
    `Or go to ${origin}${loginPath({ mode: 'signup' })} and enter the invite code ${code}.`,
    '',
    `The invite works until ${until}.${uses}`,
  ].join('\n');
}
