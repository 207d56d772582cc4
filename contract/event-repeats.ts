// Repeating events (docs/product.md#officers-calendar-and-events, decision 024): the days a series
// falls on, from its first day to its last ("until", included). The server makes one event per day
// and the console's form previews them, both with this rule.
//
// The days are days of the chapter's calendar (YYYY-MM-DD) counted as days, never as instants: a
// weekly meeting stays on its weekday and its time of day when the clocks change.
import { formatDay } from './dates.ts';
import type { IsoDate } from './event-dates.ts';

/** How often a series repeats: every week, every other week, every month (on the same day). */
export const repeatEvery = ['week', 'two-weeks', 'month'] as const;
export type RepeatEvery = (typeof repeatEvery)[number];

export const repeatLimits = {
  /** A series' last day is at most this many years after its first (53 weekly meetings). */
  years: 1,
  /** A series makes at least two events; one is an event that does not repeat. */
  fewest: 2,
} as const;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: IsoDate): [number, number, number] | null {
  const match = isoDatePattern.exec(date);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/**
 * The nth day of a series (0 is the first). Monthly: the first day's day of the month, or the
 * month's last day when it has fewer days (the 31st: Apr 30, Feb 28, then Mar 31 again).
 */
function nthDay(first: [number, number, number], every: RepeatEvery, n: number): IsoDate {
  const [year, month, day] = first;
  if (every === 'month') {
    const months = year * 12 + (month - 1) + n;
    const y = Math.floor(months / 12);
    const m = (months % 12) + 1;
    return iso(y, m, Math.min(day, lastDayOfMonth(y, m)));
  }
  return iso(year, month, day + n * (every === 'week' ? 7 : 14));
}

/** The last day a series starting on `first` may have: the same day a year later (Feb 29: Feb 28). */
export function latestUntil(first: IsoDate): IsoDate {
  const [year, month, day] = parts(first) ?? [2000, 1, 1];
  const y = year + repeatLimits.years;
  return iso(y, month, Math.min(day, lastDayOfMonth(y, month)));
}

/**
 * Every day of a series from `first` to `until` (both included when they are days of it). Empty
 * when `until` is before `first` or either is not a day; the limits are checked by `repeatProblem`.
 */
export function occurrenceDays(first: IsoDate, every: RepeatEvery, until: IsoDate): IsoDate[] {
  const start = parts(first);
  if (!start || !parts(until) || until < first) return [];
  const days: IsoDate[] = [];
  // The bound stops a loop on a far `until`: a year holds at most 53 weeks.
  for (let n = 0; n <= 54 * repeatLimits.years; n++) {
    const day = nthDay(start, every, n);
    if (day > until) break;
    days.push(day);
  }
  return days;
}

/** What is wrong with a series' last day for its first day and rule, or null when it is right. */
export function repeatProblem(first: IsoDate, every: RepeatEvery, until: IsoDate): string | null {
  if (until <= first) return 'The last day of the series must be after its first day.';
  const latest = latestUntil(first);
  if (until > latest)
    return `A series lasts at most a year: its last day can be ${formatDay(latest)} at the latest.`;
  if (occurrenceDays(first, every, until).length < repeatLimits.fewest)
    return `The series would make only one event: choose a later last day, or Repeats: never.`;
  return null;
}

/** "every week", "every other week", "every month" */
export const repeatWords: Record<RepeatEvery, string> = {
  week: 'every week',
  'two-weeks': 'every other week',
  month: 'every month',
};

/** "Every week until Fri, Dec 18, 2026" */
export function repeatSummary(repeat: { every: RepeatEvery; until: IsoDate }): string {
  const words = repeatWords[repeat.every];
  return `${words[0]!.toUpperCase()}${words.slice(1)} until ${formatDay(repeat.until)}`;
}
