import { describe, expect, it } from 'vitest';
import { typedGift } from './amount.ts';
import { giftBanner, giveLabel, quickAmounts } from './words.ts';

describe('giving online', () => {
  it('offers $25, $50, $100 and $250, and names the amount on the button', () => {
    expect(quickAmounts).toEqual([2_500, 5_000, 10_000, 25_000]);
    expect(giveLabel(5_000)).toBe('Give $50.00');
    expect(giveLabel(null)).toBe('Give');
  });

  it('takes another amount from $1 to $10,000, typed in dollars', () => {
    expect(typedGift('75')).toEqual({ cents: 7_500 });
    expect(typedGift('$1,000.50')).toEqual({ cents: 100_050 });
    expect(typedGift('0.99')).toEqual({ error: 'The least you can give online is $1.00.' });
    expect(typedGift('10000.01')).toEqual({
      error: 'The most you can give online at once is $10,000.00.',
    });
    expect(typedGift('fifty')).toEqual({
      error: 'Enter the amount in dollars, like 50 or 12.50.',
    });
    expect(typedGift('')).toEqual({ error: 'Enter the amount in dollars, like 50 or 12.50.' });
  });

  it('words the banner back from Stripe from the server’s answer', () => {
    const gift = { initiative: 'Scholarship Fund', amountCents: 5_000, status: 'paid' as const };
    expect(giftBanner(gift, false)).toEqual({
      tone: 'success',
      text: 'Thank you: your gift of $50.00 to Scholarship Fund is recorded.',
    });
    expect(giftBanner({ ...gift, status: 'processing' }, false).text).toBe(
      'Processing: a bank payment takes a few business days; your gift of $50.00 to Scholarship Fund is recorded when it arrives.',
    );
    expect(giftBanner({ ...gift, status: 'not_paid' }, false)).toEqual({
      tone: 'warning',
      text: 'Not given: nothing was charged.',
    });
    expect(giftBanner({ ...gift, status: 'open' }, false).text).toBe(
      'Checking your gift of $50.00 to Scholarship Fund with Stripe...',
    );
    expect(giftBanner({ ...gift, status: 'open' }, true).text).toBe(
      'We have not heard from Stripe yet; your gift is recorded when it arrives.',
    );
  });
});
