// The calendar feed's private link (docs/api.md#calendar-feeds): read it, and reset it.
import type { feedUrlResponse } from '../../../contract/api/calendar-feed.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const loadFeedUrl = (signal: AbortSignal) =>
  apiRequest<typeof feedUrlResponse>('/api/calendar/feed', { signal });

export const resetFeedUrl = () =>
  apiRequest<typeof feedUrlResponse>('/api/calendar/feed/reset', { method: 'POST' });
