// The documented constants (docs/product.md#limits), pinned: each is a promise to the people using
// the site, and a change must be made on purpose, with the docs. The behaviour tests read them.
import { describe, expect, it } from 'vitest';
import { limits } from './limits.ts';
import { passwordRules } from './password-rules.ts';

/** A password meeting every rule but the length, of `length` characters. */
const strong = (length: number) => `Aa1!${'x'.repeat(length - 4)}`;
const passes = (password: string) => passwordRules.every((rule) => rule.test(password));

describe('the limits', () => {
  it('are the documented numbers', () => {
    expect({
      password: limits.password,
      auth: limits.auth,
      confirmationValidDays: limits.newsletter.confirmationValidDays,
      confirmationResendMinutes: limits.newsletter.confirmationResendMinutes,
      uploadMaxBytes: limits.upload.maxBytes,
      uploadTimeoutMs: limits.upload.timeoutMs,
      maxHeicPixels: limits.upload.maxHeicPixels,
      http: limits.http,
      events: limits.events,
    }).toEqual({
      password: { minLength: 8, maxLength: 128 },
      auth: {
        sessionDays: 30,
        sessionIdleDays: 14,
        verificationCodeDigits: 6,
        verificationCodeMinutes: 15,
        verificationCodeTries: 5,
        resetLinkMinutes: 60,
        inviteDefaultDays: 14,
      },
      confirmationValidDays: 7,
      confirmationResendMinutes: 10,
      uploadMaxBytes: 10 * 1024 * 1024,
      uploadTimeoutMs: 45_000,
      maxHeicPixels: 25_000_000,
      http: { requestTimeoutMs: 60_000, headersTimeoutMs: 15_000 },
      events: {
        titleMaxLength: 120,
        locationMaxLength: 120,
        descriptionMaxLength: 2000,
        capacityMax: 5000,
        pointsMax: 100,
        firstYear: 2000,
        lastYear: 2099,
      },
    });
  });

  it('accept a password of exactly the minimum length, and not one character less', () => {
    expect(passes(strong(8))).toBe(true);
    expect(passes(strong(7))).toBe(false);
  });
});
