// Paying online through the payment processor's hosted checkout (docs/api.md#paying-online,
// docs/money.md#paying-online): a member pays his dues, anyone gives to an initiative, and the
// treasurer follows every attempt, reconciles and refunds. Amounts travel as whole cents; the
// chapter absorbs the processor's fee, so what a person pays is what he chose.
import { z } from 'zod';
import {
  formatCents,
  largestLineCents,
  onlineMethodNames,
  onlineMethods,
  type OnlineMethod,
} from '../money.ts';
import { freeText } from './common.ts';
import { pageFields, pageQuery } from './paging.ts';

export { onlineMethodNames, onlineMethods, type OnlineMethod };

// ---- What a method costs the chapter -------------------------------------------------------------

/** The processor's price for one method, as the chapter's money settings hold it. */
export const methodCost = z.object({
  method: z.enum(onlineMethods),
  name: z.string(),
  /** The percentage in hundredths of a percent: 290 is 2.9%. */
  percentBasisPoints: z.number().int(),
  fixedCents: z.number().int(),
  /** The most the fee can be; null: no cap. */
  capCents: z.number().int().nullable(),
});
export type MethodCost = z.infer<typeof methodCost>;

/**
 * What the processor keeps of a payment of `amountCents` by a method costing `cost`: the
 * percentage rounded to the nearest cent, plus the fixed part, at most the cap (and never more than
 * the payment). An estimate shown before paying: the ledger posts the fee the processor reports.
 */
export function processorFeeCents(
  amountCents: number,
  cost: Pick<MethodCost, 'percentBasisPoints' | 'fixedCents' | 'capCents'>,
): number {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 0;
  const fee = Math.round((amountCents * cost.percentBasisPoints) / 10_000) + cost.fixedCents;
  const capped = cost.capCents === null ? fee : Math.min(fee, cost.capCents);
  return Math.max(0, Math.min(capped, amountCents));
}

// ---- Attempts ------------------------------------------------------------------------------------

/**
 * Where one checkout stands: `created` (the processor not yet asked), `open` (the hosted page
 * waits), `processing` (a bank debit on its way), `paid`, `not_paid` (failed or expired).
 */
export const attemptStatuses = ['created', 'open', 'processing', 'paid', 'not_paid'] as const;
export type AttemptStatus = (typeof attemptStatuses)[number];

/** The statuses a payer sees: `created` reads as `open`. */
export const payerStatuses = ['open', 'processing', 'paid', 'not_paid'] as const;
export type PayerStatus = (typeof payerStatuses)[number];

export const attemptKinds = ['dues', 'gift'] as const;
export type AttemptKind = (typeof attemptKinds)[number];

/** An attempt's id in the address: a UUID, unguessable. */
export const attemptIdParams = z.object({
  attemptId: z.string().regex(/^[0-9a-f-]{36}$/, 'There is no such payment.'),
});

/** The smallest payment online: the processor's fixed fee makes less pointless. */
export const minOnlineCents = 100;
/** The largest gift online. */
export const maxGiftCents = 1_000_000;

/** POST /api/me/dues/checkout, POST /api/donations/checkout: where to send the payer. */
export const checkoutResponse = z.object({ url: z.string(), attemptId: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

// ---- A member's dues -----------------------------------------------------------------------------

/** What `GET /api/me/dues` says about paying online; null when it is not set up or he owes nothing. */
export const onlinePayment = z.object({
  /** The methods the chapter offers, with what each costs it. */
  methods: z.array(methodCost),
  minCents: z.number().int(),
  /** His balance: the most he may pay. */
  maxCents: z.number().int(),
  /** Amounts to offer first: what is due now, his plan's next instalment, his balance. */
  suggestions: z.array(
    z.object({
      label: z.enum(['What is due', 'Next instalment', 'Your balance']),
      amountCents: z.number().int(),
    }),
  ),
  /** His bank debits on their way: paid, not yet arrived. */
  processing: z.array(
    z.object({ attemptId: z.string(), amountCents: z.number().int(), createdAt: z.string() }),
  ),
});
export type OnlinePayment = z.infer<typeof onlinePayment>;

/** POST /api/me/dues/checkout: $1 up to his balance (the upper bound checked by the server). */
export const duesCheckoutRequest = z
  .object({
    amountCents: z
      .number({ error: 'The amount is a number of cents, like 12500 for $125.00.' })
      .int('The amount is whole cents, like 12500 for $125.00.')
      .min(minOnlineCents, `The amount must be at least ${formatCents(minOnlineCents)}.`)
      .max(largestLineCents, `The amount can be at most ${formatCents(largestLineCents)}.`),
  })
  .strict();
export type DuesCheckoutRequest = z.input<typeof duesCheckoutRequest>;

/** GET /api/me/dues/checkout/:attemptId: how his payment stands (his own only). */
export const duesCheckoutStatusResponse = z.object({
  attempt: z.object({
    id: z.string(),
    amountCents: z.number().int(),
    status: z.enum(payerStatuses),
    /** The receipt of a paid one. */
    receiptNumber: z.number().int().nullable(),
    createdAt: z.string(),
  }),
});
export type DuesCheckoutStatusResponse = z.infer<typeof duesCheckoutStatusResponse>;

// ---- A gift --------------------------------------------------------------------------------------

/** The pages a gift starts from, so the payer comes back to the same one. */
export const giftPages = ['philanthropy', 'alumni'] as const;

/** POST /api/donations/checkout: signed in or not; the initiative one of those published. */
export const giftCheckoutRequest = z
  .object({
    initiative: z
      .string({ error: 'Choose an initiative.' })
      .trim()
      .min(1, 'Choose an initiative.')
      .max(200, 'There is no such initiative.'),
    amountCents: z
      .number({ error: 'The amount is a number of cents, like 5000 for $50.00.' })
      .int('The amount is whole cents, like 5000 for $50.00.')
      .min(minOnlineCents, `The amount must be at least ${formatCents(minOnlineCents)}.`)
      .max(maxGiftCents, `The amount can be at most ${formatCents(maxGiftCents)}.`),
    /** How the gift is acknowledged; empty or absent: anonymous. */
    name: freeText({ label: 'The name', max: 100, required: false, person: true }).optional(),
    from: z.enum(giftPages, { error: 'There is no such page.' }).optional(),
  })
  .strict();
export type GiftCheckoutRequest = z.input<typeof giftCheckoutRequest>;

/** GET /api/donations/checkout/:attemptId: public, the id being unguessable. */
export const giftCheckoutStatusResponse = z.object({
  attempt: z.object({
    id: z.string(),
    initiative: z.string(),
    amountCents: z.number().int(),
    status: z.enum(payerStatuses),
  }),
});
export type GiftCheckoutStatusResponse = z.infer<typeof giftCheckoutStatusResponse>;

// ---- The treasurer's view (area treasury, /api/officer/payments) ---------------------------------

/** Something the processor holds that the chapter's records do not match. */
export const unmatchedItem = z.object({
  id: z.string(),
  kind: z.enum(['session', 'event']),
  /** The processor's id of the session or event. */
  objectId: z.string(),
  amountCents: z.number().int().nullable(),
  at: z.string(),
  reason: z.string(),
});
export type UnmatchedItem = z.infer<typeof unmatchedItem>;

/** GET /api/officer/payments/status. */
export const paymentsStatusResponse = z.object({
  online: z.boolean(),
  lastWebhookAt: z.string().nullable(),
  lastReconciledAt: z.string().nullable(),
  unmatched: z.array(unmatchedItem),
  /** Bank debits on their way. */
  processing: z.number().int(),
  /** Payments with money held back by a dispute. */
  disputes: z.number().int(),
});
export type PaymentsStatusResponse = z.infer<typeof paymentsStatusResponse>;

/** POST /api/officer/payments/reconcile: what one run did. */
export const reconcileResponse = z.object({
  /** Sessions of the last three days looked at. */
  checked: z.number().int(),
  /** Postings made (what a webhook missed). */
  posted: z.number().int(),
  /** Sessions that match nothing of ours (new in this run or known). */
  unmatched: z.number().int(),
  reconciledAt: z.string(),
});
export type ReconcileResponse = z.infer<typeof reconcileResponse>;

/** GET /api/officer/payments?status&q&page&pageSize. `q`: a name, an initiative or an id. */
export const onlinePaymentsQuery = z
  .object({
    status: z.enum(attemptStatuses, { error: 'There is no such status.' }).optional(),
    q: z.string().trim().max(100, 'The search can be at most 100 characters.').optional(),
    ...pageQuery(50),
  })
  .strict();
export type OnlinePaymentsQuery = z.input<typeof onlinePaymentsQuery>;

export const onlinePaymentRow = z.object({
  attemptId: z.string(),
  kind: z.enum(attemptKinds),
  userId: z.string().nullable(),
  /** The member's name, a giver's name, or "Anonymous". */
  name: z.string(),
  initiative: z.string().nullable(),
  amountCents: z.number().int(),
  /** What the processor kept; null until paid. */
  feeCents: z.number().int().nullable(),
  refundedCents: z.number().int(),
  disputedCents: z.number().int(),
  status: z.enum(attemptStatuses),
  method: z.enum(onlineMethods).nullable(),
  postingId: z.string().nullable(),
  receiptNumber: z.number().int().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** A refund asked for that the processor has not confirmed yet. */
  refundPending: z.boolean(),
});
export type OnlinePaymentRow = z.infer<typeof onlinePaymentRow>;

export const onlinePaymentsResponse = z.object({
  rows: z.array(onlinePaymentRow),
  ...pageFields,
});
export type OnlinePaymentsResponse = z.infer<typeof onlinePaymentsResponse>;

/** POST /api/officer/payments/:attemptId/refund: all that is left, or part of it; a reason always. */
export const refundRequest = z
  .object({
    reason: freeText({ label: 'The reason', max: 300 }),
    amountCents: z
      .number({ error: 'The amount is a number of cents.' })
      .int('The amount is whole cents.')
      .min(1, 'The amount must be more than $0.')
      .max(largestLineCents, `The amount can be at most ${formatCents(largestLineCents)}.`)
      .optional(),
  })
  .strict();
export type RefundRequest = z.input<typeof refundRequest>;

/** 202: asked of the processor; posted when it confirms. */
export const refundResponse = z.object({
  refund: z.object({
    id: z.string(),
    attemptId: z.string(),
    amountCents: z.number().int(),
    status: z.literal('requested'),
  }),
  message: z.string(),
});
export type RefundResponse = z.infer<typeof refundResponse>;

// ---- Money settings ------------------------------------------------------------------------------

/** The processor's published prices, the settings' defaults. */
export const defaultMethodCosts = {
  cardPercentBasisPoints: 290,
  cardFixedCents: 30,
  bankPercentBasisPoints: 80,
  bankCapCents: 500,
} as const;

/** The methods offered, with their costs, from the money settings. */
export function methodCosts(settings: {
  onlineMethods: readonly OnlineMethod[];
  cardPercentBasisPoints: number;
  cardFixedCents: number;
  bankPercentBasisPoints: number;
  bankCapCents: number;
}): MethodCost[] {
  return onlineMethods
    .filter((method) => settings.onlineMethods.includes(method))
    .map((method) =>
      method === 'card'
        ? {
            method,
            name: 'Card',
            percentBasisPoints: settings.cardPercentBasisPoints,
            fixedCents: settings.cardFixedCents,
            capCents: null,
          }
        : {
            method,
            name: 'US bank account',
            percentBasisPoints: settings.bankPercentBasisPoints,
            fixedCents: 0,
            capCents: settings.bankCapCents,
          },
    );
}

/** POST /api/payments/stripe/webhook: the event was taken (or was taken before, or is not ours). */
export const webhookResponse = z.object({ received: z.literal(true) });
