// Newsletter calls of the web app (docs/api.md call 1, the unsubscribe link's button, and the issues
// of the home page's viewer).
import type {
  newsletterIssuesResponse,
  subscribeRequest,
  subscribeResponse,
  unsubscribeResponse,
} from '../../../contract/api/newsletter.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const subscribeToNewsletter = (email: string) =>
  apiRequest<typeof subscribeResponse, typeof subscribeRequest>('/api/newsletter/subscribe', {
    method: 'POST',
    body: { email },
  });

/** Every published issue, newest first (none before the first is published in the console). */
export const listNewsletterIssues = async (signal: AbortSignal) =>
  (await apiRequest<typeof newsletterIssuesResponse>('/api/newsletter/issues', { signal })).issues;

/** The unsubscribe link's button: the one-click POST of the link (docs/api.md#newsletter). */
export const unsubscribeFromNewsletter = (token: string) =>
  apiRequest<typeof unsubscribeResponse>(
    `/api/newsletter/unsubscribe?${new URLSearchParams({ token })}`,
    { method: 'POST' },
  );
