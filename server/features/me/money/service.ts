// A member's dues, his claims and his plan (docs/api.md#money-a-members-dues): what his calls do.
// Everything here is about the signed-in member alone: another member's claim or plan is a 404,
// and nothing here decides a claim or a plan he proposed (the treasurer's calls do).
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  statementLimit,
  type DuesResponse,
  type MemberPlan,
  type paymentClaimRequest,
} from '../../../../contract/api/money.ts';
import { limits } from '../../../../contract/limits.ts';
import {
  methodCosts,
  minOnlineCents,
  type OnlinePayment,
} from '../../../../contract/api/payments.ts';
import { processingOf } from '../../../core/payments/repository.ts';
import type { Db } from '../../../db/database.ts';
import { HttpError } from '../../../http-error.ts';
import { detectImageKind } from '../../../images/detect.ts';
import { ImageRejected, processContentPicture } from '../../../images/process.ts';
import { recordAudit, type Actor } from '../../../core/audit/record.ts';
import { pictureMessages } from '../../../core/media/content-pictures.ts';
import { deleteMediaByIds, insertMedia } from '../../../core/media/repository.ts';
import type { UploadedFile } from '../../../core/media/upload.ts';
import {
  claimMessages,
  claimPicture,
  claimsOf,
  createClaim,
  findClaim,
  setClaimPicture,
  toClaim,
} from '../../../core/money/claims.ts';
import { duesFromStatement, duesOf } from '../../../core/money/dues.ts';
import { acceptPlan, instalmentsOf, proposePlan } from '../../../core/money/plans.ts';
import { dueItemsOf, nextDueOf } from '../../../core/money/reminders.ts';
import { planStatus } from '../../../core/money/settle.ts';
import { moneySettings } from '../../../core/money/repository.ts';
import { settingsOf } from '../../../core/money/settings.ts';
import { livePlansOf, receiptsIn, statementOf } from '../../../core/money/statement.ts';

/** The member making the request: his id, his name, and how the audit log names him. */
export interface Member {
  id: string;
  name: string;
  actor: Actor;
}

type PlanRow = {
  id: string;
  status: string;
  proposedBy: string;
  instalments: string;
  createdAt: string;
};

function toPlan(row: PlanRow, status: 'on_track' | 'behind' | null): MemberPlan {
  return {
    id: row.id,
    status: row.status as MemberPlan['status'],
    planStatus: row.status === 'accepted' ? status : null,
    proposedBy: row.proposedBy as MemberPlan['proposedBy'],
    instalments: instalmentsOf(row),
    createdAt: row.createdAt,
  };
}

/**
 * How he may pay online (docs/money.md#paying-online): the methods offered and their costs, $1 up
 * to his balance, the amounts to offer first (what is due by today, his plan's next instalment, his
 * balance) and his bank debits on their way. Null when paying online is off or he owes under $1.
 */
function onlinePaymentOf(
  online: boolean,
  settings: Awaited<ReturnType<typeof moneySettings>>,
  dues: ReturnType<typeof duesFromStatement>,
  processing: { id: string; amountCents: number; createdAt: string }[],
  today: string,
): OnlinePayment | null {
  const balance = dues.balanceCents;
  if (!online || balance < minOnlineCents) return null;
  const methods = methodCosts(settingsOf(settings));
  if (methods.length === 0) return null;
  const dueNow = dues.open
    .filter((charge) => charge.dueOn <= today)
    .reduce((sum, charge) => sum + charge.openCents, 0);
  const instalment = dues.plan ? nextDueOf(dueItemsOf(dues)) : null;
  const offered: OnlinePayment['suggestions'] = [
    { label: 'What is due', amountCents: dueNow },
    { label: 'Next instalment', amountCents: instalment?.amountCents ?? 0 },
    { label: 'Your balance', amountCents: balance },
  ];
  const suggestions = offered.filter(
    (offer, index) =>
      offer.amountCents >= minOnlineCents &&
      offer.amountCents <= balance &&
      offered.findIndex((other) => other.amountCents === offer.amountCents) === index,
  );
  return {
    methods,
    minCents: minOnlineCents,
    maxCents: balance,
    suggestions,
    processing: processing.map((row) => ({
      attemptId: row.id,
      amountCents: Number(row.amountCents),
      createdAt: row.createdAt,
    })),
  };
}

/** GET /api/me/dues: his balance, status, next due, plan, statement, receipts and claims. */
export async function myDues(
  db: Db,
  member: Member,
  today: string,
  online = false,
): Promise<DuesResponse> {
  // Five reads along his own rows: his dues are worked out from his statement (duesOf's rules).
  const [statement, plans, claims, settings, processing] = await Promise.all([
    statementOf(db, member.id),
    livePlansOf(db, member.id),
    claimsOf(db, member.id),
    moneySettings(db),
    online ? processingOf(db, member.id) : [],
  ]);
  const accepted = plans.find((plan) => plan.status === 'accepted');
  const proposal = plans.find((plan) => plan.status === 'proposed');
  const dues = duesFromStatement(
    statement,
    accepted ? { id: accepted.id, instalments: instalmentsOf(accepted) } : undefined,
    { today, graceDays: Number(settings.graceDays) },
  );
  const earlier = Math.max(0, statement.length - statementLimit);
  return {
    balanceCents: dues.balanceCents,
    overdueCents: dues.overdueCents,
    // Open charges are oldest first, and what is overdue is the oldest of them: the first one.
    overdueSince: dues.overdueCents > 0 ? dues.oldestDueOn : null,
    status: dues.status,
    nextDue: nextDueOf(dueItemsOf(dues)),
    plan: accepted
      ? toPlan(accepted, dues.plan?.status ?? null)
      : proposal
        ? toPlan(proposal, null)
        : null,
    proposal: proposal ? toPlan(proposal, null) : null,
    statement: statement.slice(earlier),
    statementEarlier: earlier,
    receipts: receiptsIn(statement, member.id, member.name),
    claims,
    online,
    onlinePayment: onlinePaymentOf(online, settings, dues, processing, today),
  };
}

/** POST /api/me/payment-claims: his claim, audited with it. */
export async function claimPayment(
  db: Db,
  member: Member,
  body: z.output<typeof paymentClaimRequest>,
  today: string,
) {
  return db.transaction().execute(async (trx) => {
    const row = await createClaim(trx, member.id, body, today);
    await recordAudit(
      trx,
      member.actor,
      'payment claimed',
      { id: member.id, label: member.name },
      { claimId: row.id, amountCents: row.amountCents, method: row.method, paidOn: row.paidOn },
    );
    return toClaim(row);
  });
}

/** His claim, or 404 (another member's claim is as missing as one that never was). */
async function hisClaim(db: Db, userId: string, claimId: string) {
  const claim = await findClaim(db, claimId);
  if (!claim || claim.userId !== userId)
    throw new HttpError(404, 'not_found', claimMessages.notFound);
  return claim;
}

/** The types a receipt's picture may be (as the pages' pictures: photos, no animations). */
const acceptedKinds = new Set(['jpeg', 'png', 'webp', 'heic']);

/**
 * POST /api/me/payment-claims/:id/picture: a photo of his receipt for a claim still waiting, checked
 * and re-encoded as every uploaded picture is (metadata left behind), kept at a readable size. A
 * second picture replaces the first.
 */
export async function addClaimPicture(db: Db, member: Member, claimId: string, file: UploadedFile) {
  const claim = await hisClaim(db, member.id, claimId);
  if (claim.status !== 'pending')
    throw new HttpError(409, 'already_decided', claimMessages.decided);
  if (file.size === 0) throw new HttpError(400, 'validation_failed', pictureMessages.empty);
  if (file.size > limits.upload.maxBytes)
    throw new HttpError(413, 'payload_too_large', pictureMessages.tooLarge);
  const kind = detectImageKind(file.head);
  if (!kind || !acceptedKinds.has(kind))
    throw new HttpError(415, 'unsupported_media_type', pictureMessages.notAPicture);
  let picture;
  try {
    picture = await processContentPicture(file, kind);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    throw new HttpError(
      400,
      'validation_failed',
      error.reason === 'too-many-pixels'
        ? pictureMessages.tooManyPixels
        : pictureMessages.unreadable,
    );
  }
  const id = randomUUID();
  return db.transaction().execute(async (trx) => {
    await insertMedia(trx, {
      id,
      ownerId: member.id,
      contentType: picture.contentType,
      bytes: picture.data,
      width: picture.width,
      height: picture.height,
      attachedAt: new Date().toISOString(),
    });
    if (!(await setClaimPicture(trx, claim.id, id)))
      throw new HttpError(409, 'already_decided', claimMessages.decided);
    if (claim.pictureId) await deleteMediaByIds(trx, [claim.pictureId]);
    await recordAudit(
      trx,
      member.actor,
      'payment claim picture added',
      { id: member.id, label: member.name },
      { claimId: claim.id },
    );
    return toClaim({ ...claim, pictureId: id });
  });
}

/** GET /api/me/payment-claims/:id/picture: his claim's picture, or 404. */
export async function hisClaimPicture(db: Db, userId: string, claimId: string) {
  const picture = await claimPicture(db, claimId);
  if (!picture || picture.userId !== userId)
    throw new HttpError(404, 'not_found', 'This claim has no picture.');
  return picture;
}

/** POST /api/me/payment-plan: his proposal, replacing one still waiting (his or the treasurer's). */
export async function proposeMyPlan(
  db: Db,
  member: Member,
  instalments: { dueOn: string; amountCents: number }[],
  today: string,
): Promise<MemberPlan> {
  return db.transaction().execute(async (trx) => {
    const plan = await proposePlan(trx, {
      userId: member.id,
      instalments,
      side: 'member',
      by: { id: member.id, name: member.name },
      today,
    });
    await recordAudit(
      trx,
      member.actor,
      'payment plan proposed',
      { id: member.id, label: member.name },
      { planId: plan.id, instalments },
    );
    return toPlan(plan, null);
  });
}

/** POST /api/me/payment-plan/accept: he accepts the treasurer's proposal to him. */
export async function acceptMyPlan(
  db: Db,
  member: Member,
  planId: string,
  today: string,
): Promise<MemberPlan> {
  return db.transaction().execute(async (trx) => {
    const plan = await acceptPlan(trx, {
      planId,
      side: 'member',
      by: { id: member.id, name: member.name },
      userId: member.id,
    });
    await recordAudit(
      trx,
      member.actor,
      'payment plan accepted',
      { id: member.id, label: member.name },
      { planId: plan.id },
    );
    const [dues, settings] = await Promise.all([duesOf(trx, member.id, today), moneySettings(trx)]);
    return toPlan(
      plan,
      planStatus(instalmentsOf(plan), dues.balanceCents, today, Number(settings.graceDays)),
    );
  });
}
