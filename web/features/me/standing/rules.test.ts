// The standing section's lines: the attendance line from his first day with the events left, and
// the line that says since when he is counted.
import { describe, expect, it } from 'vitest';
import { attendanceLine, countedFromLine, duesWords } from './rules.ts';

const attendance = {
  attended: 3,
  excused: 1,
  missed: 0,
  required: 4,
  left: 2,
  percent: 100,
  requiredPercent: 75,
};
const semester = { id: 's', name: 'Fall 2026', startsOn: '2026-08-17', endsOn: '2026-12-18' };

describe('standing lines', () => {
  it('says what was held for him and what is left', () => {
    expect(attendanceLine(attendance)).toBe(
      '3 attended, 1 excused, 0 missed of 4 required events so far; 2 left this semester',
    );
    expect(attendanceLine({ ...attendance, left: 0 })).toMatch(/; none left this semester$/);
    expect(attendanceLine({ ...attendance, required: 0, attended: 0, excused: 0, left: 1 })).toBe(
      'No required event has been held for you yet; 1 required event left this semester.',
    );
  });

  it('says since when he is counted only when he joined after the semester began', () => {
    expect(countedFromLine({ semester, countsFrom: '2026-08-17' })).toBeNull();
    expect(countedFromLine({ semester: null, countsFrom: '2026-12-07' })).toBeNull();
    expect(countedFromLine({ semester, countsFrom: '2026-12-07' })).toMatch(
      /^Counted from Mon, Dec 7, 2026, when you joined or were initiated/,
    );
  });
});

describe('duesWords', () => {
  it('is paid, on a plan, or overdue with the amount', () => {
    expect(duesWords({ status: 'paid', overdueCents: 0 })).toBe('paid');
    expect(duesWords({ status: 'on_plan', overdueCents: 0 })).toBe('on a plan');
    expect(duesWords({ status: 'overdue', overdueCents: 12_345 })).toBe('overdue $123.45');
  });
});
