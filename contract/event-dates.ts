// When a dated event starts and ends, and whether it is upcoming, under way or over, on the chapter's
// own clock (docs/product.md#dates): used by the server (RSVP closing) and the web app (lists).
//
// An event's date is a day on the chapter's calendar, in the IANA time zone of content/chapter.json,
// whatever the time zone of the browser or the server. It starts at its time of day when one can be
// read from its time text ("7:00 PM", "5:00 PM - 8:00 PM"), otherwise (all day, "TBD", none) at the
// start of that day; it is over when its last day is.

/** YYYY-MM-DD */
export type IsoDate = string;

export interface EventWhen {
  /** The (first) day, YYYY-MM-DD, on the chapter's calendar. */
  date: IsoDate;
  /** The last day of an event of several days; the first day when missing. */
  endDate?: IsoDate | null;
  /** Free text as people write it; its first time of day is the start. */
  time?: string | null;
}

/** Before its start; from its start to the end of its last day; afterwards. */
export type EventPhase = 'upcoming' | 'ongoing' | 'past';

const dayMs = 86_400_000;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone this runtime knows (content/chapter.json is checked with it). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading at `at` in `timeZone`, as if it were UTC (milliseconds). */
function wallClock(at: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
}

/** The zone's offset from UTC at `at`, in milliseconds (east positive). */
export const offsetAt = (at: number, timeZone: string) =>
  wallClock(at, timeZone) - Math.floor(at / 1000) * 1000;

function parseDate(date: IsoDate): [number, number, number] {
  const match = isoDatePattern.exec(date);
  if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The day after `date`, YYYY-MM-DD. */
export function nextDay(date: IsoDate): IsoDate {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The chapter's date at the instant `at` (e.g. "2026-11-01"). */
export function localDate(at: Date | number, timeZone: string): IsoDate {
  return new Date(wallClock(+at, timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant at which the chapter's clocks show `hour:minute` on `date`. A time the clocks skip
 * (the hour lost when summer time starts) is read as the moment after the jump; a time they show
 * twice (when it ends) as the first of the two, so an RSVP never closes late.
 */
export function zonedInstant(
  date: IsoDate,
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const [year, month, day] = parseDate(date);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets a day either side: at most one change of offset happens in between.
  const before = wall - offsetAt(wall - dayMs, timeZone);
  const after = wall - offsetAt(wall + dayMs, timeZone);
  const shows = (at: number) => wallClock(at, timeZone) === wall;
  if (shows(before) && shows(after)) return Math.min(before, after);
  if (shows(before)) return before;
  if (shows(after)) return after;
  // Skipped: the same distance past the change as the wall time is past the last instant before it.
  return before;
}

/**
 * The first time of day in a time text, or null when it names none ("ALL DAY", "TBD", empty).
 * Reads "7:00 PM", "9 pm", "10:00 AM – 1:00 PM", "19:30" and "noon".
 */
export function startTimeOf(
  time: string | null | undefined,
): { hour: number; minute: number } | null {
  if (!time) return null;
  const twelveHour = /(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\b\.?/i.exec(time);
  if (twelveHour) {
    const hour = Number(twelveHour[1]);
    const minute = Number(twelveHour[2] ?? 0);
    if (hour < 1 || hour > 12 || minute > 59) return null;
    const pm = twelveHour[3]!.toLowerCase() === 'p';
    return { hour: (hour % 12) + (pm ? 12 : 0), minute };
  }
  const twentyFourHour = /\b([01]?\d|2[0-3]):([0-5]\d)\b/.exec(time);
  if (twentyFourHour) return { hour: Number(twentyFourHour[1]), minute: Number(twentyFourHour[2]) };
  if (/\bnoon\b/i.test(time)) return { hour: 12, minute: 0 };
  return null;
}

/** When the event starts: its time of day, or the start of its day (all-day events, "TBD"). */
export function eventStart(when: EventWhen, timeZone: string): number {
  const time = startTimeOf(when.time);
  return zonedInstant(when.date, time?.hour ?? 0, time?.minute ?? 0, timeZone);
}

/** When the event is over: the start of the day after its last day. */
export function eventEnd(when: EventWhen, timeZone: string): number {
  const last = when.endDate && when.endDate > when.date ? when.endDate : when.date;
  return zonedInstant(nextDay(last), 0, 0, timeZone);
}

export function eventPhase(when: EventWhen, now: Date | number, timeZone: string): EventPhase {
  const at = +now;
  if (at < eventStart(when, timeZone)) return 'upcoming';
  return at < eventEnd(when, timeZone) ? 'ongoing' : 'past';
}

/** RSVPs are taken until the event starts (docs/product.md#rsvp). */
export const rsvpOpen = (when: EventWhen, now: Date | number, timeZone: string): boolean =>
  +now < eventStart(when, timeZone);

/**
 * Splits events into those still to come or under way (soonest first) and those over (latest
 * first), as the alumni and philanthropy pages list them.
 */
export function splitByPhase<T>(
  events: readonly T[],
  whenOf: (event: T) => EventWhen,
  now: Date | number,
  timeZone: string,
): { current: T[]; past: T[] } {
  const timed = events.map((event) => {
    const when = whenOf(event);
    return { event, start: eventStart(when, timeZone), phase: eventPhase(when, now, timeZone) };
  });
  const current = timed.filter((t) => t.phase !== 'past').toSorted((a, b) => a.start - b.start);
  const past = timed.filter((t) => t.phase === 'past').toSorted((a, b) => b.start - a.start);
  return { current: current.map((t) => t.event), past: past.map((t) => t.event) };
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * An event's dates as the site writes them: "Saturday, April 10, 2027"; "March 6–8, 2027";
 * "October 30 – November 1, 2026"; "December 30, 2026 – January 2, 2027"; a whole month,
 * "November 2026".
 */
export function formatEventDates(date: IsoDate, endDate?: IsoDate | null): string {
  const [y1, m1, d1] = parseDate(date);
  if (!endDate || endDate <= date) {
    const weekday = weekdayNames[new Date(Date.UTC(y1, m1 - 1, d1)).getUTCDay()]!;
    return `${weekday}, ${monthNames[m1 - 1]} ${d1}, ${y1}`;
  }
  const [y2, m2, d2] = parseDate(endDate);
  if (y1 === y2 && m1 === m2) {
    if (d1 === 1 && d2 === lastDayOfMonth(y2, m2)) return `${monthNames[m1 - 1]} ${y1}`;
    return `${monthNames[m1 - 1]} ${d1}–${d2}, ${y1}`;
  }
  if (y1 === y2) return `${monthNames[m1 - 1]} ${d1} – ${monthNames[m2 - 1]} ${d2}, ${y1}`;
  return `${monthNames[m1 - 1]} ${d1}, ${y1} – ${monthNames[m2 - 1]} ${d2}, ${y2}`;
}

/** The first year of the academic year `date` falls in; the year starts in August. */
export function academicYearStartOf(date: IsoDate): number {
  const [year, month] = parseDate(date);
  return month >= 8 ? year : year - 1;
}

/** A month and day placed in the academic year starting in `startYear` (29 February kept in February). */
export function dateInAcademicYear(startYear: number, month: number, day: number): IsoDate {
  const year = month >= 8 ? startYear : startYear + 1;
  const clamped = Math.min(day, lastDayOfMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(clamped).padStart(2, '0')}`;
}

/** A month and day in `year`, YYYY-MM-DD (29 February kept in February). */
export function dateInYear(year: number, month: number, day: number): IsoDate {
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDayOfMonth(year, month))).padStart(2, '0')}`;
}

/** An annual event: its month and day, and how many days it lasts. */
export interface AnnualDate {
  month: number;
  day: number;
  /** 1 for a one-day event. */
  days?: number;
  /** 0 (Sunday) to 6: it falls on the first such day on or after the month and day. */
  weekday?: number;
}

const addDays = (date: IsoDate, days: number): IsoDate => {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/**
 * Where an annual event falls as seen from `today`: `next`, the first occurrence not over yet (so
 * an event under way today is still this one); `previous`, the last one that is over. Used to date
 * the demo chapter relative to the day it is loaded.
 */
export function placeAnnual(
  annual: AnnualDate,
  today: IsoDate,
  which: 'next' | 'previous',
): { date: IsoDate; endDate: IsoDate | null } {
  const span = Math.max(1, annual.days ?? 1);
  const [year] = parseDate(today);
  const occurrence = (y: number) => {
    let date = dateInYear(y, annual.month, annual.day);
    if (annual.weekday !== undefined) {
      const [dy, dm, dd] = parseDate(date);
      const weekday = new Date(Date.UTC(dy, dm - 1, dd)).getUTCDay();
      date = addDays(date, (annual.weekday - weekday + 7) % 7);
    }
    return { date, endDate: span > 1 ? addDays(date, span - 1) : null };
  };
  const lastDay = (o: { date: IsoDate; endDate: IsoDate | null }) => o.endDate ?? o.date;
  if (which === 'next') {
    for (const y of [year - 1, year, year + 1]) {
      const o = occurrence(y);
      if (lastDay(o) >= today) return o;
    }
    return occurrence(year + 1);
  }
  for (const y of [year + 1, year, year - 1, year - 2]) {
    const o = occurrence(y);
    if (lastDay(o) < today) return o;
  }
  return occurrence(year - 2);
}
