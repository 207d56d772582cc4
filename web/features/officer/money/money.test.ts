import { describe, expect, it } from 'vitest';
import {
  agingBuckets,
  balancesSearch,
  billLabel,
  billedText,
  dollarsText,
  kindName,
  postLabel,
  readBalancesAddress,
} from './money.ts';
import { centsFromDollars } from '../../../../contract/money-amounts.ts';

describe('amounts', () => {
  it('types dollars back as the cents they were', () => {
    for (const cents of [1, 7, 1250, 12_500, 100_000_00]) {
      expect(centsFromDollars().parse(dollarsText(cents))).toBe(cents);
    }
  });

  it('refuses what the server refuses, naming the amount', () => {
    const accepted = ['0', '-5', '12.345', 'ten', '', '100000.01', '1e3', '1,0,0'].filter(
      (typed) => centsFromDollars().safeParse(typed).success,
    );
    expect(accepted).toEqual([]);
    expect(centsFromDollars('one payment').safeParse('200000').error?.issues[0]?.message).toBe(
      'More than $100,000 in one payment? Check the amount.',
    );
  });
});

describe('sentences', () => {
  it('says a bill and a post with their count and total', () => {
    expect(billLabel(12, 150_000)).toBe('Bill 12 members, $1,500.00');
    expect(billLabel(1, 12_500)).toBe('Bill 1 member, $125.00');
    expect(billedText(1_200, 15_000_000)).toBe('Billed 1,200 members, $150,000.00.');
    expect(postLabel(3, 4500)).toBe('Post 3 charges, $45.00');
    expect(kindName('late_fee')).toBe('Late fee');
    expect(kindName('refund')).toBe('Refund');
    expect(kindName('unknown_kind')).toBe('unknown_kind');
  });

  it('names the aging’s buckets in order', () => {
    expect(
      agingBuckets({
        currentCents: 1,
        days1to30Cents: 2,
        days31to60Cents: 3,
        days61to90Cents: 4,
        over90Cents: 5,
      }),
    ).toEqual([
      { label: 'Current', cents: 1 },
      { label: '1–30 days', cents: 2 },
      { label: '31–60 days', cents: 3 },
      { label: '61–90 days', cents: 4 },
      { label: 'Over 90 days', cents: 5 },
    ]);
  });
});

describe('the balances’ address', () => {
  it('reads back what it wrote, and drops what it does not know', () => {
    const address = { status: 'overdue', q: 'smith', page: 3 };
    expect(readBalancesAddress(new URLSearchParams(balancesSearch(address)))).toEqual(address);
    expect(balancesSearch({ status: '', q: '', page: 1 })).toBe('');
    expect(readBalancesAddress(new URLSearchParams('status=rich&page=-2'))).toEqual({
      status: '',
      q: '',
      page: 1,
    });
  });
});
