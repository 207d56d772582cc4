// CSV files for officers' downloads (csv-stringify), safe to open in a spreadsheet: a cell that
// starts with =, +, -, @, a tab or a carriage return would be read as a formula (CSV injection,
// OWASP), so it is prefixed with an apostrophe, which spreadsheets show as text.
import { stringify } from 'csv-stringify/sync';

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
