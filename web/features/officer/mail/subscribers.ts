// The newsletter's subscribers for the console (docs/api.md#newsletter-console): the list's status
// filter, search and page, kept in the page's address (`?status=active&q=ann&page=2`) so that Back,
// a reload or a shared link shows the same page; the API's address made from them (a page, or
// `format=csv` for the download); and the words for each status.
import type { SubscriberStatus } from '../../../../contract/api/officer/mail.ts';
import { pageParam } from '../../../components/console-kit/table-paging.ts';

export const subscribersPath = '/api/officer/mail/subscribers';

export interface SubscriberFilters {
  status?: SubscriberStatus;
  /** Part of an address. */
  q?: string;
}

/** The filters and page an address names; anything unknown is left out. */
export function readSubscriberFilters(
  search: URLSearchParams,
): SubscriberFilters & { page: number } {
  const status = statusFacts.find((fact) => fact.status === search.get('status'))?.status;
  const q = search.get('q')?.trim().slice(0, 100);
  return {
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
    page: pageParam(search.get('page')),
  };
}

/** The address's query for `filters` (page 1 is left out). */
export function subscriberFiltersSearch(filters: SubscriberFilters & { page?: number }): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.q) query.set('q', filters.q);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  return query.toString();
}

/** The API's address (contract `subscribersQuery`) for a page, or for the CSV file. */
export function subscribersUrl(
  filters: SubscriberFilters,
  extra: { page?: number; pageSize?: number; format?: 'csv' } = {},
): string {
  const query = new URLSearchParams(subscriberFiltersSearch(filters));
  if (extra.page) query.set('page', String(extra.page));
  if (extra.pageSize) query.set('pageSize', String(extra.pageSize));
  if (extra.format) query.set('format', extra.format);
  const text = query.toString();
  return text ? `${subscribersPath}?${text}` : subscribersPath;
}

/** The statuses in the order the page shows their counts, with what each means. */
export const statusFacts: readonly {
  status: SubscriberStatus;
  label: string;
  meaning: string;
}[] = [
  { status: 'active', label: 'Active', meaning: 'confirmed; they get the newsletter' },
  { status: 'pending', label: 'Pending', meaning: 'signed up, not confirmed yet' },
  { status: 'unsubscribed', label: 'Unsubscribed', meaning: 'left the list' },
  { status: 'bouncing', label: 'Bouncing', meaning: 'their mail server refused for good' },
];

export const statusLabel = (status: SubscriberStatus): string =>
  statusFacts.find((fact) => fact.status === status)?.label ?? status;

/** The badge's look: active green, pending amber, the others red. */
export const statusBadgeClass = (status: SubscriberStatus): string =>
  status === 'active'
    ? 'status-badge'
    : status === 'pending'
      ? 'status-badge status-badge--expired'
      : 'status-badge status-badge--revoked';

/** The filters with the status filter set to `value` (a status, or '' for every one). */
export function withStatus(filters: SubscriberFilters, value: string): SubscriberFilters {
  const { status: _old, ...rest } = filters;
  const status = statusFacts.find((fact) => fact.status === value)?.status;
  return status ? { ...rest, status } : rest;
}

/** What the list says when no subscriber is on it. */
export function emptyListText(filters: SubscriberFilters): string {
  const among = filters.status ? ` ${statusLabel(filters.status).toLowerCase()}` : '';
  if (filters.q) return `No${among} subscriber’s address contains “${filters.q}”.`;
  if (filters.status) return `No subscriber is${among}.`;
  return 'Nobody has signed up for the newsletter yet.';
}
