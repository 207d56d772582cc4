// The rules of a member's account (settle.ts): oldest charges settled first, aging, plans, status.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addToAging,
  duesStatus,
  noAging,
  openCharges,
  overdueCents,
  planProblem,
  planStatus,
} from './settle.ts';

const charge = (postingId: string, amountCents: number, dueOn: string) => ({
  postingId,
  amountCents,
  dueOn,
});

describe('openCharges', () => {
  it('settles the oldest charges first: what is owed is the newest, the last in part', () => {
    const open = openCharges([
      charge('a', 10_000, '2026-09-01'),
      charge('b', 5_000, '2026-10-01'),
      charge('p', -12_000, '2026-09-15'),
      charge('c', 2_000, '2026-11-01'),
    ]);
    expect(open).toEqual([
      { postingId: 'b', amountCents: 5_000, dueOn: '2026-10-01', openCents: 3_000 },
      { postingId: 'c', amountCents: 2_000, dueOn: '2026-11-01', openCents: 2_000 },
    ]);
  });

  it('leaves nothing open when paid in full or in credit', () => {
    expect(openCharges([charge('a', 100, '2026-09-01'), charge('p', -100, '2026-09-02')])).toEqual(
      [],
    );
    expect(openCharges([charge('a', 100, '2026-09-01'), charge('p', -150, '2026-09-02')])).toEqual(
      [],
    );
    expect(openCharges([])).toEqual([]);
  });

  it('orders charges of one day by their posting, so every reader settles them alike', () => {
    const open = openCharges([charge('z', 100, '2026-09-01'), charge('a', 100, '2026-09-01')]);
    expect(open.map((c) => c.postingId)).toEqual(['a', 'z']);
  });
});

describe('aging and overdue', () => {
  const open = openCharges([
    charge('today', 100, '2026-12-07'),
    charge('d1', 200, '2026-12-06'),
    charge('d30', 300, '2026-11-07'),
    charge('d31', 400, '2026-11-06'),
    charge('d61', 500, '2026-10-07'),
    charge('d91', 600, '2026-09-07'),
    charge('later', 700, '2027-01-01'),
  ]);
  it('puts each open amount in the bucket of its days past due', () => {
    expect(addToAging(noAging(), open, '2026-12-07')).toEqual({
      currentCents: 800,
      days1to30Cents: 500,
      days31to60Cents: 400,
      days61to90Cents: 500,
      over90Cents: 600,
    });
  });
  it('counts as overdue only what is past due beyond the grace days', () => {
    expect(overdueCents(open, '2026-12-07', 0)).toBe(200 + 300 + 400 + 500 + 600);
    expect(overdueCents(open, '2026-12-07', 30)).toBe(400 + 500 + 600);
  });
});

describe('plans and status', () => {
  const plan = [
    { dueOn: '2026-10-01', amountCents: 5_000 },
    { dueOn: '2026-11-01', amountCents: 5_000 },
    { dueOn: '2026-12-01', amountCents: 5_000 },
  ];
  it('is on track while he owes no more than the instalments not yet late', () => {
    expect(planStatus(plan, 10_000, '2026-10-05', 7)).toBe('on_track');
    expect(planStatus(plan, 15_000, '2026-10-05', 7)).toBe('on_track');
    expect(planStatus(plan, 15_000, '2026-10-09', 7)).toBe('behind');
    expect(planStatus(plan, 0, '2027-06-01', 7)).toBe('on_track');
  });
  it('says overdue only without a plan on track', () => {
    expect(duesStatus(0, 0, null)).toBe('paid');
    expect(duesStatus(5_000, 0, null)).toBe('paid');
    expect(duesStatus(5_000, 5_000, null)).toBe('overdue');
    expect(duesStatus(5_000, 5_000, 'on_track')).toBe('on_plan');
    expect(duesStatus(5_000, 5_000, 'behind')).toBe('overdue');
  });
  it('checks that a plan covers the balance, in order, from today', () => {
    expect(planProblem(plan, 15_000, '2026-10-01')).toBeUndefined();
    expect(planProblem(plan, 14_000, '2026-10-01')).toMatch(/add up to \$150\.00/);
    expect(planProblem(plan, 15_000, '2026-10-02')).toMatch(/before today/);
    expect(planProblem([plan[1]!, plan[0]!], 10_000, '2026-09-01')).toMatch(/after the one before/);
    expect(planProblem([], 0, '2026-09-01')).toMatch(/at least one/);
  });
  it('moves days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
