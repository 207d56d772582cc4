// Refunds from the console (docs/money.md#paying-online): the treasurer asks the processor to give
// back all that is left of a payment, or part of it, with a reason; the ask is audited and carries
// an idempotency key, and nothing is posted until the processor confirms (its `charge.refunded`
// event, or reconciliation, converges on the charge's refunded total).
import { formatCents } from '../../../contract/money.ts';
import type { Actor } from '../audit/record.ts';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../../db/database.ts';
import { fieldError, HttpError } from '../../http-error.ts';
import {
  deleteRefund,
  findAttempt,
  insertRefund,
  requestedRefundCents,
  setRefundId,
} from './repository.ts';
import { isStripeError, type Stripe } from './stripe.ts';
import { checkoutMessages } from './checkout.ts';

/** Whose record a refund is about: the member who paid (or the giver signed in), for `config.about`. */
export async function refundAbout(db: Db, attemptId: string): Promise<string[]> {
  const attempt = await findAttempt(db, attemptId);
  return attempt?.userId ? [attempt.userId] : [];
}

export async function requestRefund(
  deps: { db: Db; stripe: Stripe | undefined },
  officer: { actor: Actor; name: string },
  attemptId: string,
  body: { reason: string; amountCents?: number | undefined },
): Promise<{ id: string; attemptId: string; amountCents: number; status: 'requested' }> {
  if (!deps.stripe) throw new HttpError(409, 'online_unavailable', checkoutMessages.unavailable);
  const attempt = await findAttempt(deps.db, attemptId);
  if (!attempt) throw new HttpError(404, 'not_found', 'There is no such payment.');
  if (attempt.status !== 'paid' || !attempt.paymentIntentId)
    throw new HttpError(409, 'not_paid', 'This payment was not paid: there is nothing to refund.');
  // What is left: the payment less what was refunded or asked already and what a dispute holds.
  const asked = Math.max(
    Number(attempt.refundedCents),
    await requestedRefundCents(deps.db, attemptId),
  );
  const left = attempt.amountCents - asked - Number(attempt.disputedCents);
  if (left <= 0)
    throw new HttpError(409, 'already_refunded', 'This payment was refunded in full already.');
  const amountCents = body.amountCents ?? left;
  if (amountCents > left)
    throw fieldError('amountCents', `At most ${formatCents(left)} is left to refund.`);

  const refund = await deps.db.transaction().execute(async (trx) => {
    const row = await insertRefund(trx, {
      attemptId,
      amountCents,
      reason: body.reason,
      requestedBy: officer.actor.id ?? '',
      requestedByName: officer.name,
    });
    await recordAudit(
      trx,
      officer.actor,
      'payment refund asked',
      attempt.userId ? { id: attempt.userId, label: attempt.donorName ?? attempt.userId } : null,
      { attemptId, amountCents, reason: body.reason },
    );
    return row;
  });
  try {
    const answer = await deps.stripe.refunds.create(
      {
        payment_intent: attempt.paymentIntentId,
        amount: amountCents,
        metadata: { attempt: attemptId, refund: refund.id },
      },
      { idempotencyKey: refund.idempotencyKey },
    );
    await setRefundId(deps.db, refund.id, answer.id);
  } catch (error) {
    if (!isStripeError(error)) throw error;
    await deleteRefund(deps.db, refund.id);
    throw new HttpError(502, 'processor_unavailable', checkoutMessages.processor);
  }
  return { id: refund.id, attemptId, amountCents, status: 'requested' };
}
