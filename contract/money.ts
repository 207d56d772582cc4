// The chapter's money as both sides name it (docs/money.md): the ledger's accounts, the kinds of
// posting, the ways a payment arrives, and amounts written for people. Amounts travel as whole
// cents (`amountCents`); dollars appear only in what people read.

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
};

/** A posting's kind as stored, in words ("Late fee"); an unknown one as it is. */
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

/** A payment's method as stored, in words ("Venmo"); an unknown one as it is. */
export const paymentMethodName = (method: string): string =>
  paymentMethodNames[method as PaymentMethod] ?? method;

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
