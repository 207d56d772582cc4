// Time-based one-time passwords (RFC 6238, through otpauth): 6 digits, 30-second steps, HMAC-SHA-1
// (what every authenticator app speaks), and one step either side for clocks that drift. A code is
// accepted once: the caller stores the step it matched and passes it back as `afterStep`.
import { Secret, TOTP } from 'otpauth';
import { renderQrSvg } from './qr.ts';

export const totpSettings = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;

/** A new random secret (160 bits, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = '', issuer = '', digits: number = totpSettings.digits) {
  return new TOTP({
    issuer,
    label,
    algorithm: totpSettings.algorithm,
    digits,
    period: totpSettings.period,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a timestamp falls in. */
export const totpStep = (at: number): number => Math.floor(at / 1000 / totpSettings.period);

/** The code for `at` (tests, and the e2e tests' authenticator). */
export function totpCode(secret: string, at: number, digits: number = totpSettings.digits): string {
  return totp(secret, '', '', digits).generate({ timestamp: at });
}

/**
 * The time step `code` belongs to (within one step of `at`), or undefined when it is wrong or its
 * step is not after `afterStep` (a code already used, or an older one).
 */
export function matchTotp(
  secret: string,
  code: string,
  at: number,
  afterStep: number | null,
  digits: number = totpSettings.digits,
): number | undefined {
  const delta = totp(secret, '', '', digits).validate({
    token: code,
    timestamp: at,
    window: totpSettings.window,
  });
  if (delta === null) return undefined;
  const step = totpStep(at) + delta;
  return afterStep !== null && step <= afterStep ? undefined : step;
}

/** The otpauth:// URI apps read (`issuer:label`), and the same as an SVG QR code. */
export function totpEnrolment(secret: string, label: string, issuer: string) {
  const otpauthUri = totp(secret, label, issuer).toString();
  const qrSvg = renderQrSvg(otpauthUri);
  return { otpauthUri, qrSvg };
}
