// Paying online in the console, in words and rules (docs/product.md#paying-online): the attempts'
// statuses, what is left to refund of a payment and what its row offers, the processor's rates as
// the settings form types them (percent like 2.90, cents), and the run of a reconciliation.
import type {
  AttemptStatus,
  OnlinePaymentRow,
  ReconcileResponse,
} from '../../../../contract/api/payments.ts';
import { formatCents } from '../../../../contract/money.ts';

export const attemptStatusNames: Record<AttemptStatus, string> = {
  created: 'Not started',
  open: 'At checkout',
  processing: 'Processing',
  paid: 'Paid',
  not_paid: 'Not paid',
};

export const attemptFilterOptions = [
  { value: '', label: 'Every payment' },
  { value: 'paid', label: 'Paid' },
  { value: 'processing', label: 'Processing' },
  { value: 'open', label: 'At checkout' },
  { value: 'not_paid', label: 'Not paid' },
] as const;

/** What is left to refund of a payment: what was paid, less what was refunded already. */
export const refundableCents = (row: OnlinePaymentRow): number =>
  Math.max(0, row.amountCents - row.refundedCents);

/**
 * What a row offers: `refund`, `requested` (asked of the processor, not yet confirmed), `yours`
 * (his own payment: another officer refunds it), or nothing (not paid, or all refunded).
 */
export function refundAction(
  row: OnlinePaymentRow,
  you: string | undefined,
): 'refund' | 'requested' | 'yours' | null {
  if (row.refundPending) return 'requested';
  if (row.status !== 'paid' || refundableCents(row) === 0) return null;
  if (row.userId !== null && row.userId === you) return 'yours';
  return 'refund';
}

/** A percentage in hundredths of a percent as typed: 290 → "2.90". */
export const percentText = (basisPoints: number): string => (basisPoints / 100).toFixed(2);

/** "2.90" or "2.9%" typed → 290; what is not a percentage goes as typed (the contract says why). */
export function typedPercent(text: string): number | string {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (trimmed === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return text;
  return Math.round(Number(trimmed) * 100);
}

/** "Checked 120 sessions: 2 posted, 1 not matched." */
export function reconciledText(run: ReconcileResponse): string {
  const sessions = `${run.checked.toLocaleString('en-US')} ${run.checked === 1 ? 'session' : 'sessions'}`;
  return `Checked ${sessions}: ${run.posted} posted, ${run.unmatched} not matched.`;
}

/** A row's amount with what the processor kept and what went back: "$150.00 (fee $4.65)". */
export function amountDetail(row: OnlinePaymentRow): string[] {
  const parts: string[] = [];
  if (row.feeCents !== null) parts.push(`Fee ${formatCents(row.feeCents)}`);
  if (row.refundedCents > 0) parts.push(`Refunded ${formatCents(row.refundedCents)}`);
  if (row.disputedCents > 0) parts.push(`Held back: dispute ${formatCents(row.disputedCents)}`);
  return parts;
}
