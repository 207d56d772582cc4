import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayClassName,
  dayLabel,
  eventsByDate,
  longDate,
  monthGrid,
  monthTitle,
  showsTime,
  weekdays,
} from './calendar-grid.ts';

describe('monthGrid', () => {
  it('has 42 days starting on the Sunday on or before the 1st', () => {
    const november = monthGrid({ year: 2026, month: 10 });
    expect(november).toHaveLength(42);
    // 1 November 2026 is a Sunday.
    expect(november[0]).toEqual({ date: '2026-11-01', day: 1, inMonth: true });
    expect(november[29]).toEqual({ date: '2026-11-30', day: 30, inMonth: true });
    expect(november[30]).toEqual({ date: '2026-12-01', day: 1, inMonth: false });
    expect(november.at(-1)!.date).toBe('2026-12-12');
  });
  it('starts in the previous month when the 1st is not a Sunday', () => {
    const march = monthGrid({ year: 2027, month: 2 });
    // 1 March 2027 is a Monday.
    expect(march[0]).toEqual({ date: '2027-02-28', day: 28, inMonth: false });
    expect(march[1]).toEqual({ date: '2027-03-01', day: 1, inMonth: true });
    expect(march.filter((d) => d.inMonth)).toHaveLength(31);
  });
  it('names the weekdays Sun to Sat', () => {
    expect(weekdays).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });
});

describe('addMonths', () => {
  it('moves one month at a time across years', () => {
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 });
    expect(addMonths({ year: 2026, month: 5 }, 0)).toEqual({ year: 2026, month: 5 });
  });
});

const e = (id: string, date: string, endDate: string | null = null) => ({
  id,
  title: id,
  date,
  endDate,
  time: null,
  location: null,
  description: null,
});

describe('event helpers', () => {
  it('groups several events on one day', () => {
    const byDate = eventsByDate([e('a', '2026-09-12'), e('b', '2026-09-12'), e('c', '2026-09-13')]);
    expect(byDate.get('2026-09-12')!.map((x) => x.id)).toEqual(['a', 'b']);
  });
  it('shows an event of several days on each of its days', () => {
    const byDate = eventsByDate([e('weekend', '2027-02-27', '2027-03-01'), e('b', '2027-02-28')]);
    expect([...byDate.keys()]).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    expect(byDate.get('2027-02-28')!.map((x) => x.id)).toEqual(['weekend', 'b']);
  });
  it('writes dates out in full', () => {
    expect(longDate('2026-09-12')).toBe('Saturday, September 12, 2026');
    expect(monthTitle({ year: 2026, month: 10 })).toBe('November 2026');
  });
  it('hides a missing or "TBD" time', () => {
    expect(showsTime('8:00 PM')).toBe(true);
    expect(showsTime('ALL DAY')).toBe(true);
    expect(showsTime('TBD')).toBe(false);
    expect(showsTime('tbd ')).toBe(false);
    expect(showsTime(null)).toBe(false);
    expect(showsTime('')).toBe(false);
  });
});

describe('dayClassName and dayLabel', () => {
  const day = { date: '2026-09-12', day: 12, inMonth: true };
  it('marks the day as it is', () => {
    const plain = { today: '2026-09-01', selected: null, events: 0 };
    expect(dayClassName('calendar-day', day, plain)).toBe('calendar-day');
    expect(
      dayClassName(
        'calendar-day',
        { ...day, inMonth: false },
        { today: '2026-09-12', selected: '2026-09-12', events: 2 },
        false,
        'is-last-column',
      ),
    ).toBe('calendar-day is-other-month is-today has-event is-selected is-last-column');
  });
  it('names the day and its events', () => {
    expect(dayLabel('2026-09-12', [])).toBe('Saturday, September 12, 2026');
    expect(dayLabel('2026-09-12', ['Founders Day'])).toBe(
      'Saturday, September 12, 2026: Founders Day',
    );
    expect(dayLabel('2026-09-12', ['A', 'B', 'C'])).toBe('Saturday, September 12, 2026: 3 events');
  });
});
