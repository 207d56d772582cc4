// The member and alumni areas (docs/api.md calls 2–6, GET /api/events, GET /api/alumni/events).
import { z } from 'zod';

export const directoryMember = z.object({
  id: z.string(),
  name: z.string(),
  major: z.string().nullable(),
  /** The member's chapter position (e.g. "Treasurer"), or "Member". */
  role: z.string(),
  graduationYear: z.number().int().nullable(),
  /** The next three are null when empty or hidden from the caller (docs/product.md#privacy). */
  profilePicture: z.string().nullable(),
  linkedin: z.string().nullable(),
  /** The rest only when filled and shown to the caller by their owner's choice. */
  bio: z.string().optional(),
  phone: z.string().optional(),
  city: z.string().optional(),
  employer: z.string().optional(),
  industry: z.string().optional(),
  mentoring: z.boolean().optional(),
  hiring: z.boolean().optional(),
});
export type DirectoryMember = z.infer<typeof directoryMember>;
export const membersResponse = z.object({ members: z.array(directoryMember) });

export const calendarEvent = z.object({
  id: z.string(),
  title: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  /** YYYY-MM-DD: the last day of an event of several days (the alumni events), else null. */
  endDate: z.string().nullable(),
  time: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  /**
   * What the event counts for and when its check-in door is open (docs/product.md#check-in): for a
   * signed-in active member, on an event that takes attendance; nobody else learns it.
   */
  counts: z
    .object({
      attendance: z.enum(['optional', 'required']),
      points: z.number().int(),
      serviceHours: z.number(),
      /** ISO instants: the server takes a code from `opensAt` until `closesAt`. */
      checkIn: z.object({ opensAt: z.string(), closesAt: z.string() }),
    })
    .optional(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;
export type EventCounts = NonNullable<CalendarEvent['counts']>;
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
  /** YYYY-MM-DD: the (first) day, on the chapter's calendar (contract/event-dates.ts). */
  sortDate: z.string(),
  /** YYYY-MM-DD: the last day of an event of several days, else null. */
  endDate: z.string().nullable(),
  /** Free text, as in the calendar; the start is read from it, else the day starts it. */
  time: z.string().nullable(),
  location: z.string().nullable(),
  type: z.string(),
  icon: z.string(),
  description: z.string(),
  canRsvp: z.boolean(),
});
export type AlumniEvent = z.infer<typeof alumniEvent>;

/** An RSVP's state: a place on the list, or a place on the waitlist (docs/product.md#rsvp). */
export const rsvpStates = ['attending', 'waitlisted'] as const;
export type RsvpState = (typeof rsvpStates)[number];

/** An alumni event as GET /api/alumni/events lists it: with its places and the caller's RSVP. */
export const listedAlumniEvent = alumniEvent.extend({
  /** Places, or null for no limit; past them, RSVPs wait. */
  capacity: z.number().int().nullable(),
  /** How many attend, and how many wait for a place. */
  count: z.number().int(),
  waitlistCount: z.number().int(),
  /** The caller's RSVP (null for visitors and members, and alumni who have not answered). */
  rsvp: z.enum(rsvpStates).nullable(),
  /** On the chapter's clock when the answer was made (contract/event-dates.ts). */
  phase: z.enum(['upcoming', 'ongoing', 'past']),
});
export type ListedAlumniEvent = z.infer<typeof listedAlumniEvent>;

export const alumniEventsResponse = z.object({
  /** Every event by date, then title (past ones too, for the page's past events). */
  events: z.array(listedAlumniEvent),
  /**
   * The event the founders-day RSVP section is for: the next event of content/alumni.json
   * `rsvp.eventType` taking RSVPs that has not started (`open`), else the last one (closed).
   */
  foundersDay: z.object({ event: z.string(), open: z.boolean() }).nullable(),
});

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
  /** Whether the caller is on the waitlist (the event was full when he answered). */
  waitlisted: z.boolean(),
  /** Places, or null for no limit. */
  capacity: z.number().int().nullable(),
  /** How many wait for a place. */
  waitlistCount: z.number().int(),
});
export type RsvpList = z.infer<typeof rsvpList>;

export const totalsResponse = z.object({
  totals: z.record(z.string(), z.number()),
  /** Whether giving online is set up (docs/money.md#paying-online). */
  online: z.boolean(),
});
export type DonationTotals = z.infer<typeof totalsResponse>['totals'];
