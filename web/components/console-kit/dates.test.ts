import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatLongDate, timeAgo } from './dates.ts';

// The console writes times one way, on the chapter's clock (content/chapter.json: Chicago).
describe('the console’s dates', () => {
  it('writes a time in words on the chapter’s clock, or in the zone given', () => {
    expect(formatDateTime('2026-05-01T19:04:00.000Z')).toBe('Fri, May 1, 2026, 2:04 PM');
    expect(formatDateTime('2026-05-01T19:04:00.000Z', 'America/New_York')).toBe(
      'Fri, May 1, 2026, 3:04 PM',
    );
    expect(formatLongDate('2026-05-16T03:04:00.000Z')).toBe('Fri, May 15, 2026');
    expect(formatDay('2027-03-06')).toBe('Sat, Mar 6, 2027');
  });

  it('leaves what is not a time as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('says how long ago, then the date', () => {
    const now = Date.parse('2026-05-10T12:00:00.000Z');
    expect(timeAgo('2026-05-10T11:59:40.000Z', now)).toBe('just now');
    expect(timeAgo('2026-05-08T12:00:00.000Z', now)).toBe('2 days ago');
    expect(timeAgo('2026-04-01T12:00:00.000Z', now)).toBe('Wed, Apr 1, 2026, 7:00 AM');
  });
});
