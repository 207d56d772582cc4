// A member's standing and his requests (docs/api.md#standing): his semester's standing with his
// excuses and hours, an excuse from a required event, service hours.
import type { z } from 'zod';
import type {
  excuseRequest,
  excuseResponse,
  myStandingResponse,
  serviceHoursEntryResponse,
  serviceHoursRequest,
} from '../../../../contract/api/standing.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const loadMyStanding = (signal?: AbortSignal) =>
  apiRequest<typeof myStandingResponse>('/api/me/standing', signal ? { signal } : {});

export const askExcuse = (eventId: string, body: z.input<typeof excuseRequest>) =>
  apiRequest<typeof excuseResponse, typeof excuseRequest>(
    `/api/events/${encodeURIComponent(eventId)}/excuse`,
    { method: 'POST', body },
  );

export const logServiceHours = (body: z.input<typeof serviceHoursRequest>) =>
  apiRequest<typeof serviceHoursEntryResponse, typeof serviceHoursRequest>(
    '/api/me/service-hours',
    { method: 'POST', body },
  );
