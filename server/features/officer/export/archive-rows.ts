// What a row of each archived table may hold (`npm run import`, archive.ts): the rules of the API
// that writes it — a name as signup takes it, an event as the console saves it, a gift as the
// treasurer records it — and the shapes the server itself writes (ids, timestamps, hashes). An
// import checks every row with these before it writes anything, so no row that the site could not
// have made, and might not start or render with, gets into the database.
import { z } from 'zod';
import { hashToken } from '../../../lib/tokens.ts';
import { roles } from '../../../../contract/api/auth.ts';
import { emailAddress } from '../../../../contract/api/newsletter.ts';
import { freeText } from '../../../../contract/api/common.ts';
import { subscriberStatuses } from '../../../../contract/api/officer/mail.ts';
import { alumniEventIcons, rsvpStates } from '../../../../contract/api/member-area.ts';
import { alumniEventKey, capacity } from '../../../../contract/api/officer/calendar.ts';
import { parseUploadedRef } from '../../../../contract/content-pictures.ts';
import { repeatEvery } from '../../../../contract/event-repeats.ts';
import { contentFiles } from '../../../../contract/content.ts';
import { limits } from '../../../../contract/limits.ts';
import { industries, privacyChoicesOf } from '../../../../contract/privacy.ts';
import { audiencePattern, mailKinds } from '../../../../contract/mail.ts';
import { areas } from '../../../../contract/officer-areas.ts';
import {
  largestLineCents,
  ledgerAccounts,
  onlineMethods,
  paymentMethods,
  postingKinds,
} from '../../../../contract/money.ts';
import { attemptStatuses } from '../../../../contract/api/payments.ts';
import { periodStats } from '../../../../contract/api/recruitment.ts';
import { recruitmentLimits } from '../../../../contract/recruitment.ts';
import type { Database } from '../../../db/schema.ts';
import type { archivedTables } from './archive.ts';

import {
  attendanceKinds,
  attendanceStatuses,
  requestStatuses,
} from '../../../../contract/attendance.ts';

const { events: eventLimits, profile } = limits;

/** Ids the server makes (`randomUUID()`), written 8-4-4-4-12. */
const id = z.guid('must be an id (8-4-4-4-12 hexadecimal digits)');
/** Timestamps are ISO-8601 UTC text (decision 001). */
const at = z.iso.datetime('must be an ISO-8601 UTC time, like 2026-10-01T12:00:00.000Z');
const day = z.iso.date('must be a day, YYYY-MM-DD');
/** SHA-256, hexadecimal: how codes, tokens and session secrets are stored. */
const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hash (64 hexadecimal digits)');
const flag = z.union([z.literal(0), z.literal(1)], { error: 'must be 0 or 1' });
const count = z.int().min(0);
const pixels = z.int().min(1).max(20_000);
/** A free text of the API's one rule (contract/text.ts): one line unless `multiline`. */
const text = (label: string, max: number, multiline = false) => freeText({ label, max, multiline });
const optionalText = (label: string, max: number, multiline = false) =>
  freeText({ label, max, required: false, multiline }).nullable();
/** A label the server writes itself ("Name <email>", "command line (root)"): one line. */
const label = text('The label', 400);

const areaList = z
  .string()
  .refine(
    (value) =>
      value === '' || value.split(',').every((area) => (areas as readonly string[]).includes(area)),
    `must be areas separated by commas, each one of ${areas.join(', ')}`,
  );

/** A JSON list of `item`s as text (a position's checklist, a term's ticks). */
const jsonList = (item: z.ZodType) =>
  z.string().refine((value) => {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) && parsed.every((entry) => item.safeParse(entry).success);
    } catch {
      return false;
    }
  }, 'must be a JSON list of the right items');

/** A JSON object as text (the audit log's details). */
const jsonObject = z.string().refine((value) => {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}, 'must be a JSON object');

/** Whole cents of one line or charge: never more than the largest line (contract/money.ts). */
const cents = z
  .int('must be whole cents')
  .min(1, 'must be more than 0 cents')
  .max(largestLineCents, `must be at most ${largestLineCents} cents ($100,000)`);
/** A ledger line's cents: debit positive, credit negative, never 0. */
const signedCents = z
  .int('must be whole cents')
  .min(-largestLineCents, `must be at least -${largestLineCents} cents`)
  .max(largestLineCents, `must be at most ${largestLineCents} cents`)
  .refine((value) => value !== 0, 'must not be 0');
/** A day of the ledger: real, within 2000–2099. */
const moneyDay = day.refine(
  (value) => value >= '2000-01-01' && value <= '2099-12-31',
  'must be a day from 2000 to 2099',
);
/** A posting's id: the server's, or a gift's and a void's from migration 0026 (`gift-<id>`). */
const postingId = z
  .string()
  .regex(
    /^([a-z]+-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    'must be a posting id',
  );
const instalment = z.strictObject({ dueOn: moneyDay, amountCents: cents });
/** An object's id at the processor: `cs_test_…`, `pi_…`, `ch_…`, `re_…`. */
const processorId = z
  .string()
  .regex(/^[a-z]{2,8}_[A-Za-z0-9_]{3,250}$/, 'must be a processor’s id');

const pictureType = z.enum(['image/webp', 'image/avif'], {
  error: 'must be image/webp or image/avif',
});

type ArchivedTable = (typeof archivedTables)[number];

/** A row of each table, as the archive's JSON holds it (pictures' bytes travel as files). */
export const archiveRowSchemas: Record<ArchivedTable, z.ZodType> = {
  appMeta: z.strictObject({ key: text('The key', 100), value: z.string().max(10_000) }),
  inviteCodes: z.strictObject({
    id,
    codeHash: sha256,
    role: z.enum(roles),
    usesLeft: count,
    expiresAt: at,
    createdBy: label,
    createdAt: at,
    revokedAt: at.nullable().optional(),
    createdByUserId: id.nullable().optional(),
    // Migration 0028: an accepted bid's invite, for one email and the prospect it came from.
    email: emailAddress.nullable().optional(),
    prospectId: id.nullable().optional(),
  }),
  users: z
    .strictObject({
      id,
      name: text('The name', profile.nameMaxLength),
      email: emailAddress,
      // argon2id in PHC format, or a mark of an account without a password (`!…`, the demo's).
      passwordHash: z
        .string()
        .regex(/^(\$argon2id\$v=19\$[^\s]+|![^\s]*)$/, 'must be an argon2id hash (PHC format)'),
      role: z.enum(roles),
      isOfficer: flag.optional(),
      position: optionalText('The position', profile.positionMaxLength),
      major: optionalText('The major', profile.majorMaxLength),
      graduationYear: z.int().min(1900).max(2200).nullable(),
      linkedin: z
        .string()
        .regex(/^https:\/\/([a-z]{2,3}\.|www\.)?linkedin\.com\/\S*$/, 'must be a LinkedIn address')
        .max(200)
        .nullable(),
      profilePicture: z
        .string()
        .regex(/^\/media\/[0-9a-f-]{36}$/, 'must be /media/<id>')
        .nullable(),
      inviteCodeId: id.nullable(),
      verifiedAt: at.nullable(),
      createdAt: at,
      updatedAt: at,
      areas: areaList.optional(),
      disabledAt: at.nullable().optional(),
      twoFactorSecret: z
        .string()
        .regex(/^[A-Z2-7]{16,128}$/, 'must be a base32 secret')
        .nullable()
        .optional(),
      twoFactorEnabledAt: at.nullable().optional(),
      twoFactorLastStep: count.nullable().optional(),
      twoFactorPendingSecret: z
        .string()
        .regex(/^[A-Z2-7]{16,128}$/, 'must be a base32 secret')
        .nullable()
        .optional(),
      twoFactorPendingUntil: at.nullable().optional(),
      calendarFeedToken: z
        .string()
        .regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be a calendar feed token')
        .nullable()
        .optional(),
      calendarFeedTokenHash: sha256.nullable().optional(),
      officeGrant: flag.optional(),
      officePreview: areaList.optional(),
      officeUntil: day.nullable().optional(),
      bio: optionalText('The bio', limits.offices.bioMaxLength, true).optional(),
      initiatedOn: day.nullable().optional(),
      phone: optionalText('The phone', profile.phoneMaxLength).optional(),
      city: optionalText('The city', profile.cityMaxLength).optional(),
      employer: optionalText('The employer', profile.employerMaxLength).optional(),
      industry: z.enum(industries).nullable().optional(),
      mentoring: flag.nullable().optional(),
      hiring: flag.nullable().optional(),
      privacy: z
        .string()
        .max(2000)
        .refine((value) => privacyChoicesOf(value) !== null, 'must be privacy choices')
        .optional(),
      endedAt: at.nullable().optional(),
      mailOff: z
        .string()
        .max(100)
        .refine(
          (value) =>
            value === '' ||
            value.split(',').every((kind) => (mailKinds as readonly string[]).includes(kind)),
          'must be kinds of mail',
        )
        .optional(),
      profileVersion: count.optional(),
    })
    // Only a feed token's hash is kept (docs/api.md#calendar-feeds): an archive made before
    // that keeps its links working by the hash, and its plain token is never written back.
    .transform(({ calendarFeedToken, ...user }) => ({
      ...user,
      ...(calendarFeedToken !== undefined
        ? {
            calendarFeedToken: null,
            calendarFeedTokenHash:
              user.calendarFeedTokenHash ??
              (calendarFeedToken === null ? null : hashToken(calendarFeedToken)),
          }
        : {}),
    })),
  dataAccess: z.strictObject({
    id,
    userId: id,
    at,
    actorId: id.nullable(),
    actorLabel: label,
    what: text('What was done', 200),
    // From migration 0021: an archive made before it has none (its entries stay as they were).
    day: day.nullable().optional(),
    actorKey: z.string().max(500).nullable().optional(),
    times: z.int().min(1).optional(),
    kind: z.enum(['view', 'export']).optional(),
  }),
  positions: z.strictObject({
    id,
    title: text('The title', limits.offices.titleMaxLength),
    areas: areaList,
    board: flag,
    seats: z.int().min(1).max(limits.offices.maxSeats),
    sortOrder: z.int().min(1).max(limits.offices.maxOrder),
    checklist: jsonList(text('A checklist item', limits.offices.checklistItemMaxLength)),
    alumniMayHold: flag,
    createdAt: at,
    updatedAt: at,
  }),
  terms: z.strictObject({
    id,
    positionId: id,
    userId: id,
    startsOn: day,
    endsOn: day.nullable(),
    note: freeText({
      label: 'The handover note',
      max: limits.offices.handoverNoteMaxLength,
      required: false,
      multiline: true,
    }).optional(),
    done: jsonList(z.boolean()).optional(),
    remindedOn: day.nullable().optional(),
    replaces: id.nullable().optional(),
    replacedEndsOn: day.nullable().optional(),
    createdAt: at,
  }),
  recoveryCodes: z.strictObject({
    id,
    userId: id,
    codeHash: sha256,
    usedAt: at.nullable(),
    createdAt: at,
  }),
  media: z.strictObject({
    id,
    ownerId: id,
    contentType: pictureType,
    width: pixels,
    height: pixels,
    createdAt: at,
    attachedAt: at.nullable(),
  }),
  newsletterIssues: z.strictObject({
    id,
    title: text('The title', limits.newsletter.issueTitleMaxLength),
    issueDate: day,
    createdBy: label,
    createdAt: at,
  }),
  newsletterIssuePages: z.strictObject({
    issueId: id,
    position: z.int().min(1).max(limits.newsletter.issuePagesMax),
    previewMediaId: id,
    fullMediaId: id,
  }),
  eventSeries: z.strictObject({
    id,
    every: z.enum(repeatEvery),
    until: day,
    createdAt: at,
  }),
  events: z.strictObject({
    id,
    title: text('The title', eventLimits.titleMaxLength),
    date: day,
    time: optionalText('The time', 40),
    location: optionalText('The location', eventLimits.locationMaxLength),
    description: optionalText('The description', eventLimits.descriptionMaxLength, true),
    createdAt: at,
    updatedAt: at.nullable().optional(),
    // Migration 0019: whether it counts, what it gives, and its check-in codes' key.
    attendance: z.enum(attendanceKinds).optional(),
    points: z.int().min(0).max(eventLimits.pointsMax).optional(),
    serviceHalfHours: z.int().min(0).max(48).optional(),
    checkInKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a check-in key (43 base64url characters)')
      .nullable()
      .optional(),
    // Migration 0024: the series it is an occurrence of.
    seriesId: id.nullable().optional(),
    // Migration 0028: a rush event.
    recruitment: flag.optional(),
  }),
  attendance: z.strictObject({
    eventId: id,
    userId: id,
    status: z.enum(attendanceStatuses),
    how: z.enum(['code', 'officer']),
    at,
    markedBy: id.nullable(),
  }),
  semesters: z.strictObject({
    id,
    name: text('The name', 60),
    startsOn: day,
    endsOn: day,
    createdAt: at,
    updatedAt: at,
  }),
  excuses: z.strictObject({
    id,
    eventId: id,
    userId: id,
    reason: text('The reason', limits.standing.reasonMaxLength, true),
    status: z.enum(requestStatuses),
    note: freeText({
      label: 'The note',
      max: limits.standing.noteMaxLength,
      required: false,
      multiline: true,
    }),
    decidedBy: id.nullable(),
    decidedAt: at.nullable(),
    createdAt: at,
  }),
  serviceHours: z.strictObject({
    id,
    userId: id,
    date: day,
    halfHours: z.int().min(1).max(48),
    description: text('What he did', limits.standing.reasonMaxLength, true),
    confirmer: freeText({ label: 'Who can confirm it', max: 120, required: false }),
    status: z.enum(requestStatuses),
    note: freeText({
      label: 'The note',
      max: limits.standing.noteMaxLength,
      required: false,
      multiline: true,
    }),
    decidedBy: id.nullable(),
    decidedAt: at.nullable(),
    createdAt: at,
  }),
  requirements: z.strictObject({
    semesterId: id,
    side: z.enum(['new', 'active']),
    attendancePercent: z.int().min(0).max(100),
    serviceHalfHours: z.int().min(0).max(1000),
    points: z.int().min(0).max(10_000),
    // Migration 0026: an archive made before it asks no dues.
    duesPaid: flag.optional(),
  }),
  alumniEvents: z.strictObject({
    key: alumniEventKey,
    title: text('The title', eventLimits.titleMaxLength),
    displayDate: text('The date as shown', 80),
    sortDate: day,
    endDate: day.nullable(),
    time: optionalText('The time', 40),
    location: optionalText('The location', eventLimits.locationMaxLength),
    type: text('The type', 60),
    icon: z.enum(alumniEventIcons),
    description: text('The description', eventLimits.descriptionMaxLength, true),
    canRsvp: flag.optional(),
    createdAt: at,
    capacity: capacity.nullable().optional(),
    updatedAt: at.nullable().optional(),
  }),
  rsvps: z.strictObject({
    eventKey: alumniEventKey,
    userId: id,
    createdAt: at,
    status: z.enum(rsvpStates).optional(),
  }),
  donations: z.strictObject({
    id,
    initiative: text('The initiative', 200),
    amountCents: z
      .int()
      .min(1)
      .max(100_000 * 100),
    donorName: optionalText('The donor', 100),
    donatedOn: day,
    note: optionalText('The note', 200, true),
    recordedBy: label,
    createdAt: at,
    voidedAt: at.nullable().optional(),
    voidedBy: label.nullable().optional(),
    voidReason: optionalText('The reason', 200).optional(),
    accountId: id.nullable().optional(),
    // Migration 0026: an archive made before it has none (the import posts its gifts).
    postingId: postingId.nullable().optional(),
  }),
  // The chapter's money (migration 0026, docs/money.md): a posting's lines before its header.
  ledgerLines: z.strictObject({
    postingId,
    line: z.int().min(1).max(1000),
    account: z.enum(ledgerAccounts),
    userId: id.nullable(),
    initiative: optionalText('The initiative', 200),
    amountCents: signedCents,
  }),
  ledgerPostings: z.strictObject({
    id: postingId,
    kind: z.enum(postingKinds),
    occurredOn: moneyDay,
    dueOn: moneyDay.nullable(),
    userId: id.nullable(),
    description: text('The description', 600),
    method: z.enum([...paymentMethods, ...onlineMethods]).nullable(),
    reference: optionalText('The reference', 100),
    note: optionalText('The note', 1000, true),
    scheduleId: id.nullable(),
    sourceKey: z
      .string()
      .regex(/^[a-z_-]+:\S{1,300}$/, 'must be a rule’s key, like dues:<schedule>:<member>')
      .nullable(),
    reverses: postingId.nullable(),
    reason: optionalText('The reason', 1000, true),
    receiptNumber: z.int().min(1).max(1_000_000_000).nullable(),
    claimId: id.nullable(),
    createdBy: id.nullable(),
    createdByName: label,
    createdAt: at,
  }),
  duesSchedules: z.strictObject({
    id,
    name: text('The name', 100),
    semesterId: id,
    side: z.enum(['new', 'active']),
    amountCents: cents,
    dueOn: moneyDay,
    nationalShareCents: z.int().min(0).max(largestLineCents),
    createdBy: id.or(z.literal('')),
    createdAt: at,
    updatedAt: at,
    billedAt: at.nullable(),
  }),
  paymentClaims: z.strictObject({
    id,
    userId: id,
    amountCents: cents,
    method: z.enum(paymentMethods),
    reference: freeText({ label: 'The reference', max: 100, required: false }),
    paidOn: moneyDay,
    note: optionalText('The note', 1000, true),
    pictureId: id.nullable(),
    status: z.enum(['pending', 'approved', 'refused']),
    decidedBy: id.nullable(),
    decidedAt: at.nullable(),
    decisionNote: optionalText('The note', 1000, true),
    postingId: postingId.nullable(),
    createdAt: at,
  }),
  paymentPlans: z.strictObject({
    id,
    userId: id,
    instalments: jsonList(instalment),
    proposedBy: z.enum(['member', 'treasurer']),
    proposedById: id,
    status: z.enum(['proposed', 'accepted', 'declined', 'replaced', 'ended']),
    decidedBy: id.nullable(),
    decidedAt: at.nullable(),
    note: optionalText('The note', 1000, true),
    createdAt: at,
  }),
  moneySettings: z.strictObject({
    id: z.literal(1, 'must be 1: the chapter has one row of money settings'),
    graceDays: z.int().min(0).max(365),
    absenceFineCents: z.int().min(0).max(largestLineCents),
    lateFeeCents: z.int().min(0).max(largestLineCents),
    lateFeeAfterDays: z.int().min(0).max(365),
    lateFeeMinimumCents: z.int().min(0).max(largestLineCents),
    reminders: flag,
    remindDaysBefore: z.int().min(0).max(365),
    nextReceiptNumber: z.int().min(1).max(1_000_000_000),
    updatedAt: at.nullable(),
    // Paying online (migration 0027): absent from an older archive, whose chapter had the defaults.
    onlineMethods: z
      .string()
      .regex(/^((card|us_bank_account)(,(card|us_bank_account))?)?$/, 'must be methods online')
      .optional(),
    cardPercentBasisPoints: z.int().min(0).max(1_000).optional(),
    cardFixedCents: z.int().min(0).max(10_000).optional(),
    bankPercentBasisPoints: z.int().min(0).max(1_000).optional(),
    bankCapCents: z.int().min(0).max(10_000).optional(),
  }),
  moneyReminders: z.strictObject({
    userId: id,
    sentOn: moneyDay,
    kind: z.string().regex(/^[a-z_]{1,40}$/, 'must be a kind of reminder'),
  }),
  // Paying online (migration 0027, docs/money.md#paying-online).
  paymentAttempts: z.strictObject({
    id,
    kind: z.enum(['dues', 'gift']),
    userId: id.nullable(),
    initiative: optionalText('The initiative', 200),
    donorName: optionalText('The donor', 100),
    fromPage: z.enum(['philanthropy', 'alumni']).nullable(),
    amountCents: cents,
    idempotencyKey: id,
    sessionId: processorId.nullable(),
    sessionUrl: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable(),
    status: z.enum(attemptStatuses),
    method: z.enum(onlineMethods).nullable(),
    paymentIntentId: processorId.nullable(),
    chargeId: processorId.nullable(),
    email: emailAddress.nullable(),
    feeCents: z.int().min(0).max(largestLineCents).nullable(),
    refundedCents: z.int().min(0).max(largestLineCents),
    disputedCents: z.int().min(0).max(largestLineCents),
    postingId: postingId.nullable(),
    paidAt: at.nullable(),
    failureToldAt: at.nullable(),
    createdAt: at,
    updatedAt: at,
  }),
  paymentRefunds: z.strictObject({
    id,
    attemptId: id,
    amountCents: cents,
    reason: text('The reason', 1000, true),
    idempotencyKey: id,
    refundId: processorId.nullable(),
    requestedBy: id,
    requestedByName: label,
    createdAt: at,
  }),
  newsletterSubscribers: z.strictObject({
    id,
    email: emailAddress,
    status: z.enum(subscriberStatuses),
    confirmTokenHash: sha256.nullable(),
    confirmExpiresAt: at.nullable(),
    confirmationSentAt: at.nullable(),
    unsubscribeToken: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be a token'),
    createdAt: at,
    confirmedAt: at.nullable(),
    unsubscribedAt: at.nullable(),
    bouncedAt: at.nullable().optional(),
  }),
  newsletterSends: z.strictObject({
    id,
    idempotencyKey: z.string().min(1).max(200),
    subject: text('The subject', limits.newsletter.subjectMaxLength),
    body: text('The text', limits.newsletter.bodyMaxLength, true),
    recipients: count,
    createdBy: label,
    createdAt: at,
    // Absent from archives made before sends were queued in batches.
    queuedAt: at.nullable().optional(),
    // Absent from archives made before mail to the chapter's accounts (0020): subscribers.
    audience: z.string().regex(audiencePattern, 'must be an audience').optional(),
    kind: z.enum(mailKinds).optional(),
  }),
  auditLog: z.strictObject({
    id,
    at,
    actorId: id.nullable(),
    actorLabel: label,
    action: text('The action', 100),
    targetId: z.string().max(200).nullable(),
    targetLabel: z.string().max(1000).nullable(),
    details: jsonObject,
  }),
  contentVersions: z.strictObject({
    id,
    document: z.enum(contentFiles, { error: `must be one of ${contentFiles.join(', ')}` }),
    number: z.int().min(1),
    // Checked against the document's schema where it is published (archive.ts).
    body: z.string(),
    authorId: id.nullable(),
    authorLabel: label,
    createdAt: at,
    restoredFrom: id.nullable(),
  }),
  contentDocuments: z.strictObject({
    name: z.enum(contentFiles, { error: `must be one of ${contentFiles.join(', ')}` }),
    currentVersionId: id,
    updatedAt: at,
  }),
  contentPictures: z.strictObject({
    name: z
      .string()
      .refine(
        (name) =>
          parseUploadedRef(`uploads/${name}`) !== undefined ||
          /^[0-9a-f]{24}-\d{1,5}\.(avif|webp)$/.test(name),
        'must be a picture name like <id>-<w>x<h>.webp or <id>-<width>.avif',
      ),
    pictureId: z.string().regex(/^[0-9a-f]{24}$/, 'must be a picture id'),
    contentType: pictureType,
    width: pixels,
    height: pixels,
    createdAt: at,
    uploadedBy: label,
  }),
  // Recruitment (migration 0028): a period, its prospects and what hangs on them.
  recruitmentPeriods: z.strictObject({
    id,
    name: text('The name', recruitmentLimits.periodNameMaxLength),
    opensOn: day,
    closesOn: day,
    deleteAfterDays: z.int().min(0).max(recruitmentLimits.deleteAfterDaysMax),
    stages: z.string().refine((value) => {
      try {
        const stages: unknown = JSON.parse(value);
        return (
          Array.isArray(stages) &&
          stages.length >= 1 &&
          stages.length <= recruitmentLimits.stagesMax &&
          stages.every((stage) => typeof stage === 'string' && stage.length > 0)
        );
      } catch {
        return false;
      }
    }, 'must be a JSON list of stage names'),
    quorumPercent: z.int().min(0).max(100),
    thresholdPercent: z.int().min(0).max(100),
    vetoes: z.int().min(0).max(20),
    stats: z
      .string()
      .refine((value) => {
        try {
          return periodStats.safeParse(JSON.parse(value)).success;
        } catch {
          return false;
        }
      }, "must be a JSON of the period's numbers")
      .nullable(),
    deletedAt: at.nullable(),
    createdAt: at,
    updatedAt: at,
  }),
  prospects: z.strictObject({
    id,
    periodId: id,
    name: text('The name', recruitmentLimits.nameMaxLength),
    email: emailAddress,
    phone: z.string().max(40).nullable(),
    classYear: z.int().min(1900).max(2200).nullable(),
    major: optionalText('The major', recruitmentLimits.majorMaxLength),
    heardFrom: optionalText('How he heard of us', recruitmentLimits.heardFromMaxLength),
    stage: text('The stage', recruitmentLimits.stageMaxLength),
    confirmedAt: at.nullable(),
    bidStatus: z.enum(['none', 'extended', 'accepted', 'declined']),
    bidExpiresOn: day.nullable(),
    bidAt: at.nullable(),
    bidAnsweredAt: at.nullable(),
    inviteId: id.nullable(),
    joinedUserId: id.nullable(),
    votedOn: flag,
    registeredAt: at,
    updatedAt: at,
  }),
  prospectLinks: z.strictObject({
    tokenHash: sha256,
    prospectId: id,
    purpose: z.enum(['confirm', 'forget', 'bid']),
    expiresAt: at,
    usedAt: at.nullable(),
    createdAt: at,
  }),
  prospectCheckIns: z.strictObject({ prospectId: id, eventId: id, at }),
  prospectNotes: z.strictObject({
    id,
    prospectId: id,
    authorId: id.nullable(),
    text: text('The note', recruitmentLimits.noteMaxLength, true),
    createdAt: at,
    editedAt: at.nullable(),
  }),
  prospectNoteEdits: z.strictObject({
    id,
    noteId: id,
    text: text('The note', recruitmentLimits.noteMaxLength, true),
    at,
  }),
  recruitmentBallots: z.strictObject({
    id,
    periodId: id,
    openedBy: id.nullable(),
    openedAt: at,
    closesAt: at,
    closedAt: at.nullable(),
    eligible: count,
  }),
  recruitmentBallotElectors: z.strictObject({ ballotId: id, userId: id }),
  recruitmentBallotTallies: z.strictObject({
    ballotId: id,
    prospectId: id,
    yes: count,
    no: count,
    abstain: count,
    recused: count,
  }),
  recruitmentBallotVoters: z.strictObject({ ballotId: id, prospectId: id, userId: id }),
  recruitmentDeletions: z.strictObject({
    id,
    at,
    periodId: id,
    periodName: text('The name', recruitmentLimits.periodNameMaxLength),
    count,
  }),
} satisfies Record<ArchivedTable, z.ZodType> & Partial<Record<keyof Database, z.ZodType>>;
