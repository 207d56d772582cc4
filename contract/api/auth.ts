// Accounts: signup with an invite code, verification, sessions, password reset, profile (docs/api.md#accounts).
import { z } from 'zod';
import { limits } from '../limits.ts';
import { cleanText, textProblem } from '../text.ts';
import { industries } from '../privacy.ts';
import { freeText, messageResponse, tokenPattern } from './common.ts';
import { successFlagErrorSchema } from './errors.ts';
import { emailAddress } from './newsletter.ts';
import { passwordRules } from '../password-rules.ts';

export const roles = ['member', 'alumni'] as const;
export type Role = (typeof roles)[number];

export { passwordRules };

export const newPassword = z
  .string({ error: 'Please enter a password.' })
  .max(
    limits.password.maxLength,
    `The password can be at most ${limits.password.maxLength} characters.`,
  )
  .refine(
    (password) => passwordRules.every((rule) => rule.test(password)),
    `The password must have at least ${limits.password.minLength} characters, with an uppercase letter, a lowercase letter, a number and a special character.`,
  );

/** A name as people write it: the one text rule, 1–100 characters. */
export const personName = z
  .string({ error: 'Please enter your name.' })
  .transform(cleanText)
  .pipe(
    z
      .string()
      .min(1, 'Please enter your name.')
      .max(
        limits.profile.nameMaxLength,
        `The name can be at most ${limits.profile.nameMaxLength} characters.`,
      )
      .refine(
        (name) => textProblem(name, { person: true }) === undefined,
        'The name contains characters that are not allowed.',
      ),
  );

export const inviteCode = z
  .string({ error: 'Please enter your invite code.' })
  .trim()
  .min(1, 'Please enter your invite code.')
  .max(64, 'That invite code is not valid.')
  .transform((code) => code.toUpperCase().replace(/\s+/g, ''));

export const signupRequest = z.object({
  name: personName,
  email: emailAddress,
  password: newPassword,
  inviteCode,
});

const codeDigits = limits.auth.verificationCodeDigits;
export const verificationCode = z
  .string({ error: 'Please enter the verification code.' })
  .trim()
  .regex(
    new RegExp(`^[0-9]{${codeDigits}}$`),
    `The verification code is the ${codeDigits} digits from the email.`,
  );

export const verifyRequest = z.object({ email: emailAddress, code: verificationCode });
export const emailOnlyRequest = z.object({ email: emailAddress });

/** A 6-digit code from the authenticator app, or a recovery code (XXXXX-XXXXX). */
export const twoFactorCode = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .trim()
  .transform((code) => code.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        /^(\d{6}|[0-9A-Z]{5}-?[0-9A-Z]{5})$/,
        'Enter the 6-digit code from your authenticator app, or a recovery code.',
      ),
  );

export const twoFactorCodeRequest = z.object({ code: twoFactorCode });

export const loginRequest = z.object({
  email: emailAddress,
  // Checked against the stored hash only; the rules apply when a password is set.
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(limits.password.maxLength, 'Invalid email or password.'),
  /** The two-factor code, for an account that has two-factor on (asked after the password). */
  code: z.string().max(40).optional(),
});

export const resetPasswordRequest = z.object({
  token: z
    .string({ error: 'The reset link is not valid.' })
    .regex(tokenPattern, 'The reset link is not valid.'),
  password: newPassword,
});

/** docs/api.md#change-password: the current password proves it is the owner at the keyboard. */
export const changePasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password.' })
    .min(1, 'Please enter your current password.')
    .max(limits.password.maxLength, 'That is not your current password.'),
  newPassword,
});

export { messageResponse };

/** The profile the web app keeps under `user` (no secrets in it). */
export const profile = z.object({
  /**
   * His account's id: what the officer console's rows name a member by, so a page can tell his own
   * record (which another officer keeps) before the server refuses.
   */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  profilePicture: z.string().nullable(),
  linkedin: z.string().nullable(),
  major: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  isOfficer: z.boolean(),
  position: z.string().nullable(),
  /** The officer's areas (empty for everyone else). */
  areas: z.array(z.string()),
  /** An officer-elect's coming areas, open to read from 14 days before his term (decision 021). */
  previewAreas: z.array(z.string()),
  /**
   * A member's initiation day (YYYY-MM-DD; an active from it, contract/attendance.ts `sideOn`), or
   * null: what his home needs to offer him the pages of actives (recruitment).
   */
  initiatedOn: z.string().nullable(),
  /** His short bio for the Executive Board page and the directories (plain text). */
  bio: z.string().nullable(),
  /** The directories' details (docs/product.md#privacy: each shown to the audience he allows). */
  phone: z.string().nullable(),
  city: z.string().nullable(),
  employer: z.string().nullable(),
  industry: z.string().nullable(),
  /** Open to mentoring students; null: not said. */
  mentoring: z.boolean().nullable(),
  /** Hiring; null: not said. */
  hiring: z.boolean().nullable(),
  twoFactorEnabled: z.boolean(),
});
export type Profile = z.infer<typeof profile>;

export const loginResponse = profile.extend({
  message: z.string(),
  tokens: z.object({ AccessToken: z.string() }),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** The first year a member could plausibly graduate, and how far ahead a class can be. */
export function graduationYearRange(now: Date = new Date()): { min: number; max: number } {
  return { min: 1940, max: now.getUTCFullYear() + limits.profile.graduationYearsAhead };
}

const emptyToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** A yes/no as a form sends it ("yes", "no", "" for not said) or as JSON. */
const yesNo = (value: unknown) =>
  value === 'yes' ? true : value === 'no' ? false : emptyToNull(value);

/**
 * A LinkedIn address as people type it, made whole: `linkedin.com/in/name` or `http://…` becomes
 * `https://…`, so a missing scheme is completed rather than refused (anything else is left as typed).
 */
export function completeLinkedinUrl(value: string): string {
  const trimmed = value.trim();
  if (/^http:\/\//i.test(trimmed)) return `https://${trimmed.slice('http://'.length)}`;
  if (/^([a-z]{2,3}\.|www\.)?linkedin\.com\//i.test(trimmed)) return `https://${trimmed}`;
  return trimmed;
}

export const linkedinProfileUrl = z
  .string()
  .trim()
  .transform(completeLinkedinUrl)
  .pipe(z.string().max(200, 'The LinkedIn address is too long.'))
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        url.protocol === 'https:' &&
        /^([a-z]{2,3}\.|www\.)?linkedin\.com$/.test(url.hostname) &&
        /^\/in\/[A-Za-z0-9À-ž_%-]{2,100}\/?$/.test(url.pathname) &&
        !url.username &&
        !url.password
      );
    } catch {
      return false;
    }
  }, 'Enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name.');

/**
 * A phone number as people write it: an optional +, then digits with spaces, dots, dashes and
 * brackets (an area code may come first in brackets: "(555) 123-4567"), ending in a digit.
 */
export const phoneNumberPattern = /^\+?[0-9(][0-9 ().-]{4,28}[0-9]$/;

/** Where uploaded pictures are served; a profile may only point at one of its owner's uploads. */
export const mediaPath = z
  .string()
  .regex(/^\/media\/[0-9a-f-]{36}$/, 'Choose a picture by uploading it.');

export const updateProfileRequest = z.object({
  name: personName.optional(),
  major: z
    .preprocess(
      emptyToNull,
      freeText({ label: 'The major', max: limits.profile.majorMaxLength, person: true }).nullable(),
    )
    .optional(),
  graduationYear: z
    .preprocess(
      (value) =>
        value === '' || value === undefined
          ? null
          : typeof value === 'string'
            ? Number(value)
            : value,
      z
        .number({ error: 'Enter the graduation year as a number, like 2027.' })
        .int('Enter the graduation year as a number, like 2027.')
        .refine((year) => {
          const { min, max } = graduationYearRange();
          return year >= min && year <= max;
        }, 'Enter a graduation year that is plausible for you.')
        .nullable(),
    )
    .optional(),
  linkedin: z.preprocess(emptyToNull, linkedinProfileUrl.nullable()).optional(),
  profilePicture: z.preprocess(emptyToNull, mediaPath.nullable()).optional(),
  /** The Executive Board page's words about him (plain text, a few lines). */
  bio: z
    .preprocess(
      emptyToNull,
      freeText({
        label: 'The bio',
        max: limits.offices.bioMaxLength,
        multiline: true,
        person: true,
      }).nullable(),
    )
    .optional(),
  phone: z
    .preprocess(
      emptyToNull,
      z
        .string({ error: 'The phone number must be text.' })
        .trim()
        .regex(
          phoneNumberPattern,
          'Enter a phone number of digits, spaces, dashes or brackets, like +1 555 010 0199.',
        )
        .nullable(),
    )
    .optional(),
  city: z
    .preprocess(
      emptyToNull,
      freeText({ label: 'The city', max: limits.profile.cityMaxLength, person: true }).nullable(),
    )
    .optional(),
  employer: z
    .preprocess(
      emptyToNull,
      freeText({
        label: 'The employer',
        max: limits.profile.employerMaxLength,
        person: true,
      }).nullable(),
    )
    .optional(),
  industry: z
    .preprocess(
      emptyToNull,
      z.enum(industries, { error: 'Choose an industry from the list.' }).nullable(),
    )
    .optional(),
  mentoring: z.preprocess(yesNo, z.boolean({ error: 'Say yes or no.' }).nullable()).optional(),
  hiring: z.preprocess(yesNo, z.boolean({ error: 'Say yes or no.' }).nullable()).optional(),
  // The legacy client sends the email too; it is never changed here (identity comes from the session).
  email: z.unknown().optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;
/** What a client may send: the year may still be text, as typed, for the server to check. */
export type UpdateProfileInput = z.input<typeof updateProfileRequest>;

/** The save's answer: the profile as saved, and its new version's ETag (also the `ETag` header). */
export const updateProfileResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: profile,
  etag: z.string(),
});

export const uploadResponse = z.object({
  success: z.literal(true),
  fileUrl: z.string(),
  message: z.string(),
});

/** Error answers of the profile calls also carry `success: false` (docs/api.md calls 10 and 11). */
export const profileErrorResponse = successFlagErrorSchema;

/**
 * A save whose `If-Match` names an older version of the profile (412 `precondition_failed`, nothing
 * saved): the profile as it is now and its ETag, to edit again from, as a stale content save has.
 */
export const staleProfileError = profileErrorResponse.extend({
  etag: z.string(),
  current: profile,
});
export type StaleProfileError = z.infer<typeof staleProfileError>;
