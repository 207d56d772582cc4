// SQL for the mail outbox: queued messages, the delivery worker's claims and results.
import type { Db } from '../../db/database.ts';
import type { OutboxMessage } from '../../db/schema.ts';

export type NewOutboxMessage = Pick<
  OutboxMessage,
  | 'id'
  | 'toAddress'
  | 'subject'
  | 'textBody'
  | 'htmlBody'
  | 'headers'
  | 'status'
  | 'createdAt'
  | 'nextAttemptAt'
  | 'newsletterSendId'
  | 'subscriberId'
  | 'prospectId'
>;

export async function insertMessage(db: Db, message: NewOutboxMessage): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ ...message, lockedUntil: null, lastError: null, sentAt: null })
    .execute();
}

/** Many messages in one statement (a newsletter's recipients, a batch at a time). */
export async function insertMessages(db: Db, messages: NewOutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('outbox')
    .values(
      messages.map((message) => ({ ...message, lockedUntil: null, lastError: null, sentAt: null })),
    )
    .execute();
}

/**
 * Clears the bodies and headers of the emails that are done (sent, failed, or kept without SMTP)
 * and were written before `before`: their codes, links and texts are not kept for ever. The rows
 * stay, so the newsletter counts and `npm run outbox` still show what was sent to whom and when.
 */
export async function clearOldBodies(db: Db, before: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ textBody: '', htmlBody: '', headers: '{}' })
    .where('status', 'in', ['sent', 'failed', 'stored'])
    .where('createdAt', '<', before)
    .where('textBody', '<>', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The emails to `address` still waiting to be sent (an account's end: none reaches him after it):
 * failed, with the reason and without their bodies, so a newsletter's counts still add up. One
 * being handed to SMTP at this moment (`sending`) cannot be called back. Returns how many.
 */
export async function dropUnsentTo(db: Db, address: string, reason: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({
      status: 'failed',
      lockedUntil: null,
      lastError: reason,
      textBody: '',
      htmlBody: '',
      headers: '{}',
    })
    .where('toAddress', '=', address)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Every email to these prospective members, sent or not: a message to a prospect goes with him
 * when he is deleted (docs/product.md#recruitment). Returns how many.
 */
export async function deleteMessagesOfProspects(db: Db, prospectIds: string[]): Promise<number> {
  if (prospectIds.length === 0) return 0;
  const result = await db
    .deleteFrom('outbox')
    .where('prospectId', 'in', prospectIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A newsletter email is being handed to SMTP (see Mailer#deliver). */
export async function markSending(db: Db, id: string): Promise<void> {
  await db.updateTable('outbox').set({ status: 'sending' }).where('id', '=', id).execute();
}

/**
 * Newsletter emails left "sending" by a process that stopped mid-way, whose claim has run out:
 * failed, not sent again (the reader may have it already; a duplicate is worse than a gap).
 */
export async function failInterrupted(db: Db, at: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({
      status: 'failed',
      lockedUntil: null,
      lastError: 'interrupted while being sent; not sent again, to avoid a duplicate',
    })
    .where('status', '=', 'sending')
    .where('lockedUntil', '<', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markSubscriberBouncing(db: Db, subscriberId: string, at: string) {
  await db
    .updateTable('newsletterSubscribers')
    .set({ status: 'bouncing', bouncedAt: at })
    .where('id', '=', subscriberId)
    .where('status', '=', 'active')
    .execute();
}

/** What the worker needs to pick a message; its bodies are read once it holds it. */
export type DueMessage = Pick<OutboxMessage, 'id' | 'attempts' | 'createdAt'>;

/** Which messages a mailer delivers (newsletter emails may have a courier process of their own). */
export type Scope = 'all' | 'newsletters' | 'all-but-newsletters';

/** Pending messages due at `at` that no instance holds, oldest first. */
export function findDue(
  db: Db,
  at: string,
  limit: number,
  scope: Scope = 'all',
): Promise<DueMessage[]> {
  let query = db
    .selectFrom('outbox')
    .select(['id', 'attempts', 'createdAt'])
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', at)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', at)]));
  if (scope === 'newsletters') query = query.where('newsletterSendId', 'is not', null);
  if (scope === 'all-but-newsletters') query = query.where('newsletterSendId', 'is', null);
  return query.orderBy('nextAttemptAt').limit(limit).execute();
}

/** When the next newsletter email waiting is due, or null when none waits. */
export async function nextNewsletterDueAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.min('nextAttemptAt').as('next'))
    .where('status', '=', 'pending')
    .where('newsletterSendId', 'is not', null)
    .executeTakeFirst();
  return row?.next ?? null;
}

export function findMessage(db: Db, id: string): Promise<OutboxMessage | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Takes a message until `until`; false when another instance got there first. */
export async function claim(db: Db, id: string, at: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ lockedUntil: until })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markSent(db: Db, id: string, attempts: number, at: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sentAt: at, lockedUntil: null, attempts, lastError: null })
    .where('id', '=', id)
    .execute();
}

export async function markFailedAttempt(
  db: Db,
  id: string,
  outcome: { giveUp: boolean; attempts: number; lastError: string; nextAttemptAt: string },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: outcome.giveUp ? 'failed' : 'pending',
      attempts: outcome.attempts,
      lastError: outcome.lastError,
      lockedUntil: null,
      nextAttemptAt: outcome.nextAttemptAt,
    })
    .where('id', '=', id)
    .execute();
}

/** The newest messages (to one address, when given), newest first. */
export function listNewest(db: Db, limit: number, to?: string): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('outbox')
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (to) query = query.where('toAddress', '=', to);
  return query.execute();
}
