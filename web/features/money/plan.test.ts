import { describe, expect, it } from 'vitest';
import { instalmentsTotal, splitIntoInstalments } from './plan.ts';

describe('splitIntoInstalments', () => {
  it('splits the balance into equal monthly instalments, the remainder on the last', () => {
    expect(splitIntoInstalments(42_000, 3, '2026-10-15')).toEqual([
      { dueOn: '2026-10-15', amountCents: 14_000 },
      { dueOn: '2026-11-15', amountCents: 14_000 },
      { dueOn: '2026-12-15', amountCents: 14_000 },
    ]);
    expect(splitIntoInstalments(10_000, 3, '2026-12-01')).toEqual([
      { dueOn: '2026-12-01', amountCents: 3_333 },
      { dueOn: '2027-01-01', amountCents: 3_333 },
      { dueOn: '2027-02-01', amountCents: 3_334 },
    ]);
  });

  it('always adds up to the balance to the cent', () => {
    for (const total of [2, 99, 101, 12_345, 99_999_99])
      for (let count = 2; count <= 12; count += 1) {
        const plan = splitIntoInstalments(total, count, '2027-01-31');
        expect(instalmentsTotal(plan)).toBe(total);
        expect(plan.every((instalment) => instalment.amountCents >= 1)).toBe(true);
      }
  });

  it('keeps a late day of the month, or the month’s last day when it is shorter', () => {
    expect(splitIntoInstalments(400, 4, '2027-01-31').map((i) => i.dueOn)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
  });

  it('gives no more instalments than cents, and nothing for what cannot be split', () => {
    expect(splitIntoInstalments(3, 12, '2027-01-01')).toHaveLength(3);
    expect(splitIntoInstalments(0, 3, '2027-01-01')).toEqual([]);
    expect(splitIntoInstalments(-500, 3, '2027-01-01')).toEqual([]);
    expect(splitIntoInstalments(1_000, 1, '2027-01-01')).toEqual([]);
    expect(splitIntoInstalments(1_000, 13, '2027-01-01')).toEqual([]);
    expect(splitIntoInstalments(1_000, 2.5, '2027-01-01')).toEqual([]);
    expect(splitIntoInstalments(1_000, 3, 'not a day')).toEqual([]);
  });
});
