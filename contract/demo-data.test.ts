import { describe, expect, it } from 'vitest';
import { academicYearStart, dateInAcademicYear } from './demo-data.ts';

describe('placing demo events in the current academic year', () => {
  it('starts the academic year in August', () => {
    expect(academicYearStart(new Date('2026-11-21T12:00:00Z'))).toBe(2026);
    expect(academicYearStart(new Date('2027-03-01T12:00:00Z'))).toBe(2026);
    expect(academicYearStart(new Date('2027-07-31T12:00:00Z'))).toBe(2026);
    expect(academicYearStart(new Date('2027-08-01T12:00:00Z'))).toBe(2027);
  });

  it('puts autumn dates in the first year and spring dates in the next', () => {
    expect(dateInAcademicYear(2026, 9, 12)).toBe('2026-09-12');
    expect(dateInAcademicYear(2026, 3, 6)).toBe('2027-03-06');
    expect(dateInAcademicYear(2026, 8, 1)).toBe('2026-08-01');
    expect(dateInAcademicYear(2026, 7, 31)).toBe('2027-07-31');
  });

  it('keeps a 29 February inside the month in a common year', () => {
    expect(dateInAcademicYear(2026, 2, 29)).toBe('2027-02-28');
    expect(dateInAcademicYear(2027, 2, 29)).toBe('2028-02-29');
  });
});
