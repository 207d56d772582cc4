// A profile's version (docs/api.md#call-10-update-profile): a counter on the account's row, raised by
// every change of the fields the profile shows and its page edits, whoever makes it (the person, an
// officer in the console, a graduation). A save names the version it was made from in `If-Match`,
// and one made from an older copy is refused, so a second device cannot put old values back.
import { privacyFields } from '../../../contract/privacy.ts';
import type { User } from '../../db/schema.ts';

/**
 * The columns whose change makes a new version: the page's fields (his name and class, and every
 * field he decides who sees), and the side that picks them.
 */
export const profileColumns = [
  'name',
  'role',
  'graduationYear',
  ...privacyFields,
] as const satisfies readonly (keyof User)[];

export type ProfileColumn = (typeof profileColumns)[number];

/** True when `changes` sets one of the profile's columns. */
export const touchesProfile = (changes: Partial<Record<keyof User, unknown>>): boolean =>
  profileColumns.some((column) => changes[column] !== undefined);

/** The profile's strong ETag: its version, quoted. */
export const profileEtag = (user: Pick<User, 'profileVersion'>): string =>
  `"${user.profileVersion}"`;
