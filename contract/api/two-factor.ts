// Two-factor authentication (TOTP, RFC 6238: 6 digits, 30 s, SHA-1) for any account
// (docs/api.md#two-factor): set up, confirm with a code to turn on, turn off with a code.
import { z } from 'zod';
import { limits } from '../limits.ts';

import { twoFactorCode } from './auth.ts';

// With the login's, whose second step asks for the same code (auth.ts holds it, so that the login
// page needs no more of the contract than its own).
export { twoFactorCode, twoFactorCodeRequest } from './auth.ts';

/**
 * The account's password, asked again before a change that a stolen session must not be able to
 * make (turning two-factor on or off, signing out everywhere else): a session alone is not enough.
 */
export const confirmingPassword = z
  .string({ error: 'Please enter your password.' })
  .min(1, 'Please enter your password.')
  .max(limits.password.maxLength, 'That is not your password.');

export const passwordConfirmRequest = z.object({ password: confirmingPassword });
export type PasswordConfirm = z.infer<typeof passwordConfirmRequest>;

/** Turning two-factor on or off: a code from the app (or a recovery code) and the password. */
export const twoFactorChangeRequest = z.object({
  code: twoFactorCode,
  password: confirmingPassword,
});
export type TwoFactorChange = z.input<typeof twoFactorChangeRequest>;

export const twoFactorSetupResponse = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The URI as a QR code (an SVG document), to scan. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>;

export const recoveryCodesResponse = z.object({
  message: z.string(),
  /** Shown once: 10 single-use codes. */
  recoveryCodes: z.array(z.string()).length(limits.twoFactor.recoveryCodes),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesResponse>;

export const sessionRow = z.object({
  id: z.string(),
  /** "Chrome on Android", from the browser's own description. */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;

/**
 * A browser the account has logged in from ("known browser"): a wrong password typed there does not
 * count toward the account's lock. It ends with a password change or reset, or when forgotten here.
 */
export const knownBrowserRow = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type KnownBrowserRow = z.infer<typeof knownBrowserRow>;

export const sessionsResponse = z.object({
  sessions: z.array(sessionRow),
  knownBrowsers: z.array(knownBrowserRow),
});
export type Sessions = z.infer<typeof sessionsResponse>;
