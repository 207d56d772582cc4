// Newsletter calls of the web app (DESIGN.md call 1).
import type { SubscribeRequest, SubscribeResponse } from '../../../contract/api/newsletter.ts';
import { apiRequest } from '../../lib/api-client.ts';

export function subscribeToNewsletter(email: string): Promise<SubscribeResponse> {
  const body: SubscribeRequest = { email };
  return apiRequest<SubscribeResponse>('/api/newsletter/subscribe', { method: 'POST', body });
}
