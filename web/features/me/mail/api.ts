// Which kinds of chapter email the account receives, and the button of an email's unsubscribe link
// (docs/api.md#mail).
import type {
  myMailRequest,
  myMailResponse,
  MyMailRequest,
} from '../../../../contract/api/mail.ts';
import type { messageResponse } from '../../../../contract/api/common.ts';
import type { MailKind } from '../../../../contract/mail.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const loadMyMail = (signal?: AbortSignal) =>
  apiRequest<typeof myMailResponse>('/api/me/mail', signal ? { signal } : {});

export const saveMyMail = (body: MyMailRequest) =>
  apiRequest<typeof myMailResponse, typeof myMailRequest>('/api/me/mail', { method: 'PUT', body });

/** The unsubscribe link of a chapter email, its button: turns its kind off for its account. */
export const turnOffMailByLink = (link: { u: string; k: MailKind; t: string }) =>
  apiRequest<typeof messageResponse>(`/api/mail/unsubscribe?${new URLSearchParams(link)}`, {
    method: 'POST',
  });
