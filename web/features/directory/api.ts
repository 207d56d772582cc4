// The directory's call (DESIGN.md call 2).
import type { DirectoryMember } from '../../../contract/api/member-area.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const fetchMembers = (signal?: AbortSignal) =>
  apiRequest<{ members: DirectoryMember[] }>('/api/auth/members', signal ? { signal } : {});
