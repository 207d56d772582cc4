// A member's dues (docs/api.md#money-a-members-dues; docs/money.md): his balance and statement,
// his receipts, the payments he says he made (claims, which the treasurer confirms or refuses) and
// a payment plan he proposes or accepts. The fields and rows are the treasurer's
// (contract/api/officer/money.ts), so both sides check and show them alike.
import { z } from 'zod';
import { paymentMethods } from '../money.ts';
import { freeText } from './common.ts';
import { onlinePayment } from './payments.ts';
import {
  cents,
  claimStatuses,
  moneyDay,
  planRequest,
  receipt,
  statementLine,
} from './officer/money.ts';

// ---- Claims: "I paid", until the treasurer confirms -----------------------------------------------

export type ClaimStatus = (typeof claimStatuses)[number];

/** How many of his claims may wait for the treasurer at once. */
export const maxPendingClaims = 5;

/**
 * POST /api/me/payment-claims. `paidOn` is not after the chapter's today (checked by the server).
 * A picture of his receipt is sent afterwards, to POST /api/me/payment-claims/:id/picture.
 */
export const paymentClaimRequest = z
  .object({
    amountCents: cents('The amount'),
    method: z.enum(paymentMethods, { error: 'Choose how you paid.' }),
    reference: freeText({ label: 'The reference', max: 100, required: false }).default(''),
    paidOn: moneyDay('The day you paid'),
    note: freeText({ label: 'The note', max: 500, required: false, multiline: true })
      .nullable()
      .optional(),
  })
  .strict();
export type PaymentClaimRequest = z.input<typeof paymentClaimRequest>;

export const paymentClaim = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  method: z.enum(paymentMethods),
  reference: z.string(),
  paidOn: z.string(),
  note: z.string().nullable(),
  /** Whether he added a picture of his receipt (GET …/payment-claims/:id/picture). */
  hasPicture: z.boolean(),
  status: z.enum(claimStatuses),
  /** The treasurer's note with his decision (why it was refused, mostly). */
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The receipt of the payment an approval recorded. */
  receiptNumber: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PaymentClaim = z.infer<typeof paymentClaim>;

export const paymentClaimParams = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/, 'There is no such claim.'),
});

export const paymentClaimResponse = z.object({ claim: paymentClaim, message: z.string() });

// ---- Plans ---------------------------------------------------------------------------------------

export const planProposers = ['member', 'treasurer'] as const;

/** POST /api/me/payment-plan: instalments that add up to his balance exactly, from today on. */
export const paymentPlanRequest = z.object({ instalments: planRequest.shape.instalments }).strict();
export type PaymentPlanRequest = z.input<typeof paymentPlanRequest>;

export const memberPlan = z.object({
  id: z.string(),
  /** `proposed`: waiting for the other side (`proposedBy` says who asked); `accepted`: his plan. */
  status: z.enum(['proposed', 'accepted']),
  /** How an accepted plan stands today; null for a proposal. */
  planStatus: z.enum(['on_track', 'behind']).nullable(),
  proposedBy: z.enum(planProposers),
  instalments: z.array(z.object({ dueOn: z.string(), amountCents: z.number().int() })),
  createdAt: z.string(),
});
export type MemberPlan = z.infer<typeof memberPlan>;

export const paymentPlanResponse = z.object({ plan: memberPlan, message: z.string() });

/** POST /api/me/payment-plan/accept: the treasurer's proposal he read and accepts. */
export const acceptPlanRequest = z
  .object({ planId: z.string().regex(/^[0-9a-f-]{36}$/, 'There is no such plan.') })
  .strict();

// ---- His dues ------------------------------------------------------------------------------------

/** A receipt as the member prints it: the treasurer's, with who recorded the payment. */
export const receiptSummary = receipt.extend({ recordedBy: z.string() });
export type ReceiptSummary = z.infer<typeof receiptSummary>;

/** The most statement lines one answer holds (the newest); `statementEarlier` counts the rest. */
export const statementLimit = 200;

/** GET /api/me/dues. */
export const duesResponse = z.object({
  /** What he owes (negative: a credit). */
  balanceCents: z.number().int(),
  overdueCents: z.number().int(),
  /** The due day of his oldest charge overdue (open past the grace days); null: nothing overdue. */
  overdueSince: z.string().nullable(),
  status: z.enum(['paid', 'on_plan', 'overdue']),
  /** His next open charge's due day or his plan's next instalment, whichever comes first. */
  nextDue: z.object({ dueOn: z.string(), amountCents: z.number().int() }).nullable(),
  /** His plan accepted; without one, a proposal waiting (either side's). */
  plan: memberPlan.nullable(),
  /** A proposal waiting (his, or the treasurer's to him), also beside a plan accepted. */
  proposal: memberPlan.nullable(),
  /** His postings, oldest first, each with the balance after it. */
  statement: z.array(statementLine),
  /** How many older postings the statement leaves out (it holds the newest 200). */
  statementEarlier: z.number().int(),
  /** The receipts of his payments, newest first. */
  receipts: z.array(receiptSummary),
  /** His claims, newest first (the latest 50). */
  claims: z.array(paymentClaim),
  /** Whether paying online is set up (docs/money.md#paying-online). */
  online: z.boolean(),
  /** How he may pay online now; null when it is not set up or he owes nothing. */
  onlinePayment: onlinePayment.nullable(),
});
export type DuesResponse = z.infer<typeof duesResponse>;
