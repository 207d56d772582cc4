// Two-factor authentication (TOTP, RFC 6238: 6 digits, 30 s, SHA-1) for any account
// (docs/api.md#two-factor): set up, confirm with a code to turn on, turn off with a code.
import { z } from 'zod';
import { limits } from '../limits.ts';

// With the login's, whose second step asks for the same code (auth.ts holds it, so that the login
// page needs no more of the contract than its own).
export { twoFactorCode, twoFactorCodeRequest } from './auth.ts';

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
export const sessionsResponse = z.object({ sessions: z.array(sessionRow) });
