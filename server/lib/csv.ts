// CSV files for officers' downloads (csv-stringify), safe to open in a spreadsheet: a cell that
// starts with =, +, -, @, a tab or a carriage return would be read as a formula (CSV injection,
// OWASP), so it is prefixed with an apostrophe, which spreadsheets show as text.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { fileTimestamp } from '../../contract/dates.ts';

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

type CsvColumns<Row> = readonly { header: string; value: (row: Row) => CsvValue }[];

/** The start of a CSV document as `toCsv` writes it: the byte-order mark and the header row. */
export function csvHead<Row>(columns: CsvColumns<Row>): string {
  return `\uFEFF${stringify([columns.map((column) => column.header)], { record_delimiter: 'windows' })}`;
}

/** Rows of a CSV document as `toCsv` writes them (each line ends with CRLF): a batch of its rows. */
export function csvLines<Row>(rows: readonly Row[], columns: CsvColumns<Row>): string {
  if (rows.length === 0) return '';
  return stringify(
    rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
    { record_delimiter: 'windows' },
  );
}

/**
 * The same CSV document as `toCsv`, streamed: `batches` yields the rows a few hundred at a time
 * (one query each, see `inBatches`), and each batch is written before the next is read, so a list
 * of any length is sent with one batch in memory. Send the result as the reply.
 */
export function csvStream<Row>(
  batches: AsyncIterable<readonly Row[]>,
  columns: CsvColumns<Row>,
): Readable {
  async function* chunks() {
    yield csvHead(columns);
    for await (const rows of batches) if (rows.length > 0) yield csvLines(rows, columns);
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

/**
 * Reads a list in batches by keyset: `read(after, limit)` runs one query for the `limit` rows
 * that come after `after` (the key of the last row read, by `keyOf`; undefined for the first
 * batch) in an `ORDER BY` that ends with a unique column. Unlike an offset, each batch is found
 * through the order, so a long list costs the same per batch to its end, and a row added or
 * removed between batches neither repeats nor hides another.
 */
export async function* inKeysetBatches<Row, Key>(
  read: (after: Key | undefined, limit: number) => Promise<readonly Row[]>,
  keyOf: (row: Row) => Key,
  size = 500,
): AsyncGenerator<readonly Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await read(after, size);
    yield rows;
    if (rows.length < size) return;
    after = keyOf(rows.at(-1)!);
  }
}

// A cell that is exactly an instant as the database keeps it (ISO 8601 in UTC): the files an officer
// downloads give it on the chapter's clock with its offset (docs/product.md#dates), so that a
// spreadsheet shows the hour the chapter lived and a program still reads the instant.
const storedInstant = /(^|,)(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)(?=,|\r?\n|$)/gm;

/** Every cell of CSV text (whole lines) that is a stored instant, on the chapter's clock. */
export const inChapterTime = (csv: string, timeZone: string): string =>
  csv.replace(storedInstant, (_, lead: string, at: string) => lead + fileTimestamp(at, timeZone));

/** `inChapterTime` on a stream of CSV text, a whole line at a time. */
export function streamInChapterTime(csv: Readable, timeZone: string): Readable {
  async function* lines() {
    let rest = '';
    for await (const chunk of csv) {
      const text = rest + (typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const end = text.lastIndexOf('\n') + 1;
      rest = text.slice(end);
      if (end > 0) yield inChapterTime(text.slice(0, end), timeZone);
    }
    if (rest) yield inChapterTime(rest, timeZone);
  }
  return Readable.from(lines(), { objectMode: false });
}
