// My sessions (docs/api.md#accounts): where the signed-in account is logged in and the browsers it
// logged in from; ending all sessions but this one (with the password), forgetting a browser.
import type { messageResponse } from '../../../../contract/api/common.ts';
import type {
  passwordConfirmRequest,
  sessionsResponse,
} from '../../../../contract/api/two-factor.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const loadSessions = (signal: AbortSignal) =>
  apiRequest<typeof sessionsResponse>('/api/auth/sessions', { signal });

export const signOutOthers = (password: string) =>
  apiRequest<typeof messageResponse, typeof passwordConfirmRequest>(
    '/api/auth/sessions/sign-out-others',
    { method: 'POST', body: { password } },
  );

export const forgetBrowser = (id: string) =>
  apiRequest<typeof messageResponse>(`/api/auth/known-browsers/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
