// The accounts list's search and filters, kept in the page's address (`?q=ann&role=alumni&page=2`)
// so that Back, a reload or a shared link shows the same list; and the API query made from them.
import type { Role } from '../../../contract/api/auth.ts';
import { pageParam } from '../../lib/console-kit/table-paging.ts';

export type Flag = 'true' | 'false';

export interface AccountFilters {
  q?: string;
  role?: Role;
  officer?: Flag;
  verified?: Flag;
  disabled?: Flag;
}

const flagOf = (value: string | null): Flag | undefined =>
  value === 'true' || value === 'false' ? value : undefined;

/** The filters and page an address names; anything unknown is left out. */
export function readAccountFilters(search: URLSearchParams): AccountFilters & { page: number } {
  const q = search.get('q')?.trim().slice(0, 100);
  const role = search.get('role');
  const officer = flagOf(search.get('officer'));
  const verified = flagOf(search.get('verified'));
  const disabled = flagOf(search.get('disabled'));
  return {
    ...(q ? { q } : {}),
    ...(role === 'member' || role === 'alumni' ? { role } : {}),
    ...(officer ? { officer } : {}),
    ...(verified ? { verified } : {}),
    ...(disabled ? { disabled } : {}),
    page: pageParam(search.get('page')),
  };
}

/** The address's query for `filters` (page 1 is left out). */
export function accountFiltersSearch(filters: AccountFilters & { page?: number }): string {
  const query = new URLSearchParams();
  for (const key of ['q', 'role', 'officer', 'verified', 'disabled'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  return query.toString();
}

/** The API's query (contract/api/officer.ts `accountsQuery`) for a page, or for the CSV file. */
export function accountsQueryString(
  filters: AccountFilters,
  extra: { page?: number; pageSize?: number; format?: 'csv' },
): string {
  const query = new URLSearchParams(accountFiltersSearch(filters));
  if (extra.page) query.set('page', String(extra.page));
  if (extra.pageSize) query.set('pageSize', String(extra.pageSize));
  if (extra.format) query.set('format', extra.format);
  return query.toString();
}
