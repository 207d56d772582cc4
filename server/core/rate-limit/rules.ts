// Every rate limit of the site, in one place (docs/decisions/010-limits-that-stop-guessing.md; the
// tests read the numbers from here). Guessing — wrong invite codes, passwords, verification codes,
// reset and newsletter tokens — is counted per address and per target, and only the wrong guesses
// count, so a chapter in one room (one address) is never stopped by its own correct use. The
// per-address ceilings on all requests are far above use and only stop floods.
import { limits } from '../../../contract/limits.ts';
import type { RateLimitRule } from './counters.ts';

const minute = 60_000;
const hour = 60 * minute;

const rule = (bucket: string, limit: number, windowMs: number, message?: string) =>
  ({ bucket, limit, windowMs, ...(message ? { message } : {}) }) satisfies RateLimitRule;

const later = 'Please wait a few minutes and try again.';

export const rateLimits = {
  signup: {
    /** Wrong invite codes from one address. */
    wrongCodesPerAddress: rule(
      'signup-wrong-code',
      10,
      hour,
      'Too many signup attempts from your connection. Please try again later.',
    ),
    /**
     * Wrong invite codes from everywhere: the target of invite-code guessing is the chapter's set
     * of codes, so many addresses together are throttled too (an attacker can pause signups with
     * wrong codes, but never guess one: 100 tries an hour against 60-bit codes).
     */
    wrongCodesSiteWide: rule(
      'signup-wrong-code-site',
      100,
      hour,
      'Signups are paused for a while because of many wrong invite codes. Please try again later.',
    ),
    /**
     * "You already have an account" emails to one account (a signup with a valid invite code and
     * an email that has an account): no mail-bombing a brother through the signup form.
     */
    existingAccountEmailsPerAccount: rule('signup-existing-account', 3, 24 * hour),
    /** Every signup sends a code email: a ceiling far above a new-member class. */
    perAddress: rule(
      'signup',
      300,
      hour,
      'Too many signup attempts from your connection. Please try again later.',
    ),
  },
  verify: {
    /** Wrong verification codes from one address (per account: 5 tries per code, limits.auth). */
    wrongCodesPerAddress: rule(
      'verify-wrong-code',
      20,
      15 * minute,
      `Too many wrong codes from your connection. ${later}`,
    ),
    perAddress: rule('verify', 400, hour, `Too many requests from your connection. ${later}`),
    /**
     * Codes tried for an email with no pending account (unknown, or already verified): counted like
     * a pending account's 5 tries, so the answers cannot tell the two apart.
     */
    triesPerUnverifiable: rule(
      'verify-unverifiable',
      limits.auth.verificationCodeTries,
      15 * minute,
    ),
  },
  resendCode: {
    /** Code emails to one account (no mail-bombing). */
    perAccount: rule('resend-account', 1, minute),
    perAccountDaily: rule('resend-account-day', 10, 24 * hour),
    perAddress: rule('resend-code', 60, hour, `Too many requests from your connection. ${later}`),
  },
  login: {
    /** Wrong passwords (and unknown emails) from one address. */
    failuresPerAddress: rule(
      'login-failures',
      30,
      15 * minute,
      `Too many failed login attempts from your connection. ${later}`,
    ),
    /**
     * Wrong passwords for one email, whether or not it has an account (so the answer tells
     * nothing); a browser the account has signed in from before is not held back.
     */
    failuresPerAccount: rule(
      'login-account',
      10,
      15 * minute,
      'Too many failed attempts to log in to this account. Try again in 15 minutes, or reset your password.',
    ),
    /** Every login costs an argon2 check: a ceiling far above a chapter meeting. */
    perAddress: rule(
      'login',
      300,
      15 * minute,
      `Too many login attempts from your connection. ${later}`,
    ),
  },
  forgotPassword: {
    /** Reset emails to one account. */
    perAccount: rule('reset-account', 1, 2 * minute),
    perAccountDaily: rule('reset-account-day', 10, 24 * hour),
    perAddress: rule(
      'forgot-password',
      60,
      hour,
      `Too many requests from your connection. ${later}`,
    ),
  },
  resetPassword: {
    /** Unknown, used or expired reset links from one address. */
    wrongLinksPerAddress: rule(
      'reset-wrong-link',
      10,
      hour,
      `Too many invalid reset links from your connection. ${later}`,
    ),
    perAddress: rule(
      'reset-password',
      60,
      hour,
      `Too many requests from your connection. ${later}`,
    ),
  },
  twoFactor: {
    /** Wrong two-factor codes at login for one account. */
    failuresPerAccount: rule(
      'two-factor-account',
      10,
      15 * minute,
      'Too many wrong codes for this account. Try again in 15 minutes, or use a recovery code later.',
    ),
    /** …and in a day: 30 guesses of a 6-digit code a day leave an attacker a 1-in-33,000 chance. */
    failuresPerAccountDaily: rule(
      'two-factor-account-day',
      30,
      24 * hour,
      'Too many wrong codes for this account today. Try again tomorrow, or ask a chapter officer who manages accounts to reset your two-factor authentication.',
    ),
    failuresPerAddress: rule(
      'two-factor-failures',
      30,
      15 * minute,
      `Too many wrong codes from your connection. ${later}`,
    ),
  },
  /**
   * Wrong codes sent to turn two-factor on or off, counted apart from the login's: a session that
   * guesses here (a stolen one would also need the password) can never lock the owner's login.
   */
  twoFactorSettings: {
    failuresPerAccount: rule(
      'two-factor-settings-account',
      10,
      15 * minute,
      'Too many wrong codes. Try again in 15 minutes.',
    ),
    failuresPerAccountDaily: rule(
      'two-factor-settings-account-day',
      30,
      24 * hour,
      'Too many wrong codes today. Try again tomorrow.',
    ),
    failuresPerAddress: rule(
      'two-factor-settings-failures',
      30,
      15 * minute,
      `Too many wrong codes from your connection. ${later}`,
    ),
  },
  changePassword: {
    /**
     * Wrong current passwords for one account: to change it, and when it is asked again to turn
     * two-factor on or off or to sign out everywhere else (one count for all of them).
     */
    failuresPerAccount: rule(
      'change-password-account',
      10,
      15 * minute,
      'Too many wrong passwords. Try again in 15 minutes, or log out and reset your password by email.',
    ),
  },
  newsletter: {
    /** Sign-ups from one address: a recruitment table behind a campus NAT signs up hundreds. */
    subscribePerAddress: rule(
      'newsletter-subscribe',
      300,
      hour,
      'Too many sign-up attempts from your connection. Please try again in a few minutes.',
    ),
    /** Confirmation emails to one address (besides one per 10 minutes, limits.newsletter). */
    confirmationsPerRecipientDaily: rule('newsletter-confirmation-day', 5, 24 * hour),
    /** Unknown tokens in confirm and unsubscribe links from one address. */
    wrongLinksPerAddress: rule('newsletter-wrong-link', 30, 10 * minute),
    linksPerAddress: rule('newsletter-link', 600, hour),
    /** Test newsletters an officer sends himself (each is an email). */
    testEmailsPerOfficer: rule(
      'newsletter-test',
      limits.newsletter.testEmailsPerHour,
      hour,
      'You have sent yourself many test emails in a short time. Please wait a while and try again.',
    ),
  },
  checkIn: {
    /**
     * Wrong or expired check-in codes from one account: a brother who mistypes a few times is never
     * stopped, guessing a 6-character code (two of 2^30 right at any moment) is hopeless.
     */
    wrongCodesPerAccount: rule(
      'check-in-wrong-code',
      20,
      15 * minute,
      `Too many wrong check-in codes. ${later}`,
    ),
  },
  recruitment: {
    /**
     * Interest forms from one address: a script's flood stops here, and being per address, it
     * never stops anybody else's registration. Generous, because a rush fair's table behind a
     * campus network's one address registers a line of students (eight a minute for 15 minutes).
     */
    interestPerAddress: rule(
      'recruitment-interest',
      120,
      15 * minute,
      `Too many registrations from your connection. ${later}`,
    ),
    /** Emails to one prospective member from the form (no mail-bombing him through it). */
    emailsPerProspect: rule('recruitment-prospect-email', 1, 10 * minute),
    /** Check-ins at rush events from one address: a whole rush night on the campus network. */
    checkInPerAddress: rule(
      'recruitment-check-in',
      300,
      hour,
      `Too many check-ins from your connection. ${later}`,
    ),
    /** Wrong or expired check-in codes from one address. */
    wrongCodesPerAddress: rule(
      'recruitment-wrong-code',
      30,
      15 * minute,
      `Too many wrong check-in codes from your connection. ${later}`,
    ),
    /** Unknown or expired links (confirm, forget, bid) from one address. */
    wrongLinksPerAddress: rule(
      'recruitment-wrong-link',
      30,
      10 * minute,
      `Too many invalid links from your connection. ${later}`,
    ),
    linksPerAddress: rule(
      'recruitment-link',
      300,
      hour,
      `Too many requests from your connection. ${later}`,
    ),
  },
  personalExport: {
    /** "Take my data": each file reads everything about the account. */
    perAccount: rule(
      'personal-export',
      10,
      hour,
      'You have downloaded your data many times in a short time. Please wait a while and try again.',
    ),
  },
  money: {
    /** Payments one member says he made (at most 5 wait at once; this stops a script). */
    claimsPerAccount: rule(
      'payment-claim',
      20,
      hour,
      'You have told the treasurer of many payments in a short time. Please wait a while and try again.',
    ),
  },
  payments: {
    /** Checkouts one member starts (each asks the payment processor for a page). */
    checkoutsPerAccount: rule(
      'checkout-account',
      30,
      hour,
      'You started many payments in a short time. Please wait a while and try again.',
    ),
    /** Gift checkouts from one address: far above a family giving, below a script's flood. */
    giftCheckoutsPerAddress: rule(
      'checkout-gift',
      30,
      hour,
      'Many gifts were started from your connection in a short time. Please wait a while and try again.',
    ),
  },
  uploads: {
    /** Pictures one account may upload (each is decoded and re-encoded). */
    perAccount: rule(
      'upload-account',
      30,
      hour,
      'You have uploaded many pictures in a short time. Please wait a while and try again.',
    ),
  },
} as const;
