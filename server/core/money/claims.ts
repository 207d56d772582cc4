// Payment claims (docs/money.md#payments-claims-and-receipts): a member who paid by Venmo, Zelle,
// a check or cash says so on his dues page; the claim waits in the treasurer's queue until it is
// confirmed (posted as a payment, with a receipt) or refused with a note. A claim moves nothing in
// the ledger until it is confirmed. Nobody decides his own claim: the treasurer's route declares the
// claim's member as what it is about (`claimAbout`).
import { randomUUID } from 'node:crypto';
import {
  maxPendingClaims,
  type ClaimStatus,
  type PaymentClaim,
} from '../../../contract/api/money.ts';
import { paymentMethodNames, type PaymentMethod } from '../../../contract/money.ts';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import type { PaymentClaimsTable } from '../../db/schema.ts';
import { fieldError, HttpError } from '../../http-error.ts';
import { ofAccountIfAny, type ColumnRef } from '../users/account-columns.ts';
import { isUniqueViolation, post, takeReceiptNumber } from './ledger.ts';

export type ClaimRow = Selectable<PaymentClaimsTable>;

export const claimMessages = {
  created: 'Thank you: the treasurer will confirm your payment.',
  tooMany: `You have ${maxPendingClaims} payments waiting for the treasurer. Wait until he has confirmed one before you add another.`,
  future: 'The day you paid cannot be after today.',
  notFound: 'There is no such claim.',
  decided: 'This claim was decided already.',
  approved: 'The payment is confirmed and recorded.',
  refused: 'The claim is refused.',
};

/**
 * Whether the media row whose id and owner are the columns `mediaId` and `ownerId` of the outer
 * query is a claim's picture of a receipt: /media never serves one (server/features/media), only
 * the claim's calls do, to its member and the treasurer. Read along the claims' index by member.
 */
export const isClaimPicture = (mediaId: ColumnRef, ownerId: ColumnRef): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from ${sql.table('payment_claims')} c where c.user_id = ${sql.ref(ownerId)} and c.picture_id = ${sql.ref(mediaId)})`;

/** A claim as its member and the treasurer read it. */
export function toClaim(row: ClaimRow, receiptNumber: number | null = null): PaymentClaim {
  return {
    id: row.id,
    amountCents: Number(row.amountCents),
    method: row.method as PaymentMethod,
    reference: row.reference,
    paidOn: row.paidOn,
    note: row.note,
    hasPicture: row.pictureId !== null,
    status: row.status as ClaimStatus,
    decisionNote: row.decisionNote,
    decidedAt: row.decidedAt,
    receiptNumber,
    createdAt: row.createdAt,
  };
}

export function findClaim(db: Db, id: string) {
  return db.selectFrom('paymentClaims').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The account a claim is about (its member), for an officer route's `config.about`: he may never
 * decide it. An unknown id is about nobody (the route answers 404).
 */
export async function claimAbout(db: Db, claimId: string | undefined): Promise<string[]> {
  if (!claimId) return [];
  const row = await db
    .selectFrom('paymentClaims')
    .select('userId')
    .where('id', '=', claimId)
    .executeTakeFirst();
  return row ? [row.userId] : [];
}

export interface NewClaim {
  amountCents: number;
  method: PaymentMethod;
  reference: string;
  paidOn: string;
  note?: string | null | undefined;
}

/**
 * A member's claim, in the caller's transaction: refused when he paid "after today" or already has
 * `maxPendingClaims` waiting, also when he sends many at once (`queueClaims`).
 */
export async function createClaim(
  trx: Db,
  userId: string,
  claim: NewClaim,
  today: string,
): Promise<ClaimRow> {
  if (claim.paidOn > today) throw fieldError('paidOn', claimMessages.future);
  await queueClaims(trx);
  const pending = await trx
    .selectFrom('paymentClaims')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('userId', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  if (Number(pending.count) >= maxPendingClaims)
    throw new HttpError(409, 'conflict', claimMessages.tooMany);
  const row = {
    id: randomUUID(),
    userId,
    amountCents: claim.amountCents,
    method: claim.method,
    reference: claim.reference,
    paidOn: claim.paidOn,
    note: claim.note || null,
    pictureId: null,
    status: 'pending',
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    postingId: null,
    createdAt: new Date().toISOString(),
  };
  await trx.insertInto('paymentClaims').values(row).execute();
  // His dues page (kept per version of the ledger) lists his claims.
  await bumpVersion(trx, 'ledger');
  return row;
}

/**
 * Queues concurrent claims behind each other: the first statement of the transaction takes the
 * money settings' row lock (PostgreSQL; SQLite writes one transaction at a time), so the count of
 * his pending claims that follows sees every claim committed before it.
 */
async function queueClaims(trx: Db): Promise<void> {
  await trx
    .updateTable('moneySettings')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('id', '=', 1)
    .execute();
}

/** His claims, newest first (the latest `limit`), each with its receipt's number once confirmed. */
export async function claimsOf(db: Db, userId: string, limit = 50): Promise<PaymentClaim[]> {
  const rows = await db
    .selectFrom('paymentClaims as c')
    .leftJoin('ledgerPostings as p', 'p.id', 'c.postingId')
    .selectAll('c')
    .select('p.receiptNumber')
    .where('c.userId', '=', userId)
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) =>
    toClaim(row, row.receiptNumber === null ? null : Number(row.receiptNumber)),
  );
}

export interface ClaimListRow extends PaymentClaim {
  userId: string;
  memberName: string;
}

/** The treasurer's queue: claims of a status (all without), oldest first, one page. */
export async function listClaims(
  db: Db,
  { status, page, pageSize = 50 }: { status?: ClaimStatus; page: number; pageSize?: number },
): Promise<{ rows: ClaimListRow[]; total: number }> {
  let query = db.selectFrom('paymentClaims as c');
  if (status) query = query.where('c.status', '=', status);
  const [rows, count] = await Promise.all([
    query
      .leftJoin('ledgerPostings as p', 'p.id', 'c.postingId')
      .selectAll('c')
      .select([ofAccountIfAny('name', 'c.userId').as('memberName'), 'p.receiptNumber'])
      .orderBy('c.createdAt')
      .orderBy('c.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) =>
      Object.assign(toClaim(row, row.receiptNumber === null ? null : Number(row.receiptNumber)), {
        userId: row.userId,
        memberName: row.memberName ?? '',
      }),
    ),
    total: Number(count.count),
  };
}

export interface ClaimDecision {
  claimId: string;
  approve: boolean;
  note?: string | null | undefined;
  by: { id: string; name: string };
  today: string;
}

/**
 * Confirms or refuses a claim, in the caller's transaction (which also writes its audit entry):
 * confirming posts the payment (received on the day he paid) with a receipt number; refusing
 * moves nothing. 404 for no such claim, 409 `already_decided` for one decided before; of two
 * decisions at once, one is made (the claim's row is claimed first by a conditional update, and
 * its payment's `source_key` is unique). After the commit, email the receipt (receipts.ts
 * `sendReceiptEmail`) when `postingId` is set.
 */
export async function decideClaim(
  trx: Db,
  { claimId, approve, note, by }: ClaimDecision,
): Promise<{ claim: ClaimRow; postingId: string | null }> {
  const decidedAt = new Date().toISOString();
  const taken = await trx
    .updateTable('paymentClaims')
    .set({
      status: approve ? 'approved' : 'refused',
      decidedBy: by.id,
      decidedAt,
      decisionNote: note || null,
    })
    .where('id', '=', claimId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) {
    const exists = await findClaim(trx, claimId);
    if (!exists) throw new HttpError(404, 'not_found', claimMessages.notFound);
    throw new HttpError(409, 'already_decided', claimMessages.decided);
  }
  const claim = (await findClaim(trx, claimId))!;
  await bumpVersion(trx, 'ledger');
  if (!approve) return { claim, postingId: null };
  let postingId: string;
  try {
    postingId = await postPayment(trx, {
      userId: claim.userId,
      amountCents: Number(claim.amountCents),
      method: claim.method as PaymentMethod,
      reference: claim.reference,
      receivedOn: claim.paidOn,
      note: claim.note,
      claimId: claim.id,
      sourceKey: `claim:${claim.id}`,
      by,
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, 'already_decided', claimMessages.decided);
    throw error;
  }
  await trx.updateTable('paymentClaims').set({ postingId }).where('id', '=', claimId).execute();
  return { claim: { ...claim, postingId }, postingId };
}

export interface PaymentInput {
  userId: string;
  amountCents: number;
  method: PaymentMethod;
  reference: string | null;
  receivedOn: string;
  note?: string | null;
  claimId?: string | null;
  sourceKey?: string | null;
  by: { id: string | null; name: string };
}

/**
 * A payment's posting with its receipt number (docs/money.md#the-ledger): cash, or the bank for
 * every other method, debited; his receivable credited. Returns the posting's id.
 */
export async function postPayment(trx: Db, payment: PaymentInput): Promise<string> {
  const receiptNumber = await takeReceiptNumber(trx);
  const [id] = await post(trx, [
    {
      kind: 'payment',
      occurredOn: payment.receivedOn,
      description: `Payment (${paymentMethodNames[payment.method]})`,
      userId: payment.userId,
      method: payment.method,
      reference: payment.reference || null,
      note: payment.note ?? null,
      claimId: payment.claimId ?? null,
      sourceKey: payment.sourceKey ?? null,
      receiptNumber,
      by: payment.by,
      lines: [
        { account: payment.method === 'cash' ? 'cash' : 'bank', amountCents: payment.amountCents },
        { account: 'receivable', userId: payment.userId, amountCents: -payment.amountCents },
      ],
    },
  ]);
  return id!;
}

/**
 * Points a claim still waiting at its picture (a media row of his, in use from the start); returns
 * false when it was decided meanwhile. Call it with the transaction that stores the picture.
 */
export async function setClaimPicture(trx: Db, claimId: string, pictureId: string) {
  const changed = await trx
    .updateTable('paymentClaims')
    .set({ pictureId })
    .where('id', '=', claimId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  await bumpVersion(trx, 'ledger');
  return Number(changed.numUpdatedRows) === 1;
}

/**
 * A claim's picture, for its member's call and the treasurer's (GET …/payment-claims/:id/picture):
 * its member's id, to check who asks, and the picture, or undefined when the claim has none.
 */
export async function claimPicture(db: Db, claimId: string) {
  return db
    .selectFrom('paymentClaims as c')
    .innerJoin('media as m', 'm.id', 'c.pictureId')
    .select(['c.userId', 'm.contentType', 'm.bytes'])
    .where('c.id', '=', claimId)
    .executeTakeFirst();
}
