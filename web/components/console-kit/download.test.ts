import { describe, expect, it } from 'vitest';
import { filenameFrom } from '../../lib/api-transfer.ts';

describe('filenameFrom', () => {
  it('reads the name the server gave the file', () => {
    expect(
      filenameFrom('attachment; filename="chapter-data-2026-05-01.zip"', 'chapter-data.zip'),
    ).toBe('chapter-data-2026-05-01.zip');
    expect(filenameFrom('attachment; filename=audit-log.csv', 'x.csv')).toBe('audit-log.csv');
  });

  it('falls back when there is none, and never keeps a folder in it', () => {
    expect(filenameFrom(null, 'chapter-data.zip')).toBe('chapter-data.zip');
    expect(filenameFrom('attachment', 'chapter-data.zip')).toBe('chapter-data.zip');
    expect(filenameFrom('attachment; filename="../../evil.zip"', 'x.zip')).toBe('evil.zip');
  });
});
