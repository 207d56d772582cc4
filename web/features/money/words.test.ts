import { describe, expect, it } from 'vitest';
import { balanceLine, nextLine } from './words.ts';

const dues = {
  balanceCents: 42_000,
  overdueCents: 0,
  overdueSince: null,
  status: 'paid' as const,
  nextDue: { dueOn: '2026-10-05', amountCents: 42_000 },
  plan: null,
};

describe('balanceLine and nextLine', () => {
  it('says what he owes, what is overdue and what is due next', () => {
    expect(balanceLine(dues)).toBe('You owe $420.00');
    expect(nextLine(dues)).toBe('Next due: $420.00 on Mon, Oct 5, 2026.');
    const late = {
      ...dues,
      overdueCents: 15_000,
      overdueSince: '2026-10-05',
      status: 'overdue' as const,
    };
    expect(balanceLine(late)).toBe('You owe $420.00 — $150.00 overdue since Mon, Oct 5, 2026');
    // His home's link keeps it short.
    expect(balanceLine(late, { since: false })).toBe('You owe $420.00 — $150.00 overdue');
  });

  it('says paid up, a credit, and a plan’s next instalment', () => {
    expect(balanceLine({ ...dues, balanceCents: 0, nextDue: null })).toBe('Paid up');
    expect(nextLine({ ...dues, balanceCents: 0, nextDue: null })).toBeNull();
    expect(balanceLine({ ...dues, balanceCents: -500, nextDue: null })).toBe(
      'You have a credit of $5.00',
    );
    const planned = {
      ...dues,
      status: 'on_plan' as const,
      nextDue: { dueOn: '2027-01-07', amountCents: 10_000 },
    };
    expect(balanceLine(planned)).toBe('On a plan: next $100.00 on Thu, Jan 7, 2027');
    expect(nextLine(planned)).toBe('$420.00 left to pay in all.');
  });
});
