// The chapter's money as both sides name it (docs/money.md): the ledger's accounts, the kinds of
// posting, the ways a payment arrives, amounts written for people, and a balance split into a
// plan's monthly instalments. Amounts travel as whole cents (`amountCents`); dollars appear only in
// what people read.
import { latestUntil, occurrenceDays } from './event-repeats.ts';

/** The ledger's accounts. `receivable` lines name the member; `donations_income` the initiative. */
export const ledgerAccounts = [
  'receivable',
  'cash',
  'bank',
  'clearing',
  'dues_income',
  'fines_fees_income',
  'donations_income',
  'processor_fees',
  'national_payable',
  'refunds',
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

/** What a posting is. */
export const postingKinds = [
  'dues',
  'fee',
  'fine',
  'late_fee',
  'payment',
  'gift',
  'reversal',
  'refund',
  'dispute',
] as const;
export type PostingKind = (typeof postingKinds)[number];

export const postingKindNames: Record<PostingKind, string> = {
  dues: 'Dues',
  fee: 'Fee',
  fine: 'Fine',
  late_fee: 'Late fee',
  payment: 'Payment',
  gift: 'Gift',
  reversal: 'Reversal',
  refund: 'Refund',
  dispute: 'Held back: dispute',
};

/** A posting's kind as stored, in words ("Late fee"); an unknown one as it is. */
/**
 * A posting in a few words: "Fine: Missed chapter meeting", its kind left out when its description
 * starts with it ("Payment (Venmo)", "Late fee on Fall dues").
 */
export function postingWords(posting: { kind: string; description: string }): string {
  const kind = postingKindName(posting.kind);
  return posting.description.toLowerCase().startsWith(kind.toLowerCase())
    ? posting.description
    : `${kind}: ${posting.description}`;
}

export const postingKindName = (kind: string): string =>
  postingKindNames[kind as PostingKind] ?? kind;

/** The kinds of charge an officer posts by hand. */
export const chargeKinds = ['dues', 'fee', 'fine'] as const;
export type ChargeKind = (typeof chargeKinds)[number];

/** How a payment recorded by hand arrived. */
export const paymentMethods = ['cash', 'check', 'venmo', 'zelle', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodNames: Record<PaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  venmo: 'Venmo',
  zelle: 'Zelle',
  other: 'Other',
};

/** How a payment made online through the processor arrived (docs/money.md#paying-online). */
export const onlineMethods = ['card', 'us_bank_account'] as const;
export type OnlineMethod = (typeof onlineMethods)[number];

export const onlineMethodNames: Record<OnlineMethod, string> = {
  card: 'Card, online',
  us_bank_account: 'Bank account, online',
};

/** A payment's method as stored, in words ("Venmo", "Card, online"); an unknown one as it is. */
export const paymentMethodName = (method: string): string =>
  paymentMethodNames[method as PaymentMethod] ??
  onlineMethodNames[method as OnlineMethod] ??
  method;

/** A member's dues for standing: only `overdue` makes standing not good. */
export const duesStatuses = ['paid', 'on_plan', 'overdue'] as const;
export type DuesStatus = (typeof duesStatuses)[number];

/** The most one line may move: more is almost certainly a typo (an extra zero). */
export const largestLineCents = 100_000_00;

/** Cents as people read them: $1,234.50, and −$5.00 for a credit. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  return `${sign}$${(Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
}

export interface Instalment {
  dueOn: string;
  amountCents: number;
}

/**
 * The plan builders (the member's on /me/dues, the treasurer's "Offer a plan") offer up to a year
 * of monthly instalments; the server takes longer plans.
 */
export const mostMonthlyInstalments = 12;

/**
 * `totalCents` in `count` monthly instalments from `firstDueOn` (the same day each month, or the
 * month's last day when it is shorter) that add up to it to the cent: the cents left over from an
 * even split go one each to the first instalments. Never more instalments than cents. Empty when
 * the total is not positive, the count is not 1 to 12 or the day is not a day.
 */
export function monthlyInstalments(
  totalCents: number,
  count: number,
  firstDueOn: string,
): Instalment[] {
  if (!Number.isInteger(totalCents) || totalCents <= 0) return [];
  if (!Number.isInteger(count) || count < 1 || count > mostMonthlyInstalments) return [];
  const parts = Math.min(count, totalCents);
  const days = occurrenceDays(firstDueOn, 'month', latestUntil(firstDueOn)).slice(0, parts);
  if (days.length < parts) return [];
  const each = Math.floor(totalCents / parts);
  const left = totalCents - each * parts;
  return days.map((dueOn, index) => ({ dueOn, amountCents: each + (index < left ? 1 : 0) }));
}

/** What instalments add up to. */
export const instalmentsTotal = (instalments: readonly Pick<Instalment, 'amountCents'>[]) =>
  instalments.reduce((sum, instalment) => sum + instalment.amountCents, 0);
