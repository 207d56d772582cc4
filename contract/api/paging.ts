// Paged lists (docs/api.md#paged-lists): every list of the officer console answers one page of at
// most 200 rows with the total over all pages, so no answer grows with the chapter. The console
// pages through them; `?format=csv` streams every row that matches instead.
import { z } from 'zod';

/** The most rows one page may hold, whatever a caller asks for. */
export const maxPageSize = 200;

/** `?page&pageSize`: 1-based page number; `pageSize` 1–200, `defaultSize` when absent. */
export const pageQuery = (defaultSize = 50) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultSize),
});

/** What every paged answer carries beside its rows. */
export const pageFields = {
  /** How many rows match the filters, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};

/** Rows to skip for a page (the SQL `OFFSET`). */
export const pageOffset = ({ page, pageSize }: { page: number; pageSize: number }) =>
  (page - 1) * pageSize;
