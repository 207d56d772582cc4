// Giving online, in words (docs/product.md#giving-online): the quick amounts offered, the button's
// words, and the banner that says how a gift stands once the giver is back from Stripe. Free of the
// validation library: the banner loads without it.
import type { GiftCheckoutStatusResponse } from '../../../contract/api/payments.ts';
import { formatCents } from '../../../contract/money.ts';

/** The amounts offered first: $25, $50, $100, $250. */
export const quickAmounts = [2_500, 5_000, 10_000, 25_000] as const;

/** The button: "Give $50.00", or "Give" before an amount is chosen. */
export const giveLabel = (amountCents: number | null): string =>
  amountCents === null ? 'Give' : `Give ${formatCents(amountCents)}`;

type Gift = Pick<GiftCheckoutStatusResponse['attempt'], 'initiative' | 'amountCents' | 'status'>;

/** The banner's words for a gift, as the server says it stands; `gaveUp`: still open, not asked again. */
export function giftBanner(
  gift: Gift,
  gaveUp: boolean,
): { tone: 'success' | 'info' | 'warning'; text: string } {
  const what = `${formatCents(gift.amountCents)} to ${gift.initiative}`;
  switch (gift.status) {
    case 'paid':
      return { tone: 'success', text: `Thank you: your gift of ${what} is recorded.` };
    case 'processing':
      return {
        tone: 'info',
        text: `Processing: a bank payment takes a few business days; your gift of ${what} is recorded when it arrives.`,
      };
    case 'not_paid':
      return { tone: 'warning', text: 'Not given: nothing was charged.' };
    case 'open':
      return {
        tone: 'info',
        text: gaveUp
          ? 'We have not heard from Stripe yet; your gift is recorded when it arrives.'
          : `Checking your gift of ${what} with Stripe...`,
      };
  }
}
