// The calendar area's calls (docs/api.md#calendar-area-calendar): the member calendar's events, the
// alumni events, their attendees and waitlist (a page at a time).
import type {
  AttendeeList,
  alumniEventDeleteResponse,
  alumniEventRequest,
  alumniEventUpdate,
  attendeesResponse,
  calendarEventDeleteResponse,
  calendarEventRequest,
  calendarEventResponse,
  calendarEventsResponse,
  newCalendarEventRequest,
  newCalendarEventResponse,
  officerAlumniEventResponse,
  officerAlumniEventsResponse,
} from '../../../../contract/api/officer/calendar.ts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import type { RsvpDisposal } from './rules.ts';

const eventsPath = '/api/officer/events';
const alumniPath = '/api/officer/alumni-events';
const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export const loadCalendarEvents = (range: { from: string; to: string }, signal: AbortSignal) =>
  apiRequest<typeof calendarEventsResponse>(
    `${eventsPath}?${new URLSearchParams(range).toString()}`,
    { signal },
  );

/** An event, or with `repeat` a series of them (decision 024). */
export const addCalendarEvent = (body: z.input<typeof newCalendarEventRequest>) =>
  apiRequest<typeof newCalendarEventResponse, typeof newCalendarEventRequest>(eventsPath, {
    method: 'POST',
    body,
  });

export const saveCalendarEvent = (id: string, body: z.input<typeof calendarEventRequest>) =>
  apiRequest<typeof calendarEventResponse, typeof calendarEventRequest>(at(eventsPath, id), {
    method: 'PUT',
    body,
  });

/** Removes an event; `following`: an occurrence and the later ones of its series. */
export const removeCalendarEvent = (id: string, following = false) =>
  apiRequest<typeof calendarEventDeleteResponse>(
    `${at(eventsPath, id)}${following ? '?following=true' : ''}`,
    { method: 'DELETE' },
  );

export const loadAlumniEvents = (signal: AbortSignal) =>
  apiRequest<typeof officerAlumniEventsResponse>(alumniPath, { signal });

export const addAlumniEvent = (body: z.input<typeof alumniEventRequest>) =>
  apiRequest<typeof officerAlumniEventResponse, typeof alumniEventRequest>(alumniPath, {
    method: 'POST',
    body,
  });

export const saveAlumniEvent = (key: string, body: z.input<typeof alumniEventUpdate>) =>
  apiRequest<typeof officerAlumniEventResponse, typeof alumniEventUpdate>(at(alumniPath, key), {
    method: 'PUT',
    body,
  });

export const deleteAlumniEvent = (key: string, rsvps: RsvpDisposal | null) =>
  apiRequest<typeof alumniEventDeleteResponse>(
    `${at(alumniPath, key)}${rsvps ? `?rsvps=${rsvps}` : ''}`,
    { method: 'DELETE' },
  );

/** A page of one list of the event's RSVPs (attending, or the waitlist). */
export const loadAttendees = (
  key: string,
  query: { list: AttendeeList; page: number; pageSize: number },
  signal: AbortSignal,
) =>
  apiRequest<typeof attendeesResponse>(
    `${at(alumniPath, key)}/attendees?${new URLSearchParams({
      list: query.list,
      page: String(query.page),
      pageSize: String(query.pageSize),
    }).toString()}`,
    { signal },
  );
