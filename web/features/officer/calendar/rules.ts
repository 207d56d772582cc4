// The console's Calendar page, its pure rules (docs/product.md#officer-console): the month's range to
// ask the server for, each day's events, the forms' values to and from the API's shapes, a key made
// from an alumni event's title and date, upcoming then past, and the words for RSVP counts and for
// what deleting an event with RSVPs does to them.
import {
  newCalendarEventRequest,
  type NewCalendarEventInput,
  type OfficerAlumniEvent,
  type OfficerCalendarEvent,
} from '../../../../contract/api/officer/calendar.ts';
import type { AttendanceKind } from '../../../../contract/attendance.ts';
import { formatDay } from '../../../../contract/dates.ts';
import { formatEventDates } from '../../../../contract/event-dates.ts';
import {
  occurrenceDays,
  repeatProblem,
  repeatSummary,
  type RepeatEvery,
} from '../../../../contract/event-repeats.ts';
import { typedNumber, type FormSchema } from '../../../components/form-kit/validation.ts';
import { monthGrid, type Month } from '../../../lib/calendar-grid.ts';

// ---- Days ----------------------------------------------------------------------------------------

export const pad = (n: number): string => String(n).padStart(2, '0');

/** Today on the officer's own calendar (the browser's), YYYY-MM-DD. */
export const browserToday = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** The day `delta` days from `date` (YYYY-MM-DD). */
export function shiftDay(date: string, delta: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + delta);
  return day.toISOString().slice(0, 10);
}

// ---- The member calendar -------------------------------------------------------------------------

/** The first and last day of a month's 42-day grid: what the page asks the server for. */
export function gridRange(month: Month): { from: string; to: string } {
  const days = monthGrid(month);
  return { from: days[0]!.date, to: days[days.length - 1]!.date };
}

/** The month a YYYY-MM-DD day is in. */
export const monthOf = (date: string): Month => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)) - 1,
});

/** Each day's events, in the order the server gave them (by date, then title). */
export function calendarEventsByDate(
  events: readonly OfficerCalendarEvent[],
): Map<string, OfficerCalendarEvent[]> {
  const byDate = new Map<string, OfficerCalendarEvent[]>();
  for (const event of events) byDate.set(event.date, [...(byDate.get(event.date) ?? []), event]);
  return byDate;
}

/** What the member-event form edits: text as typed, "All day" as a box. */
export interface CalendarEventValues {
  title: string;
  date: string;
  allDay: boolean;
  time: string;
  location: string;
  description: string;
  /** Whether it counts toward standing, and what it gives those who come (as typed). */
  attendance: AttendanceKind;
  points: string;
  serviceHours: string;
  /** A rush event: prospective members check in at its door (it must take attendance). */
  recruitment: boolean;
  /** A new event's series (decision 024): how often, and its last day; `never` for one event. */
  repeat: 'never' | RepeatEvery;
  until: string;
}

export const blankCalendarEvent = (date: string): CalendarEventValues => ({
  title: '',
  date,
  allDay: false,
  time: '',
  location: '',
  description: '',
  attendance: 'none',
  points: '',
  serviceHours: '',
  recruitment: false,
  repeat: 'never',
  until: '',
});

export const calendarEventValues = (event: OfficerCalendarEvent): CalendarEventValues => ({
  title: event.title,
  date: event.date,
  allDay: event.allDay,
  time: event.allDay ? '' : (event.time ?? ''),
  location: event.location ?? '',
  description: event.description ?? '',
  attendance: event.attendance,
  points: event.points ? String(event.points) : '',
  serviceHours: event.serviceHours ? String(event.serviceHours) : '',
  recruitment: event.recruitment,
  // An occurrence is changed alone: its series is not edited here.
  repeat: 'never',
  until: '',
});

/** What the contract's `calendarEventRequest` checks (and the server is sent). */
export const calendarEventInput = (values: CalendarEventValues) => ({
  title: values.title,
  date: values.date,
  allDay: values.allDay,
  time: values.allDay ? null : values.time,
  location: values.location,
  description: values.description,
  attendance: values.attendance,
  // An event that counts for nothing gives nothing: numbers typed before it was switched off go.
  points: values.attendance === 'none' ? 0 : typedNumber(values.points),
  serviceHours: values.attendance === 'none' ? 0 : typedNumber(values.serviceHours),
  recruitment: values.recruitment,
  ...(values.repeat === 'never' ? {} : { repeat: { every: values.repeat, until: values.until } }),
});

/** The contract's check of a new event, with a problem of the series' last day shown at Until. */
export const newCalendarEventForm: FormSchema<NewCalendarEventInput> = {
  '~standard': {
    validate: async (value) => {
      const result = await newCalendarEventRequest['~standard'].validate(value);
      if (!result.issues) return result;
      return {
        issues: result.issues.map((issue) =>
          issue.path?.[0] === 'repeat' && issue.path[1] === 'until'
            ? { message: issue.message, path: ['until'] }
            : issue,
        ),
      };
    },
  },
};

/**
 * What a series would make, under the form's Repeats: "15 events, Mon, Sep 7, 2026 … Mon, Dec 14,
 * 2026"; null until the first and last days make a series.
 */
export function seriesPreview(values: Pick<CalendarEventValues, 'date' | 'repeat' | 'until'>) {
  if (values.repeat === 'never' || !values.date || !values.until) return null;
  if (repeatProblem(values.date, values.repeat, values.until)) return null;
  const days = occurrenceDays(values.date, values.repeat, values.until);
  return `${days.length} events, ${formatDay(days[0]!)} … ${formatDay(days.at(-1)!)}`;
}

/** "Every week until Fri, Dec 18, 2026 · 15 events" */
export const seriesLine = (repeat: NonNullable<OfficerCalendarEvent['repeat']>): string =>
  `${repeatSummary(repeat)} · ${repeat.count === 1 ? '1 event' : `${repeat.count} events`}`;

/** The delete dialog's choice for an occurrence that others follow, in words. */
export const followingLabel = (after: number): string =>
  `This one and the following: ${after + 1} events, to the end of the series`;

/** "7:00 PM – 9:00 PM" or "All day". */
export const timeText = (event: { allDay: boolean; time: string | null }): string =>
  event.allDay || !event.time ? 'All day' : event.time;

/** The server's message, naming the event unless it does: "The event was saved. (“Rush BBQ”)" */
export const withTitle = (message: string, title: string): string =>
  message.includes(title) ? message : `${message} (“${title}”)`;

// ---- Alumni events -------------------------------------------------------------------------------

export interface AlumniEventValues {
  key: string;
  title: string;
  displayDate: string;
  sortDate: string;
  endDate: string;
  allDay: boolean;
  time: string;
  location: string;
  type: string;
  icon: string;
  description: string;
  canRsvp: boolean;
  capacity: string;
}

export const blankAlumniEvent = (date: string): AlumniEventValues => ({
  key: '',
  title: '',
  displayDate: '',
  sortDate: date,
  endDate: '',
  allDay: false,
  time: '',
  location: '',
  type: '',
  icon: 'calendar',
  description: '',
  canRsvp: true,
  capacity: '',
});

/**
 * An event's values in the form. A shown date the server wrote from the dates opens empty, so that
 * it follows a change of the dates instead of staying as it was.
 */
export const alumniEventValues = (event: OfficerAlumniEvent): AlumniEventValues => ({
  key: event.key,
  title: event.title,
  displayDate:
    event.displayDate === formatEventDates(event.sortDate, event.endDate) ? '' : event.displayDate,
  sortDate: event.sortDate,
  endDate: event.endDate ?? '',
  allDay: event.allDay,
  time: event.allDay ? '' : (event.time ?? ''),
  location: event.location ?? '',
  type: event.type,
  icon: event.icon,
  description: event.description,
  canRsvp: event.canRsvp,
  capacity: event.capacity === null ? '' : String(event.capacity),
});

/**
 * A key made from the title and the date, for an event added without one:
 * "Founders' Day Dinner", 2027-03-06 → "Founders-Day-Dinner-2027-03-06" (letters, digits and -,
 * at most 80, as the contract's `alumniEventKey` wants).
 */
export function suggestedKey(title: string, date: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '';
  return [words || 'Event', day].filter(Boolean).join('-');
}

/** The capacity as the contract takes it: empty is no limit, digits a number, else as typed (refused). */
export function capacityInput(text: string): number | string | null {
  const value = text.trim();
  if (!value) return null;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** What the contract's `alumniEventRequest` / `alumniEventUpdate` check (and the server is sent). */
export const alumniEventInput = (values: AlumniEventValues, { adding }: { adding: boolean }) => ({
  ...(adding ? { key: values.key.trim() || suggestedKey(values.title, values.sortDate) } : {}),
  title: values.title,
  displayDate: values.displayDate,
  sortDate: values.sortDate,
  endDate: values.endDate || null,
  allDay: values.allDay,
  time: values.allDay ? null : values.time,
  location: values.location,
  type: values.type,
  icon: values.icon,
  description: values.description,
  canRsvp: values.canRsvp,
  capacity: capacityInput(values.capacity),
});

/** The last day an event is on. */
const lastDay = (event: OfficerAlumniEvent) => event.endDate ?? event.sortDate;

const byDate = (a: OfficerAlumniEvent, b: OfficerAlumniEvent) =>
  a.sortDate.localeCompare(b.sortDate) || a.title.localeCompare(b.title);

/** Upcoming (and ongoing) first, soonest first; then past, latest first. */
export function splitAlumniEvents(
  events: readonly OfficerAlumniEvent[],
  today: string,
): { upcoming: OfficerAlumniEvent[]; past: OfficerAlumniEvent[] } {
  const upcoming = events.filter((event) => lastDay(event) >= today).toSorted(byDate);
  const past = events.filter((event) => lastDay(event) < today).toSorted((a, b) => byDate(b, a));
  return { upcoming, past };
}

/** 1553 → "1,553": a national chapter's events run to thousands. */
const thousands = (n: number) => n.toLocaleString('en-US');
const people = (n: number) => (n === 1 ? '1 person' : `${thousands(n)} people`);

/** "1 of 1 places taken · 1 on the waitlist", "3 attending (no limit)", "Takes no RSVPs". */
export function rsvpSummary(
  event: Pick<OfficerAlumniEvent, 'canRsvp' | 'capacity' | 'attending' | 'waitlisted'>,
): string {
  const waiting = event.waitlisted ? ` · ${thousands(event.waitlisted)} on the waitlist` : '';
  if (!event.canRsvp && event.attending + event.waitlisted === 0) return 'Takes no RSVPs';
  const closed = event.canRsvp ? '' : ' · RSVPs closed';
  if (event.capacity === null)
    return `${thousands(event.attending)} attending (no limit)${waiting}${closed}`;
  return `${thousands(event.attending)} of ${thousands(event.capacity)} ${event.capacity === 1 ? 'place' : 'places'} taken${waiting}${closed}`;
}

export const rsvpCount = (event: Pick<OfficerAlumniEvent, 'attending' | 'waitlisted'>) =>
  event.attending + event.waitlisted;

/** "2 attending and 1 on the waitlist" */
export function rsvpPeople(event: Pick<OfficerAlumniEvent, 'attending' | 'waitlisted'>): string {
  const parts = [
    event.attending ? `${thousands(event.attending)} attending` : '',
    event.waitlisted ? `${thousands(event.waitlisted)} on the waitlist` : '',
  ].filter(Boolean);
  return parts.join(' and ') || 'nobody';
}

export type RsvpDisposal = 'cancel' | 'discard';

/** What the delete dialog's choice does, in words. */
export function disposalText(
  choice: RsvpDisposal,
  event: Pick<OfficerAlumniEvent, 'attending' | 'waitlisted'>,
): string {
  const n = rsvpCount(event);
  return choice === 'cancel'
    ? `Email ${n === 1 ? 'them' : `all ${n}`} that the event is cancelled, then delete it with ${n === 1 ? 'the RSVP' : 'the RSVPs'}.`
    : `Delete it with ${n === 1 ? 'the RSVP' : `the ${n} RSVPs`} and email nobody (an event entered by mistake, or long past).`;
}

/** The delete button's words for the choice. */
export const disposalLabel = (choice: RsvpDisposal | null, count: number): string =>
  choice === 'cancel'
    ? `Delete and email ${people(count)}`
    : choice === 'discard'
      ? 'Delete without emails'
      : 'Delete the event';

/** The words of each list of an event's RSVPs. */
export const attendeeListWords = {
  attending: {
    title: 'Attending',
    empty: 'Nobody yet.',
    noun: { one: 'person attending', many: 'people attending' },
  },
  waitlist: {
    title: 'Waitlist',
    empty: 'Nobody is waiting.',
    noun: { one: 'person waiting', many: 'people waiting' },
  },
} as const;

/** The attendees' CSV (the server's `?format=csv`): every RSVP of both lists. */
export const attendeesCsvPath = (key: string) =>
  `/api/officer/alumni-events/${encodeURIComponent(key)}/attendees?format=csv`;

// ---- The console's home --------------------------------------------------------------------------

/** How many events of each calendar the console's home lists, and how far ahead it looks. */
export const comingUpLimits = { events: 3, days: 60 };

/** The member-calendar events from `today` on, soonest first (then by title), at most `count`. */
export function nextCalendarEvents(
  events: readonly OfficerCalendarEvent[],
  today: string,
  count: number = comingUpLimits.events,
): OfficerCalendarEvent[] {
  return events
    .filter((event) => event.date >= today)
    .toSorted((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title))
    .slice(0, count);
}
