// The directory's call (docs/api.md call 2).
import type { membersResponse } from '../../../contract/api/member-area.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const fetchMembers = (signal?: AbortSignal) =>
  apiRequest<typeof membersResponse>('/api/auth/members', signal ? { signal } : {});
