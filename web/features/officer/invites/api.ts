// Invites (docs/api.md#officer-console): create one (its code is answered this once), list them a
// page at a time or as CSV (never their codes), revoke one.
import type { messageResponse } from '../../../../contract/api/common.ts';
import type {
  createdInvite,
  InviteRequest,
  inviteRequest,
  invitesResponse,
} from '../../../../contract/api/officer.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invitesQueryString, type InviteFilters } from './invite-filters.ts';

const invitesPath = '/api/officer/invites';

export const invitesCsvPath = (filters: InviteFilters) =>
  `${invitesPath}?${invitesQueryString(filters, { format: 'csv' })}`;

export const createInvite = (body: InviteRequest) =>
  apiRequest<typeof createdInvite, typeof inviteRequest>(invitesPath, { method: 'POST', body });

export const loadInvites = (
  filters: InviteFilters,
  paging: { page: number; pageSize: number },
  signal?: AbortSignal,
) =>
  apiRequest<typeof invitesResponse>(
    `${invitesPath}?${invitesQueryString(filters, paging)}`,
    signal ? { signal } : {},
  );

export const revokeInvite = (id: string) =>
  apiRequest<typeof messageResponse>(`${invitesPath}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
