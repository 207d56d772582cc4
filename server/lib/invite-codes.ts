// Invite codes: 12 characters from Crockford's base32 (no I, L, O or U), shown as XXXX-XXXX-XXXX.
import { randomInt } from 'node:crypto';
import { hashToken } from './tokens.ts';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 60 random bits: far beyond guessing, even without the signup rate limit. */
export function newInviteCode(): string {
  const chars = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

/** What is compared: upper case, without spaces or dashes, so people may type it either way. */
export function canonicalInviteCode(code: string): string {
  return code.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

export const inviteCodeHash = (code: string): string =>
  hashToken(`invite:${canonicalInviteCode(code)}`);
