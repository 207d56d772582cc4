// A brother's check-in at the door (docs/api.md#attendance-and-check-in-area-standing): what the
// page shows, and the check-in.
import type {
  checkInEventResponse,
  checkInRequest,
  checkInResponse,
} from '../../../../contract/api/standing.ts';
import type { eventsResponse } from '../../../../contract/api/member-area.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const path = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/check-in`;

export const loadCheckIn = (eventId: string, signal?: AbortSignal) =>
  apiRequest<typeof checkInEventResponse>(path(eventId), signal ? { signal } : {});

export const checkInWith = (eventId: string, code: string) =>
  apiRequest<typeof checkInResponse, typeof checkInRequest>(path(eventId), {
    method: 'POST',
    body: { code },
  });

/** The chapter's events; a member's say what each counts for and when its door is open. */
export const loadEvents = (signal?: AbortSignal) =>
  apiRequest<typeof eventsResponse>('/api/events', signal ? { signal } : {});
