// Which kinds of chapter email the account receives (docs/api.md#mail).
import type { myMailRequest, myMailResponse, MyMailRequest } from '../../../contract/api/mail.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const loadMyMail = (signal?: AbortSignal) =>
  apiRequest<typeof myMailResponse>('/api/me/mail', signal ? { signal } : {});

export const saveMyMail = (body: MyMailRequest) =>
  apiRequest<typeof myMailResponse, typeof myMailRequest>('/api/me/mail', { method: 'PUT', body });
