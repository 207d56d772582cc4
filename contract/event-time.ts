// An event's time of day as officers type it and the site shows it: "7:00 PM", or a range
// "7:00 PM – 9:00 PM" (docs/product.md#calendar). zod-free, so the console's form and the server
// read it the same way; contract/event-dates.ts reads the start out of any stored text.
import { startTimeOf } from './event-dates.ts';

export interface TimeOfDay {
  hour: number;
  minute: number;
}

export interface EventTimes {
  start: TimeOfDay;
  /** Null when only a start is given; earlier than the start for an evening past midnight. */
  end: TimeOfDay | null;
}

export const timeFormatHint = 'Write the time like 7:00 PM, or a range like 7:00 PM – 9:00 PM.';

const twelveHour = /^(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s*m\.?$/i;
const twentyFourHour = /^([01]?\d|2[0-3]):([0-5]\d)$/;
/** "7:00 PM - 9:00 PM", "7:00 PM – 9:00 PM", "7:00 PM to 9:00 PM". */
const rangeSeparator = /\s*(?:-|–|—|\bto\b)\s*/i;

/** One time of day, strictly: "7:00 PM", "7 pm", "19:30", "noon". Null when it is not one. */
export function parseTimeOfDay(text: string): TimeOfDay | null {
  const value = text.trim();
  const twelve = twelveHour.exec(value);
  if (twelve) {
    const hour = Number(twelve[1]);
    if (hour < 1 || hour > 12) return null;
    const pm = twelve[3]!.toLowerCase() === 'p';
    return { hour: (hour % 12) + (pm ? 12 : 0), minute: Number(twelve[2] ?? 0) };
  }
  const twentyFour = twentyFourHour.exec(value);
  if (twentyFour) return { hour: Number(twentyFour[1]), minute: Number(twentyFour[2]) };
  if (/^noon$/i.test(value)) return { hour: 12, minute: 0 };
  return null;
}

/**
 * The times a person typed, or why they cannot be read. The end may be earlier than the start (an
 * evening that runs past midnight) but not the same.
 */
export function parseEventTime(text: string): EventTimes | { problem: string } {
  const parts = text.trim().split(rangeSeparator);
  if (parts.length > 2) return { problem: timeFormatHint };
  const start = parseTimeOfDay(parts[0] ?? '');
  const end = parts.length === 2 ? parseTimeOfDay(parts[1]!) : null;
  if (!start || (parts.length === 2 && !end)) return { problem: timeFormatHint };
  if (end && end.hour === start.hour && end.minute === start.minute)
    return { problem: 'The end time must differ from the start time.' };
  return { start, end };
}

/** "7:00 PM" */
export function formatTimeOfDay({ hour, minute }: TimeOfDay): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "7:00 PM" or "7:00 PM – 9:00 PM": how the site stores and shows a time typed in the console. */
export function formatEventTime(times: EventTimes): string {
  const start = formatTimeOfDay(times.start);
  return times.end ? `${start} – ${formatTimeOfDay(times.end)}` : start;
}

/**
 * The times in any stored time text (the command line and the demo wrote free text such as "TBD",
 * "ALL DAY" or "5:00 PM - 8:00 PM"): null for an all-day event (no time of day can be read, the
 * same rule that closes RSVPs), else its start and, when the text is a range, its end.
 */
export function readEventTimes(time: string | null | undefined): EventTimes | null {
  const start = startTimeOf(time);
  if (!start || !time) return null;
  const parts = time.trim().split(rangeSeparator);
  const end = parts.length === 2 ? startTimeOf(parts[1]) : null;
  return {
    start,
    end: end && (end.hour !== start.hour || end.minute !== start.minute) ? end : null,
  };
}
