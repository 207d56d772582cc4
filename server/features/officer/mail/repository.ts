// SQL for the newsletter in the console: subscribers and their counts, sends and their progress.
import { sql } from 'kysely';
import type { SubscriberStatus } from '../../../../contract/api/officer/mail.ts';
import type { Db } from '../../../db/database.ts';
import type { NewsletterSendsTable } from '../../../db/schema.ts';
import { containsPattern } from '../../../lib/like-pattern.ts';

export interface SubscriberFilter {
  status?: SubscriberStatus | undefined;
  /** Part of the address (lower case), matched as typed. */
  q?: string | undefined;
}

function filteredSubscribers(db: Db, filter: SubscriberFilter) {
  let query = db.selectFrom('newsletterSubscribers');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.q)
    query = query.where(
      sql<boolean>`${sql.ref('email')} like ${containsPattern(filter.q)} escape '\\'`,
    );
  return query;
}

/**
 * A page of subscribers, newest sign-up first; the email (unique) orders those of one instant, so
 * the pages neither repeat nor skip anyone. Served by the `newsletter_subscribers_*_newest` indexes.
 */
export function listSubscribers(
  db: Db,
  filter: SubscriberFilter,
  page: { limit: number; offset: number },
) {
  return filteredSubscribers(db, filter)
    .select(['email', 'status', 'createdAt', 'confirmedAt', 'unsubscribedAt', 'bouncedAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('email')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type SubscriberListRow = Awaited<ReturnType<typeof listSubscribers>>[number];

/** How many subscribers match a search (the counts per status answer the rest). */
export async function countMatchingSubscribers(db: Db, filter: SubscriberFilter): Promise<number> {
  const row = await filteredSubscribers(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countSubscribers(db: Db): Promise<Record<SubscriberStatus, number>> {
  const rows = await db
    .selectFrom('newsletterSubscribers')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  const counts = { pending: 0, active: 0, unsubscribed: 0, bouncing: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/**
 * A newsletter's next recipients: the active subscribers after `afterId`, by id, who were active
 * when the send was made (confirmed by `cutoff`) — one batch of its emails.
 */
export function activeSubscribersAfter(db: Db, afterId: string, cutoff: string, limit: number) {
  return db
    .selectFrom('newsletterSubscribers')
    .select(['id', 'email', 'unsubscribeToken'])
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('confirmedAt', 'is', null), eb('confirmedAt', '<=', cutoff)]))
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The last subscriber (by id) a send's emails were queued for: where its queueing goes on. */
export async function lastQueuedSubscriber(db: Db, sendId: string): Promise<string | null> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.max('subscriberId').as('last'))
    .where('newsletterSendId', '=', sendId)
    .executeTakeFirst();
  return row?.last ?? null;
}

/** Every email of the send is queued: its recipients are the emails made. */
export async function markQueued(db: Db, id: string, at: string): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('newsletterSendId', '=', id)
    .executeTakeFirst();
  const recipients = Number(row?.n ?? 0);
  await db
    .updateTable('newsletterSends')
    .set({ recipients, queuedAt: at })
    .where('id', '=', id)
    .execute();
  return recipients;
}

/** Sends whose emails are not all queued yet (a server stopped while queueing them). */
export function sendsBeingQueued(db: Db): Promise<SendRow[]> {
  return db
    .selectFrom('newsletterSends')
    .selectAll()
    .where('queuedAt', 'is', null)
    .orderBy('createdAt')
    .execute();
}

export type SendRow = NewsletterSendsTable;

export function findSendByKey(db: Db, idempotencyKey: string): Promise<SendRow | undefined> {
  return db
    .selectFrom('newsletterSends')
    .selectAll()
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function insertSend(db: Db, send: SendRow): Promise<void> {
  await db.insertInto('newsletterSends').values(send).execute();
}

export async function setRecipients(db: Db, id: string, recipients: number): Promise<void> {
  await db.updateTable('newsletterSends').set({ recipients }).where('id', '=', id).execute();
}

/** What a list of sends shows of each (not its text, which may be long). */
export type SendListRow = Pick<
  SendRow,
  'id' | 'subject' | 'recipients' | 'createdBy' | 'createdAt' | 'queuedAt' | 'audience' | 'kind'
>;

/** A page of the sends, newest first (the id orders those of one instant). */
export function listSends(db: Db, page: { limit: number; offset: number }): Promise<SendListRow[]> {
  return db
    .selectFrom('newsletterSends')
    .select([
      'id',
      'subject',
      'recipients',
      'createdBy',
      'createdAt',
      'queuedAt',
      'audience',
      'kind',
    ])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countSends(db: Db): Promise<number> {
  const row = await db
    .selectFrom('newsletterSends')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The sends made since `since` (ISO), newest first: a new one of the same subject is asked about. */
export function sendsSince(
  db: Db,
  since: string,
): Promise<Pick<SendRow, 'id' | 'subject' | 'createdAt'>[]> {
  return db
    .selectFrom('newsletterSends')
    .select(['id', 'subject', 'createdAt'])
    .where('createdAt', '>=', since)
    .orderBy('createdAt', 'desc')
    .execute();
}

export function findSend(db: Db, id: string): Promise<SendRow | undefined> {
  return db.selectFrom('newsletterSends').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The time the last paced newsletter email still waiting is due: a new send is paced after it,
 * so two newsletters sent within the hour do not together pass the provider's limit.
 */
export async function lastQueuedNewsletterAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.max('nextAttemptAt').as('last'))
    .where('status', '=', 'pending')
    .where('newsletterSendId', 'is not', null)
    .executeTakeFirst();
  return row?.last ?? null;
}

export interface SendCounts {
  queued: number;
  stored: number;
  sent: number;
  failed: number;
  bounced: number;
  nextAt: string | null;
}

/**
 * The outbox's state for each send: queued (pending or sending), stored (kept in the outbox: no
 * mail server is configured, they are never sent), sent, failed, and when the next waiting one is
 * due. One grouped query over the sends' own emails, read from the `outbox_newsletter_progress`
 * index alone (never an email's row with its bodies).
 */
export async function countsOf(db: Db, sendIds: string[]): Promise<Map<string, SendCounts>> {
  const counts = new Map<string, SendCounts>(
    sendIds.map((id) => [
      id,
      { queued: 0, stored: 0, sent: 0, failed: 0, bounced: 0, nextAt: null },
    ]),
  );
  if (sendIds.length === 0) return counts;
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => [
      'newsletterSendId',
      'status',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.min('nextAttemptAt').as('next'),
    ])
    .where('newsletterSendId', 'in', sendIds)
    .groupBy(['newsletterSendId', 'status'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.newsletterSendId!)!;
    const n = Number(row.n);
    if (row.status === 'sent') entry.sent += n;
    else if (row.status === 'failed') entry.failed += n;
    else if (row.status === 'stored') entry.stored += n;
    else {
      entry.queued += n;
      if (row.status === 'pending' && (entry.nextAt === null || row.next! < entry.nextAt))
        entry.nextAt = row.next;
    }
  }
  return counts;
}

/** Of each send's failed emails, those whose address is now bouncing (the index, then the subscriber). */
export async function bouncedOf(db: Db, sendIds: string[]): Promise<Map<string, number>> {
  const bounced = new Map<string, number>();
  if (sendIds.length === 0) return bounced;
  const rows = await db
    .selectFrom('outbox')
    .innerJoin('newsletterSubscribers', 'newsletterSubscribers.id', 'outbox.subscriberId')
    .select((eb) => ['outbox.newsletterSendId', eb.fn.countAll<number | string>().as('n')])
    .where('outbox.newsletterSendId', 'in', sendIds)
    .where('outbox.status', '=', 'failed')
    .where('newsletterSubscribers.status', '=', 'bouncing')
    .groupBy('outbox.newsletterSendId')
    .execute();
  for (const row of rows) bounced.set(row.newsletterSendId!, Number(row.n));
  return bounced;
}
