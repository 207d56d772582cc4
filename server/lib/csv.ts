// CSV files for officers' downloads (csv-stringify), safe to open in a spreadsheet: a cell that
// starts with =, +, -, @, a tab or a carriage return would be read as a formula (CSV injection,
// OWASP), so it is prefixed with an apostrophe, which spreadsheets show as text.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';

export type CsvValue = string | number | boolean | null | undefined;

/** One cell as text; text a spreadsheet would take for a formula is neutralised (numbers cannot be). */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV document (RFC 4180, CRLF line ends, a header row) with a byte-order mark for Excel. */
export function toCsv<Row>(
  rows: readonly Row[],
  columns: readonly { header: string; value: (row: Row) => CsvValue }[],
): string {
  const records = rows.map((row) => columns.map((column) => csvCell(column.value(row))));
  return `\uFEFF${stringify([columns.map((column) => column.header), ...records], { record_delimiter: 'windows' })}`;
}

/**
 * The same CSV document as `toCsv`, streamed: `batches` yields the rows a few hundred at a time
 * (one query each, see `inBatches`), and each batch is written before the next is read, so a list
 * of any length is sent with one batch in memory. Send the result as the reply.
 */
export function csvStream<Row>(
  batches: AsyncIterable<readonly Row[]>,
  columns: readonly { header: string; value: (row: Row) => CsvValue }[],
): Readable {
  const line = (cells: string[]) => stringify([cells], { record_delimiter: 'windows' });
  async function* chunks() {
    yield `\uFEFF${line(columns.map((column) => column.header))}`;
    for await (const rows of batches) {
      if (rows.length === 0) continue;
      yield stringify(
        rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
        { record_delimiter: 'windows' },
      );
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** A list's answer as CSV, for its route's 200 beside the JSON: `toCsv`'s text or `csvStream`. */
export const csvAnswer = z.union([z.string(), z.instanceof(Readable)]);

/**
 * Reads a list in batches by page (`read(offset, limit)` runs one query with that `OFFSET` and
 * `LIMIT` and a stable `ORDER BY`, ending with a unique column), until a batch comes back short.
 */
export async function* inBatches<Row>(
  read: (offset: number, limit: number) => Promise<readonly Row[]>,
  size = 500,
): AsyncGenerator<readonly Row[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await read(offset, size);
    yield rows;
    if (rows.length < size) return;
  }
}
