// The calendar's call.
import type { CalendarEvent } from '../../../contract/api/member-area.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const fetchEvents = (signal?: AbortSignal) =>
  apiRequest<{ events: CalendarEvent[] }>('/api/events', signal ? { signal } : {});
