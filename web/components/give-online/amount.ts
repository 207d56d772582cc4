// A gift's amount typed in dollars, checked as the server checks it ($1 to $10,000).
import { maxGiftCents, minOnlineCents } from '../../../contract/api/payments.ts';
import { centsFromDollars } from '../../../contract/money-amounts.ts';
import { formatCents } from '../../../contract/money.ts';

const typedDollars = centsFromDollars('one gift');

/** "50", "12.50", "$1,000": its cents, or why it cannot be given online. */
export function typedGift(typed: string): { cents: number } | { error: string } {
  if (typed.trim() === '') return { error: 'Enter the amount in dollars, like 50 or 12.50.' };
  const checked = typedDollars.safeParse(typed);
  const cents = checked.success ? checked.data : null;
  if (cents === null || cents > maxGiftCents)
    return {
      error:
        cents === null
          ? (checked.error?.issues[0]?.message ?? 'Enter the amount in dollars.')
          : `The most you can give online at once is ${formatCents(maxGiftCents)}.`,
    };
  if (cents < minOnlineCents)
    return { error: `The least you can give online is ${formatCents(minOnlineCents)}.` };
  return { cents };
}
