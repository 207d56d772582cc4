// The directory's rules (docs/product.md#directory): page size, filter, summary, pagination window.
import type { DirectoryMember } from '../../../contract/api/member-area.ts';

export const classFilterAll = 'all';

/** 12 per page on wide screens, 6 below 768 px. */
export const pageSizeFor = (windowWidth: number): number => (windowWidth < 768 ? 6 : 12);

/** Search matches name, major or role, ignoring case; the class filter is "all" or an exact year. */
export function filterMembers(
  members: DirectoryMember[],
  search: string,
  classYear: string,
): DirectoryMember[] {
  const needle = search.trim().toLowerCase();
  return members.filter((member) => {
    if (classYear !== classFilterAll && String(member.graduationYear) !== classYear) return false;
    if (!needle) return true;
    return [member.name, member.major ?? '', member.role].some((field) =>
      field.toLowerCase().includes(needle),
    );
  });
}

export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** The classes the directory holds, oldest first: the class filter offers exactly these. */
export function classYearsOf(members: DirectoryMember[]): number[] {
  const years = new Set<number>();
  for (const member of members)
    if (member.graduationYear !== null) years.add(member.graduationYear);
  return [...years].toSorted((a, b) => a - b);
}

/**
 * "Showing 13-24 of 43 members", with the search text and class appended when set; one member or
 * none reads as such ("Showing 1 member", "No members match"), never "1-1 of 1" or "0-0 of 0".
 */
export function summaryLine(
  page: number,
  pageSize: number,
  total: number,
  search: string,
  classYear: string,
): string {
  let filters = '';
  if (search.trim()) filters += ` matching "${search.trim()}"`;
  if (classYear !== classFilterAll) filters += ` in the Class of ${classYear}`;
  if (total === 0) return `No members${filters}`;
  if (total === 1) return `Showing 1 member${filters}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const range = first === last ? `${first}` : `${first}-${last}`;
  return `Showing ${range} of ${total} members${filters}`;
}

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers to show: all of them up to 5 pages; near the start 1–4 … last; near the end
 * first … the last 4; otherwise first … current−1 to current+1 … last.
 */
export function paginationWindow(current: number, total: number): PageItem[] {
  if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1);
  if (current <= 3) return [1, 2, 3, 4, 'ellipsis-end', total];
  if (current >= total - 2) return [1, 'ellipsis-start', total - 3, total - 2, total - 1, total];
  return [1, 'ellipsis-start', current - 1, current, current + 1, 'ellipsis-end', total];
}
