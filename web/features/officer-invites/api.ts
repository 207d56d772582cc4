// Invites (docs/api.md#officer): create one (its code is answered this once), list them (never
// their codes), revoke one.
import type { messageResponse } from '../../../contract/api/common.ts';
import type {
  createdInvite,
  InviteRequest,
  inviteRequest,
  invitesResponse,
} from '../../../contract/api/officer.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const invitesPath = '/api/officer/invites';
export const invitesCsvPath = `${invitesPath}?format=csv`;

export const createInvite = (body: InviteRequest) =>
  apiRequest<typeof createdInvite, typeof inviteRequest>(invitesPath, { method: 'POST', body });

export const loadInvites = (signal: AbortSignal) =>
  apiRequest<typeof invitesResponse>(invitesPath, { signal });

export const revokeInvite = (id: string) =>
  apiRequest<typeof messageResponse>(`${invitesPath}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
