// Table types as the application sees them (camelCase; the CamelCasePlugin maps to snake_case columns).
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are ISO-8601 UTC text on both engines so comparisons and ordering agree. */
export type Timestamp = string;

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  status: 'pending' | 'active' | 'unsubscribed' | 'bouncing';
  confirmTokenHash: string | null;
  confirmExpiresAt: Timestamp | null;
  confirmationSentAt: Timestamp | null;
  /** Kept readable: every newsletter email embeds it, and it can only ever unsubscribe. */
  unsubscribeToken: string;
  createdAt: Timestamp;
  confirmedAt: Timestamp | null;
  unsubscribedAt: Timestamp | null;
  /** When a newsletter email was refused for good (a 5xx); bouncing addresses are skipped. */
  bouncedAt: Generated<Timestamp | null>;
}

export interface OutboxTable {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** JSON object of extra headers (List-Unsubscribe, …). */
  headers: string;
  /**
   * `stored`: no SMTP configured, kept for the dev outbox; `pending` → `sent` | `failed`; a
   * newsletter email is `sending` while it is handed to SMTP.
   */
  status: 'stored' | 'pending' | 'sending' | 'sent' | 'failed';
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lockedUntil: Timestamp | null;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
  /** For a newsletter email: its send, and its subscriber (progress, bounces). */
  newsletterSendId: Generated<string | null>;
  subscriberId: Generated<string | null>;
  /** The prospective member it is to, so it is deleted with him (migration 0028). */
  prospectId: Generated<string | null>;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  expiresAt: Timestamp;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface InviteCodesTable {
  id: string;
  /** SHA-256 of the code; the code itself is shown once, when it is created. */
  codeHash: string;
  role: 'member' | 'alumni';
  usesLeft: number;
  expiresAt: Timestamp;
  createdBy: string;
  createdAt: Timestamp;
  revokedAt: Generated<Timestamp | null>;
  /** The officer who made it in the console (null for the command line and the demo). */
  createdByUserId: Generated<string | null>;
  /** The only email that may sign up with it (a bid's invite, migration 0028); null: any. */
  email: Generated<string | null>;
  /** The prospect whose accepted bid made it: his details become the account's at signup. */
  prospectId: Generated<string | null>;
}

export interface UsersTable {
  id: string;
  name: string;
  /** Lower case; unique. */
  email: string;
  /** argon2id, PHC string format. */
  passwordHash: string;
  role: 'member' | 'alumni';
  /** 0 or 1. */
  isOfficer: Generated<number>;
  /** The member's chapter position, e.g. "Treasurer" (shown in the directory). */
  position: string | null;
  major: string | null;
  graduationYear: number | null;
  linkedin: string | null;
  profilePicture: string | null;
  inviteCodeId: string | null;
  verifiedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The officer's areas, comma-separated (`accounts,calendar`); empty for everyone else. */
  areas: Generated<string>;
  /** Set while the account is disabled: it cannot log in and has no session. */
  disabledAt: Generated<Timestamp | null>;
  /** Base32 TOTP secret, once two-factor is on (never leaves the server but in `npm run export`). */
  twoFactorSecret: Generated<string | null>;
  twoFactorEnabledAt: Generated<Timestamp | null>;
  /** The last TOTP time step accepted, so a code is never accepted twice. */
  twoFactorLastStep: Generated<number | null>;
  /** A secret being set up, until confirmed with a code or `twoFactorPendingUntil`. */
  twoFactorPendingSecret: Generated<string | null>;
  twoFactorPendingUntil: Generated<Timestamp | null>;
  /** No longer written, and emptied by migration 0022: only the token's hash is kept. */
  calendarFeedToken: Generated<string | null>;
  /**
   * SHA-256 of the secret part of the account's private calendar feed URL (read-only, resettable):
   * feeds are looked up by it, and the URL is shown only when it is made (decision 015).
   */
  calendarFeedTokenHash: Generated<string | null>;
  /** 0 or 1: the command line's standing grant of every area (`npm run officer -- --grant`). */
  officeGrant: Generated<number>;
  /** The areas of an elect term he may read (14 days before it starts), comma-separated. */
  officePreview: Generated<string>;
  /**
   * The first day on which `isOfficer`, `areas`, `position` and `officePreview` (what his terms
   * give him, copied here) may change by the calendar alone; null: not without a new term.
   */
  officeUntil: Generated<string | null>;
  /** His short bio for the Executive Board page (plain text, at most 400 characters). */
  bio: Generated<string | null>;
  /** The day he was initiated (YYYY-MM-DD): a new member until then, an active from it (0019). */
  initiatedOn: Generated<string | null>;
  /** The directories' details (0020); each shown as his privacy choices allow. */
  phone: Generated<string | null>;
  city: Generated<string | null>;
  employer: Generated<string | null>;
  /** One of contract/privacy.ts `industries`. */
  industry: Generated<string | null>;
  /** Open to mentoring students: 1 yes, 0 no, null not said. */
  mentoring: Generated<number | null>;
  /** Hiring: 1 yes, 0 no, null not said. */
  hiring: Generated<number | null>;
  /** JSON: field → audience, for the fields he chose (contract/privacy.ts). */
  privacy: Generated<string>;
  /** When he ended his account (DELETE /api/me): disabled, emptied, his email freed. */
  endedAt: Generated<Timestamp | null>;
  /** The kinds of chapter email he turned off, comma-separated (contract/mail.ts). */
  mailOff: Generated<string>;
  /**
   * Raised by every change of his profile's fields (0025): a save names the version it edits, and
   * one made from an older copy is refused (docs/api.md#call-10-update-profile).
   */
  profileVersion: Generated<number>;
}

/**
 * "Who saw my data" (0020): an officer's opening of an account, or an export that included it; one
 * row per account, officer, reading and day (0021), `at` the last time and `times` how many.
 */
export interface DataAccessTable {
  id: string;
  userId: string;
  at: Timestamp;
  /** The UTC day of `at` (YYYY-MM-DD): the entries of one day are one row. */
  day: string;
  actorId: string | null;
  /** The officer's id, or `name:<his name>` when there is none: whose the day's row is. */
  actorKey: string;
  actorLabel: string;
  what: string;
  times: Generated<number>;
  /** `export` (a file that left the site) or `view` (read in the console). */
  kind: Generated<'view' | 'export'>;
}

/** An office of the chapter (docs/product.md#positions-and-terms). */
export interface PositionsTable {
  id: string;
  title: string;
  /** The console areas it carries, comma-separated. */
  areas: string;
  /** 0 or 1: shown on the Executive Board page. */
  board: number;
  seats: number;
  sortOrder: number;
  /** JSON list of the handover items' texts. */
  checklist: string;
  /** 0 or 1: an alumnus may hold it (an adviser). */
  alumniMayHold: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One person in one position, from `startsOn` to the day before `endsOn`. */
export interface TermsTable {
  id: string;
  positionId: string;
  userId: string;
  startsOn: string;
  endsOn: string | null;
  note: Generated<string>;
  /** JSON list of booleans, one per checklist item of the position. */
  done: Generated<string>;
  remindedOn: Generated<string | null>;
  /** The term this one replaced (its end was set to this one's first day), and that term's end before. */
  replaces: Generated<string | null>;
  replacedEndsOn: Generated<string | null>;
  createdAt: Timestamp;
}

export interface RecoveryCodesTable {
  id: string;
  userId: string;
  /** SHA-256; the codes are shown once. */
  codeHash: string;
  usedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface AuditLogTable {
  id: string;
  at: Timestamp;
  /** The officer's account, or null for the command line and the system. */
  actorId: string | null;
  actorLabel: string;
  action: string;
  targetId: string | null;
  targetLabel: string | null;
  /** JSON object, without secrets. */
  details: string;
}

/**
 * How many entries of the audit log each action and actor have (migration 0014): the log's filter
 * lists and totals, kept by every append in the same transaction.
 */
export interface AuditCountsTable {
  action: string;
  /** The officer's account, or '' for the command line and the system. */
  actorId: string;
  actorLabel: string;
  entries: number;
}

export interface VerificationCodesTable {
  userId: string;
  codeHash: string;
  attempts: Generated<number>;
  expiresAt: Timestamp;
  createdAt: Timestamp;
}

export interface PasswordResetsTable {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface SessionsTable {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  lastSeenAt: Timestamp;
  revokedAt: Timestamp | null;
  /** "Chrome on Android": the browser's own description, shortened (My sessions). */
  device: Generated<string | null>;
  /** When the session passed two-factor (opened with a code, or turned it on); null if it never did. */
  twoFactorAt: Generated<Timestamp | null>;
}

export interface TrustedDevicesTable {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: Timestamp;
  /** "Chrome on Android", as for sessions (Known browsers). */
  device: Generated<string | null>;
  /** The last login from this browser. */
  lastUsedAt: Generated<Timestamp | null>;
}

export interface MediaTable {
  id: string;
  ownerId: string;
  contentType: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  createdAt: Timestamp;
  /** Set once the picture is saved into a profile; unattached pictures are removed after a day. */
  attachedAt: Timestamp | null;
}

export interface EventsTable {
  id: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  time: string | null;
  location: string | null;
  description: string | null;
  createdAt: Timestamp;
  /** The last change in the console or by the command line; null until then. */
  updatedAt: Generated<Timestamp | null>;
  /** `none`, `optional` or `required` (migration 0019). */
  attendance: Generated<string>;
  points: Generated<number>;
  /** The service hours it credits those who attend, in half hours. */
  serviceHalfHours: Generated<number>;
  /** The random key the check-in codes are made from; set when the screen first opens. */
  checkInKey: Generated<string | null>;
  /** The series it is an occurrence of (migration 0024); null for an event that does not repeat. */
  seriesId: Generated<string | null>;
  /** 1: a rush event, where prospective members check in with the code and their email (0028). */
  recruitment: Generated<number>;
}

/** How a series of events repeats (migration 0024, decision 024); each occurrence is an event. */
export interface EventSeriesTable {
  id: string;
  /** `week`, `two-weeks` or `month` (contract/event-repeats.ts). */
  every: string;
  /** YYYY-MM-DD, included. */
  until: string;
  createdAt: Timestamp;
}

/** One brother at one event (migration 0019): present (by code or by hand), excused or absent. */
export interface AttendanceTable {
  eventId: string;
  userId: string;
  status: string;
  /** `code` or `officer`. */
  how: string;
  at: Timestamp;
  markedBy: string | null;
}

/** A member's request to be excused from a required event, decided by the standing officer. */
export interface ExcusesTable {
  id: string;
  eventId: string;
  userId: string;
  reason: string;
  /** `pending`, `approved` or `denied`. */
  status: Generated<string>;
  note: Generated<string>;
  decidedBy: string | null;
  decidedAt: Timestamp | null;
  createdAt: Timestamp;
}

/** Service hours a member logs outside chapter events, decided by the standing officer. */
export interface ServiceHoursTable {
  id: string;
  userId: string;
  date: string;
  halfHours: number;
  description: string;
  confirmer: Generated<string>;
  status: Generated<string>;
  note: Generated<string>;
  decidedBy: string | null;
  decidedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface SemestersTable {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface RequirementsTable {
  semesterId: string;
  /** `new` or `active`. */
  side: string;
  attendancePercent: number;
  serviceHalfHours: number;
  points: number;
  /** 0 or 1: dues paid (nothing overdue beyond the grace days, or a plan on track) is required. */
  duesPaid: Generated<number>;
}

export interface AlumniEventsTable {
  key: string;
  title: string;
  displayDate: string;
  /** YYYY-MM-DD: the (first) day, on the chapter's calendar. */
  sortDate: string;
  /** YYYY-MM-DD: the last day of an event of several days. */
  endDate: string | null;
  /** Free text ("9:00 PM", "ALL DAY"); the start is read from it (contract/event-dates.ts). */
  time: string | null;
  location: string | null;
  type: string;
  icon: string;
  description: string;
  /** 0 or 1 */
  canRsvp: Generated<number>;
  createdAt: Timestamp;
  /** Seats; past them, RSVPs go to a waitlist. Null: no limit. */
  capacity: Generated<number | null>;
  /** The last change in the console; null until then. */
  updatedAt: Generated<Timestamp | null>;
}

export interface RsvpsTable {
  eventKey: string;
  userId: string;
  createdAt: Timestamp;
  /** Waitlisted past the event's capacity, in the order they answered. */
  status: Generated<'attending' | 'waitlisted'>;
}

export interface DonationsTable {
  id: string;
  initiative: string;
  amountCents: number;
  donorName: string | null;
  donatedOn: string;
  note: string | null;
  recordedBy: string;
  createdAt: Timestamp;
  /** A gift is never deleted or edited: a mistaken one is voided, with who and why. */
  voidedAt: Generated<Timestamp | null>;
  voidedBy: Generated<string | null>;
  voidReason: Generated<string | null>;
  /** The account the treasurer linked the gift to (0021): the gift is then his. */
  accountId: Generated<string | null>;
  /** The gift's posting in the chapter's ledger (migration 0026). */
  postingId: Generated<string | null>;
}

/**
 * A line of the chapter's ledger (migration 0026, docs/money.md): cents moved on one account,
 * debit positive, credit negative. Written before its posting's header; never changed.
 */
export interface LedgerLinesTable {
  postingId: string;
  line: number;
  account: string;
  /** The member, on a `receivable` line. */
  userId: string | null;
  /** The initiative, on a `donations_income` line. */
  initiative: string | null;
  amountCents: number;
}

/** A posting's header: written after its lines, which the database checks sum to zero. */
export interface LedgerPostingsTable {
  id: string;
  kind: string;
  occurredOn: string;
  dueOn: string | null;
  userId: string | null;
  description: string;
  method: string | null;
  reference: string | null;
  note: string | null;
  scheduleId: string | null;
  sourceKey: string | null;
  reverses: string | null;
  reason: string | null;
  receiptNumber: number | null;
  claimId: string | null;
  createdBy: string | null;
  createdByName: string;
  createdAt: Timestamp;
}

/** Present only inside a whole-chapter import's transaction: the ledger may then be cleared. */
export interface LedgerUnlockTable {
  reason: string;
}

export interface DuesSchedulesTable {
  id: string;
  name: string;
  semesterId: string;
  /** `new` or `active`. */
  side: string;
  amountCents: number;
  dueOn: string;
  nationalShareCents: Generated<number>;
  createdBy: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  billedAt: Timestamp | null;
}

export interface PaymentClaimsTable {
  id: string;
  userId: string;
  amountCents: number;
  method: string;
  reference: Generated<string>;
  paidOn: string;
  note: string | null;
  pictureId: string | null;
  /** `pending`, `approved` or `refused`. */
  status: Generated<string>;
  decidedBy: string | null;
  decidedAt: Timestamp | null;
  decisionNote: string | null;
  postingId: string | null;
  createdAt: Timestamp;
}

export interface PaymentPlansTable {
  id: string;
  userId: string;
  /** JSON: `[{ dueOn, amountCents }]`. */
  instalments: string;
  /** `member` or `treasurer`. */
  proposedBy: string;
  proposedById: string;
  /** `proposed`, `accepted`, `declined`, `replaced` or `ended`. */
  status: Generated<string>;
  decidedBy: string | null;
  decidedAt: Timestamp | null;
  note: string | null;
  createdAt: Timestamp;
}

/** One row (id 1): the chapter's rules for money. */
export interface MoneySettingsTable {
  id: number;
  graceDays: Generated<number>;
  absenceFineCents: Generated<number>;
  lateFeeCents: Generated<number>;
  lateFeeAfterDays: Generated<number>;
  lateFeeMinimumCents: Generated<number>;
  /** 0 or 1. */
  reminders: Generated<number>;
  remindDaysBefore: Generated<number>;
  nextReceiptNumber: Generated<number>;
  updatedAt: Timestamp | null;
  /** The methods offered online, comma-separated (`card,us_bank_account`; migration 0027). */
  onlineMethods: Generated<string>;
  cardPercentBasisPoints: Generated<number>;
  cardFixedCents: Generated<number>;
  bankPercentBasisPoints: Generated<number>;
  bankCapCents: Generated<number>;
}

/**
 * One checkout with the payment processor (migration 0027, docs/money.md#paying-online): written
 * with its idempotency key before the processor is asked; then what the processor says of it.
 */
export interface PaymentAttemptsTable {
  id: string;
  /** `dues` or `gift`. */
  kind: string;
  userId: string | null;
  initiative: string | null;
  donorName: string | null;
  fromPage: string | null;
  amountCents: number;
  idempotencyKey: string;
  sessionId: string | null;
  sessionUrl: string | null;
  /** `created`, `open`, `processing`, `paid` or `not_paid`. */
  status: Generated<string>;
  method: string | null;
  paymentIntentId: string | null;
  chargeId: string | null;
  email: string | null;
  feeCents: number | null;
  refundedCents: Generated<number>;
  disputedCents: Generated<number>;
  postingId: string | null;
  paidAt: Timestamp | null;
  failureToldAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A webhook event taken, by the processor's id, in the same transaction as its postings. */
export interface PaymentEventsTable {
  id: string;
  type: string;
  objectId: string | null;
  /** `posted`, `unchanged` or `ignored`. */
  outcome: string;
  receivedAt: Timestamp;
}

/** A refund the treasurer asked of the processor; posted when the processor confirms it. */
export interface PaymentRefundsTable {
  id: string;
  attemptId: string;
  amountCents: number;
  reason: string;
  idempotencyKey: string;
  refundId: string | null;
  requestedBy: string;
  requestedByName: string;
  createdAt: Timestamp;
}

/** What the processor holds that matches nothing of ours (a session, an event). */
export interface PaymentUnmatchedTable {
  id: string;
  /** `session` or `event`. */
  kind: string;
  objectId: string;
  amountCents: number | null;
  reason: string;
  at: Timestamp;
}

export interface MoneyRemindersTable {
  userId: string;
  sentOn: string;
  kind: string;
}

export interface MerchOrdersTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** JSON of the ordered lines with the names and prices of the day. */
  lines: string;
  totalCents: number;
  createdAt: Timestamp;
}

export interface DataVersionsTable {
  /** `accounts` (the users table), `sessions` (revocations), `content` (published content documents), `donations` (the ledger) or `alumniEvents` (alumni events and RSVPs); see migrations 0004, 0010 and 0013. */
  name: string;
  version: number;
}

export interface NewsletterSendsTable {
  id: string;
  idempotencyKey: string;
  subject: string;
  body: string;
  recipients: number;
  createdBy: string;
  createdAt: Timestamp;
  /** When its last email was queued; null while the emails are being queued (in batches). */
  queuedAt: Timestamp | null;
  /** `subscribers`, `members`, `alumni`, `class:<year>` or `event:<alumni event key>` (0020). */
  audience: string;
  /** `announcements`, `events` or `fundraising` (contract/mail.ts). */
  kind: string;
}

export interface NewsletterIssuesTable {
  id: string;
  title: string;
  issueDate: string;
  createdBy: string;
  createdAt: Timestamp;
}

export interface NewsletterIssuePagesTable {
  issueId: string;
  position: number;
  previewMediaId: string;
  fullMediaId: string;
}

export interface ContentVersionsTable {
  id: string;
  /** A content file's name without `.json` (`officers`, `home`…). */
  document: string;
  number: number;
  /** The document's JSON. */
  body: string;
  authorId: string | null;
  authorLabel: string;
  createdAt: Timestamp;
  restoredFrom: string | null;
}

/** A file of a picture uploaded for the pages: the stored picture or one of its sizes (decision 018). */
export interface ContentPicturesTable {
  /** `<id>-<w>x<h>.webp` (the stored picture), `<id>-<width>.avif` or `<id>-<width>.webp`. */
  name: string;
  pictureId: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Uint8Array;
  createdAt: Timestamp;
  uploadedBy: string;
}

export interface ContentDocumentsTable {
  name: string;
  currentVersionId: string;
  updatedAt: Timestamp;
}

/** A recruitment period (migration 0028, docs/product.md#recruitment). */
export interface RecruitmentPeriodsTable {
  id: string;
  name: string;
  opensOn: string;
  closesOn: string;
  deleteAfterDays: number;
  /** JSON array of the stage names, in order; the first is where a registration starts. */
  stages: string;
  quorumPercent: number;
  thresholdPercent: number;
  vetoes: Generated<number>;
  /** JSON of the period's numbers (contract PeriodStats), written when its prospects were deleted. */
  stats: Generated<string | null>;
  deletedAt: Generated<Timestamp | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A prospective member of one period (one per email per period). */
export interface ProspectsTable {
  id: string;
  periodId: string;
  name: string;
  /** Lower case. */
  email: string;
  phone: string | null;
  classYear: number | null;
  major: string | null;
  heardFrom: string | null;
  stage: string;
  confirmedAt: Generated<Timestamp | null>;
  /** `none`, `extended`, `accepted` or `declined` (extended past its day reads `expired`). */
  bidStatus: Generated<string>;
  bidExpiresOn: Generated<string | null>;
  bidAt: Generated<Timestamp | null>;
  bidAnsweredAt: Generated<Timestamp | null>;
  inviteId: Generated<string | null>;
  joinedUserId: Generated<string | null>;
  /** 1 once he was on a ballot. */
  votedOn: Generated<number>;
  registeredAt: Timestamp;
  updatedAt: Timestamp;
}

/** A link emailed to a prospect, by its secret's SHA-256. */
export interface ProspectLinksTable {
  tokenHash: string;
  prospectId: string;
  /** `confirm`, `forget` or `bid`. */
  purpose: string;
  expiresAt: Timestamp;
  usedAt: Generated<Timestamp | null>;
  createdAt: Timestamp;
}

export interface ProspectCheckInsTable {
  prospectId: string;
  eventId: string;
  at: Timestamp;
}

export interface ProspectNotesTable {
  id: string;
  prospectId: string;
  authorId: string | null;
  text: string;
  createdAt: Timestamp;
  editedAt: Generated<Timestamp | null>;
}

/** A note's earlier text, kept when it was edited. */
export interface ProspectNoteEditsTable {
  id: string;
  noteId: string;
  text: string;
  /** When that text was written. */
  at: Timestamp;
}

export interface RecruitmentBallotsTable {
  id: string;
  periodId: string;
  openedBy: string | null;
  openedAt: Timestamp;
  closesAt: Timestamp;
  closedAt: Generated<Timestamp | null>;
  eligible: number;
}

/** The actives who could vote on a ballot when it opened. */
export interface RecruitmentBallotElectorsTable {
  ballotId: string;
  userId: string;
}

/** How many voted each way on one prospect of a ballot: counts, never who. */
export interface RecruitmentBallotTalliesTable {
  ballotId: string;
  prospectId: string;
  yes: Generated<number>;
  no: Generated<number>;
  abstain: Generated<number>;
  recused: Generated<number>;
}

/** Who has voted (or recused) on one prospect of a ballot: never how, and no time. */
export interface RecruitmentBallotVotersTable {
  ballotId: string;
  prospectId: string;
  userId: string;
}

/** The deletions' log: the day, the period and how many, no names. */
export interface RecruitmentDeletionsTable {
  id: string;
  at: Timestamp;
  periodId: string;
  periodName: string;
  count: number;
}

export interface Database {
  newsletterSubscribers: NewsletterSubscribersTable;
  outbox: OutboxTable;
  rateLimits: RateLimitsTable;
  appMeta: AppMetaTable;
  inviteCodes: InviteCodesTable;
  users: UsersTable;
  verificationCodes: VerificationCodesTable;
  passwordResets: PasswordResetsTable;
  sessions: SessionsTable;
  trustedDevices: TrustedDevicesTable;
  media: MediaTable;
  events: EventsTable;
  eventSeries: EventSeriesTable;
  attendance: AttendanceTable;
  semesters: SemestersTable;
  requirements: RequirementsTable;
  excuses: ExcusesTable;
  serviceHours: ServiceHoursTable;
  alumniEvents: AlumniEventsTable;
  rsvps: RsvpsTable;
  donations: DonationsTable;
  ledgerLines: LedgerLinesTable;
  ledgerPostings: LedgerPostingsTable;
  ledgerUnlock: LedgerUnlockTable;
  duesSchedules: DuesSchedulesTable;
  paymentClaims: PaymentClaimsTable;
  paymentPlans: PaymentPlansTable;
  moneySettings: MoneySettingsTable;
  moneyReminders: MoneyRemindersTable;
  paymentAttempts: PaymentAttemptsTable;
  paymentEvents: PaymentEventsTable;
  paymentRefunds: PaymentRefundsTable;
  paymentUnmatched: PaymentUnmatchedTable;
  merchOrders: MerchOrdersTable;
  dataVersions: DataVersionsTable;
  dataAccess: DataAccessTable;
  recoveryCodes: RecoveryCodesTable;
  auditLog: AuditLogTable;
  auditCounts: AuditCountsTable;
  newsletterSends: NewsletterSendsTable;
  newsletterIssues: NewsletterIssuesTable;
  newsletterIssuePages: NewsletterIssuePagesTable;
  contentVersions: ContentVersionsTable;
  contentDocuments: ContentDocumentsTable;
  contentPictures: ContentPicturesTable;
  positions: PositionsTable;
  terms: TermsTable;
  recruitmentPeriods: RecruitmentPeriodsTable;
  prospects: ProspectsTable;
  prospectLinks: ProspectLinksTable;
  prospectCheckIns: ProspectCheckInsTable;
  prospectNotes: ProspectNotesTable;
  prospectNoteEdits: ProspectNoteEditsTable;
  recruitmentBallots: RecruitmentBallotsTable;
  recruitmentBallotElectors: RecruitmentBallotElectorsTable;
  recruitmentBallotTallies: RecruitmentBallotTalliesTable;
  recruitmentBallotVoters: RecruitmentBallotVotersTable;
  recruitmentDeletions: RecruitmentDeletionsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type InviteCode = Selectable<InviteCodesTable>;
export type Position = Selectable<PositionsTable>;
export type Term = Selectable<TermsTable>;

export type NewsletterSubscriber = Selectable<NewsletterSubscribersTable>;
export type NewNewsletterSubscriber = Insertable<NewsletterSubscribersTable>;
export type NewsletterSubscriberUpdate = Updateable<NewsletterSubscribersTable>;
export type OutboxMessage = Selectable<OutboxTable>;
