// The rules of a member's account, as small pure functions (docs/money.md#the-ledger): what he still
// owes of each charge once his payments have settled the oldest charges first, how old it is, how
// a payment plan stands, and his dues status for standing. Amounts are whole cents; days are
// YYYY-MM-DD on the chapter's calendar.
import { formatCents as dollars } from '../../../contract/money.ts';

/** A receivable line that still counts: one of a posting neither reversed nor a reversal. */
export interface ReceivableItem {
  postingId: string;
  /** Debit (a charge) positive, credit (a payment) negative. */
  amountCents: number;
  /** A charge's due day (a credit's day otherwise). */
  dueOn: string;
}

/** A charge with what is still owed of it. */
export interface OpenCharge {
  postingId: string;
  dueOn: string;
  amountCents: number;
  openCents: number;
}

/**
 * The charges still open, oldest first: payments settle the oldest charges first, so what is owed
 * is the newest charges that add up to the balance (the last of them in part). A balance of zero or
 * less (a credit) leaves nothing open.
 */
export function openCharges(items: readonly ReceivableItem[]): OpenCharge[] {
  const balance = items.reduce((sum, item) => sum + item.amountCents, 0);
  if (balance <= 0) return [];
  const charges = items
    .filter((item) => item.amountCents > 0)
    .toSorted((a, b) =>
      a.dueOn === b.dueOn ? a.postingId.localeCompare(b.postingId) : a.dueOn < b.dueOn ? -1 : 1,
    );
  const open: OpenCharge[] = [];
  let left = balance;
  for (let i = charges.length - 1; i >= 0 && left > 0; i -= 1) {
    const charge = charges[i]!;
    const openCents = Math.min(charge.amountCents, left);
    left -= openCents;
    open.push({ ...charge, openCents });
  }
  return open.toReversed();
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface Aging {
  currentCents: number;
  days1to30Cents: number;
  days31to60Cents: number;
  days61to90Cents: number;
  over90Cents: number;
}

export const noAging = (): Aging => ({
  currentCents: 0,
  days1to30Cents: 0,
  days31to60Cents: 0,
  days61to90Cents: 0,
  over90Cents: 0,
});

/** Adds the open charges to `aging` by days past their due day on `today` (due today: current). */
export function addToAging(aging: Aging, open: readonly OpenCharge[], today: string): Aging {
  for (const charge of open) {
    const late = daysBetween(charge.dueOn, today);
    if (late <= 0) aging.currentCents += charge.openCents;
    else if (late <= 30) aging.days1to30Cents += charge.openCents;
    else if (late <= 60) aging.days31to60Cents += charge.openCents;
    else if (late <= 90) aging.days61to90Cents += charge.openCents;
    else aging.over90Cents += charge.openCents;
  }
  return aging;
}

/** What is overdue: open and due more than `graceDays` before `today`. */
export function overdueCents(open: readonly OpenCharge[], today: string, graceDays: number) {
  return open
    .filter((charge) => daysBetween(charge.dueOn, today) > graceDays)
    .reduce((sum, charge) => sum + charge.openCents, 0);
}

export interface Instalment {
  dueOn: string;
  amountCents: number;
}

/**
 * A plan accepted is `on_track` while what he still owes is no more than the instalments not yet
 * late (due on or after `today` less the grace days): he has paid every instalment whose day is
 * past, whatever he paid it with. Otherwise `behind`.
 */
export function planStatus(
  instalments: readonly Instalment[],
  balanceCents: number,
  today: string,
  graceDays: number,
): 'on_track' | 'behind' {
  const cutoff = addDays(today, -graceDays);
  const stillAllowed = instalments
    .filter((instalment) => instalment.dueOn >= cutoff)
    .reduce((sum, instalment) => sum + instalment.amountCents, 0);
  return balanceCents <= stillAllowed ? 'on_track' : 'behind';
}

export type DuesStatus = 'paid' | 'on_plan' | 'overdue';

/**
 * His dues for standing: `on_plan` while a plan accepted is on track and he owes something;
 * otherwise `overdue` when anything is past due beyond the grace days, else `paid`. Only `overdue`
 * makes standing not good.
 */
export function duesStatus(
  balanceCents: number,
  overdue: number,
  plan: 'on_track' | 'behind' | null,
): DuesStatus {
  if (plan === 'on_track' && balanceCents > 0) return 'on_plan';
  return overdue > 0 ? 'overdue' : 'paid';
}

/** Instalments that cover `balanceCents` exactly, each on a real day, in order, none in the past. */
export function planProblem(
  instalments: readonly Instalment[],
  balanceCents: number,
  today: string,
): string | undefined {
  if (instalments.length === 0) return 'A plan has at least one instalment.';
  if (instalments.length > 24) return 'A plan has at most 24 instalments.';
  for (let i = 1; i < instalments.length; i += 1)
    if (instalments[i]!.dueOn <= instalments[i - 1]!.dueOn)
      return 'Each instalment is due after the one before.';
  if (instalments[0]!.dueOn < today) return 'The first instalment cannot be due before today.';
  const total = instalments.reduce((sum, instalment) => sum + instalment.amountCents, 0);
  if (total !== balanceCents)
    return `The instalments add up to ${dollars(total)}; the balance is ${dollars(balanceCents)}.`;
  return undefined;
}
