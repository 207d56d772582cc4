// The alumni page's calls (docs/api.md calls 3–6 and GET /api/alumni/events).
import type { z } from 'zod';
import type {
  alumniEventsResponse,
  rsvpList,
  rsvpQuery,
  rsvpRequest,
  totalsResponse,
} from '../../../contract/api/member-area.ts';
import { apiRequest } from '../../lib/api-client.ts';

type EventKey = z.input<typeof rsvpQuery>['event'];

type AlumniEvents = z.output<typeof alumniEventsResponse>;
let eventsInFlight: Promise<AlumniEvents> | null = null;

/**
 * The events list and the RSVP section both need the events: sections asking at the same time share
 * one request; a later call (a retry) asks again.
 */
export function fetchAlumniEvents(): Promise<AlumniEvents> {
  eventsInFlight ??= apiRequest<typeof alumniEventsResponse>('/api/alumni/events').finally(() => {
    eventsInFlight = null;
  });
  return eventsInFlight;
}

export const fetchRsvpList = (event: EventKey, signal?: AbortSignal) =>
  apiRequest<typeof rsvpList>(
    `/api/alumni/rsvp-list?event=${encodeURIComponent(event)}`,
    signal ? { signal } : {},
  );

export const addRsvp = (event: EventKey) =>
  apiRequest<typeof rsvpList, typeof rsvpRequest>('/api/alumni/rsvp', {
    method: 'POST',
    body: { event },
  });

export const removeRsvp = (event: EventKey) =>
  apiRequest<typeof rsvpList, typeof rsvpRequest>('/api/alumni/rsvp', {
    method: 'DELETE',
    body: { event },
  });

/** docs/api.md call 6: the totals are asked for with a cache-busting timestamp. */
export const fetchTotals = (signal?: AbortSignal) =>
  apiRequest<typeof totalsResponse>(
    `/api/donations/totals?t=${Date.now()}`,
    signal ? { signal } : {},
  );
