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

export interface Database {
  newsletterSubscribers: NewsletterSubscribersTable;
  outbox: OutboxTable;
  rateLimits: RateLimitsTable;
  appMeta: AppMetaTable;
}

export type NewsletterSubscriber = Selectable<NewsletterSubscribersTable>;
export type NewNewsletterSubscriber = Insertable<NewsletterSubscribersTable>;
export type NewsletterSubscriberUpdate = Updateable<NewsletterSubscribersTable>;
export type OutboxMessage = Selectable<OutboxTable>;
