import { describe, expect, it } from 'vitest';
import { attendanceLine } from './attendance.ts';

describe('attendanceLine', () => {
  it('counts the guests in words', () => {
    expect(attendanceLine(0)).toBe("No brothers have RSVP'd yet.");
    expect(attendanceLine(1)).toBe('1 brother is coming.');
    expect(attendanceLine(12)).toBe('12 brothers are coming.');
  });
});
