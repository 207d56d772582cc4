import { describe, expect, it } from 'vitest';
import {
  academicYearStartOf,
  dateInAcademicYear,
  eventEnd,
  eventPhase,
  eventStart,
  formatEventDates,
  isTimeZone,
  localDate,
  placeAnnual,
  rsvpOpen,
  splitByPhase,
  startTimeOf,
  zonedInstant,
} from './event-dates.ts';

const chicago = 'America/Chicago';
const at = (iso: string) => new Date(iso).getTime();
const length = (date: string) => eventEnd({ date }, chicago) - eventStart({ date }, chicago);

describe("an event's day is the chapter's date, in the chapter's time zone", () => {
  it("reads the chapter's date, not the UTC date", () => {
    // 03:30 UTC on 1 November is still the evening of 31 October in Chicago.
    expect(localDate(at('2026-11-01T03:30:00Z'), chicago)).toBe('2026-10-31');
    expect(localDate(at('2026-11-01T05:30:00Z'), chicago)).toBe('2026-11-01');
    // Auckland is already on the next day; Kolkata is half an hour off the hour.
    expect(localDate(at('2026-11-01T11:00:00Z'), 'Pacific/Auckland')).toBe('2026-11-02');
    expect(localDate(at('2026-11-01T18:29:00Z'), 'Asia/Kolkata')).toBe('2026-11-01');
    expect(localDate(at('2026-11-01T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-02');
  });

  it('starts an all-day event at local midnight, in winter and in summer time', () => {
    expect(eventStart({ date: '2027-01-15' }, chicago)).toBe(at('2027-01-15T06:00:00Z'));
    expect(eventStart({ date: '2026-07-15' }, chicago)).toBe(at('2026-07-15T05:00:00Z'));
    // 7 November is after summer time ended (1 November): UTC-6 again.
    expect(eventStart({ date: '2026-11-07', time: 'ALL DAY' }, chicago)).toBe(
      at('2026-11-07T06:00:00Z'),
    );
    expect(eventStart({ date: '2026-10-31', time: 'TBD' }, chicago)).toBe(
      at('2026-10-31T05:00:00Z'),
    );
    expect(eventStart({ date: '2026-11-07' }, 'Pacific/Auckland')).toBe(at('2026-11-06T11:00:00Z'));
    expect(eventStart({ date: '2026-11-07' }, 'Asia/Kolkata')).toBe(at('2026-11-06T18:30:00Z'));
  });

  it('starts at the time of day its time text gives', () => {
    expect(eventStart({ date: '2026-10-24', time: '9:00 PM' }, chicago)).toBe(
      at('2026-10-25T02:00:00Z'),
    );
    expect(eventStart({ date: '2026-04-11', time: '10:00 AM – 1:00 PM' }, chicago)).toBe(
      at('2026-04-11T15:00:00Z'),
    );
  });

  it('handles the days summer time starts and ends', () => {
    // Chicago springs forward at 2:00 on 8 March 2026: 2:30 does not exist, it is read as 3:30.
    expect(zonedInstant('2026-03-08', 2, 30, chicago)).toBe(at('2026-03-08T08:30:00Z'));
    expect(zonedInstant('2026-03-08', 3, 30, chicago)).toBe(at('2026-03-08T08:30:00Z'));
    expect(zonedInstant('2026-03-08', 0, 0, chicago)).toBe(at('2026-03-08T06:00:00Z'));
    // It falls back at 2:00 on 1 November 2026: 1:30 happens twice, the first one counts.
    expect(zonedInstant('2026-11-01', 1, 30, chicago)).toBe(at('2026-11-01T06:30:00Z'));
    expect(zonedInstant('2026-11-01', 12, 0, chicago)).toBe(at('2026-11-01T18:00:00Z'));
    // Santiago skips midnight itself on 6 September 2026: the day starts at 1:00.
    expect(zonedInstant('2026-09-06', 0, 0, 'America/Santiago')).toBe(at('2026-09-06T04:00:00Z'));
    // Auckland's summer time starts on 27 September 2026 (2:00 → 3:00).
    expect(zonedInstant('2026-09-27', 2, 15, 'Pacific/Auckland')).toBe(at('2026-09-26T14:15:00Z'));
  });

  it('makes a day 23 or 25 hours long when the clocks change', () => {
    expect(length('2026-03-08')).toBe(23 * 3_600_000);
    expect(length('2026-11-01')).toBe(25 * 3_600_000);
    expect(length('2026-11-02')).toBe(24 * 3_600_000);
  });

  it('knows the IANA zones and refuses others', () => {
    expect(isTimeZone(chicago)).toBe(true);
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('CST6CDT and more')).toBe(false);
  });
});

describe('reading a time of day from the time text', () => {
  it('takes the first time it finds', () => {
    expect(startTimeOf('7:00 PM')).toEqual({ hour: 19, minute: 0 });
    expect(startTimeOf('5:00 PM - 8:00 PM')).toEqual({ hour: 17, minute: 0 });
    expect(startTimeOf('10:00 AM – 1:00 PM')).toEqual({ hour: 10, minute: 0 });
    expect(startTimeOf('9 pm')).toEqual({ hour: 21, minute: 0 });
    expect(startTimeOf('12:15 a.m.')).toEqual({ hour: 0, minute: 15 });
    expect(startTimeOf('12:00 PM')).toEqual({ hour: 12, minute: 0 });
    expect(startTimeOf('19:30')).toEqual({ hour: 19, minute: 30 });
    expect(startTimeOf('Noon')).toEqual({ hour: 12, minute: 0 });
  });

  it('finds none in an all-day, unknown or missing time', () => {
    for (const text of ['ALL DAY', 'TBD', '', null, undefined, 'after the game', '13:00 PM'])
      expect(startTimeOf(text)).toBeNull();
  });
});

describe('upcoming, under way, over', () => {
  const party = { date: '2026-10-24', time: '9:00 PM' };
  const weekend = { date: '2027-03-06', endDate: '2027-03-08' };

  it('is upcoming until it starts, under way until its last day is over, then past', () => {
    expect(eventPhase(party, at('2026-10-25T01:59:59Z'), chicago)).toBe('upcoming');
    expect(eventPhase(party, at('2026-10-25T02:00:00Z'), chicago)).toBe('ongoing');
    expect(eventPhase(party, at('2026-10-25T04:59:59Z'), chicago)).toBe('ongoing');
    expect(eventPhase(party, at('2026-10-25T05:00:00Z'), chicago)).toBe('past');

    expect(eventPhase(weekend, at('2027-03-06T05:59:59Z'), chicago)).toBe('upcoming');
    expect(eventPhase(weekend, at('2027-03-07T12:00:00Z'), chicago)).toBe('ongoing');
    // Summer time starts on 14 March 2027, after the weekend: midnight after the 8th is CST.
    expect(eventPhase(weekend, at('2027-03-09T05:59:59Z'), chicago)).toBe('ongoing');
    expect(eventPhase(weekend, at('2027-03-09T06:00:00Z'), chicago)).toBe('past');
  });

  it('closes RSVPs at the start: the first second of the day for an all-day event', () => {
    const foundersDay = { date: '2027-03-06', endDate: '2027-03-08' };
    expect(rsvpOpen(foundersDay, at('2027-03-06T05:59:59.999Z'), chicago)).toBe(true);
    expect(rsvpOpen(foundersDay, at('2027-03-06T06:00:00Z'), chicago)).toBe(false);
    expect(rsvpOpen(party, at('2026-10-25T01:59:00Z'), chicago)).toBe(true);
    expect(rsvpOpen(party, at('2026-10-25T02:00:00Z'), chicago)).toBe(false);
  });

  it("decides by the chapter's clock, not the viewer's: the same instant everywhere", () => {
    // 23:30 on 6 March in Los Angeles is 07:30 UTC: already the 6th in Chicago since 06:00 UTC.
    expect(rsvpOpen({ date: '2027-03-06' }, at('2027-03-06T07:30:00Z'), chicago)).toBe(false);
    // An Auckland chapter's event on the 6th has started although it is still the 5th in Chicago.
    expect(eventPhase({ date: '2027-03-06' }, at('2027-03-05T12:00:00Z'), 'Pacific/Auckland')).toBe(
      'ongoing',
    );
  });

  it('lists events to come soonest first and past events latest first', () => {
    const events = [
      { id: 'founders', date: '2027-03-06', endDate: '2027-03-08' },
      { id: 'tailgate', date: '2026-11-07' },
      { id: 'party', date: '2026-10-24', time: '9:00 PM' },
      { id: 'last-founders', date: '2026-03-06', endDate: '2026-03-08' },
      { id: 'today', date: '2026-11-23', time: '7:00 AM' },
    ];
    const { current, past } = splitByPhase(events, (e) => e, at('2026-11-23T18:00:00Z'), chicago);
    expect(current.map((e) => e.id)).toEqual(['today', 'founders']);
    expect(past.map((e) => e.id)).toEqual(['tailgate', 'party', 'last-founders']);
  });
});

describe('writing the dates of an event', () => {
  it('writes one day with its weekday, a span, and a whole month', () => {
    expect(formatEventDates('2027-04-10')).toBe('Saturday, April 10, 2027');
    expect(formatEventDates('2027-03-06', '2027-03-08')).toBe('March 6–8, 2027');
    expect(formatEventDates('2026-10-30', '2026-11-01')).toBe('October 30 – November 1, 2026');
    expect(formatEventDates('2026-12-30', '2027-01-02')).toBe(
      'December 30, 2026 – January 2, 2027',
    );
    expect(formatEventDates('2026-11-01', '2026-11-30')).toBe('November 2026');
    expect(formatEventDates('2028-02-01', '2028-02-29')).toBe('February 2028');
    expect(formatEventDates('2026-11-01', '2026-11-01')).toBe('Sunday, November 1, 2026');
  });
});

describe('dates that move with time (the demo chapter)', () => {
  it('places a month and day in the academic year, which starts in August', () => {
    expect(academicYearStartOf('2026-11-21')).toBe(2026);
    expect(academicYearStartOf('2027-07-31')).toBe(2026);
    expect(academicYearStartOf('2027-08-01')).toBe(2027);
    expect(dateInAcademicYear(2026, 9, 12)).toBe('2026-09-12');
    expect(dateInAcademicYear(2026, 3, 6)).toBe('2027-03-06');
    expect(dateInAcademicYear(2026, 2, 29)).toBe('2027-02-28');
    expect(dateInAcademicYear(2027, 2, 29)).toBe('2028-02-29');
  });

  it('finds the next occurrence of an annual event, keeping one under way', () => {
    const foundersDay = { month: 3, day: 6, days: 3 };
    expect(placeAnnual(foundersDay, '2026-11-23', 'next')).toEqual({
      date: '2027-03-06',
      endDate: '2027-03-08',
    });
    expect(placeAnnual(foundersDay, '2027-03-07', 'next')).toEqual({
      date: '2027-03-06',
      endDate: '2027-03-08',
    });
    expect(placeAnnual(foundersDay, '2027-03-09', 'next').date).toBe('2028-03-06');
    expect(placeAnnual({ month: 1, day: 2 }, '2026-12-31', 'next')).toEqual({
      date: '2027-01-02',
      endDate: null,
    });
  });

  it('puts an event on the first given weekday on or after its month and day', () => {
    // Founders-day weekend: the first Friday from 5 March, for three days.
    const foundersDay = { month: 3, day: 5, days: 3, weekday: 5 };
    expect(placeAnnual(foundersDay, '2026-11-23', 'next')).toEqual({
      date: '2027-03-05',
      endDate: '2027-03-07',
    });
    expect(placeAnnual(foundersDay, '2027-03-08', 'next').date).toBe('2028-03-10');
    expect(placeAnnual(foundersDay, '2026-11-23', 'previous').date).toBe('2026-03-06');
    // Homecoming: the first Saturday of November.
    const homecoming = { month: 11, day: 1, weekday: 6 };
    expect(placeAnnual(homecoming, '2026-11-02', 'next').date).toBe('2026-11-07');
    expect(placeAnnual(homecoming, '2026-11-08', 'next').date).toBe('2027-11-06');
  });

  it('finds the previous occurrence that is over', () => {
    const foundersDay = { month: 3, day: 6, days: 3 };
    expect(placeAnnual(foundersDay, '2026-11-23', 'previous').date).toBe('2026-03-06');
    expect(placeAnnual(foundersDay, '2027-03-08', 'previous').date).toBe('2026-03-06');
    expect(placeAnnual(foundersDay, '2027-03-09', 'previous').date).toBe('2027-03-06');
    expect(placeAnnual({ month: 12, day: 31 }, '2027-01-01', 'previous').date).toBe('2026-12-31');
  });
});
