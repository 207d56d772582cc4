// The calendar's calls: the chapter's events, and the private feed link (docs/api.md#calendar-feeds):
// whether there is one, and a new one (shown this once: the server keeps only its token's hash).
import type { feedStateResponse, feedUrlResponse } from '../../../contract/api/calendar.ts';
import type { eventsResponse } from '../../../contract/api/member-area.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const fetchEvents = (signal?: AbortSignal) =>
  apiRequest<typeof eventsResponse>('/api/events', signal ? { signal } : {});

export const loadFeedState = (signal: AbortSignal) =>
  apiRequest<typeof feedStateResponse>('/api/calendar/feed', { signal });

/** A new link: the first, or in place of the old one (which stops working at once). */
export const makeFeedUrl = () =>
  apiRequest<typeof feedUrlResponse>('/api/calendar/feed/reset', { method: 'POST' });
