// My sessions (docs/api.md#accounts): where the signed-in account is logged in, and ending all but
// this one.
import type { messageResponse } from '../../../contract/api/common.ts';
import type { sessionsResponse } from '../../../contract/api/two-factor.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const loadSessions = (signal: AbortSignal) =>
  apiRequest<typeof sessionsResponse>('/api/auth/sessions', { signal });

export const signOutOthers = () =>
  apiRequest<typeof messageResponse>('/api/auth/sessions/sign-out-others', { method: 'POST' });
