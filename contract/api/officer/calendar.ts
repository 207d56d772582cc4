// The officer console's calendar area (docs/api.md#officer-console, area `calendar`): the member
// calendar's events, the alumni events with their RSVPs, capacity and waitlist. The same schemas
// validate the console's forms, the server's requests and `npm run event`.
import { z } from 'zod';
import { formatEventTime, parseEventTime, timeFormatHint } from '../../event-time.ts';
import { attendanceKinds, type AttendanceKind } from '../../attendance.ts';
import { repeatEvery, repeatProblem } from '../../event-repeats.ts';
import { limits } from '../../limits.ts';
import { freeText } from '../common.ts';
import { alumniEventIcons } from '../member-area.ts';
import { listFormat } from '../officer.ts';
import { pageFields, pageQuery } from '../paging.ts';

const { events: eventLimits } = limits;

/** A real day (2026-02-30 is not one) in the years the console accepts. */
export const eventDate = (label = 'The date') =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD, like 2027-02-14).` })
    .pipe(z.iso.date(`${label} is a day written YYYY-MM-DD, like 2027-02-14.`))
    .refine(
      (date) => date >= `${eventLimits.firstYear}-01-01` && date <= `${eventLimits.lastYear}-12-31`,
      `${label} must be between ${eventLimits.firstYear} and ${eventLimits.lastYear}.`,
    );

const optionalText = (label: string, max: number, multiline = false) =>
  freeText({ label, max, required: false, multiline }).nullable().optional();

/**
 * "All day" or a time: `allDay: true` with no time, or a time ("7:00 PM", "7:00 PM – 9:00 PM").
 * Without `allDay`, a time makes it timed and no time makes it all day. The time is stored as the
 * site writes it ("7:00 PM – 9:00 PM"), or null for all day.
 */
const timeFields = {
  allDay: z.boolean({ error: 'All day is yes or no (true or false).' }).optional(),
  time: freeText({ label: 'The time', max: 40, required: false }).nullable().optional(),
};

function checkTime(
  value: { allDay?: boolean | undefined; time?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  const time = value.time || null;
  if (value.allDay === true && time) {
    ctx.addIssue({
      code: 'custom',
      path: ['time'],
      message: 'An all-day event has no time: leave the time empty.',
    });
  } else if (value.allDay === false && !time) {
    ctx.addIssue({
      code: 'custom',
      path: ['time'],
      message: `The time is required unless the event is all day. ${timeFormatHint}`,
    });
  } else if (time) {
    const parsed = parseEventTime(time);
    if ('problem' in parsed)
      ctx.addIssue({ code: 'custom', path: ['time'], message: parsed.problem });
  }
}

/** The stored time text: "7:00 PM – 9:00 PM", or null for all day. */
export function storedTime(time: string | null | undefined): string | null {
  if (!time) return null;
  const parsed = parseEventTime(time);
  return 'problem' in parsed ? null : formatEventTime(parsed);
}

// ---- The member calendar -------------------------------------------------------------------------

/**
 * Whether an event counts toward standing (docs/product.md#check-in, docs/product.md#standing):
 * `required` or `optional` attendance, the points it gives those who come and the service hours it
 * credits.
 */
const countingFields = {
  attendance: z
    .enum(attendanceKinds, { error: 'Attendance is none, optional or required.' })
    .optional(),
  points: z
    .number({ error: 'The points are a whole number from 0 to 100.' })
    .int('The points are a whole number from 0 to 100.')
    .min(0, 'The points are a whole number from 0 to 100.')
    .max(eventLimits.pointsMax, `The points are a whole number from 0 to ${eventLimits.pointsMax}.`)
    .optional(),
  serviceHours: z
    .number({ error: 'The service hours are a number from 0 to 24, in half hours.' })
    .min(0, 'The service hours are a number from 0 to 24, in half hours.')
    .max(24, 'The service hours are a number from 0 to 24, in half hours.')
    .multipleOf(0.5, 'The service hours are counted in half hours (1.5, not 1.4).')
    .optional(),
  /** A rush event: prospective members check in at its door (docs/product.md#recruitment). */
  recruitment: z.boolean({ error: 'Recruitment event is true or false.' }).default(false),
};

function checkCounting(
  value: {
    attendance?: AttendanceKind | undefined;
    points?: number | undefined;
    serviceHours?: number | undefined;
    recruitment?: boolean | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if ((value.attendance ?? 'none') !== 'none') return;
  if (value.recruitment)
    ctx.addIssue({
      code: 'custom',
      path: ['attendance'],
      message:
        'A recruitment event takes attendance, so that prospective members can check in: make it optional or required.',
    });
  if (value.points)
    ctx.addIssue({
      code: 'custom',
      path: ['points'],
      message: 'Points are given for attending: make attendance optional or required first.',
    });
  if (value.serviceHours)
    ctx.addIssue({
      code: 'custom',
      path: ['serviceHours'],
      message:
        'Service hours are credited for attending: make attendance optional or required first.',
    });
}

const calendarEventFields = {
  title: freeText({ label: 'The title', max: eventLimits.titleMaxLength }),
  date: eventDate(),
  ...timeFields,
  location: optionalText('The location', eventLimits.locationMaxLength),
  description: optionalText('The description', eventLimits.descriptionMaxLength, true),
  ...countingFields,
};

const toCalendarEventInput = (event: z.output<z.ZodObject<typeof calendarEventFields>>) => ({
  title: event.title,
  date: event.date,
  time: storedTime(event.time),
  location: event.location || null,
  description: event.description || null,
  attendance: event.attendance ?? 'none',
  points: event.points ?? 0,
  serviceHours: event.serviceHours ?? 0,
  recruitment: event.recruitment,
});

/** One event, as added or changed (PUT changes one event, an occurrence of a series too). */
export const calendarEventRequest = z
  .object(calendarEventFields)
  .superRefine(checkTime)
  .superRefine(checkCounting)
  .transform(toCalendarEventInput);
export type CalendarEventRequest = z.input<typeof calendarEventRequest>;
export type CalendarEventInput = z.output<typeof calendarEventRequest>;

/**
 * How a new event repeats (decision 024): `every` week, two weeks or month, from its date to
 * `until` (included), each occurrence an event of its own. The limits are contract/event-repeats.ts'.
 */
export const repeatRule = z.object(
  {
    every: z.enum(repeatEvery, {
      error: 'Repeats is every week, every other week or every month (week, two-weeks or month).',
    }),
    until: eventDate('The last day of the series'),
  },
  { error: 'Repeats is { every, until }: how often, and the last day of the series.' },
);
export type RepeatRule = z.infer<typeof repeatRule>;

function checkRepeat(
  value: { date?: string | undefined; repeat?: RepeatRule | null | undefined },
  ctx: z.RefinementCtx,
): void {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const { date, repeat } = value;
  // A day that is not one is said at its own field.
  if (!repeat || date === undefined || !day.test(date) || !day.test(repeat.until)) return;
  const problem = repeatProblem(date, repeat.every, repeat.until);
  if (problem) ctx.addIssue({ code: 'custom', path: ['repeat', 'until'], message: problem });
}

/** POST: an event, or with `repeat` a series of them. */
export const newCalendarEventRequest = z
  .object({ ...calendarEventFields, repeat: repeatRule.nullable().optional() })
  .superRefine(checkTime)
  .superRefine(checkCounting)
  .superRefine(checkRepeat)
  .transform((event) => ({ ...toCalendarEventInput(event), repeat: event.repeat ?? null }));
export type NewCalendarEventRequest = z.input<typeof newCalendarEventRequest>;
export type NewCalendarEventInput = z.output<typeof newCalendarEventRequest>;

export const officerCalendarEvent = z.object({
  id: z.string(),
  title: z.string(),
  /** YYYY-MM-DD, on the chapter's calendar. */
  date: z.string(),
  /** As stored: "7:00 PM – 9:00 PM"; null (or text without a time, from the command line) is all day. */
  time: z.string().nullable(),
  allDay: z.boolean(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  attendance: z.enum(attendanceKinds),
  points: z.number(),
  serviceHours: z.number(),
  /** A rush event, where prospective members check in. */
  recruitment: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  /** The series it is an occurrence of (decision 024), or null for an event that does not repeat. */
  seriesId: z.string().nullable(),
  /**
   * Its series: how often and until when it repeats (`until` the day before the occurrences cut
   * off by "this and the following"), how many occurrences it has now, and how many of them come
   * after this one (by date).
   */
  repeat: z
    .object({
      every: z.enum(repeatEvery),
      until: z.string(),
      count: z.number().int(),
      after: z.number().int(),
    })
    .nullable(),
});
export type OfficerCalendarEvent = z.infer<typeof officerCalendarEvent>;

export const calendarEventsQuery = z.object({
  /** Events on or after this day. */
  from: eventDate('From').optional(),
  /** Events on or before this day. */
  to: eventDate('To').optional(),
  format: listFormat,
});
export const calendarEventsResponse = z.object({ events: z.array(officerCalendarEvent) });
export const calendarEventResponse = z.object({ event: officerCalendarEvent, message: z.string() });
/** POST: the event (a series' first occurrence) and every event made (one, or each occurrence). */
export const newCalendarEventResponse = calendarEventResponse.extend({
  events: z.array(officerCalendarEvent),
});

/** DELETE: this event alone, or with `following=true` this one and the later ones of its series. */
export const calendarEventDeleteQuery = z.object({
  following: z
    .enum(['true', 'false'], { error: 'following is true or false.' })
    .transform((value) => value === 'true')
    .optional(),
});
export const calendarEventDeleteResponse = z.object({
  message: z.string(),
  /** How many events were removed: 1, or this one and those after it in its series. */
  removed: z.number().int(),
});

// ---- Alumni events -------------------------------------------------------------------------------

/**
 * An event's key, its "web address name" in the console: its id in URLs and RSVPs
 * ("founders-day-2027"); it never changes.
 */
export const alumniEventKey = z
  .string({ error: 'The web address name is required, like founders-day-2027.' })
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/,
    'The web address name is letters, digits, - and _ (at most 80), like founders-day-2027.',
  );
export const alumniEventKeyParams = z.object({ key: alumniEventKey });

export const capacity = z
  .number({ error: 'The capacity is a whole number of places (or empty for no limit).' })
  .int('The capacity is a whole number of places.')
  .min(1, 'The capacity is at least 1 (leave it empty for no limit).')
  .max(eventLimits.capacityMax, `The capacity can be at most ${eventLimits.capacityMax}.`);

const alumniEventShape = {
  key: alumniEventKey,
  title: freeText({ label: 'The title', max: eventLimits.titleMaxLength }),
  /** As the page writes the date ("March 6–8, 2027"); empty: written from the dates. */
  displayDate: optionalText('The date as shown', 80),
  sortDate: eventDate('The date'),
  /** The last day of an event of several days. */
  endDate: eventDate('The last day').nullable().optional(),
  ...timeFields,
  location: optionalText('The location', eventLimits.locationMaxLength),
  /** The kind of event ("Founders Day"): the alumni page's RSVP section follows its type. */
  type: freeText({ label: 'The type', max: 60 }),
  icon: z.enum(alumniEventIcons, {
    error: `The icon is one of: ${alumniEventIcons.join(', ')}.`,
  }),
  description: freeText({
    label: 'The description',
    max: eventLimits.descriptionMaxLength,
    multiline: true,
  }),
  canRsvp: z.boolean({ error: 'Takes RSVPs is yes or no (true or false).' }),
  /** Places; past them, RSVPs go to a waitlist. Null or missing: no limit. */
  capacity: capacity.nullable().optional(),
};

function checkDays(
  event: { sortDate: string; endDate?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (event.endDate && event.endDate < event.sortDate)
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'The last day cannot be before the first day.',
    });
}

const alumniEventFields = z.object(alumniEventShape).superRefine(checkTime).superRefine(checkDays);

const toAlumniEventInput = (event: z.output<typeof alumniEventFields>) => ({
  key: event.key,
  title: event.title,
  displayDate: event.displayDate || null,
  sortDate: event.sortDate,
  endDate: event.endDate && event.endDate > event.sortDate ? event.endDate : null,
  time: storedTime(event.time),
  location: event.location || null,
  type: event.type,
  icon: event.icon,
  description: event.description,
  canRsvp: event.canRsvp,
  capacity: event.capacity ?? null,
});

export const alumniEventRequest = alumniEventFields.transform(toAlumniEventInput);
export type AlumniEventRequest = z.input<typeof alumniEventRequest>;
export type AlumniEventInput = z.output<typeof alumniEventRequest>;

/** PUT: the whole event; `key` may be left out, and if sent must be the one in the path. */
export const alumniEventUpdate = z
  .object({ ...alumniEventShape, key: alumniEventKey.optional() })
  .superRefine(checkTime)
  .superRefine(checkDays)
  .transform((event) => ({ ...toAlumniEventInput({ ...event, key: '' }), key: event.key }));
export type AlumniEventUpdate = z.input<typeof alumniEventUpdate>;

export const officerAlumniEvent = z.object({
  key: z.string(),
  title: z.string(),
  displayDate: z.string(),
  sortDate: z.string(),
  endDate: z.string().nullable(),
  time: z.string().nullable(),
  allDay: z.boolean(),
  location: z.string().nullable(),
  type: z.string(),
  icon: z.string(),
  description: z.string(),
  canRsvp: z.boolean(),
  capacity: z.number().int().nullable(),
  /** RSVPs holding a place, and RSVPs waiting for one. */
  attending: z.number().int(),
  waitlisted: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type OfficerAlumniEvent = z.infer<typeof officerAlumniEvent>;

export const alumniEventsQuery = z.object({ format: listFormat });
export const officerAlumniEventsResponse = z.object({ events: z.array(officerAlumniEvent) });
export const officerAlumniEventResponse = z.object({
  event: officerAlumniEvent,
  /** Waitlisted people given a place by this change (a higher or no capacity); each was emailed. */
  promoted: z.array(z.string()),
  message: z.string(),
});

/**
 * What happens to an event's RSVPs when it is deleted; required when it has any (else 409
 * `event_has_rsvps`): `cancel` emails each person on the list or the waitlist that the event is
 * cancelled; `discard` removes them without a word (an event entered by mistake, or long past).
 */
export const rsvpDisposals = ['cancel', 'discard'] as const;
export const alumniEventDeleteQuery = z.object({
  rsvps: z
    .enum(rsvpDisposals, { error: 'rsvps is cancel (email them) or discard (no email).' })
    .optional(),
});
export const alumniEventDeleteResponse = z.object({
  message: z.string(),
  /** RSVPs removed with the event, and how many people were emailed. */
  removedRsvps: z.number().int(),
  emailed: z.number().int(),
});

export const attendee = z.object({
  /** The place in its list: 1 is the first to answer (on the waitlist, the next to move up). */
  position: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** When the person RSVP'd (ISO 8601). */
  at: z.string(),
});
export type Attendee = z.infer<typeof attendee>;

/** The two lists of an event's RSVPs: who has a place, and who waits for one. */
export const attendeeLists = ['attending', 'waitlist'] as const;
export type AttendeeList = (typeof attendeeLists)[number];

/** A page of one list (`list`, attending by default); `format=csv` is every RSVP of both. */
export const attendeesQuery = z.object({
  list: z.enum(attendeeLists, { error: 'The list is attending or waitlist.' }).default('attending'),
  ...pageQuery(50),
  format: listFormat,
});
export const attendeesResponse = z.object({
  list: z.enum(attendeeLists),
  /** A page of the list, in the order people answered (the waitlist: first in line first). */
  people: z.array(attendee),
  /** Both lists' lengths, whichever list the page is of. */
  counts: z.object({ attending: z.number().int(), waitlisted: z.number().int() }),
  ...pageFields,
});
export type AttendeesResponse = z.infer<typeof attendeesResponse>;
