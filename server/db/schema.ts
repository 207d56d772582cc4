// Table types as the application sees them (camelCase; the CamelCasePlugin maps to snake_case columns).
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are ISO-8601 UTC text on both engines so comparisons and ordering agree. */
export type Timestamp = string;

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  status: 'pending' | 'active' | 'unsubscribed';
  confirmTokenHash: string | null;
  confirmExpiresAt: Timestamp | null;
  confirmationSentAt: Timestamp | null;
  /** Kept readable: every newsletter email embeds it, and it can only ever unsubscribe. */
  unsubscribeToken: string;
  createdAt: Timestamp;
  confirmedAt: Timestamp | null;
  unsubscribedAt: Timestamp | null;
}

export interface OutboxTable {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** JSON object of extra headers (List-Unsubscribe, …). */
  headers: string;
  /** `stored`: no SMTP configured, kept for the dev outbox; `pending` → `sent` | `failed`. */
  status: 'stored' | 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lockedUntil: Timestamp | null;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
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
}

export interface TrustedDevicesTable {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: Timestamp;
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
}

export interface AlumniEventsTable {
  key: string;
  title: string;
  displayDate: string;
  sortDate: string;
  type: string;
  icon: string;
  description: string;
  /** 0 or 1 */
  canRsvp: Generated<number>;
  createdAt: Timestamp;
}

export interface RsvpsTable {
  eventKey: string;
  userId: string;
  createdAt: Timestamp;
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
  alumniEvents: AlumniEventsTable;
  rsvps: RsvpsTable;
  donations: DonationsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type InviteCode = Selectable<InviteCodesTable>;

export type NewsletterSubscriber = Selectable<NewsletterSubscribersTable>;
export type NewNewsletterSubscriber = Insertable<NewsletterSubscribersTable>;
export type NewsletterSubscriberUpdate = Updateable<NewsletterSubscribersTable>;
export type OutboxMessage = Selectable<OutboxTable>;
