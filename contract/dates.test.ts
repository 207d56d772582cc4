import { describe, expect, it } from 'vitest';
import {
  fileDay,
  fileTimestamp,
  formatDateTime,
  formatDay,
  formatDayOf,
  formatTime,
  timeAgo,
} from './dates.ts';

const zone = 'America/New_York';

describe('dates for people', () => {
  it('writes a day as the day itself', () => {
    expect(formatDay('2026-09-07')).toBe('Mon, Sep 7, 2026');
    expect(formatDay('soon')).toBe('soon');
  });

  it('writes an instant on the chapter clock, whatever the reader’s zone', () => {
    // 03:50 UTC on Sep 8 is still Sep 7 in New York; 04:50 UTC is ten to one that night.
    expect(formatDayOf('2026-09-08T03:50:00.000Z', zone)).toBe('Mon, Sep 7, 2026');
    expect(formatTime('2026-09-08T04:50:00.000Z', zone)).toBe('12:50 AM');
    expect(formatDateTime('2026-05-01T19:04:00.000Z', zone)).toBe('Fri, May 1, 2026, 3:04 PM');
    expect(formatDateTime('later', zone)).toBe('later');
  });

  it('says how long ago, then the date', () => {
    const now = Date.parse('2026-05-10T12:00:00.000Z');
    expect(timeAgo('2026-05-10T11:59:40.000Z', now, zone)).toBe('just now');
    expect(timeAgo('2026-05-10T11:59:00.000Z', now, zone)).toBe('1 minute ago');
    expect(timeAgo('2026-05-10T09:00:00.000Z', now, zone)).toBe('3 hours ago');
    expect(timeAgo('2026-05-08T12:00:00.000Z', now, zone)).toBe('2 days ago');
    expect(timeAgo('2026-04-01T12:00:00.000Z', now, 'UTC')).toBe('Wed, Apr 1, 2026, 12:00 PM');
  });
});

describe('dates for files', () => {
  it('writes ISO 8601 on the chapter clock with its offset', () => {
    expect(fileTimestamp('2026-09-08T00:00:00.000Z', zone)).toBe('2026-09-07T20:00:00-04:00');
    expect(fileTimestamp('2026-12-07T17:30:05.500Z', zone)).toBe('2026-12-07T12:30:05-05:00');
    expect(fileTimestamp('2026-12-07T17:30:05.000Z', 'Asia/Kolkata')).toBe(
      '2026-12-07T23:00:05+05:30',
    );
    expect(fileDay('2026-09-08T02:00:00.000Z', zone)).toBe('2026-09-07');
  });
});
