// Making the ledger match what the processor says of a checkout (docs/money.md#paying-online). An
// event, a reconciliation and a payer's return all end here with the session as the processor
// answers it (retrieved, never taken from a webhook's body alone): a paid session gets its one
// posting (`source_key` `stripe:<session>`), the refunds its charge has that the ledger lacks get
// theirs (`stripe-refund:<charge>:<refunded so far>`), and the attempt says where it stands. Each
// posting key is unique, so whatever arrives twice, late or in another order posts once; a webhook
// event's id is written in the same transaction (decision 027).
import { randomUUID } from 'node:crypto';
import { localDate } from '../../../contract/event-dates.ts';
import { formatCents, paymentMethodName, type OnlineMethod } from '../../../contract/money.ts';
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation, post, takeReceiptNumber, type LineInput } from '../money/ledger.ts';
import { sendReceiptEmail, type ReceiptMailDeps } from '../money/receipts.ts';
import { chapterToday } from '../offices/office.ts';
import { renderEmail } from '../mail/templates.ts';
import { accountColumnsOf } from '../users/repository.ts';
import {
  eventSeen,
  recordEvent,
  updateAttempt,
  findAttempt,
  type AttemptRow,
} from './repository.ts';
import type { Stripe } from './stripe.ts';

export interface PaymentsDeps extends ReceiptMailDeps {
  stripe: Stripe;
  /** The chapter's clock: a payment's day is its day there. */
  timeZone: string;
}

/** A webhook event being taken: written with the postings it makes. */
export interface EventNote {
  id: string;
  type: string;
  objectId: string | null;
}

/** Who the ledger says wrote what the processor reported. */
export const onlineBy = { id: null, name: 'Online payment' } as const;

/** The source keys: one payment per session, one refund posting per cumulative refunded amount. */
export const paymentKey = (sessionId: string) => `stripe:${sessionId}`;
export const refundKey = (chargeId: string, refundedCents: number) =>
  `stripe-refund:${chargeId}:${refundedCents}`;
export const disputeKey = (disputeId: string) => `stripe-dispute:${disputeId}`;

/** What a session says, reduced to what the ledger and the attempt need. */
export interface SessionFacts {
  sessionId: string;
  amountCents: number;
  status: 'open' | 'processing' | 'paid' | 'not_paid';
  /** A bank debit that failed (the payer is told), not a page left to expire. */
  failed: boolean;
  method: OnlineMethod | null;
  intentId: string | null;
  chargeId: string | null;
  feeCents: number;
  refundedCents: number;
  /** When the charge was made (ms), for the posting's day. */
  paidAtMs: number | null;
  email: string | null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value ? (typeof value === 'string' ? value : value.id) : null;

/** The facts of a session retrieved with `sessionExpand` (stripe.ts). */
export function factsOf(session: Stripe.Checkout.Session): SessionFacts {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const transaction =
    charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null;
  const method = (charge?.payment_method_details?.type ??
    intent?.payment_method_types?.[0] ??
    null) as OnlineMethod | null;
  const paid = session.payment_status === 'paid' && charge !== null && transaction !== null;
  const intentStatus = intent?.status;
  const status: SessionFacts['status'] = paid
    ? 'paid'
    : session.status === 'complete'
      ? intentStatus === 'processing' || intentStatus === 'succeeded'
        ? 'processing'
        : 'not_paid'
      : session.status === 'expired'
        ? 'not_paid'
        : 'open';
  return {
    sessionId: session.id,
    amountCents: session.amount_total ?? 0,
    status,
    failed: status === 'not_paid' && session.status === 'complete',
    method: method === 'card' || method === 'us_bank_account' ? method : null,
    intentId: idOf(session.payment_intent),
    chargeId: charge?.id ?? null,
    feeCents: paid ? transaction!.fee : 0,
    refundedCents: charge?.amount_refunded ?? 0,
    paidAtMs: charge ? charge.created * 1000 : null,
    email: session.customer_details?.email ?? session.customer_email ?? null,
  };
}

/** The account a payment's or refund's other line is on: his receivable, or the initiative's gifts. */
function incomeLine(attempt: AttemptRow, amountCents: number): LineInput {
  return attempt.kind === 'dues'
    ? { account: 'receivable', userId: attempt.userId, amountCents }
    : { account: 'donations_income', initiative: attempt.initiative, amountCents };
}

const nonZero = (lines: LineInput[]) => lines.filter((line) => line.amountCents !== 0);

async function postingExists(trx: Db, sourceKey: string): Promise<boolean> {
  const row = await trx
    .selectFrom('ledgerPostings')
    .select('id')
    .where('sourceKey', '=', sourceKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** What a converge did, for the messages and emails after its transaction commits. */
export interface Converged {
  /** Postings made. */
  posted: number;
  /** A member's payment posted now: its receipt is emailed. */
  receiptPostingId: string | null;
  /** A bank debit that failed, the payer not yet told. */
  tellFailure: AttemptRow | null;
  /** The event was taken before (a second delivery): nothing was done. */
  duplicate: boolean;
}

const nothing: Converged = {
  posted: 0,
  receiptPostingId: null,
  tellFailure: null,
  duplicate: false,
};

/**
 * Runs `work` in a transaction; when a unique key refuses it (another delivery or run wrote the
 * same posting or event first), runs it again on what that one wrote, or, for an event taken by
 * the other, stops: it was done.
 */
export async function retrying(
  db: Db,
  event: EventNote | undefined,
  work: (trx: Db) => Promise<Converged>,
): Promise<Converged> {
  for (let tries = 1; ; tries++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isUniqueViolation(error) || tries >= 5) throw error;
      if (event && (await eventSeen(db, event.id))) return { ...nothing, duplicate: true };
    }
  }
}

/**
 * Makes the ledger and the attempt match the session's facts, in one transaction with the event
 * (if one brought it); emails after the commit. The attempt must be the session's and its amount
 * the session's (the caller checks, and notes a mismatch instead).
 */
export async function convergeAttempt(
  deps: PaymentsDeps,
  attemptId: string,
  facts: SessionFacts,
  event?: EventNote,
): Promise<Converged> {
  const done = await retrying(deps.db, event, async (trx) => {
    const attempt = await findAttempt(trx, attemptId);
    if (!attempt) throw new Error(`No attempt ${attemptId}`);
    const result = await applyFacts(trx, deps, attempt, facts);
    if (event) await recordEvent(trx, event, result.posted > 0 ? 'posted' : 'unchanged');
    return result;
  });
  await afterCommit(deps, done);
  return done;
}

/** The emails of a converge, once its transaction has committed; a failed email changes nothing. */
export async function afterCommit(deps: PaymentsDeps, done: Converged): Promise<void> {
  if (done.receiptPostingId) await sendReceiptEmail(deps, done.receiptPostingId);
  if (done.tellFailure) await tellFailure(deps, done.tellFailure);
}

async function applyFacts(
  trx: Db,
  deps: PaymentsDeps,
  attempt: AttemptRow,
  facts: SessionFacts,
): Promise<Converged> {
  const result: Converged = { ...nothing };
  const change: Partial<AttemptRow> = {};
  if (attempt.sessionId === null) change.sessionId = facts.sessionId;
  if (facts.email && facts.email !== attempt.email) change.email = facts.email;
  const today = chapterToday(deps.timeZone);

  if (facts.status === 'paid' && facts.chargeId) {
    const key = paymentKey(facts.sessionId);
    if (!(await postingExists(trx, key))) {
      const gross = facts.amountCents;
      const fee = facts.feeCents;
      const method = facts.method ?? 'card';
      const occurredOn = facts.paidAtMs ? localDate(facts.paidAtMs, deps.timeZone) : today;
      const dues = attempt.kind === 'dues';
      const [postingId] = await post(trx, [
        {
          kind: dues ? 'payment' : 'gift',
          occurredOn,
          description: dues
            ? `Payment (${paymentMethodName(method)})`
            : `Gift to ${attempt.initiative} from ${attempt.donorName || 'Anonymous'}`,
          userId: dues ? attempt.userId : null,
          method,
          reference: facts.intentId,
          sourceKey: key,
          receiptNumber: dues ? await takeReceiptNumber(trx) : null,
          lines: nonZero([
            { account: 'clearing', amountCents: gross - fee },
            { account: 'processor_fees', amountCents: fee },
            incomeLine(attempt, -gross),
          ]),
          by: onlineBy,
        },
      ]);
      if (!dues) await recordGift(trx, attempt, postingId!, occurredOn);
      result.posted += 1;
      if (dues) result.receiptPostingId = postingId!;
      change.postingId = postingId!;
      change.paidAt = new Date(facts.paidAtMs ?? Date.now()).toISOString();
    }
    Object.assign(change, {
      status: 'paid',
      method: facts.method,
      paymentIntentId: facts.intentId,
      chargeId: facts.chargeId,
      feeCents: facts.feeCents,
    });
    // The charge's refunded total is the truth: post what the ledger lacks of it.
    const refundedBefore = Number(attempt.refundedCents);
    if (facts.refundedCents > refundedBefore) {
      const cents = facts.refundedCents - refundedBefore;
      await post(trx, [
        {
          kind: 'refund',
          occurredOn: today,
          description:
            attempt.kind === 'dues'
              ? `Refund of an online payment of ${formatCents(attempt.amountCents)}`
              : `Refund of a gift to ${attempt.initiative}`,
          userId: attempt.kind === 'dues' ? attempt.userId : null,
          method: facts.method,
          reference: facts.chargeId,
          sourceKey: refundKey(facts.chargeId, facts.refundedCents),
          lines: [{ account: 'clearing', amountCents: -cents }, incomeLine(attempt, cents)],
          by: onlineBy,
        },
      ]);
      result.posted += 1;
      change.refundedCents = facts.refundedCents;
    }
  } else if (attempt.status !== 'paid') {
    // Never back from paid: a session's later state does not undo a payment (a refund does).
    change.status = facts.status;
    if (facts.intentId) change.paymentIntentId = facts.intentId;
    if (facts.method) change.method = facts.method;
    if (facts.failed && attempt.failureToldAt === null) {
      change.failureToldAt = new Date().toISOString();
      result.tellFailure = { ...attempt, ...change } as AttemptRow;
    }
  }

  const changed = (Object.keys(change) as (keyof AttemptRow)[]).some(
    (key) => change[key] !== attempt[key],
  );
  if (changed) {
    await updateAttempt(trx, attempt.id, change);
    // A member's dues answer shows his payments on their way: it follows the ledger's version.
    if (result.posted === 0 && change.status !== undefined && change.status !== attempt.status)
      await bumpVersion(trx, 'ledger');
  }
  return result;
}

/** A gift's row in the donations ledger, so the gift appears where the treasurer lists gifts. */
async function recordGift(trx: Db, attempt: AttemptRow, postingId: string, donatedOn: string) {
  await trx
    .insertInto('donations')
    .values({
      id: randomUUID(),
      initiative: attempt.initiative ?? '',
      amountCents: attempt.amountCents,
      donorName: attempt.donorName,
      donatedOn,
      note: null,
      recordedBy: onlineBy.name,
      accountId: attempt.userId,
      postingId,
      createdAt: new Date().toISOString(),
    })
    .execute();
  await bumpVersion(trx, 'donations');
}

/** Tells the payer his bank debit did not go through: nothing was paid, he may try again. */
async function tellFailure(deps: PaymentsDeps, attempt: AttemptRow): Promise<void> {
  const member = attempt.userId
    ? await accountColumnsOf(deps.db, attempt.userId, ['email', 'endedAt'])
    : undefined;
  const to = member?.email && !member.endedAt ? member.email : attempt.email;
  if (!to) return;
  const dues = attempt.kind === 'dues';
  const subject = `Your payment of ${formatCents(attempt.amountCents)} did not go through`;
  await deps.mailer.enqueue(deps.db, {
    to,
    subject,
    ...renderEmail(deps.brand, {
      heading: subject,
      paragraphs: [
        `Your bank did not pay the ${dues ? 'payment' : `gift to ${attempt.initiative}`} of ${formatCents(attempt.amountCents)}, so nothing was taken and ${dues ? 'your balance is as it was' : 'nothing was given'}.`,
        'You may try again, with a card or another account.',
      ],
      action: {
        label: dues ? 'Pay your dues' : 'Give again',
        url: `${deps.publicUrl}${dues ? '/me/dues' : attempt.fromPage === 'alumni' ? '/members/alumni' : '/philanthropy'}`,
      },
      notes: [`You get this email because you paid ${deps.brand.siteName} online.`],
    }),
  });
  deps.mailer.wake();
}
