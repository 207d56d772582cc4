import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, timeAgo } from './dates.ts';

describe('formatDateTime and formatLongDate', () => {
  it('writes a time in words, in the given zone', () => {
    expect(formatDateTime('2026-05-01T19:04:00.000Z', 'America/New_York')).toBe(
      'May 1, 2026, 3:04 PM',
    );
    expect(formatLongDate('2026-05-15T19:04:00.000Z', 'America/New_York')).toBe(
      'Friday, May 15, 2026',
    );
  });

  it('leaves what is not a time as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-05-10T12:00:00.000Z');
  it('says how long ago, then the date', () => {
    expect(timeAgo('2026-05-10T11:59:40.000Z', now)).toBe('just now');
    expect(timeAgo('2026-05-10T11:59:00.000Z', now)).toBe('1 minute ago');
    expect(timeAgo('2026-05-10T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-05-08T12:00:00.000Z', now)).toBe('2 days ago');
    expect(timeAgo('2026-04-01T12:00:00.000Z', now, 'UTC')).toBe('Apr 1, 2026, 12:00 PM');
  });
});
