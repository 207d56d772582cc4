// The alumni directory's rules (docs/product.md#alumni-directory): its search and filters as the
// page's address holds them (so Back and a reload keep them) and as the API is asked, and the words
// and links of its cards. Pure, so the page and its tests agree.
import { limits } from '../../../../contract/limits.ts';
import { industries, type Industry } from '../../../../contract/privacy.ts';

export interface DirectoryFilters {
  /** Words of the name, employer, city, industry or major. */
  q?: string;
  /** A class, like 2019. */
  class?: number;
  city?: string;
  industry?: Industry;
  /** Only those open to mentoring. */
  mentoring?: boolean;
  /** Only those hiring. */
  hiring?: boolean;
}

export interface DirectoryQuery extends DirectoryFilters {
  /** 1-based. */
  page: number;
}

/** The address's keys the directory owns; any other key of the page's address is left alone. */
const keys = ['q', 'class', 'city', 'industry', 'mentoring', 'hiring', 'page'] as const;

const text = (value: string | null, max: number): string | undefined => {
  const trimmed = value?.trim().slice(0, max).trim();
  return trimmed ? trimmed : undefined;
};

/** A class year the API accepts (1900–2200), else undefined. */
export function classOf(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{4}$/.test(value.trim())) return undefined;
  const year = Number(value.trim());
  return year >= 1900 && year <= 2200 ? year : undefined;
}

const industryOf = (value: string | null): Industry | undefined =>
  (industries as readonly string[]).includes(value ?? '') ? (value as Industry) : undefined;

const yes = (value: string | null) => value === 'true' || value === 'yes' || value === '1';

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
};

/**
 * The search and filters an address holds. What the API would refuse (a class that is no year, an
 * industry not on the list, a page that is no number) is left out, so an edited or stale address
 * still opens the directory.
 */
export function readDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const q = text(params.get('q'), limits.alumniDirectory.queryMaxLength);
  const year = classOf(params.get('class'));
  const city = text(params.get('city'), limits.profile.cityMaxLength);
  const industry = industryOf(params.get('industry'));
  return {
    ...(q ? { q } : {}),
    ...(year ? { class: year } : {}),
    ...(city ? { city } : {}),
    ...(industry ? { industry } : {}),
    ...(yes(params.get('mentoring')) ? { mentoring: true } : {}),
    ...(yes(params.get('hiring')) ? { hiring: true } : {}),
    page: pageOf(params.get('page')),
  };
}

/** The query's keys and values, in the API's order; page 1 and the filters not set are left out. */
function entriesOf(query: DirectoryFilters & { page?: number }): [string, string][] {
  const entries: [string, string][] = [];
  if (query.q?.trim()) entries.push(['q', query.q.trim()]);
  if (query.class) entries.push(['class', String(query.class)]);
  if (query.city?.trim()) entries.push(['city', query.city.trim()]);
  if (query.industry) entries.push(['industry', query.industry]);
  if (query.mentoring) entries.push(['mentoring', 'true']);
  if (query.hiring) entries.push(['hiring', 'true']);
  if (query.page && query.page > 1) entries.push(['page', String(query.page)]);
  return entries;
}

/** The page's address query for `query`, keeping the keys of `current` that are not the directory's. */
export function directorySearch(
  query: DirectoryFilters & { page?: number },
  current: URLSearchParams = new URLSearchParams(),
): string {
  const next = new URLSearchParams(current);
  for (const key of keys) next.delete(key);
  for (const [key, value] of entriesOf(query)) next.set(key, value);
  return next.toString();
}

/** A change of filters: a key given as undefined clears that filter. */
export type FilterChange = { [K in keyof DirectoryFilters]?: DirectoryFilters[K] | undefined };

/** The address query after a filter changed: a new search starts at page 1. */
export function withFilter(current: URLSearchParams, change: FilterChange): string {
  const { page: _page, ...filters } = readDirectoryQuery(current);
  return directorySearch({ ...filters, ...change } as DirectoryFilters, current);
}

/** The address query for another page of the same search. */
export function withPage(current: URLSearchParams, page: number): string {
  return directorySearch({ ...readDirectoryQuery(current), page }, current);
}

/** The API's query string (GET /api/alumni/directory). */
export const apiQueryString = (query: DirectoryQuery): string =>
  new URLSearchParams(entriesOf(query)).toString();

/** Whether any search or filter is set (the empty message then offers to clear them). */
export const hasFilters = (query: DirectoryFilters): boolean =>
  entriesOf({ ...query, page: 1 }).length > 0;

/** The address query without any search, filter or page of the directory. */
export const clearedSearch = (current: URLSearchParams): string => directorySearch({}, current);

/** "1 alumnus", "130 alumni", "1,204 alumni". */
export const alumniCount = (total: number): string =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'alumnus' : 'alumni'}`;

/**
 * The line the count is announced in: "130 alumni", "12 alumni match", and which of them the page
 * shows when there is more than one page ("130 alumni · showing 25–48").
 */
export function countLine(
  total: number,
  page: number,
  pageSize: number,
  filtered: boolean,
): string {
  if (total === 0) return filtered ? 'No alumni match' : 'No alumni yet';
  const count = `${alumniCount(total)}${filtered ? (total === 1 ? ' matches' : ' match') : ''}`;
  if (total <= pageSize) return count;
  const first = (page - 1) * pageSize + 1;
  if (first > total) return count;
  const last = Math.min(page * pageSize, total);
  const range = first === last ? `${first}` : `${first}–${last}`;
  return `${count} · showing ${range}`;
}

/** The class filter's years: the directory's classes, and the address's class should it hold another. */
export function classChoices(classes: readonly number[], selected: number | undefined): number[] {
  if (selected === undefined || classes.includes(selected)) return [...classes];
  return [...classes, selected].toSorted((a, b) => b - a);
}

/** Up to two initials of a name ("Marcus T. Lee" → "ML"), for a card without a picture. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '?';
  const first = [...words[0]!][0]!;
  const last = words.length > 1 ? [...words.at(-1)!][0]! : '';
  return (first + last).toLocaleUpperCase('en-US');
}

/** A `tel:` link for a phone number as typed: its digits, with a leading + kept; null when none. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
