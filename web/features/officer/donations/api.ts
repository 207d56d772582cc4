// The donations ledger (area `treasury`, docs/api.md#officer-console): a page of the ledger with
// its totals, record a gift, void one with a reason, link one to the donor's account (found by
// name).
import type { z } from 'zod';
import type {
  donationRequestFor,
  donationResponse,
  donationsResponse,
  giftAccountRequest,
  giftAccountsResponse,
  voidRequest,
} from '../../../../contract/api/officer/donations.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ledgerPath, ledgerUrl, type LedgerFilter } from './ledger.ts';

export type GiftRequest = z.input<ReturnType<typeof donationRequestFor>>;

/** One page of the ledger with the filters, the totals beside it. */
export const loadLedger = (
  filter: LedgerFilter,
  paging: { page: number; pageSize: number },
  signal: AbortSignal,
) => apiRequest<typeof donationsResponse>(ledgerUrl(filter, paging), { signal });

export const recordGift = (body: GiftRequest) =>
  apiRequest<typeof donationResponse, ReturnType<typeof donationRequestFor>>(ledgerPath, {
    method: 'POST',
    body,
  });

export const voidGift = (id: string, reason: string) =>
  apiRequest<typeof donationResponse, typeof voidRequest>(
    `${ledgerPath}/${encodeURIComponent(id)}/void`,
    { method: 'POST', body: { reason } },
  );

/** The open accounts whose name holds the words typed (at most 10), to link a gift to. */
export const findGiftAccounts = (q: string, signal: AbortSignal) =>
  apiRequest<typeof giftAccountsResponse>(
    `${ledgerPath}/accounts?${new URLSearchParams({ q }).toString()}`,
    { signal },
  );

/** Links a gift to an account, or (null) to none. */
export const linkGift = (id: string, accountId: string | null) =>
  apiRequest<typeof donationResponse, typeof giftAccountRequest>(
    `${ledgerPath}/${encodeURIComponent(id)}/account`,
    { method: 'PUT', body: { accountId } },
  );
