// Newsletter calls of the web app (docs/api.md call 1).
import type { subscribeRequest, subscribeResponse } from '../../../contract/api/newsletter.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const subscribeToNewsletter = (email: string) =>
  apiRequest<typeof subscribeResponse, typeof subscribeRequest>('/api/newsletter/subscribe', {
    method: 'POST',
    body: { email },
  });
