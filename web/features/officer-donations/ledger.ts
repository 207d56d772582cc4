// The donations ledger's pure rules for the page (docs/product.md#officer-console): dollars shown
// and sent, the filters as the server's query, and what a gift is called in a sentence.
import type { DonationRow } from '../../../contract/api/treasury.ts';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234.5 → "$1,234.50" (amounts are whole cents in dollars). */
export const formatDollars = (dollars: number): string => usd.format(dollars);

/** Whole cents (what the contract's `dollarAmount` makes of "12.50") → the dollars the API takes. */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

export type VoidedFilter = 'include' | 'exclude' | 'only';

export interface LedgerFilter {
  /** Empty: every initiative. */
  initiative: string;
  voided: VoidedFilter;
}

export { formatDay } from '../../lib/console-kit/dates.ts';

export const ledgerPath = '/api/officer/donations';

/** The ledger's address with the filters (and `format=csv` for the download). */
export function ledgerUrl(filter: LedgerFilter, format: 'json' | 'csv' = 'json'): string {
  const query = new URLSearchParams();
  if (filter.initiative) query.set('initiative', filter.initiative);
  if (filter.voided !== 'include') query.set('voided', filter.voided);
  if (format === 'csv') query.set('format', 'csv');
  const text = query.toString();
  return text ? `${ledgerPath}?${text}` : ledgerPath;
}

/** "$50.00 for House Maintenance from Jordan Lee" / "… (anonymous)" */
export const giftLabel = (gift: Pick<DonationRow, 'amount' | 'initiative' | 'donorName'>): string =>
  `${formatDollars(gift.amount)} for ${gift.initiative} ${
    gift.donorName ? `from ${gift.donorName}` : '(anonymous)'
  }`;

/** "Jordan Lee <jordan@example.com>" → "Jordan Lee" (the ledger's columns stay narrow; the CSV has both). */
export const actorName = (label: string): string => label.replace(/\s*<[^<>]*>$/, '') || label;
