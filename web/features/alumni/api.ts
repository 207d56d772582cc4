// The alumni page's calls (DESIGN.md calls 3–6 and GET /api/alumni/events).
import type { AlumniEvent, DonationTotals, RsvpList } from '../../../contract/api/member-area.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const fetchAlumniEvents = (signal?: AbortSignal) =>
  apiRequest<{ events: AlumniEvent[] }>('/api/alumni/events', signal ? { signal } : {});

export const fetchRsvpList = (event: string, signal?: AbortSignal) =>
  apiRequest<RsvpList>(
    `/api/alumni/rsvp-list?event=${encodeURIComponent(event)}`,
    signal ? { signal } : {},
  );

export const addRsvp = (event: string) =>
  apiRequest<RsvpList>('/api/alumni/rsvp', { method: 'POST', body: { event } });

export const removeRsvp = (event: string) =>
  apiRequest<RsvpList>('/api/alumni/rsvp', { method: 'DELETE', body: { event } });

/** SPEC.md §7: the totals are asked for with a cache-busting timestamp. */
export const fetchTotals = (signal?: AbortSignal) =>
  apiRequest<{ totals: DonationTotals }>(
    `/api/donations/totals?t=${Date.now()}`,
    signal ? { signal } : {},
  );
