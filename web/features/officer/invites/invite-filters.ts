// The invites list's filters and page, kept in the page's address (`?status=active&role=alumni&page=2`)
// so that a reload or a shared link shows the same list; and the API query made from them.
import type { Role } from '../../../../contract/api/auth.ts';
import type { InviteStatus } from '../../../../contract/api/officer.ts';
import { listQueryString, pageParam } from '../../../components/console-kit/table-paging.ts';

export interface InviteFilters {
  status?: InviteStatus;
  role?: Role;
}

const statuses: readonly InviteStatus[] = ['active', 'used up', 'expired', 'revoked'];

/** The filters and page an address names; anything unknown is left out. */
export function readInviteFilters(search: URLSearchParams): InviteFilters & { page: number } {
  const status = statuses.find((known) => known === search.get('status'));
  const role = search.get('role');
  return {
    ...(status ? { status } : {}),
    ...(role === 'member' || role === 'alumni' ? { role } : {}),
    page: pageParam(search.get('page')),
  };
}

/** The address's query for `filters` (page 1 is left out). */
export function inviteFiltersSearch(filters: InviteFilters & { page?: number }): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.role) query.set('role', filters.role);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  return query.toString();
}

/** The API's query (contract/api/officer.ts `invitesQuery`) for a page, or for the CSV file. */
export const invitesQueryString = (
  filters: InviteFilters,
  extra: Parameters<typeof listQueryString>[1],
): string => listQueryString(inviteFiltersSearch(filters), extra);
