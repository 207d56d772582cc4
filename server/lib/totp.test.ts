import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpCode, totpEnrolment, totpStep } from './totp.ts';

// RFC 6238, appendix B: the SHA-1 vectors (seed "12345678901234567890", 8 digits, 30 s steps).
const rfcSecret = Secret.fromLatin1('12345678901234567890').base32;
const vectors = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
] as const;

describe('TOTP', () => {
  it.each(vectors)('gives the RFC 6238 code at %i s', (seconds, code) => {
    expect(totpCode(rfcSecret, seconds * 1000, 8)).toBe(code);
    expect(matchTotp(rfcSecret, code, seconds * 1000, null, 8)).toBe(totpStep(seconds * 1000));
  });

  it('gives the last 6 digits for the 6-digit codes apps show', () => {
    expect(totpCode(rfcSecret, 59_000)).toBe('287082');
  });

  it('accepts the code of the step before and after (clock drift), no further', () => {
    const secret = newTotpSecret();
    const at = 1_800_000_000_000;
    const step = totpStep(at);
    expect(matchTotp(secret, totpCode(secret, at - 30_000), at, null)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, at + 30_000), at, null)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, at - 60_000), at, null)).toBeUndefined();
    expect(matchTotp(secret, totpCode(secret, at + 60_000), at, null)).toBeUndefined();
  });

  it('accepts a code once: never again, nor an older one, after its step was used', () => {
    const secret = newTotpSecret();
    const at = 1_800_000_000_000;
    const code = totpCode(secret, at);
    const used = matchTotp(secret, code, at, null)!;
    expect(matchTotp(secret, code, at + 5_000, used)).toBeUndefined();
    expect(matchTotp(secret, totpCode(secret, at - 30_000), at, used)).toBeUndefined();
    expect(matchTotp(secret, totpCode(secret, at + 30_000), at + 30_000, used)).toBe(used + 1);
  });

  it('makes 160-bit secrets, different every time', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('writes the otpauth URI apps read, and its QR code as an SVG', () => {
    const secret = newTotpSecret();
    const { otpauthUri, qrSvg } = totpEnrolment(secret, 'sam@example.com', 'Omicron Xi Psi');
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Omicron Xi Psi:sam@example.com');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'Omicron Xi Psi',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(qrSvg).not.toMatch(/<script/i);
  });
});
