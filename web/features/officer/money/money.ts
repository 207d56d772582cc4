// Money's pure rules for the console's pages (docs/money.md): the names shown for statuses, kinds
// and the aging's buckets, the balances' filters kept in the page's address, the sentences that
// say a bill or a post before it is made.
import type { AgingBuckets } from '../../../../contract/api/officer/money.ts';
import { formatCents, type DuesStatus, type PostingKind } from '../../../../contract/money.ts';
import { pageParam } from '../../../components/console-kit/table-paging.ts';

export const duesStatusNames: Record<DuesStatus, string> = {
  paid: 'Paid',
  on_plan: 'On a plan',
  overdue: 'Overdue',
};

export const planStatusNames = { on_track: 'On track', behind: 'Behind' } as const;

export const sideNames = { new: 'New member', active: 'Active', alumni: 'Alumnus' } as const;

const kindNames: Record<PostingKind, string> = {
  dues: 'Dues',
  fee: 'Fee',
  fine: 'Fine',
  late_fee: 'Late fee',
  payment: 'Payment',
  gift: 'Gift',
  reversal: 'Reversal',
  refund: 'Refund',
  dispute: 'Held back: dispute',
};

/** A posting's kind as people read it ("Late fee"); an unknown kind as it is. */
export const kindName = (kind: string): string => kindNames[kind as PostingKind] ?? kind;

/** The aging's five buckets, in order, with their names. */
export function agingBuckets(aging: AgingBuckets): { label: string; cents: number }[] {
  return [
    { label: 'Current', cents: aging.currentCents },
    { label: '1–30 days', cents: aging.days1to30Cents },
    { label: '31–60 days', cents: aging.days31to60Cents },
    { label: '61–90 days', cents: aging.days61to90Cents },
    { label: 'Over 90 days', cents: aging.over90Cents },
  ];
}

export const balanceFilterOptions = [
  { value: '', label: 'Everyone with an account' },
  { value: 'owing', label: 'Owing' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'on_plan', label: 'On a plan' },
  { value: 'paid', label: 'Paid' },
  { value: 'credit', label: 'In credit' },
] as const;

const balanceFilters: ReadonlySet<string> = new Set(
  balanceFilterOptions.map((option) => option.value),
);

export interface BalancesAddress {
  status: string;
  q: string;
  page: number;
}

/** The filters and page an address names (`?status=overdue&q=smith&page=2`); unknowns left out. */
export function readBalancesAddress(search: URLSearchParams): BalancesAddress {
  const status = search.get('status') ?? '';
  return {
    status: balanceFilters.has(status) ? status : '',
    q: search.get('q')?.trim().slice(0, 100) ?? '',
    page: pageParam(search.get('page')),
  };
}

/** The address's query for them (the defaults and page 1 left out). */
export function balancesSearch(address: Partial<BalancesAddress>): string {
  const query = new URLSearchParams();
  if (address.status) query.set('status', address.status);
  if (address.q) query.set('q', address.q);
  if (address.page && address.page > 1) query.set('page', String(address.page));
  return query.toString();
}

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "Bill 12 members, $1,500.00": the confirmation's button, made from the bill's preview. */
export const billLabel = (count: number, totalCents: number): string =>
  `Bill ${counted(count, 'member', 'members')}, ${formatCents(totalCents)}`;

/** "Billed 12 members, $1,500.00." */
export const billedText = (count: number, totalCents: number): string =>
  `Billed ${counted(count, 'member', 'members')}, ${formatCents(totalCents)}.`;

/** "Post 3 charges, $45.00": what the ticked proposals would post. */
export const postLabel = (count: number, totalCents: number): string =>
  `Post ${counted(count, 'charge', 'charges')}, ${formatCents(totalCents)}`;

/** Cents as dollars to type again in a form: 12500 → "125.00". */
export const dollarsText = (cents: number): string => (cents / 100).toFixed(2);
