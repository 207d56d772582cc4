// The directory's rules (docs/product.md#directory): page size, filter, summary (the pagination
// window, which the alumni directory shares, is lib/pagination-window.ts).
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
