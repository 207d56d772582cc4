// The iCalendar (RFC 5545) text of a calendar feed, built with ical-generator (decision 015), which
// escapes text values, folds lines at 75 octets and ends them with CRLF. Events are on the chapter's
// clock (contract/event-dates.ts): a timed event is written as the UTC instant its time of day is in
// the chapter's time zone, so every calendar shows it at the right moment wherever it is; an event
// without a time of day ("all day", "TBD") is a DATE from its first day to the day after its last.
// Every value is made safe here, whatever the data holds: ical-generator escapes an event's text but
// writes the calendar's name, description and PRODID and an event's UID as they are, so a line
// break in a chapter's name once put a forged event into every member's calendar.
import ical, { escape } from 'ical-generator';
import { eventEnd, nextDay, zonedInstant } from '../../../contract/event-dates.ts';
import { readEventTimes } from '../../../contract/event-time.ts';

export interface FeedEvent {
  /** Unique and stable across feeds and edits (RFC 5545 UID). */
  uid: string;
  title: string;
  /** YYYY-MM-DD, the (first) day on the chapter's calendar. */
  date: string;
  /** YYYY-MM-DD, the last day of an event of several days. */
  endDate: string | null;
  /** Free text; its first time of day is the start (null, "ALL DAY", "TBD": all day). */
  time: string | null;
  location: string | null;
  description: string | null;
  /** When the event was last changed (ISO 8601): DTSTAMP and LAST-MODIFIED. */
  changedAt: string;
}

export interface FeedCalendar {
  /** The calendar's name in the subscriber's app (X-WR-CALNAME). */
  name: string;
  description: string;
  /** The chapter's IANA time zone (content/chapter.json). */
  timeZone: string;
  /** The site's name, for PRODID. */
  siteName: string;
  events: readonly FeedEvent[];
}

/** Midnight UTC of a day: ical-generator writes a DATE from a Date's UTC fields. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** Start, end and whether the event is all day, from its date and time text. */
export function feedTimes(
  event: Pick<FeedEvent, 'date' | 'endDate' | 'time'>,
  timeZone: string,
): { allDay: boolean; start: Date; end: Date | null } {
  const lastDay = event.endDate && event.endDate > event.date ? event.endDate : event.date;
  const times = readEventTimes(event.time);
  if (!times) return { allDay: true, start: day(event.date), end: day(nextDay(lastDay)) };
  const start = new Date(zonedInstant(event.date, times.start.hour, times.start.minute, timeZone));
  let end: Date | null = null;
  if (lastDay !== event.date) {
    // A weekend starting at a time: it lasts until its last day is over.
    end = new Date(eventEnd({ date: event.date, endDate: lastDay }, timeZone));
  } else if (times.end) {
    const overnight =
      times.end.hour * 60 + times.end.minute < times.start.hour * 60 + times.start.minute;
    end = new Date(
      zonedInstant(
        overnight ? nextDay(event.date) : event.date,
        times.end.hour,
        times.end.minute,
        timeZone,
      ),
    );
  }
  return { allDay: false, start, end };
}

/** One line: every control character (line breaks and tabs too) and line separator, a space. */
export const oneLine = (value: string): string =>
  value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/** A text that may run to lines: each break kept as `\n` (escaped on writing), other controls a space. */
export const lines = (value: string): string =>
  value
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(/[^\P{Cc}\n]+/gu, ' ')
    .trim();

/** A TEXT value ical-generator writes as it is: one line, escaped here (RFC 5545 3.3.11). */
const verbatim = (value: string): string => escape(oneLine(value), false);

const orNull = <T>(value: string | null, clean: (value: string) => T) =>
  value === null ? null : clean(value);

export function buildIcs(feed: FeedCalendar): string {
  const calendar = ical({
    name: verbatim(feed.name),
    description: verbatim(feed.description),
    prodId: { company: verbatim(feed.siteName), product: 'Calendar feed', language: 'EN' },
    // Subscribing apps read the feed again after this long (REFRESH-INTERVAL, X-PUBLISHED-TTL).
    ttl: 60 * 60,
    x: { 'X-WR-TIMEZONE': oneLine(feed.timeZone) },
  });
  for (const event of feed.events) {
    const { allDay, start, end } = feedTimes(event, feed.timeZone);
    calendar.createEvent({
      id: verbatim(event.uid),
      summary: oneLine(event.title),
      start,
      end,
      allDay,
      stamp: new Date(event.changedAt),
      lastModified: new Date(event.changedAt),
      location: orNull(event.location, oneLine),
      description: orNull(event.description, lines),
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  return `${calendar.toString()}\r\n`;
}
