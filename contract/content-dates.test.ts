import { describe, expect, it } from 'vitest';
import {
  fillTokens,
  namesYearTokens,
  resolveEventDates,
  unknownTokens,
  yearTokens,
} from './content-dates.ts';

describe('dates written in content/', () => {
  it('keeps a day as it is', () => {
    expect(resolveEventDates({ date: '2027-04-10' }, '2026-11-23')).toEqual({
      date: '2027-04-10',
      endDate: null,
    });
    expect(resolveEventDates({ date: '2024-11-01', endDate: '2024-11-30' }, '2026-11-23')).toEqual({
      date: '2024-11-01',
      endDate: '2024-11-30',
    });
  });

  it('places a yearly date at its next occurrence that is not over', () => {
    expect(resolveEventDates({ date: '--04-10' }, '2026-11-23')).toEqual({
      date: '2027-04-10',
      endDate: null,
    });
    expect(resolveEventDates({ date: '--04-10' }, '2027-04-10').date).toBe('2027-04-10');
    expect(resolveEventDates({ date: '--04-10' }, '2027-04-11').date).toBe('2028-04-10');
    // A month-long event under way today is this year's.
    expect(resolveEventDates({ date: '--11-01', endDate: '--11-30' }, '2026-11-23')).toEqual({
      date: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(resolveEventDates({ date: '--11-01', endDate: '--11-30' }, '2026-12-01')).toEqual({
      date: '2027-11-01',
      endDate: '2027-11-30',
    });
    // Across New Year.
    expect(resolveEventDates({ date: '--12-30', endDate: '--01-02' }, '2026-12-31')).toEqual({
      date: '2026-12-30',
      endDate: '2027-01-02',
    });
  });
});

describe('years named in content texts', () => {
  it('names the academic year under way, which starts in August', () => {
    expect(yearTokens.academicYear('2026-11-23')).toBe('2026–2027');
    expect(yearTokens.academicYear('2027-07-31')).toBe('2026–2027');
    expect(yearTokens.academicYear('2027-08-01')).toBe('2027–2028');
  });

  it('names the next fall rush: this year until September, then the next', () => {
    expect(yearTokens.fallRushYear('2027-03-01')).toBe('2027');
    expect(yearTokens.fallRushYear('2027-09-30')).toBe('2027');
    expect(yearTokens.fallRushYear('2027-10-01')).toBe('2028');
  });

  it('fills the tokens in texts, leaving other braces alone, and finds unknown ones', () => {
    expect(fillTokens('Fall Rush {fallRushYear}, board of {academicYear}', '2026-11-23')).toBe(
      'Fall Rush 2027, board of 2026–2027',
    );
    expect(fillTokens('{unknown} stays', '2026-11-23')).toBe('{unknown} stays');
    expect(namesYearTokens('The board of {academicYear}.')).toBe(true);
    expect(namesYearTokens('{unknown} and {x}, no year')).toBe(false);
    expect(unknownTokens('{academicYear} {schoolYear} {fallRushYear} {x}')).toEqual([
      'schoolYear',
      'x',
    ]);
  });
});
