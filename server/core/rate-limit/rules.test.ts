// The limits are a promise to chapters and a guard against attackers, documented in docs/api.md and
// decision 010: this test pins each number, so that a change is made on purpose (here, there and in
// the docs together) and never slips in unnoticed. The behaviour tests read the numbers from rules.ts.
import { describe, expect, it } from 'vitest';
import { rateLimits } from './rules.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const pinned = (rule: { limit: number; windowMs: number }) => [rule.limit, rule.windowMs];

describe('the rate limits', () => {
  it('are the documented numbers', () => {
    expect({
      signupWrongCodesPerAddress: pinned(rateLimits.signup.wrongCodesPerAddress),
      signupWrongCodesSiteWide: pinned(rateLimits.signup.wrongCodesSiteWide),
      signupPerAddress: pinned(rateLimits.signup.perAddress),
      signupExistingAccountEmails: pinned(rateLimits.signup.existingAccountEmailsPerAccount),
      verifyWrongCodesPerAddress: pinned(rateLimits.verify.wrongCodesPerAddress),
      verifyPerAddress: pinned(rateLimits.verify.perAddress),
      verifyTriesPerUnverifiable: pinned(rateLimits.verify.triesPerUnverifiable),
      resendPerAccount: pinned(rateLimits.resendCode.perAccount),
      resendPerAccountDaily: pinned(rateLimits.resendCode.perAccountDaily),
      resendPerAddress: pinned(rateLimits.resendCode.perAddress),
      loginFailuresPerAddress: pinned(rateLimits.login.failuresPerAddress),
      loginFailuresPerAccount: pinned(rateLimits.login.failuresPerAccount),
      loginPerAddress: pinned(rateLimits.login.perAddress),
      forgotPerAccount: pinned(rateLimits.forgotPassword.perAccount),
      forgotPerAccountDaily: pinned(rateLimits.forgotPassword.perAccountDaily),
      forgotPerAddress: pinned(rateLimits.forgotPassword.perAddress),
      resetWrongLinksPerAddress: pinned(rateLimits.resetPassword.wrongLinksPerAddress),
      resetPerAddress: pinned(rateLimits.resetPassword.perAddress),
      changePasswordPerAccount: pinned(rateLimits.changePassword.failuresPerAccount),
      twoFactorPerAccount: pinned(rateLimits.twoFactor.failuresPerAccount),
      twoFactorPerAccountDaily: pinned(rateLimits.twoFactor.failuresPerAccountDaily),
      twoFactorPerAddress: pinned(rateLimits.twoFactor.failuresPerAddress),
      twoFactorSettingsPerAccount: pinned(rateLimits.twoFactorSettings.failuresPerAccount),
      twoFactorSettingsPerAccountDaily: pinned(
        rateLimits.twoFactorSettings.failuresPerAccountDaily,
      ),
      twoFactorSettingsPerAddress: pinned(rateLimits.twoFactorSettings.failuresPerAddress),
      newsletterSubscribePerAddress: pinned(rateLimits.newsletter.subscribePerAddress),
      newsletterConfirmationsDaily: pinned(rateLimits.newsletter.confirmationsPerRecipientDaily),
      newsletterWrongLinksPerAddress: pinned(rateLimits.newsletter.wrongLinksPerAddress),
      newsletterLinksPerAddress: pinned(rateLimits.newsletter.linksPerAddress),
      uploadsPerAccount: pinned(rateLimits.uploads.perAccount),
    }).toEqual({
      signupWrongCodesPerAddress: [10, hour],
      signupWrongCodesSiteWide: [100, hour],
      signupPerAddress: [300, hour],
      signupExistingAccountEmails: [3, day],
      verifyWrongCodesPerAddress: [20, 15 * minute],
      verifyPerAddress: [400, hour],
      verifyTriesPerUnverifiable: [5, 15 * minute],
      resendPerAccount: [1, minute],
      resendPerAccountDaily: [10, day],
      resendPerAddress: [60, hour],
      loginFailuresPerAddress: [30, 15 * minute],
      loginFailuresPerAccount: [10, 15 * minute],
      loginPerAddress: [300, 15 * minute],
      forgotPerAccount: [1, 2 * minute],
      forgotPerAccountDaily: [10, day],
      forgotPerAddress: [60, hour],
      resetWrongLinksPerAddress: [10, hour],
      resetPerAddress: [60, hour],
      changePasswordPerAccount: [10, 15 * minute],
      twoFactorPerAccount: [10, 15 * minute],
      twoFactorPerAccountDaily: [30, day],
      twoFactorPerAddress: [30, 15 * minute],
      twoFactorSettingsPerAccount: [10, 15 * minute],
      twoFactorSettingsPerAccountDaily: [30, day],
      twoFactorSettingsPerAddress: [30, 15 * minute],
      newsletterSubscribePerAddress: [300, hour],
      newsletterConfirmationsDaily: [5, day],
      newsletterWrongLinksPerAddress: [30, 10 * minute],
      newsletterLinksPerAddress: [600, hour],
      uploadsPerAccount: [30, hour],
    });
  });

  it('give every counter a name of its own', () => {
    const buckets = Object.values(rateLimits).flatMap((group) =>
      Object.values(group).map((rule) => rule.bucket),
    );
    expect(new Set(buckets).size).toBe(buckets.length);
  });
});
