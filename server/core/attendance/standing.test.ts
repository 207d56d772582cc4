// Standing worked out (standing.ts): attended, excused and missed required events, points and
// service hours against the requirements, on pace or not while the semester runs, and what would
// make it good.
import { describe, expect, it } from 'vitest';
import { elapsedShare, standingOf, type CountedEvent, type StandingInput } from './standing.ts';

const semester = { startsOn: '2026-08-17', endsOn: '2026-12-18' };
const required = (id: string, closed = true, points = 5): CountedEvent => ({
  id,
  attendance: 'required',
  points,
  serviceHalfHours: 0,
  closed,
});
const base = (over: Partial<StandingInput> = {}): StandingInput => ({
  semester,
  today: '2026-12-18',
  requirement: { attendancePercent: 75, serviceHalfHours: 20, points: 20 },
  events: [required('a'), required('b'), required('c'), required('d')],
  marks: new Map(),
  approvedHalfHours: 0,
  pendingHalfHours: 0,
  ...over,
});

describe('standing', () => {
  it('counts attended, excused and missed required events; an excuse does not count against him', () => {
    const standing = standingOf(
      base({
        marks: new Map([
          ['a', 'present'],
          ['b', 'present'],
          ['c', 'excused'],
        ]),
        approvedHalfHours: 20,
        events: [required('a', true, 10), required('b', true, 10), required('c'), required('d')],
      }),
    );
    expect(standing.attendance).toEqual({
      attended: 2,
      excused: 1,
      missed: 1,
      required: 4,
      percent: 67,
      requiredPercent: 75,
    });
    expect(standing.points).toEqual({ earned: 20, required: 20 });
    expect(standing.status).toBe('at_risk');
    // 2 of 3 owed; 3 of 4 after the next one: one more is enough.
    expect(standing.advice).toEqual([
      'Attend the next 1 required event (67 % so far; 75 % is asked).',
    ]);
  });

  it('is good when every requirement is met at the pace, and counts a service event’s hours', () => {
    const service: CountedEvent = {
      id: 's',
      attendance: 'optional',
      points: 10,
      serviceHalfHours: 6,
      closed: true,
    };
    const standing = standingOf(
      base({
        today: '2026-10-17',
        events: [required('a'), service, required('later', false)],
        marks: new Map([
          ['a', 'present'],
          ['s', 'present'],
        ]),
        approvedHalfHours: 4,
        pendingHalfHours: 4,
      }),
    );
    expect(standing.serviceHours).toEqual({ approved: 5, pending: 2, required: 10 });
    expect(standing.points.earned).toBe(15);
    // Half the semester: 5 of 10 hours and 10 of 20 points are on pace; the coming event not counted.
    expect(standing.attendance.required).toBe(1);
    expect(standing.status).toBe('good');
    expect(standing.advice).toEqual([]);
  });

  it('is not met after the semester, saying what was short; pending hours that would cover it say so', () => {
    const ended = standingOf(base({ today: '2026-12-19', marks: new Map([['a', 'present']]) }));
    expect(ended.status).toBe('not_met');
    expect(ended.advice[0]).toBe('Attendance was 25 % of required events; 75 % was asked.');
    const covered = standingOf(
      base({
        requirement: { attendancePercent: 0, serviceHalfHours: 20, points: 0 },
        approvedHalfHours: 10,
        pendingHalfHours: 10,
      }),
    );
    expect(covered.advice).toEqual([
      'Your pending hours would cover the 5 hours missing once approved.',
    ]);
  });

  it('asks about a missed event when every one is required', () => {
    const all = standingOf(
      base({
        today: '2026-10-01',
        requirement: { attendancePercent: 100, serviceHalfHours: 0, points: 0 },
        marks: new Map([['a', 'present']]),
      }),
    );
    expect(all.advice[0]).toMatch(
      /^Every required event must be attended: ask the standing officer about 3 missed ones/,
    );
  });

  it('measures the semester’s elapsed share from its first day to its last', () => {
    expect(elapsedShare(semester, '2026-08-01')).toBe(0);
    expect(elapsedShare(semester, '2026-08-17')).toBeCloseTo(1 / 124);
    expect(elapsedShare(semester, '2026-12-18')).toBe(1);
    expect(elapsedShare(semester, '2027-01-05')).toBe(1);
  });
});
