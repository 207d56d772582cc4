import { describe, expect, it } from 'vitest';
import { defaultMethodCosts, methodCosts, processorFeeCents } from './payments.ts';

const [card, bank] = methodCosts({
  onlineMethods: ['card', 'us_bank_account'],
  ...defaultMethodCosts,
});

describe('processorFeeCents', () => {
  it('is the percentage rounded to the cent plus the fixed part (a card: 2.9% + 30¢)', () => {
    expect([10_000, 100, 12_345, 45_000].map((cents) => processorFeeCents(cents, card!))).toEqual([
      320, 33, 388, 1_335,
    ]);
  });

  it('stops at the cap (a bank account: 0.8% up to $5)', () => {
    expect(
      [10_000, 62_500, 62_600, 1_000_000].map((cents) => processorFeeCents(cents, bank!)),
    ).toEqual([80, 500, 500, 500]);
  });

  it('is never more than the payment, and nothing for no payment', () => {
    expect([1, 0, -500, 1.5].map((cents) => processorFeeCents(cents, card!))).toEqual([1, 0, 0, 0]);
  });
});

describe('methodCosts', () => {
  it('lists only the methods the chapter offers, in a fixed order', () => {
    expect(
      methodCosts({ onlineMethods: ['us_bank_account'], ...defaultMethodCosts }).map(
        (m) => m.method,
      ),
    ).toEqual(['us_bank_account']);
    expect(
      methodCosts({ onlineMethods: ['us_bank_account', 'card'], ...defaultMethodCosts }).map(
        (m) => m.method,
      ),
    ).toEqual(['card', 'us_bank_account']);
  });
});
