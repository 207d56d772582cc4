// The console lists' paging rules (docs/product.md#officer-console): how many pages, which rows a page shows, and
// the line that says so ("Showing 26–50 of 120 accounts"). Pure, so the table and its tests agree.

export interface Noun {
  one: string;
  many: string;
}

export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

/** A page number within 1…pageCount (a stale address may name a page that no longer exists). */
export const clampPage = (page: number, total: number, pageSize: number): number =>
  Math.min(Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)), pageCount(total, pageSize));

/** The rows of one page of a list held in full (the invites). */
export function pageSlice<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (clampPage(page, rows.length, pageSize) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** 75000 → "75,000": a chapter's lists run to tens of thousands. */
const grouped = (count: number) => count.toLocaleString('en-US');

const counted = (count: number, noun: Noun) =>
  `${grouped(count)} ${count === 1 ? noun.one : noun.many}`;

/** "Showing 26–50 of 120 accounts", "Showing 1 account", "No accounts", "… of 75,000 gifts". */
export function showingText(page: number, pageSize: number, total: number, noun: Noun): string {
  if (total <= 0) return `No ${noun.many}`;
  const first = (clampPage(page, total, pageSize) - 1) * pageSize + 1;
  const last = Math.min(total, first + pageSize - 1);
  if (first === 1 && last === total) return `Showing ${counted(total, noun)}`;
  return `Showing ${grouped(first)}–${grouped(last)} of ${counted(total, noun)}`;
}

/** "Page 2 of 5" for the pager. */
export const pageOfText = (page: number, total: number, pageSize: number): string =>
  `Page ${grouped(clampPage(page, total, pageSize))} of ${grouped(pageCount(total, pageSize))}`;

/**
 * The pager of a list the server pages (DataTable's `pager`): "Page 2 of 5" and the way to the
 * page before and after, none at either end. `go` opens a page (the address, or the state).
 */
export function serverPager(
  page: number,
  pageSize: number,
  total: number,
  go: (page: number) => void,
): { text: string; previous: (() => void) | null; next: (() => void) | null } {
  return {
    text: pageOfText(page, total, pageSize),
    previous: page > 1 ? () => go(page - 1) : null,
    next: page < pageCount(total, pageSize) ? () => go(page + 1) : null,
  };
}

/** A page number read from the address (`?page=3`), 1 when absent or not a number. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The API's query for a list whose filters the address holds (`search`, without its page): one
 * page (`page`, `pageSize`), or the same list as a CSV file (`format=csv`).
 */
export function listQueryString(
  search: string,
  extra: { page?: number; pageSize?: number; format?: 'csv' },
): string {
  const query = new URLSearchParams(search);
  if (extra.page) query.set('page', String(extra.page));
  if (extra.pageSize) query.set('pageSize', String(extra.pageSize));
  if (extra.format) query.set('format', extra.format);
  return query.toString();
}
