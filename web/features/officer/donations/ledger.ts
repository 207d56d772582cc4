// The donations ledger's pure rules for the page (docs/product.md#officer-console): dollars shown
// and sent, the filters and page kept in the page's address (`?initiative=…&voided=only&page=2`, so
// Back, a reload or a shared link shows the same page), the server's query made from them, and what
// a gift is called in a sentence.
import type { DonationRow, GiftAccount } from '../../../../contract/api/officer/donations.ts';
import { pageParam } from '../../../components/console-kit/table-paging.ts';

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

export { formatDay } from '../../../components/console-kit/dates.ts';

export const ledgerPath = '/api/officer/donations';

const voidedFilters: readonly string[] = ['include', 'exclude', 'only'] satisfies VoidedFilter[];

/** The filters and page an address names; anything unknown is left out. */
export function readLedgerAddress(search: URLSearchParams): LedgerFilter & { page: number } {
  const voided = search.get('voided') ?? '';
  return {
    initiative: search.get('initiative')?.trim().slice(0, 100) ?? '',
    voided: voidedFilters.includes(voided) ? (voided as VoidedFilter) : 'include',
    page: pageParam(search.get('page')),
  };
}

/** The address's query for the filters and page (the defaults and page 1 are left out). */
export function ledgerSearch(filter: LedgerFilter & { page?: number }): string {
  const query = new URLSearchParams();
  if (filter.initiative) query.set('initiative', filter.initiative);
  if (filter.voided !== 'include') query.set('voided', filter.voided);
  if (filter.page && filter.page > 1) query.set('page', String(filter.page));
  return query.toString();
}

/** The ledger's API address: one page with the filters, or every matching gift as CSV. */
export function ledgerUrl(
  filter: LedgerFilter,
  extra: { page?: number; pageSize?: number } | 'csv' = {},
): string {
  const query = new URLSearchParams(ledgerSearch(filter));
  if (extra === 'csv') query.set('format', 'csv');
  else {
    if (extra.page && extra.page > 1) query.set('page', String(extra.page));
    if (extra.pageSize) query.set('pageSize', String(extra.pageSize));
  }
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

/** "(Class of 2019, alumnus)", "(member)": what tells two accounts of one name apart. */
export const accountLabel = (account: Pick<GiftAccount, 'graduationYear' | 'role'>): string => {
  const side = account.role === 'alumni' ? 'alumnus' : 'member';
  return account.graduationYear === null
    ? `(${side})`
    : `(Class of ${account.graduationYear}, ${side})`;
};

/** The most accounts one search lists (the server's `giftAccountsListed`). */
const listedAtMost = 10;

/** What the account search says under its box: what to type, that it searches, what it found. */
export function accountSearchStatus(asked: string, searching: boolean, found: number): string {
  if (!asked)
    return 'Type part of the donor’s name to find his account: a linked gift is his, in his own data.';
  if (searching) return 'Searching...';
  if (found === 0) return 'No open account has a name like that.';
  if (found >= listedAtMost)
    return `The first ${listedAtMost} matching accounts: type more of the name to narrow them.`;
  return found === 1 ? '1 account matches: choose it.' : `${found} accounts match: choose one.`;
}
