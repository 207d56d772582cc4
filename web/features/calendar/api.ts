// The calendar's call.
import type { eventsResponse } from '../../../contract/api/member-area.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const fetchEvents = (signal?: AbortSignal) =>
  apiRequest<typeof eventsResponse>('/api/events', signal ? { signal } : {});
