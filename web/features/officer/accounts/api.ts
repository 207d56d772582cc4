// Accounts (docs/api.md#officer-console): the list (a page at a time, with search and filters, or
// as CSV), one account's changes, a new verification code, signing an account out everywhere,
// resetting its two-factor.
import type { profile } from '../../../../contract/api/auth.ts';
import type { messageResponse } from '../../../../contract/api/common.ts';
import type {
  AccountPatch,
  accountPatch,
  accountResponse,
  accountsResponse,
  oneAccountResponse,
} from '../../../../contract/api/officer.ts';
import type {
  graduateRequest,
  graduateResponse,
  initiateRequest,
  initiateResponse,
  positionsResponse,
  termsResponse,
} from '../../../../contract/api/officer/positions.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { setStoredUser } from '../../../lib/stored-user.ts';
import { accountsQueryString, type AccountFilters } from './account-filters.ts';

const accountsPath = '/api/officer/accounts';
const accountPath = (id: string) => `${accountsPath}/${encodeURIComponent(id)}`;

export const loadAccounts = (
  filters: AccountFilters,
  paging: { page: number; pageSize: number },
  signal?: AbortSignal,
) =>
  apiRequest<typeof accountsResponse>(
    `${accountsPath}?${accountsQueryString(filters, paging)}`,
    signal ? { signal } : {},
  );

export const accountsCsvPath = (filters: AccountFilters) =>
  `${accountsPath}?${accountsQueryString(filters, { format: 'csv' })}`;

/** One account by its id (the page of one account, opened from the list or by its address). */
export const loadAccount = (id: string, signal: AbortSignal) =>
  apiRequest<typeof oneAccountResponse>(accountPath(id), { signal }).then(
    (answer) => answer.account,
  );

export const updateAccount = (id: string, body: AccountPatch) =>
  apiRequest<typeof accountResponse, typeof accountPatch>(accountPath(id), {
    method: 'PATCH',
    body,
  });

export const resendVerification = (id: string) =>
  apiRequest<typeof messageResponse>(`${accountPath(id)}/resend-verification`, { method: 'POST' });

export const resetTwoFactor = (id: string) =>
  apiRequest<typeof messageResponse>(`${accountPath(id)}/reset-two-factor`, { method: 'POST' });

/** Graduation: the ticked members of a class move to the alumni side at once (all or none). */
export const graduate = (ids: string[]) =>
  apiRequest<typeof graduateResponse, typeof graduateRequest>(`${accountsPath}/graduate`, {
    method: 'POST',
    body: { ids },
  });

/**
 * The chapter's offices and their terms (area `accounts`, as graduation's): which seats a
 * graduation would leave empty, said before anyone is moved.
 */
export async function loadOffices(signal: AbortSignal) {
  const [positions, terms] = await Promise.all([
    apiRequest<typeof positionsResponse>('/api/officer/positions', { signal }),
    apiRequest<typeof termsResponse>('/api/officer/terms', { signal }),
  ]);
  return { positions: positions.positions, terms: terms.terms, today: terms.today };
}

/** The ticked new members become actives from `initiatedOn`, all or none. */
export const initiate = (ids: string[], initiatedOn: string) =>
  apiRequest<typeof initiateResponse, typeof initiateRequest>(`${accountsPath}/initiate`, {
    method: 'POST',
    body: { ids, initiatedOn },
  });

export const signOutEverywhere = (id: string) =>
  apiRequest<typeof messageResponse>(`${accountPath(id)}/sign-out`, { method: 'POST' });

/**
 * Asks the server for the signed-in profile again, after an officer changed his own account: the
 * console then shows his new areas at once.
 */
export async function refreshStoredUser(): Promise<void> {
  try {
    setStoredUser(await apiRequest<typeof profile>('/api/auth/me'));
  } catch {
    // A 401 already cleared it; other failures leave the stored profile for the next page.
  }
}
