import { describe, expect, it } from 'vitest';
import { methodCosts, defaultMethodCosts } from '../../../contract/api/payments.ts';
import { askAgain, mostChecks } from '../../lib/use-checkout-status.ts';
import { amountChoices, checkoutBanner, checkoutFailure, feeLine, typedAmount } from './online.ts';

const [card, bank] = methodCosts({
  onlineMethods: ['card', 'us_bank_account'],
  ...defaultMethodCosts,
});
const online = {
  methods: [card!, bank!],
  minCents: 100,
  maxCents: 42_000,
  suggestions: [
    { label: 'What is due' as const, amountCents: 15_000 },
    { label: 'Next instalment' as const, amountCents: 15_000 },
    { label: 'Your balance' as const, amountCents: 42_000 },
  ],
  processing: [],
};

describe('paying dues online', () => {
  it('offers each suggested amount once, within what the server takes', () => {
    expect(amountChoices(online)).toEqual([
      { label: 'What is due', amountCents: 15_000 },
      { label: 'Your balance', amountCents: 42_000 },
    ]);
    const odd = { ...online, suggestions: [{ label: 'What is due' as const, amountCents: 50 }] };
    expect(amountChoices(odd)).toEqual([]);
  });

  it('takes another amount typed in dollars from $1 up to his balance', () => {
    expect(typedAmount('125.50', online)).toEqual({ cents: 12_550 });
    expect(typedAmount('$420', online)).toEqual({ cents: 42_000 });
    expect(typedAmount('0.50', online)).toEqual({
      error: 'The least you can pay online is $1.00.',
    });
    expect(typedAmount('420.01', online)).toEqual({
      error: 'You owe $420.00: pay at most that.',
    });
    expect(typedAmount('12,5', online)).toEqual({
      error: 'Enter the amount in dollars, like 50 or 12.50.',
    });
    expect(typedAmount(' ', online)).toEqual({
      error: 'Enter the amount in dollars, like 50 or 12.50.',
    });
  });

  it('says what each method costs the chapter for the amount chosen', () => {
    expect(feeLine(card!, 15_000)).toBe('Card: the chapter pays $4.65 in fees');
    expect(feeLine(bank!, 15_000)).toBe(
      'US bank account: the chapter pays $1.20 in fees — takes 3–5 business days',
    );
    // The bank account's fee is capped at $5.
    expect(feeLine(bank!, 100_000)).toBe(
      'US bank account: the chapter pays $5.00 in fees — takes 3–5 business days',
    );
    expect(feeLine(card!, null)).toBe('Card');
    expect(feeLine(bank!, null)).toBe('US bank account: takes 3–5 business days');
  });

  it('words the banner back from Stripe from the server’s answer', () => {
    const paid = { amountCents: 15_000, status: 'paid' as const, receiptNumber: 12 };
    expect(checkoutBanner(paid, false)).toEqual({
      tone: 'success',
      text: 'Paid: $150.00. Thank you.',
      receiptNumber: 12,
    });
    expect(checkoutBanner({ ...paid, status: 'processing', receiptNumber: null }, false)).toEqual({
      tone: 'info',
      text: 'Processing: a bank payment takes a few business days; your balance will show $150.00 when it arrives.',
      receiptNumber: null,
    });
    expect(checkoutBanner({ ...paid, status: 'not_paid' }, false).text).toBe(
      'Not paid: nothing was charged.',
    );
    expect(checkoutBanner({ ...paid, status: 'open' }, false).text).toBe(
      'Checking your payment of $150.00 with Stripe...',
    );
    expect(checkoutBanner({ ...paid, status: 'open' }, true).text).toBe(
      'We have not heard from Stripe yet; this page will show the payment when it arrives.',
    );
  });

  it('asks again while the payment is open, up to about thirty seconds', () => {
    expect(askAgain('open', 1)).toBe(true);
    expect(askAgain('open', mostChecks)).toBe(false);
    expect(askAgain('paid', 1)).toBe(false);
    expect(askAgain('processing', 1)).toBe(false);
  });

  it('says plainly when Stripe could not be reached', () => {
    expect(checkoutFailure('processor_unavailable', 'Not started')).toBe(
      'Stripe could not be reached; try again in a minute.',
    );
    expect(checkoutFailure('nothing_owed', 'Not started: you owe nothing.')).toBe(
      'Not started: you owe nothing.',
    );
  });
});
