// One way to write dates and times (docs/product.md#dates): for people, in words and on the
// chapter's clock ("Mon, Sep 7, 2026", "8:00 PM", "Mon, Sep 7, 2026, 8:00 PM"), whatever the time
// zone of the reader's phone or of the server; for files (CSV, iCalendar names, archives), ISO 8601
// on the chapter's clock with its offset ("2026-09-07T20:00:00-04:00"), so a spreadsheet shows the
// time the chapter lived and a program can still read the instant.
import { localDate, offsetAt, type IsoDate } from './event-dates.ts';

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', options);
    cache.set(key, found);
  }
  return found;
}

const dayOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' } as const;
const timeOptions = { hour: 'numeric', minute: '2-digit' } as const;

const instant = (at: string | number | Date): number =>
  at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);

/** A day of the calendar, YYYY-MM-DD → "Mon, Sep 7, 2026" (the day itself, whatever the zone). */
export function formatDay(day: IsoDate): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return formatter('day:UTC', { ...dayOptions, timeZone: 'UTC' }).format(at);
}

/** The day of an instant on the chapter's clock → "Mon, Sep 7, 2026". */
export function formatDayOf(at: string | number | Date, timeZone: string): string {
  const ms = instant(at);
  if (Number.isNaN(ms)) return String(at);
  return formatter(`day:${timeZone}`, { ...dayOptions, timeZone }).format(ms);
}

/** The time of day of an instant on the chapter's clock → "8:00 PM". */
export function formatTime(at: string | number | Date, timeZone: string): string {
  const ms = instant(at);
  if (Number.isNaN(ms)) return String(at);
  return formatter(`time:${timeZone}`, { ...timeOptions, timeZone }).format(ms);
}

/** An instant on the chapter's clock → "Mon, Sep 7, 2026, 8:00 PM". */
export function formatDateTime(at: string | number | Date, timeZone: string): string {
  const ms = instant(at);
  if (Number.isNaN(ms)) return String(at);
  return `${formatDayOf(ms, timeZone)}, ${formatTime(ms, timeZone)}`;
}

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago", then the date and time. */
export function timeAgo(at: string | number | Date, now: number, timeZone: string): string {
  const then = instant(at);
  if (Number.isNaN(then)) return String(at);
  const minutes = Math.floor((now - then) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  if (days < 14) return `${days} day${days === 1 ? '' : 's'} ago`;
  return formatDateTime(then, timeZone);
}

/** An instant for a file: ISO 8601 on the chapter's clock with its offset, to the second. */
export function fileTimestamp(at: string | number | Date, timeZone: string): string {
  const ms = instant(at);
  if (Number.isNaN(ms)) return String(at);
  const offset = offsetAt(ms, timeZone);
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offset).toISOString().slice(0, 19);
  const minutes = Math.round(Math.abs(offset) / 60_000);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${wall}${offset < 0 ? '-' : '+'}${hhmm}`;
}

/** The chapter's day of an instant, for a file's name: YYYY-MM-DD. */
export const fileDay = (at: string | number | Date, timeZone: string): IsoDate =>
  localDate(instant(at), timeZone);
