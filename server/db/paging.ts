// A page of an officer list with its total in one pass (docs/api.md#paged-lists): the page's query
// carries the window count `count(*) over ()` (SQLite ≥ 3.25 and PostgreSQL) on every row, so the
// rows that match are read once, not once for the page and again for the count.
import { sql, type RawBuilder } from 'kysely';

/** The select item `total`: how many rows the query matches before its LIMIT and OFFSET. */
export const windowTotal = (): RawBuilder<number | string | bigint> =>
  sql<number | string | bigint>`count(*) over ()`;

/**
 * The rows of a page read with `windowTotal()` as `total`, and the total. A page past the end has
 * no row to carry it; only then does `count` read it (a page 1 without rows is 0).
 */
export async function withTotal<Row extends { total: number | string | bigint }>(
  rows: Row[],
  offset: number,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  const first = rows[0];
  if (first) return { rows, total: Number(first.total) };
  return { rows, total: offset === 0 ? 0 : await count() };
}
