// How a member's dues read on his page and his home (docs/money.md): his balance and status in one
// line, what is due next and a claim's state, in plain words.
import type { DuesResponse, PaymentClaim } from '../../../contract/api/money.ts';
import { formatDay } from '../../../contract/dates.ts';
import { formatCents } from '../../../contract/money.ts';

type Dues = Pick<
  DuesResponse,
  'balanceCents' | 'overdueCents' | 'overdueSince' | 'status' | 'nextDue' | 'plan'
>;

/**
 * His balance and status in one line: "You owe $420.00 — $150.00 overdue since Mon, Oct 5, 2026",
 * "Paid up", … With `since: false` (his home's link, kept short) the day is left out.
 */
export function balanceLine(dues: Dues, { since = true }: { since?: boolean } = {}): string {
  const { balanceCents, overdueCents, overdueSince, status, nextDue } = dues;
  if (balanceCents < 0) return `You have a credit of ${formatCents(-balanceCents)}`;
  if (balanceCents === 0) return 'Paid up';
  if (status === 'on_plan')
    return nextDue
      ? `On a plan: next ${formatCents(nextDue.amountCents)} on ${formatDay(nextDue.dueOn)}`
      : 'On a plan';
  if (overdueCents > 0)
    return `You owe ${formatCents(balanceCents)} — ${formatCents(overdueCents)} overdue${since && overdueSince ? ` since ${formatDay(overdueSince)}` : ''}`;
  return `You owe ${formatCents(balanceCents)}`;
}

/** What comes next under the balance line: the next due day, or what a plan leaves owed in all. */
export function nextLine(dues: Dues): string | null {
  const { balanceCents, status, nextDue } = dues;
  if (balanceCents <= 0) return null;
  if (status === 'on_plan') return `${formatCents(balanceCents)} left to pay in all.`;
  return nextDue
    ? `Next due: ${formatCents(nextDue.amountCents)} on ${formatDay(nextDue.dueOn)}.`
    : null;
}

export const claimWords: Record<PaymentClaim['status'], string> = {
  pending: 'Waiting for the treasurer',
  approved: 'Confirmed',
  refused: 'Refused',
};
