// Random secrets for links and their one-way hashes for storage.
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe (43 characters). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** A fast hash is right here: the token is already 256 random bits, so it cannot be guessed. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
