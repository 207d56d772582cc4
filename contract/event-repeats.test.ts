import { describe, expect, it } from 'vitest';
import { newCalendarEventRequest } from './api/officer/calendar.ts';
import { eventStart } from './event-dates.ts';
import { latestUntil, occurrenceDays, repeatProblem, repeatSummary } from './event-repeats.ts';

describe('the days of a series', () => {
  it('repeats every week and every other week, the last day included', () => {
    expect(occurrenceDays('2026-09-07', 'week', '2026-10-05')).toEqual([
      '2026-09-07',
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
    ]);
    expect(occurrenceDays('2026-09-07', 'week', '2026-10-04')).toHaveLength(4);
    expect(occurrenceDays('2026-09-07', 'two-weeks', '2026-10-05')).toEqual([
      '2026-09-07',
      '2026-09-21',
      '2026-10-05',
    ]);
    // Across the end of a year and a leap day.
    expect(occurrenceDays('2027-12-20', 'week', '2028-01-03')).toEqual([
      '2027-12-20',
      '2027-12-27',
      '2028-01-03',
    ]);
    expect(occurrenceDays('2028-02-22', 'week', '2028-03-07')).toEqual([
      '2028-02-22',
      '2028-02-29',
      '2028-03-07',
    ]);
  });

  it('repeats every month on the same day, or the last day of a shorter month', () => {
    expect(occurrenceDays('2026-09-15', 'month', '2027-01-15')).toEqual([
      '2026-09-15',
      '2026-10-15',
      '2026-11-15',
      '2026-12-15',
      '2027-01-15',
    ]);
    // The 31st stays the 31st where a month has one: it is not carried down by February.
    expect(occurrenceDays('2027-01-31', 'month', '2027-05-31')).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
    expect(occurrenceDays('2027-11-30', 'month', '2028-03-30')).toEqual([
      '2027-11-30',
      '2027-12-30',
      '2028-01-30',
      '2028-02-29',
      '2028-03-30',
    ]);
    // A month whose day falls after the last day is not in the series.
    expect(occurrenceDays('2027-01-31', 'month', '2027-02-27')).toEqual(['2027-01-31']);
  });

  it('keeps a weekly meeting on its weekday and hour when the clocks change', () => {
    const days = occurrenceDays('2026-10-26', 'week', '2026-11-09');
    expect(days).toEqual(['2026-10-26', '2026-11-02', '2026-11-09']);
    // 8:00 PM in Chicago: 01:00Z before the clocks go back on Nov 1, 02:00Z after.
    expect(
      days.map((date) =>
        new Date(eventStart({ date, time: '8:00 PM' }, 'America/Chicago')).toISOString(),
      ),
    ).toEqual(['2026-10-27T01:00:00.000Z', '2026-11-03T02:00:00.000Z', '2026-11-10T02:00:00.000Z']);
    expect(occurrenceDays('2027-03-08', 'week', '2027-03-15')).toEqual([
      '2027-03-08',
      '2027-03-15',
    ]);
  });

  it('has no days for a last day before the first, or something that is not a day', () => {
    expect(occurrenceDays('2026-09-07', 'week', '2026-09-01')).toEqual([]);
    expect(occurrenceDays('2026-09-07', 'week', 'soon')).toEqual([]);
    expect(occurrenceDays('Monday', 'week', '2026-12-01')).toEqual([]);
  });
});

describe('the limits of a series', () => {
  it('lasts at most a year: 53 weekly meetings', () => {
    expect(latestUntil('2026-09-07')).toBe('2027-09-07');
    expect(latestUntil('2028-02-29')).toBe('2029-02-28');
    expect(repeatProblem('2026-09-07', 'week', '2027-09-07')).toBeNull();
    expect(occurrenceDays('2026-09-07', 'week', '2027-09-07')).toHaveLength(53);
    expect(occurrenceDays('2026-09-07', 'two-weeks', '2027-09-07')).toHaveLength(27);
    expect(occurrenceDays('2026-09-07', 'month', '2027-09-07')).toHaveLength(13);
    expect(repeatProblem('2026-09-07', 'week', '2027-09-08')).toBe(
      'A series lasts at most a year: its last day can be Tue, Sep 7, 2027 at the latest.',
    );
  });

  it('ends after its first day and makes at least two events', () => {
    expect(repeatProblem('2026-09-07', 'week', '2026-09-07')).toBe(
      'The last day of the series must be after its first day.',
    );
    expect(repeatProblem('2026-09-07', 'week', '2026-08-31')).toMatch(/after its first day/);
    expect(repeatProblem('2026-09-07', 'week', '2026-09-13')).toMatch(/only one event/);
    expect(repeatProblem('2026-09-07', 'week', '2026-09-14')).toBeNull();
    expect(repeatProblem('2026-09-07', 'two-weeks', '2026-09-20')).toMatch(/only one event/);
    expect(repeatProblem('2026-09-07', 'month', '2026-10-06')).toMatch(/only one event/);
    expect(repeatProblem('2026-09-07', 'month', '2026-10-07')).toBeNull();
  });

  it('is checked with the event by the contract, at the field repeat', () => {
    const base = { title: 'Chapter Meeting', date: '2026-09-07', time: '8:00 PM' };
    expect(
      newCalendarEventRequest.parse({ ...base, repeat: { every: 'week', until: '2026-12-18' } })
        .repeat,
    ).toEqual({ every: 'week', until: '2026-12-18' });
    expect(newCalendarEventRequest.parse(base).repeat).toBeNull();
    const refused = newCalendarEventRequest.safeParse({
      ...base,
      repeat: { every: 'week', until: '2028-01-01' },
    });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [
        ['repeat', 'until'],
        'A series lasts at most a year: its last day can be Tue, Sep 7, 2027 at the latest.',
      ],
    ]);
  });
});

describe('a series in words', () => {
  it('says how often and until when', () => {
    expect(repeatSummary({ every: 'week', until: '2026-12-18' })).toBe(
      'Every week until Fri, Dec 18, 2026',
    );
    expect(repeatSummary({ every: 'two-weeks', until: '2027-05-01' })).toBe(
      'Every other week until Sat, May 1, 2027',
    );
    expect(repeatSummary({ every: 'month', until: '2027-05-31' })).toBe(
      'Every month until Mon, May 31, 2027',
    );
  });
});
