// Times as the console and the account pages show them: the product's one way to write them
// (contract/dates.ts), on the chapter's clock whatever the reader's time zone
// (docs/product.md#dates), and how long ago for "last seen".
import * as dates from '../../../contract/dates.ts';
import { chapter } from '../../lib/content/chapter.ts';

/** `2026-05-01T19:04:00Z` → "Fri, May 1, 2026, 2:04 PM" (on the chapter's clock unless a zone is given). */
export const formatDateTime = (iso: string, timeZone: string = chapter.timeZone): string =>
  dates.formatDateTime(iso, timeZone);

/** `2026-05-15T19:04:00Z` → "Fri, May 15, 2026" (the chapter's day of that moment). */
export const formatLongDate = (iso: string, timeZone: string = chapter.timeZone): string =>
  dates.formatDayOf(iso, timeZone);

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago", then the date. */
export const timeAgo = (
  iso: string,
  now: number = Date.now(),
  timeZone: string = chapter.timeZone,
): string => dates.timeAgo(iso, now, timeZone);

/** A YYYY-MM-DD day as "Sat, Mar 6, 2027" (the day itself, whatever the time zone). */
export const formatDay = (day: string): string => dates.formatDay(day);
