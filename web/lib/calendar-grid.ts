// The calendar's month (docs/product.md#calendar): 42 days from the Sunday on or before the 1st.
// Shared: the members' calendar and the console's Calendar page draw the same month.
import type { CalendarEvent } from '../../contract/api/member-area.ts';
import { nextDay } from '../../contract/event-dates.ts';
import { pageLimits } from '../../contract/page-limits.ts';

export const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const gridDays = pageLimits.calendarGridDays;

export interface Month {
  year: number;
  /** 0–11 */
  month: number;
}

export interface GridDay {
  /** YYYY-MM-DD */
  date: string;
  day: number;
  inMonth: boolean;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

export function addMonths({ year, month }: Month, delta: number): Month {
  const total = year * 12 + month + delta;
  return { year: Math.floor(total / 12), month: ((total % 12) + 12) % 12 };
}

export function monthGrid({ year, month }: Month): GridDay[] {
  const first = new Date(Date.UTC(year, month, 1));
  const start = new Date(first);
  start.setUTCDate(1 - first.getUTCDay());
  return Array.from({ length: gridDays }, (_, i) => {
    const day = new Date(start);
    day.setUTCDate(start.getUTCDate() + i);
    return { date: iso(day), day: day.getUTCDate(), inMonth: day.getUTCMonth() === month };
  });
}

/**
 * A day cell's classes: `base`, then is-other-month, is-today, has-event and is-selected where they
 * hold, then `more` (both calendars style their days by these).
 */
export function dayClassName(
  base: string,
  day: GridDay,
  state: { today: string | null; selected: string | null; events: number },
  ...more: (string | false)[]
): string {
  return [
    base,
    !day.inMonth && 'is-other-month',
    day.date === state.today && 'is-today',
    state.events > 0 && 'has-event',
    day.date === state.selected && 'is-selected',
    ...more,
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Saturday, September 12, 2026: Founders Day", or ": 3 events"; the date alone without any. */
export function dayLabel(date: string, titles: readonly string[]): string {
  if (titles.length === 0) return longDate(date);
  return `${longDate(date)}: ${titles.length === 1 ? titles[0] : `${titles.length} events`}`;
}

/** The events of each day; an event of several days is on each of them (at most a fortnight). */
export function eventsByDate(events: CalendarEvent[]): Map<string, CalendarEvent[]> {
  const byDate = new Map<string, CalendarEvent[]>();
  const add = (date: string, event: CalendarEvent) =>
    byDate.set(date, [...(byDate.get(date) ?? []), event]);
  for (const event of events) {
    let date = event.date;
    for (let day = 0; day < 14; day += 1) {
      add(date, event);
      if (!event.endDate || date >= event.endDate) break;
      date = nextDay(date);
    }
  }
  return byDate;
}

/** "Saturday, September 12, 2026" */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day)).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export const monthTitle = ({ year, month }: Month): string =>
  new Date(Date.UTC(year, month, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A time worth showing: not missing and not "TBD". */
export const showsTime = (time: string | null): time is string =>
  Boolean(time?.trim()) && time!.trim().toUpperCase() !== 'TBD';
