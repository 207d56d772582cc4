import { describe, expect, it } from 'vitest';
import { instalmentsTotal, monthlyInstalments, postingWords } from './money.ts';

describe('monthlyInstalments', () => {
  it('splits a balance into monthly instalments, the cents left over one each on the first', () => {
    expect(monthlyInstalments(42_000, 3, '2026-10-15')).toEqual([
      { dueOn: '2026-10-15', amountCents: 14_000 },
      { dueOn: '2026-11-15', amountCents: 14_000 },
      { dueOn: '2026-12-15', amountCents: 14_000 },
    ]);
    expect(monthlyInstalments(10_000, 3, '2026-12-01')).toEqual([
      { dueOn: '2026-12-01', amountCents: 3334 },
      { dueOn: '2027-01-01', amountCents: 3333 },
      { dueOn: '2027-02-01', amountCents: 3333 },
    ]);
  });

  it('always adds up to the balance to the cent, the instalments a cent apart at most', () => {
    for (const total of [1, 2, 99, 101, 12_345, 99_999, 45_001, 100_000_00])
      for (let count = 1; count <= 12; count += 1) {
        const amounts = monthlyInstalments(total, count, '2027-01-31').map(
          (instalment) => instalment.amountCents,
        );
        expect({
          total,
          count,
          sum: instalmentsTotal(amounts.map((amountCents) => ({ amountCents }))),
          evenToTheCent: Math.max(...amounts) - Math.min(...amounts) <= 1,
          eachAtLeastOneCent: Math.min(...amounts) >= 1,
        }).toEqual({ total, count, sum: total, evenToTheCent: true, eachAtLeastOneCent: true });
      }
  });

  it('keeps a late day of the month, or the month’s last day when it is shorter', () => {
    expect(monthlyInstalments(400, 4, '2027-01-31').map((i) => i.dueOn)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
  });

  it('gives no more instalments than cents, and nothing for what cannot be split', () => {
    expect(monthlyInstalments(3, 12, '2027-01-01')).toHaveLength(3);
    expect(monthlyInstalments(0, 3, '2027-01-01')).toEqual([]);
    expect(monthlyInstalments(-500, 3, '2027-01-01')).toEqual([]);
    expect(monthlyInstalments(10.5, 3, '2027-01-01')).toEqual([]);
    expect(monthlyInstalments(1_000, 0, '2027-01-01')).toEqual([]);
    expect(monthlyInstalments(1_000, 13, '2027-01-01')).toEqual([]);
    expect(monthlyInstalments(1_000, 2.5, '2027-01-01')).toEqual([]);
    expect(monthlyInstalments(1_000, 3, 'not a day')).toEqual([]);
  });
});

describe('postingWords', () => {
  it('names the kind before the description, unless the description starts with it', () => {
    expect(postingWords({ kind: 'fine', description: 'Missed chapter meeting' })).toBe(
      'Fine: Missed chapter meeting',
    );
    expect(postingWords({ kind: 'payment', description: 'Payment (Venmo)' })).toBe(
      'Payment (Venmo)',
    );
    expect(postingWords({ kind: 'late_fee', description: 'Late fee on Fall dues' })).toBe(
      'Late fee on Fall dues',
    );
  });
});
