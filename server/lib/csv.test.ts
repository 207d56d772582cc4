import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import {
  csvCell,
  csvHead,
  csvLines,
  csvStream,
  inBatches,
  inChapterTime,
  inKeysetBatches,
  streamInChapterTime,
  toCsv,
} from './csv.ts';

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

describe('csvHead and csvLines', () => {
  it('write, piece by piece, the document toCsv writes whole (an empty list too)', () => {
    const columns = [{ header: 'Who', value: (row: { who: string }) => row.who }];
    const rows = [{ who: 'Ann' }, { who: '+1 "quoted"' }, { who: 'line\nbreak' }];
    expect(
      csvHead(columns) + csvLines(rows.slice(0, 1), columns) + csvLines(rows.slice(1), columns),
    ).toBe(toCsv(rows, columns));
    expect(csvHead([]) + csvLines([], [])).toBe(toCsv([], []));
  });
});

describe('inKeysetBatches', () => {
  it('asks for the rows after the last key read, until a batch comes back short', async () => {
    const ids = Array.from({ length: 12 }, (_, n) => `id-${String(n).padStart(2, '0')}`);
    const asked: (string | undefined)[] = [];
    const read = async (after: string | undefined, limit: number) => {
      asked.push(after);
      return ids.filter((id) => after === undefined || id > after).slice(0, limit);
    };
    const seen: string[] = [];
    for await (const batch of inKeysetBatches(read, (id) => id, 5)) seen.push(...batch);
    expect(seen).toEqual(ids);
    expect(asked).toEqual([undefined, 'id-04', 'id-09']);
  });

  it('reads once more after a full last batch, and stops at the empty one', async () => {
    const batches: number[] = [];
    for await (const batch of inKeysetBatches(
      async (after: number | undefined) => (after === undefined ? [1, 2] : []),
      (n) => n,
      2,
    ))
      batches.push(batch.length);
    expect(batches).toEqual([2, 0]);
  });
});

describe('inChapterTime', () => {
  it('writes each cell that is a stored instant on the chapter’s clock, with its offset', () => {
    const csv = toCsv(
      [
        {
          at: '2026-09-08T00:30:00.000Z',
          note: 'said 2026-09-08T00:30:00.000Z',
          day: '2026-09-07',
        },
        { at: null, note: '2026-12-07T17:00:00Z', day: '' },
      ],
      [
        { header: 'At', value: (row) => row.at },
        { header: 'Note', value: (row) => row.note },
        { header: 'Day', value: (row) => row.day },
      ],
    );
    expect(inChapterTime(csv, 'America/New_York')).toBe(
      '\uFEFFAt,Note,Day\r\n' +
        '2026-09-07T20:30:00-04:00,said 2026-09-08T00:30:00.000Z,2026-09-07\r\n' +
        ',2026-12-07T12:00:00-05:00,\r\n',
    );
  });

  it('does the same for a stream, whatever its chunks cut', async () => {
    const text = 'At\r\n2026-09-08T00:30:00.000Z\r\n2026-09-08T01:30:00.000Z\r\n';
    const chunks = [text.slice(0, 9), text.slice(9, 20), text.slice(20)];
    let out = '';
    for await (const chunk of streamInChapterTime(Readable.from(chunks), 'America/New_York'))
      out += String(chunk);
    expect(out).toBe('At\r\n2026-09-07T20:30:00-04:00\r\n2026-09-07T21:30:00-04:00\r\n');
  });
});
