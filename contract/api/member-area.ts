// The member and alumni areas (DESIGN.md calls 2–6, GET /api/events, GET /api/alumni/events).
import { z } from 'zod';

export const directoryMember = z.object({
  id: z.string(),
  name: z.string(),
  major: z.string().nullable(),
  /** The member's chapter position (e.g. "Treasurer"), or "Member". */
  role: z.string(),
  graduationYear: z.number().int().nullable(),
  profilePicture: z.string().nullable(),
  linkedin: z.string().nullable(),
});
export type DirectoryMember = z.infer<typeof directoryMember>;
export const membersResponse = z.object({ members: z.array(directoryMember) });

export const calendarEvent = z.object({
  id: z.string(),
  title: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  time: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;
export const eventsResponse = z.object({ events: z.array(calendarEvent) });

/** The icons an alumni event can show (drawn by the site, so they look the same on every device). */
export const alumniEventIcons = [
  'football',
  'party',
  'landmark',
  'calendar',
  'dinner',
  'golf',
] as const;
export type AlumniEventIcon = (typeof alumniEventIcons)[number];

export const alumniEvent = z.object({
  id: z.string(),
  title: z.string(),
  displayDate: z.string(),
  sortDate: z.string(),
  type: z.string(),
  icon: z.string(),
  description: z.string(),
  canRsvp: z.boolean(),
});
export type AlumniEvent = z.infer<typeof alumniEvent>;
export const alumniEventsResponse = z.object({ events: z.array(alumniEvent) });

const eventKey = z
  .string({ error: 'Say which event (event).' })
  .trim()
  .min(1, 'Say which event (event).')
  .max(80, 'There is no such event.');
export const rsvpQuery = z.object({ event: eventKey });
export const rsvpRequest = z.object({ event: eventKey });

export const rsvpList = z.object({
  event: z.string(),
  count: z.number().int(),
  /** Attendees' names, for signed-in accounts only; visitors get the count. */
  names: z.array(z.string()),
  /** Whether the caller is on the list. */
  attending: z.boolean(),
});
export type RsvpList = z.infer<typeof rsvpList>;

export const totalsResponse = z.object({ totals: z.record(z.string(), z.number()) });
export type DonationTotals = z.infer<typeof totalsResponse>['totals'];
