import { describe, expect, it } from 'vitest';
import { fileNamePart } from './csv-reply.ts';

describe('fileNamePart', () => {
  it('names a file by what it holds, safe in any header and on any disk', () => {
    expect(fileNamePart('Chapter Meeting')).toBe('chapter-meeting');
    expect(fileNamePart('Café "Social" / Mixer: 7 PM')).toBe('cafe-social-mixer-7-pm');
    expect(fileNamePart('<script>alert(1)</script>')).toBe('script-alert-1-script');
    expect(fileNamePart('🎉🎉')).toBe('event');
    expect(fileNamePart('a'.repeat(100))).toHaveLength(60);
  });
});
