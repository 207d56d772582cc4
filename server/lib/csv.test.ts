import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvStream, inBatches, toCsv } from './csv.ts';

describe('CSV for spreadsheets', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['Sam = Brother', 'Sam = Brother'],
    ['', ''],
  ])('neutralises %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers, empty values and booleans as text', () => {
    expect([csvCell(-12.5), csvCell(null), csvCell(undefined), csvCell(true)]).toEqual([
      '-12.5',
      '',
      '',
      'true',
    ]);
  });

  it('quotes commas, quotes and line breaks, and reads back to the same values', () => {
    const rows = [{ name: 'Doe, "Jo"', note: 'two\nlines', amount: -5 }];
    const csv = toCsv(rows, [
      { header: 'Name', value: (row) => row.name },
      { header: 'Note', value: (row) => row.note },
      { header: 'Amount', value: (row) => row.amount },
    ]);
    expect(csv.startsWith('\uFEFFName,Note,Amount\r\n')).toBe(true);
    expect(parse(csv.slice(1))).toEqual([
      ['Name', 'Note', 'Amount'],
      ['Doe, "Jo"', 'two\nlines', '-5'],
    ]);
  });
});

describe('csvStream', () => {
  it('streams the same document as toCsv, batch by batch', async () => {
    const columns = [
      { header: 'Name', value: (row: { name: string; n: number }) => row.name },
      { header: 'N', value: (row: { name: string; n: number }) => row.n },
    ];
    const rows = Array.from({ length: 1234 }, (_, n) => ({
      name: n % 7 ? `row ${n}` : `=SUM(${n})`,
      n,
    }));
    let reads = 0;
    const stream = csvStream(
      inBatches(async (offset, limit) => {
        reads += 1;
        return rows.slice(offset, offset + limit);
      }, 500),
      columns,
    );
    let text = '';
    for await (const chunk of stream) text += chunk;
    expect(text).toBe(toCsv(rows, columns));
    expect(reads).toBe(3);
  });

  it('writes the header alone for an empty list', async () => {
    const stream = csvStream(
      inBatches(async () => []),
      [{ header: 'A', value: () => 1 }],
    );
    let text = '';
    for await (const chunk of stream) text += chunk;
    expect(text).toBe('\uFEFFA\r\n');
  });
});
