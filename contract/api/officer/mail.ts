// The newsletter in the officer console (area `communications`; docs/api.md#newsletter-console):
// subscribers, composing and sending a newsletter with its progress, and the issues of the home
// page's "Latest Newsletter" viewer.
import { z } from 'zod';
import { audiencePattern, mailKinds } from '../../mail.ts';
import { limits } from '../../limits.ts';
import { freeText } from '../common.ts';
import { apiErrorSchema } from '../errors.ts';
import { listFormat } from '../officer.ts';
import { pageFields, pageQuery } from '../paging.ts';

// ---- Subscribers ---------------------------------------------------------------------------------

export const subscriberStatuses = ['pending', 'active', 'unsubscribed', 'bouncing'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const subscriberRow = z.object({
  email: z.string(),
  /** pending (not confirmed yet), active, unsubscribed, bouncing (a permanent SMTP refusal). */
  status: z.enum(subscriberStatuses),
  confirmedAt: z.string().nullable(),
  /** When the address first signed up. */
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
  bouncedAt: z.string().nullable(),
});
export type SubscriberRow = z.infer<typeof subscriberRow>;

export const subscribersQuery = z.object({
  status: z
    .enum(subscriberStatuses, { error: 'Filter by pending, active, unsubscribed or bouncing.' })
    .optional(),
  /** Part of the address, as typed: `%` and `_` are themselves, not wildcards. */
  q: z
    .string()
    .trim()
    .toLowerCase()
    .max(
      limits.emailMaxLength,
      `Search for at most ${limits.emailMaxLength} characters of an address.`,
    )
    .optional(),
  ...pageQuery(50),
  format: listFormat,
});
export type SubscribersQuery = z.input<typeof subscribersQuery>;

export const subscriberCounts = z.object({
  pending: z.number().int(),
  active: z.number().int(),
  unsubscribed: z.number().int(),
  bouncing: z.number().int(),
});
export type SubscriberCounts = z.infer<typeof subscriberCounts>;

export const subscribersResponse = z.object({
  subscribers: z.array(subscriberRow),
  /** Per status, over every subscriber (whatever the filter). */
  counts: subscriberCounts,
  ...pageFields,
});
export type SubscribersResponse = z.infer<typeof subscribersResponse>;

// ---- Composing and sending -----------------------------------------------------------------------

/** One line: a subject with a line break would be a second header (header injection). */
export const newsletterSubject = freeText({
  label: 'The subject',
  max: limits.newsletter.subjectMaxLength,
});

/** The text with simple formatting (server/core/mail/simple-format.ts). */
export const newsletterBody = freeText({
  label: 'The text',
  max: limits.newsletter.bodyMaxLength,
  multiline: true,
});

export const composeRequest = z.object({ subject: newsletterSubject, body: newsletterBody });

export const mailAudience = z
  .string({ error: 'Choose whom it goes to.' })
  .regex(
    audiencePattern,
    'Choose whom it goes to: subscribers, members, alumni, class:<year> or event:<alumni event>.',
  );

export const mailKind = z.enum(mailKinds, {
  error: `Choose its kind: ${mailKinds.join(', ')}.`,
});

/** GET /api/officer/mail/recipients: how many a send to `audience` of `kind` would reach. */
export const recipientsQuery = z.object({
  audience: mailAudience.default('subscribers'),
  kind: mailKind.default('announcements'),
});
export const recipientsResponse = z.object({
  recipients: z.number().int(),
  /** The audience as the console names it ("Class of 2019"). */
  label: z.string(),
});
export type ComposeRequest = z.input<typeof composeRequest>;

/**
 * A send: the newsletter, and `confirmDuplicate: true` once the officer said yes to "Send it again
 * to N people?" (a newsletter of the same subject went out less than an hour ago).
 */
export const sendRequest = composeRequest.extend({
  confirmDuplicate: z.boolean().optional(),
  /** Whom it goes to (docs/api.md#mail): the subscribers (the default) or the chapter's accounts. */
  audience: mailAudience.optional(),
  /** Its kind: an account that turned the kind off does not get it (the default: announcements). */
  kind: mailKind.optional(),
});
export type SendRequest = z.input<typeof sendRequest>;

/** 409: the same subject went out less than an hour ago; nothing was sent. */
export const duplicateSendError = apiErrorSchema.extend({
  error: z.literal('duplicate_send'),
  /** The people it would go to now: every active subscriber. */
  recipients: z.number().int(),
  /** When the earlier send of the subject went out. */
  sentAt: z.string(),
});
export type DuplicateSendError = z.infer<typeof duplicateSendError>;

/** The email exactly as a subscriber gets it (with a sample unsubscribe link). */
export const previewResponse = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type PreviewResponse = z.infer<typeof previewResponse>;

export const testSendResponse = z.object({ message: z.string(), to: z.string() });

/**
 * The Idempotency-Key header of a send (IETF draft-ietf-httpapi-idempotency-key-header): a value
 * the browser makes once per newsletter, such as a UUID, optionally in double quotes.
 */
export const idempotencyKeyPattern = /^(?:"([A-Za-z0-9_.:-]{8,128})"|([A-Za-z0-9_.:-]{8,128}))$/;

export const idempotencyKeyHeader = z
  .string({
    error:
      'Send an Idempotency-Key header (a new random value, such as a UUID, for each newsletter), so the newsletter cannot be sent twice.',
  })
  .regex(
    idempotencyKeyPattern,
    'The Idempotency-Key header must be 8 to 128 letters, digits, or the characters _ . : - (a UUID, for example).',
  )
  .transform((value) => {
    const [, quoted, bare] = idempotencyKeyPattern.exec(value)!;
    return (quoted ?? bare)!;
  });

export const sendHeaders = z.looseObject({ 'idempotency-key': idempotencyKeyHeader });

/** 202: the emails are queued; a repeat with the same key gives the same answer. */
export const sendAccepted = z.object({
  /** Emails queued: one per active subscriber. */
  queued: z.number().int(),
  sendId: z.string(),
  message: z.string(),
});
export type SendAccepted = z.infer<typeof sendAccepted>;

export const sendProgress = z.object({
  id: z.string(),
  subject: z.string(),
  /** Whom it went to, and its kind (docs/api.md#mail). */
  audience: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  /** The officer who sent it ("Name <email>"). */
  createdBy: z.string(),
  /** Emails made for the send (the active subscribers then). */
  recipients: z.number().int(),
  /** Not handed to the mail server yet (waiting for their turn, or being handed over now). */
  queued: z.number().int(),
  /**
   * Kept in the outbox and never sent: no mail server is configured (no SMTP_URL), so the emails
   * are written to the outbox for reading (`npm run outbox`, the dev outbox page).
   */
  stored: z.number().int(),
  sent: z.number().int(),
  /** Refused for good (bouncing addresses among them) or interrupted while being handed over. */
  failed: z.number().int(),
  /** Of the failed ones: a permanent refusal that marked the subscriber as bouncing. */
  bounced: z.number().int(),
  /** When the next queued email is due (pacing), or null. */
  nextAt: z.string().nullable(),
  /**
   * Every email is made (they are made in batches) and none is queued any more: each was sent,
   * failed, or — without a mail server — kept in the outbox.
   */
  done: z.boolean(),
});
export type SendProgress = z.infer<typeof sendProgress>;

/** A page of the sends, newest first. */
export const sendsQuery = z.object({ ...pageQuery(20) });
export type SendsQuery = z.input<typeof sendsQuery>;

export const sendsResponse = z.object({
  sends: z.array(sendProgress),
  ...pageFields,
  /**
   * False when no SMTP server is configured (SMTP_URL): the emails are kept in the outbox
   * (`stored`), not sent.
   */
  delivering: z.boolean(),
  /** The configured pace (NEWSLETTER_PACE), e.g. "500/hour", or null: as fast as the server takes. */
  pace: z.string().nullable(),
});
export type SendsResponse = z.infer<typeof sendsResponse>;

export const sendResponse = z.object({ send: sendProgress, delivering: z.boolean() });

// ---- Issues of the "Latest Newsletter" viewer ----------------------------------------------------

/** A year from now: an issue is dated at most this far ahead. */
const aYearAhead = () => new Date(Date.now() + 366 * 86_400_000).toISOString().slice(0, 10);

/** The multipart fields of a new issue (the `pages` files aside). */
export const issueFields = z.object({
  title: freeText({ label: 'The title', max: limits.newsletter.issueTitleMaxLength }),
  date: z
    .string({ error: 'Give the issue’s date, like 2026-10-01.' })
    .trim()
    .pipe(z.iso.date('The date is YYYY-MM-DD, like 2026-10-01, and must exist on the calendar.'))
    .refine((date) => date >= '1900-01-01', 'The date is too long ago.')
    .refine((date) => date <= aYearAhead(), 'The date is more than a year ahead.'),
});
export type IssueFields = z.input<typeof issueFields>;

export const issueCreated = z.object({ id: z.string(), message: z.string() });

export const issueDeleted = z.object({ message: z.string() });
