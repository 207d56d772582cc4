// Giving online's calls (docs/api.md#paying-online): whether it is set up (the donations' totals
// say), the checkout a giver starts, and how his gift stands when he is back.
import type { totalsResponse } from '../../../contract/api/member-area.ts';
import type {
  checkoutResponse,
  giftCheckoutRequest,
  GiftCheckoutRequest,
  giftCheckoutStatusResponse,
} from '../../../contract/api/payments.ts';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * Whether the chapter takes gifts online, and the initiatives published (the totals' names, in the
 * alumni page's order): asked fresh, like the alumni page's totals.
 */
export const loadGiving = async (signal?: AbortSignal) => {
  const { totals, online } = await apiRequest<typeof totalsResponse>(
    `/api/donations/totals?t=${Date.now()}`,
    signal ? { signal } : {},
  );
  return { online, initiatives: Object.keys(totals) };
};

export const startGift = (body: GiftCheckoutRequest) =>
  apiRequest<typeof checkoutResponse, typeof giftCheckoutRequest>('/api/donations/checkout', {
    method: 'POST',
    body,
  });

export const loadGift = (attemptId: string, signal?: AbortSignal) =>
  apiRequest<typeof giftCheckoutStatusResponse>(
    `/api/donations/checkout/${encodeURIComponent(attemptId)}`,
    signal ? { signal } : {},
  );
