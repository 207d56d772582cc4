// Times of day as officers type them and the site stores them.
import { describe, expect, it } from 'vitest';
import {
  formatEventTime,
  parseEventTime,
  parseTimeOfDay,
  readEventTimes,
  timeFormatHint,
} from './event-time.ts';

describe('parseTimeOfDay', () => {
  it.each([
    ['7:00 PM', { hour: 19, minute: 0 }],
    ['7 pm', { hour: 19, minute: 0 }],
    ['7:30p.m.', { hour: 19, minute: 30 }],
    ['12:15 AM', { hour: 0, minute: 15 }],
    ['12 PM', { hour: 12, minute: 0 }],
    ['19:30', { hour: 19, minute: 30 }],
    ['09:05', { hour: 9, minute: 5 }],
    ['noon', { hour: 12, minute: 0 }],
  ])('reads %j', (text, time) => expect(parseTimeOfDay(text)).toEqual(time));

  it.each(['13 PM', '0:00 AM', '7:60 PM', '24:00', '7', 'TBD', 'all day', '7:00 PM tomorrow', ''])(
    'refuses %j',
    (text) => expect(parseTimeOfDay(text)).toBeNull(),
  );
});

describe('parseEventTime and formatEventTime', () => {
  it.each([
    ['7:00 PM', '7:00 PM'],
    ['7pm', '7:00 PM'],
    ['19:00', '7:00 PM'],
    ['7:00 PM - 9:00 PM', '7:00 PM – 9:00 PM'],
    ['10 am – 1 pm', '10:00 AM – 1:00 PM'],
    ['9:00 PM to 1:00 AM', '9:00 PM – 1:00 AM'],
  ])('stores %j as %j', (text, stored) => {
    const parsed = parseEventTime(text);
    if ('problem' in parsed) throw new Error(parsed.problem);
    expect(formatEventTime(parsed)).toBe(stored);
  });

  it('says how to write a time it cannot read', () => {
    for (const text of ['TBD', 'evening', '7:00 PM - later', '1 PM - 2 PM - 3 PM', '25:00'])
      expect(parseEventTime(text)).toEqual({ problem: timeFormatHint });
    expect(parseEventTime('7 PM - 19:00')).toEqual({
      problem: 'The end time must differ from the start time.',
    });
  });
});

describe('readEventTimes (stored text)', () => {
  it('is null for all-day text, else the start and a range’s end', () => {
    expect(readEventTimes(null)).toBeNull();
    expect(readEventTimes('ALL DAY')).toBeNull();
    expect(readEventTimes('TBD')).toBeNull();
    expect(readEventTimes('5:00 PM - 8:00 PM')).toEqual({
      start: { hour: 17, minute: 0 },
      end: { hour: 20, minute: 0 },
    });
    expect(readEventTimes('9:30 PM')).toEqual({ start: { hour: 21, minute: 30 }, end: null });
  });
});
