// Dates and years that content/ writes relative to today (docs/content.md#dates): an annual date
// "--04-11" becomes, when the site is built, the next 11 April that is not over; "{academicYear}"
// in a text becomes "2026–2027" for the day the page is read. The demo chapter uses them so that a
// new install never looks stale.
import { academicYearStartOf, placeAnnual, type IsoDate } from './event-dates.ts';

/** `--MM-DD`: the same day every year (ISO 8601's notation for a recurring month and day). */
export const annualDatePattern = /^--(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** What a date in content/ may be: a day, YYYY-MM-DD, or an annual date, --MM-DD. */
export type ContentDate = string;

const parseAnnual = (date: string) => {
  const match = annualDatePattern.exec(date);
  return match ? { month: Number(match[1]), day: Number(match[2]) } : null;
};

/** Days from one month/day to the next month/day on or after it (across New Year if needed). */
function daysBetween(from: { month: number; day: number }, to: { month: number; day: number }) {
  const start = Date.UTC(2001, from.month - 1, from.day);
  let end = Date.UTC(2001, to.month - 1, to.day);
  if (end < start) end = Date.UTC(2002, to.month - 1, to.day);
  return Math.round((end - start) / 86_400_000);
}

/**
 * An event's dates with any annual date placed: the next occurrence that is not over on `today`.
 * An end given as an annual date belongs to the same occurrence as the start.
 */
export function resolveEventDates(
  dates: { date: ContentDate; endDate?: ContentDate | undefined },
  today: IsoDate,
): { date: IsoDate; endDate: IsoDate | null } {
  const start = parseAnnual(dates.date);
  if (!start) {
    const end = dates.endDate && !parseAnnual(dates.endDate) ? dates.endDate : null;
    return { date: dates.date, endDate: end };
  }
  const end = dates.endDate ? parseAnnual(dates.endDate) : null;
  const days = end ? daysBetween(start, end) + 1 : 1;
  return placeAnnual({ ...start, days }, today, 'next');
}

/** The years a text may name relative to today, each written `{name}` in content/. */
export const yearTokens = {
  /** The academic year under way (it starts in August): "2026–2027", with an en dash (a range). */
  academicYear: (today: IsoDate) => {
    const start = academicYearStartOf(today);
    return `${start}\u2013${start + 1}`;
  },
  /** The year of the next fall rush: this year until the end of September, then the next. */
  fallRushYear: (today: IsoDate) => {
    const [year, month] = today.split('-').map(Number) as [number, number];
    return String(month >= 10 ? year + 1 : year);
  },
} as const;

const tokenPattern = /\{([A-Za-z]+)\}/g;

/** The `{names}` in a text that are not year tokens (content/ is checked with it). */
export function unknownTokens(text: string): string[] {
  return [...text.matchAll(tokenPattern)]
    .map((match) => match[1]!)
    .filter((name) => !Object.hasOwn(yearTokens, name));
}

/** Whether a text names a year token, so an editor can say what it becomes on the page. */
export const namesYearTokens = (text: string): boolean =>
  [...text.matchAll(tokenPattern)].some((match) => Object.hasOwn(yearTokens, match[1]!));

/** A text with its year tokens filled in for `today`. */
export function fillTokens(text: string, today: IsoDate): string {
  return text.replace(tokenPattern, (whole, name: string) =>
    Object.hasOwn(yearTokens, name) ? yearTokens[name as keyof typeof yearTokens](today) : whole,
  );
}
