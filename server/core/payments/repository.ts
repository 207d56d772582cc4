// SQL for paying online (migration 0027): the checkout attempts, the webhook events taken, the
// refunds asked for and what the processor holds that matches nothing of ours. Only this folder
// queries these tables (server/table-owners.test.ts).
import { randomUUID } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { AttemptStatus } from '../../../contract/api/payments.ts';
import type { Db } from '../../db/database.ts';
import type { PaymentAttemptsTable } from '../../db/schema.ts';
import { ofAccountIfAny } from '../users/account-columns.ts';

export type AttemptRow = Selectable<PaymentAttemptsTable>;

export async function insertAttempt(
  db: Db,
  attempt: Omit<Insertable<PaymentAttemptsTable>, 'createdAt' | 'updatedAt'>,
): Promise<void> {
  const at = new Date().toISOString();
  await db
    .insertInto('paymentAttempts')
    .values({ ...attempt, createdAt: at, updatedAt: at })
    .execute();
}

export function findAttempt(db: Db, id: string) {
  return db.selectFrom('paymentAttempts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Attempts by their ids, many at once (reconciliation reads a page of sessions' attempts). */
export async function attemptsByIds(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, AttemptRow>> {
  const found = new Map<string, AttemptRow>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('paymentAttempts')
      .selectAll()
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}

export function attemptOfSession(db: Db, sessionId: string) {
  return db
    .selectFrom('paymentAttempts')
    .selectAll()
    .where('sessionId', '=', sessionId)
    .executeTakeFirst();
}

/** The attempt a charge or its payment intent was made for (refund and dispute events). */
export function attemptOfCharge(db: Db, chargeId: string | null, intentId: string | null) {
  return db
    .selectFrom('paymentAttempts')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(chargeId ? [eb('chargeId', '=', chargeId)] : []),
        ...(intentId ? [eb('paymentIntentId', '=', intentId)] : []),
        eb.val(false),
      ]),
    )
    .executeTakeFirst();
}

/**
 * A member's open checkout of the same amount made since `since`, whose hosted page still waits:
 * asked again (a double click, the back button), he is sent to the same page.
 */
export function reusableAttempt(db: Db, userId: string, amountCents: number, since: string) {
  return db
    .selectFrom('paymentAttempts')
    .selectAll()
    .where('kind', '=', 'dues')
    .where('userId', '=', userId)
    .where('amountCents', '=', amountCents)
    .where('status', '=', 'open')
    .where('createdAt', '>=', since)
    .where('sessionUrl', 'is not', null)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

export async function updateAttempt(
  db: Db,
  id: string,
  change: Partial<Omit<AttemptRow, 'id' | 'createdAt'>>,
): Promise<void> {
  await db
    .updateTable('paymentAttempts')
    .set({ ...change, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** His bank debits on their way, oldest first. */
export function processingOf(db: Db, userId: string) {
  return db
    .selectFrom('paymentAttempts')
    .select(['id', 'amountCents', 'createdAt'])
    .where('userId', '=', userId)
    .where('kind', '=', 'dues')
    .where('status', '=', 'processing')
    .orderBy('createdAt')
    .execute();
}

/** The receipt number of an attempt's posting (a member's paid dues), if any. */
export async function receiptNumberOf(db: Db, postingId: string | null): Promise<number | null> {
  if (!postingId) return null;
  const row = await db
    .selectFrom('ledgerPostings')
    .select('receiptNumber')
    .where('id', '=', postingId)
    .executeTakeFirst();
  return row?.receiptNumber === null || row === undefined ? null : Number(row.receiptNumber);
}

// ---- Events --------------------------------------------------------------------------------------

export async function eventSeen(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('paymentEvents')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Of `ids`, those taken already. */
export async function seenEvents(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('paymentEvents')
      .select('id')
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) seen.add(row.id);
  }
  return seen;
}

/**
 * Takes an event: its id is the table's key, so of two deliveries at once one is written and the
 * other's transaction fails on it (and posts nothing). Call it in the postings' transaction.
 */
export async function recordEvent(
  trx: Db,
  event: { id: string; type: string; objectId: string | null },
  outcome: 'posted' | 'unchanged' | 'ignored',
): Promise<void> {
  await trx
    .insertInto('paymentEvents')
    .values({ ...event, outcome, receivedAt: new Date().toISOString() })
    .execute();
}

export async function lastEventAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('paymentEvents')
    .select((eb) => eb.fn.max('receivedAt').as('at'))
    .executeTakeFirst();
  return row?.at ?? null;
}

// ---- Refunds asked for ---------------------------------------------------------------------------

export async function insertRefund(
  db: Db,
  refund: {
    attemptId: string;
    amountCents: number;
    reason: string;
    requestedBy: string;
    requestedByName: string;
  },
): Promise<{ id: string; idempotencyKey: string }> {
  const row = {
    id: randomUUID(),
    idempotencyKey: randomUUID(),
    ...refund,
    refundId: null,
    createdAt: new Date().toISOString(),
  };
  await db.insertInto('paymentRefunds').values(row).execute();
  return { id: row.id, idempotencyKey: row.idempotencyKey };
}

export async function setRefundId(db: Db, id: string, refundId: string): Promise<void> {
  await db.updateTable('paymentRefunds').set({ refundId }).where('id', '=', id).execute();
}

export async function deleteRefund(db: Db, id: string): Promise<void> {
  await db.deleteFrom('paymentRefunds').where('id', '=', id).execute();
}

/** What was asked of the processor to refund of an attempt (confirmed or not yet). */
export async function requestedRefundCents(db: Db, attemptId: string): Promise<number> {
  const row = await db
    .selectFrom('paymentRefunds')
    .select((eb) => eb.fn.sum<string | number>('amountCents').as('cents'))
    .where('attemptId', '=', attemptId)
    .where('refundId', 'is not', null)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

// ---- Unmatched -----------------------------------------------------------------------------------

/** Notes what matches nothing of ours, once per object; returns whether it is new. */
export async function noteUnmatched(
  db: Db,
  item: { kind: 'session' | 'event'; objectId: string; amountCents: number | null; reason: string },
): Promise<boolean> {
  const known = await db
    .selectFrom('paymentUnmatched')
    .select('id')
    .where('kind', '=', item.kind)
    .where('objectId', '=', item.objectId)
    .executeTakeFirst();
  if (known) return false;
  await db
    .insertInto('paymentUnmatched')
    .values({ id: randomUUID(), ...item, at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['kind', 'objectId']).doNothing())
    .execute();
  return true;
}

/** The newest 100 of them, for the treasurer. */
export function unmatchedItems(db: Db) {
  return db
    .selectFrom('paymentUnmatched')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id')
    .limit(100)
    .execute();
}

// ---- The treasurer's list ------------------------------------------------------------------------

export async function attemptCounts(db: Db): Promise<{ processing: number; disputes: number }> {
  const row = await db
    .selectFrom('paymentAttempts')
    .select((eb) => [
      eb.fn
        .sum<string | number>(eb.case().when('status', '=', 'processing').then(1).else(0).end())
        .as('processing'),
      eb.fn
        .sum<string | number>(eb.case().when('disputedCents', '>', 0).then(1).else(0).end())
        .as('disputes'),
    ])
    .executeTakeFirst();
  return { processing: Number(row?.processing ?? 0), disputes: Number(row?.disputes ?? 0) };
}

export interface AttemptFilter {
  status?: AttemptStatus | undefined;
  q?: string | undefined;
}

function filtered(db: Db, filter: AttemptFilter) {
  let query = db.selectFrom('paymentAttempts as a');
  if (filter.status) query = query.where('a.status', '=', filter.status);
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    // The wildcards left out: a search is for the text as typed.
    const like = `%${q.replace(/[\\%_]/g, '')}%`;
    query = query.where((eb) =>
      eb.or([
        eb('a.id', '=', q),
        eb(eb.fn('lower', ['a.donorName']), 'like', like),
        eb(eb.fn('lower', ['a.initiative']), 'like', like),
        eb(eb.fn('lower', [ofAccountIfAny('name', 'a.userId')]), 'like', like),
      ]),
    );
  }
  return query;
}

export async function countAttempts(db: Db, filter: AttemptFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A page of attempts, newest first, with the member's name and the refunds asked for. */
export function listAttempts(
  db: Db,
  filter: AttemptFilter,
  page: { limit: number; offset: number },
) {
  return filtered(db, filter)
    .selectAll('a')
    .select((eb) => [
      ofAccountIfAny('name', 'a.userId').as('memberName'),
      eb
        .selectFrom('ledgerPostings as p')
        .select('p.receiptNumber')
        .whereRef('p.id', '=', 'a.postingId')
        .as('receiptNumber'),
      eb
        .selectFrom('paymentRefunds as r')
        .select((inner) => inner.fn.sum<string | number>('r.amountCents').as('cents'))
        .whereRef('r.attemptId', '=', 'a.id')
        .where('r.refundId', 'is not', null)
        .as('requestedCents'),
    ])
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * Forgets this installation's record of the processor's events and of what reconciliation could
 * not match: a whole-chapter import replaces the chapter they were about (the postings' keys still
 * keep an event delivered again from counting twice).
 */
export async function forgetProcessorRecords(trx: Db): Promise<void> {
  await trx.deleteFrom('paymentEvents').execute();
  await trx.deleteFrom('paymentUnmatched').execute();
}
