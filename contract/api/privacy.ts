// Privacy and the directories (docs/product.md#privacy, docs/product.md#alumni-directory;
// docs/api.md#privacy): a person's choices, the chapter's defaults and limits, and the alumni
// directory. The rules themselves are contract/privacy.ts.
import { z } from 'zod';
import { limits } from '../limits.ts';
import {
  audiences,
  industries,
  privacyFieldLabels,
  privacyFields,
  type PrivacyField,
} from '../privacy.ts';
import { pageFields } from './paging.ts';

const audience = z.enum(audiences, {
  error: `Choose one of the audiences: ${audiences.join(', ')}.`,
});

/** One object with every privacy field, each of the given shape. */
const everyField = <T extends z.ZodType>(shape: T) =>
  z.object(
    Object.fromEntries(privacyFields.map((field) => [field, shape])) as Record<PrivacyField, T>,
  );

/** The same, each optional (its shape may depend on the field); any other key is refused, named. */
const someFields = <T extends z.ZodType>(shape: T | ((field: PrivacyField) => T)) =>
  z.strictObject(
    Object.fromEntries(
      privacyFields.map((field) => [
        field,
        (typeof shape === 'function' ? shape(field) : shape).optional(),
      ]),
    ) as Record<PrivacyField, z.ZodOptional<T>>,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `There is no such field: the fields are ${privacyFields.join(', ')}.`
          : undefined,
    },
  );

export const fieldRule = z.object({ default: audience, widest: audience });

/** A field's rule as an officer sends it: its default and widest, and no other key. */
const fieldRuleFor = (field: PrivacyField) =>
  z.strictObject(
    { default: audience, widest: audience },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `${privacyFieldLabels[field]}: a rule has only a default and a widest audience.`
          : issue.code === 'invalid_type'
            ? `${privacyFieldLabels[field]}: give its default and widest audiences.`
            : undefined,
    },
  );

/** GET /api/officer/privacy, and the answer to its PUT. */
export const chapterPrivacyResponse = z.object({ fields: everyField(fieldRule) });
export type ChapterPrivacy = z.infer<typeof chapterPrivacyResponse>;

/**
 * PUT /api/officer/privacy: the fields to change, each with its default and widest (the default is
 * kept as given, even wider than the widest: it applies within the limit). POST
 * /api/officer/privacy/preview takes the same body.
 */
export const chapterPrivacyRequest = z.object({ fields: someFields(fieldRuleFor) }).strict();
export type ChapterPrivacyRequest = z.infer<typeof chapterPrivacyRequest>;

/**
 * POST /api/officer/privacy/preview: what the change would do, saving nothing — for each field and
 * move of its audience (`from` → `to`), how many people who filled the field in it would move.
 */
export const chapterPrivacyPreviewResponse = z.object({
  changes: z.array(
    z.object({
      field: z.enum(privacyFields),
      from: audience,
      to: audience,
      affected: z.number().int(),
    }),
  ),
});
export type ChapterPrivacyPreview = z.infer<typeof chapterPrivacyPreviewResponse>;

export const myFieldPrivacy = z.object({
  /** Who sees it now: his choice within the chapter's limit, or the chapter's default. */
  audience,
  /** The widest he may choose. */
  widest: audience,
  /** The chapter's default within its limit (what he gets back by choosing null). */
  default: audience,
  /** Whether he chose (false: the default applies, and follows the chapter's changes). */
  chosen: z.boolean(),
});
export type MyFieldPrivacy = z.infer<typeof myFieldPrivacy>;

/** GET /api/me/privacy, and the answer to its PUT. */
export const myPrivacyResponse = z.object({ fields: everyField(myFieldPrivacy) });
export type MyPrivacy = z.infer<typeof myPrivacyResponse>;

/** PUT /api/me/privacy: `{ phone: "chapter" }`; null gives the field back to the chapter's default. */
export const myPrivacyRequest = someFields(audience.nullable());
export type MyPrivacyRequest = z.infer<typeof myPrivacyRequest>;

/**
 * A person as a directory shows him to one viewer: his name and class always, every other field
 * only when its owner lets the viewer see it and it is filled (absent otherwise, never null).
 */
export const directoryProfile = z.object({
  id: z.string(),
  name: z.string(),
  graduationYear: z.number().int().nullable(),
  profilePicture: z.string().optional(),
  bio: z.string().optional(),
  linkedin: z.string().optional(),
  major: z.string().optional(),
  phone: z.string().optional(),
  city: z.string().optional(),
  employer: z.string().optional(),
  industry: z.string().optional(),
  mentoring: z.boolean().optional(),
  hiring: z.boolean().optional(),
});
export type DirectoryProfile = z.infer<typeof directoryProfile>;

const yesOnly = z
  .enum(['true', 'yes', '1'], { error: 'Say true to list only those who said yes.' })
  .optional();

/** GET /api/alumni/directory: every filter optional; each matches only what the caller may see. */
export const alumniDirectoryQuery = z.object({
  /** Words of the name, employer, city, industry or major. */
  q: z.string().trim().max(limits.alumniDirectory.queryMaxLength).optional(),
  class: z.coerce
    .number({ error: 'The class is a year, like 2019.' })
    .int('The class is a year, like 2019.')
    .min(1900)
    .max(2200)
    .optional(),
  city: z.string().trim().max(limits.profile.cityMaxLength).optional(),
  industry: z.enum(industries, { error: 'Choose an industry from the list.' }).optional(),
  mentoring: yesOnly,
  hiring: yesOnly,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AlumniDirectoryQuery = z.input<typeof alumniDirectoryQuery>;

export const alumniDirectoryResponse = z.object({
  alumni: z.array(directoryProfile),
  ...pageFields,
  /** The classes of every alumnus, newest first (for the class filter). */
  classes: z.array(z.number().int()),
});
export type AlumniDirectoryResponse = z.infer<typeof alumniDirectoryResponse>;

/**
 * GET /api/me/data-access: who saw his data in the last year, newest first; one entry per officer,
 * kind of reading and day.
 */
export const dataAccessResponse = z.object({
  entries: z.array(
    z.object({
      /** The last time that day. */
      at: z.string(),
      /** The officer's name, as it was then. */
      who: z.string(),
      what: z.string(),
      /** How many times that day (1 or more). */
      count: z.number().int(),
    }),
  ),
});
export type DataAccess = z.infer<typeof dataAccessResponse>;
