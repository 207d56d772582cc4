// SQL for newsletter subscribers.
import type { Kysely } from 'kysely';
import type { Database, NewNewsletterSubscriber, NewsletterSubscriber } from '../../db/schema.ts';

type Executor = Kysely<Database>;

export function findSubscriberByEmail(
  db: Executor,
  email: string,
): Promise<NewsletterSubscriber | undefined> {
  return db
    .selectFrom('newsletterSubscribers')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function insertSubscriber(
  db: Executor,
  subscriber: NewNewsletterSubscriber,
): Promise<void> {
  await db.insertInto('newsletterSubscribers').values(subscriber).execute();
}

export async function requestConfirmation(
  db: Executor,
  id: string,
  confirmation: { tokenHash: string; expiresAt: string; sentAt: string },
): Promise<void> {
  await db
    .updateTable('newsletterSubscribers')
    .set({
      status: 'pending',
      confirmTokenHash: confirmation.tokenHash,
      confirmExpiresAt: confirmation.expiresAt,
      confirmationSentAt: confirmation.sentAt,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Activates the subscription whose unexpired confirmation token has this hash. The hash stays with
 * the active subscription (without an expiry), so the same link opened again is recognised as
 * already confirmed; a new sign-up replaces it and unsubscribing clears it.
 */
export async function confirmByTokenHash(
  db: Executor,
  tokenHash: string,
  at: string,
): Promise<'confirmed' | 'already-confirmed' | 'invalid'> {
  const result = await db
    .updateTable('newsletterSubscribers')
    .set({ status: 'active', confirmedAt: at, confirmExpiresAt: null, unsubscribedAt: null })
    .where('confirmTokenHash', '=', tokenHash)
    .where('status', '=', 'pending')
    .where('confirmExpiresAt', '>', at)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'confirmed';
  const active = await db
    .selectFrom('newsletterSubscribers')
    .select('id')
    .where('confirmTokenHash', '=', tokenHash)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return active ? 'already-confirmed' : 'invalid';
}

/** Whether an unsubscribe token is a subscriber's, and whether he is still subscribed (reads only). */
export async function unsubscribeLinkState(
  db: Executor,
  token: string,
): Promise<'subscribed' | 'unsubscribed' | 'invalid'> {
  const subscriber = await db
    .selectFrom('newsletterSubscribers')
    .select('status')
    .where('unsubscribeToken', '=', token)
    .executeTakeFirst();
  if (!subscriber) return 'invalid';
  return subscriber.status === 'unsubscribed' ? 'unsubscribed' : 'subscribed';
}

export async function unsubscribeByToken(
  db: Executor,
  token: string,
  at: string,
): Promise<boolean> {
  const subscriber = await db
    .selectFrom('newsletterSubscribers')
    .select(['id', 'status'])
    .where('unsubscribeToken', '=', token)
    .executeTakeFirst();
  if (!subscriber) return false;
  if (subscriber.status !== 'unsubscribed') {
    await db
      .updateTable('newsletterSubscribers')
      .set({
        status: 'unsubscribed',
        unsubscribedAt: at,
        confirmTokenHash: null,
        confirmExpiresAt: null,
      })
      .where('id', '=', subscriber.id)
      .execute();
  }
  return true;
}
