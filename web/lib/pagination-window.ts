// The page numbers a directory's pager shows (docs/product.md#directory): the active directory and
// the alumni directory page the same way.

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
