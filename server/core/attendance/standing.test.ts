// Standing worked out (standing.ts): attended, excused and missed required events from a brother's
// first day, points and service hours against the requirements prorated to his part of the
// semester, on pace or not while it runs, and advice that names only what can still be done.
import { describe, expect, it } from 'vitest';
import {
  firstCountedDay,
  ownShare,
  paceShare,
  perWeek,
  standingOf,
  type CountedEvent,
  type StandingInput,
} from './standing.ts';

const semester = { startsOn: '2026-08-17', endsOn: '2026-12-18' };
const required = (id: string, closed = true, points = 5, date = '2026-09-01'): CountedEvent => ({
  id,
  date,
  attendance: 'required',
  points,
  serviceHalfHours: 0,
  closed,
});
const base = (over: Partial<StandingInput> = {}): StandingInput => ({
  semester,
  today: '2026-12-18',
  countsFrom: semester.startsOn,
  requirement: { attendancePercent: 75, serviceHalfHours: 20, points: 20 },
  events: [required('a'), required('b'), required('c'), required('d')],
  marks: new Map(),
  approvedHalfHours: 0,
  pendingHalfHours: 0,
  standingOfficer: 'Sam Lee, Recorder',
  ...over,
});
// Every requirement met but the one a case is about: the four meetings attended (20 points), 10 hours.
const met = {
  approvedHalfHours: 20,
  marks: new Map(['a', 'b', 'c', 'd'].map((id) => [id, 'present' as const])),
};

describe('standing', () => {
  it('counts attended, excused and missed required events; an excuse does not count against him', () => {
    const marks = new Map([
      ['a', 'present'],
      ['b', 'present'],
      ['c', 'excused'],
    ] as const);
    const events = [required('a', true, 10), required('b', true, 10), required('c'), required('d')];
    const standing = standingOf(base({ marks, approvedHalfHours: 20, events }));
    expect(standing.attendance).toEqual({
      attended: 2,
      excused: 1,
      missed: 1,
      required: 4,
      left: 0,
      percent: 67,
      requiredPercent: 75,
    });
    expect(standing.points).toEqual({ earned: 20, required: 20 });
    expect(standing.status).toBe('at_risk');
    // The semester's last day and no required event left: attending more is impossible.
    expect(standing.advice).toEqual([
      'Not reachable this semester: 67 % of required events so far, 75 % is asked, and no required event is left on the calendar. Talk to the standing officer (Sam Lee, Recorder).',
    ]);
    // 2 of 3 owed; 3 of 4 after the next one: the one left is enough.
    const withOneLeft = standingOf(
      base({ marks, approvedHalfHours: 20, events: [...events, required('e', false, 0)] }),
    );
    expect(withOneLeft.attendance.left).toBe(1);
    expect(withOneLeft.advice).toEqual([
      'Attend the 1 required event left by Fri, Dec 18, 2026 (67 % so far; 75 % is asked).',
    ]);
  });

  it('is good at the pace, counts a service event’s hours, and still says what is owed and by when', () => {
    const service: CountedEvent = {
      id: 's',
      date: '2026-10-01',
      attendance: 'optional',
      points: 10,
      serviceHalfHours: 6,
      closed: true,
    };
    const standing = standingOf(
      base({
        today: '2026-10-17',
        events: [required('a'), service, required('later', false, 5, '2026-11-02')],
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
    expect(standing.attendance).toMatchObject({ required: 1, left: 1 });
    expect(standing.status).toBe('good');
    expect(standing.advice).toEqual([
      'Log 3 more service hours (besides the 2 waiting for approval) by Fri, Dec 18, 2026, about 0.5 a week.',
      'Earn 5 more points by Fri, Dec 18, 2026 at the events left (they give 5).',
    ]);
  });

  it('says what is still owed with a good standing: half an hour short, 11 days left', () => {
    const standing = standingOf(base({ ...met, today: '2026-12-08', approvedHalfHours: 19 }));
    expect(standing.status).toBe('good');
    expect(standing.advice).toEqual(['Log 0.5 more service hours by Fri, Dec 18, 2026.']);
  });

  it('asks hours near the end as hours a week, and says plainly when they cannot be done', () => {
    const near = standingOf(base({ ...met, today: '2026-12-06', approvedHalfHours: 5 }));
    expect(near.advice).toEqual([
      'Log 7.5 more service hours by Fri, Dec 18, 2026, about 4 a week.',
    ]);
    const lastDay = standingOf(
      base({
        ...met,
        requirement: { attendancePercent: 0, serviceHalfHours: 200, points: 0 },
        approvedHalfHours: 100,
      }),
    );
    expect(lastDay.status).toBe('at_risk');
    expect(lastDay.advice).toEqual([
      'Not reachable this semester: 50 more service hours in 1 day. Talk to the standing officer (Sam Lee, Recorder).',
    ]);
    // Points the events left cannot give; nobody named when nobody holds the office.
    const points = standingOf(
      base({
        ...met,
        requirement: { attendancePercent: 0, serviceHalfHours: 20, points: 20 },
        marks: new Map([['a', 'present']]),
        standingOfficer: null,
        today: '2026-12-01',
      }),
    );
    expect(points.advice).toEqual([
      'Not reachable this semester: 15 more points are asked and the events left on the calendar give 0. Talk to the standing officer.',
    ]);
  });

  it('is not met after the semester, saying what was short; pending hours that would cover it say so', () => {
    const ended = standingOf(base({ today: '2026-12-19', marks: new Map([['a', 'present']]) }));
    expect(ended.status).toBe('not_met');
    expect(ended.advice).toEqual([
      'Attendance was 25 % of required events; 75 % was asked.',
      '10 more service hours were needed (10 asked).',
      '15 more points were needed (20 asked).',
    ]);
    const covered = standingOf(
      base({
        requirement: { attendancePercent: 0, serviceHalfHours: 20, points: 0 },
        approvedHalfHours: 10,
        pendingHalfHours: 10,
      }),
    );
    expect(covered.advice).toEqual([
      'Your pending hours would cover the 5 hours still owed once approved.',
    ]);
  });

  it('says a missed event cannot be made up when every one is required', () => {
    const all = standingOf(
      base({
        today: '2026-10-01',
        requirement: { attendancePercent: 100, serviceHalfHours: 0, points: 0 },
        marks: new Map([['a', 'present']]),
      }),
    );
    expect(all.advice).toEqual([
      'Not reachable this semester: every required event is asked, and 3 were missed. Talk to the standing officer (Sam Lee, Recorder). An excuse can be asked within 72 hours of an event.',
    ]);
  });

  it('does not count required events before his first day, and prorates hours and points', () => {
    // An account made on Dec 7: four required meetings were held before it.
    const joined = standingOf(base({ today: '2026-12-07', countsFrom: '2026-12-07' }));
    expect(joined.attendance).toMatchObject({ required: 0, missed: 0, percent: 100 });
    // 12 of the semester's 124 days are his: 1 of 10 hours, rounded up to the half hour; no points,
    // since no event from his first day gives any.
    expect(joined.serviceHours.required).toBe(1);
    expect(joined.points.required).toBe(0);
    expect(joined.status).toBe('good');
    expect(joined.advice).toEqual([
      'Log 1 more service hour by Fri, Dec 18, 2026, about 0.5 a week.',
    ]);
    // A meeting after his first day counts; one before it does not, even when he came.
    const later = standingOf(
      base({
        ...met,
        today: '2026-12-10',
        countsFrom: '2026-12-07',
        events: [required('a'), required('e', true, 5, '2026-12-08')],
      }),
    );
    expect(later.attendance).toMatchObject({ attended: 0, missed: 1, required: 1 });
    expect(later.points.earned).toBe(5);
  });

  it('asks nothing when nothing is required, nor once every requirement is exactly met', () => {
    const none = standingOf(
      base({ requirement: { attendancePercent: 0, serviceHalfHours: 0, points: 0 } }),
    );
    expect({ status: none.status, advice: none.advice }).toEqual({ status: 'good', advice: [] });
    const exactly = standingOf(
      base({
        today: '2026-11-01',
        marks: new Map([
          ['a', 'present'],
          ['b', 'present'],
          ['c', 'present'],
          ['d', 'present'],
        ]),
        approvedHalfHours: 20,
      }),
    );
    expect({ status: exactly.status, advice: exactly.advice }).toEqual({
      status: 'good',
      advice: [],
    });
  });

  it('counts nothing for a brother who joined after the semester’s last required event', () => {
    const standing = standingOf(
      base({
        today: '2026-12-19',
        countsFrom: '2026-12-15',
        requirement: { attendancePercent: 75, serviceHalfHours: 0, points: 0 },
      }),
    );
    expect(standing.attendance).toMatchObject({ required: 0, left: 0, percent: 100 });
    expect(standing.status).toBe('good');
  });
});

describe('the days that count', () => {
  it('starts a brother at the later of the semester’s start, his account and an active’s initiation', () => {
    const fall = { startsOn: '2026-08-17' };
    expect(
      firstCountedDay(fall, { createdOn: '2025-02-01', side: 'active', initiatedOn: '2025-02-01' }),
    ).toBe('2026-08-17');
    expect(firstCountedDay(fall, { createdOn: '2026-12-07', side: 'new', initiatedOn: null })).toBe(
      '2026-12-07',
    );
    expect(
      firstCountedDay(fall, { createdOn: '2026-08-01', side: 'active', initiatedOn: '2026-10-20' }),
    ).toBe('2026-10-20');
    // A new member's coming initiation does not move his first day.
    expect(
      firstCountedDay(fall, { createdOn: '2026-09-01', side: 'new', initiatedOn: '2027-01-20' }),
    ).toBe('2026-09-01');
  });

  it('measures the pace of his part of the semester, his own share, and hours a week', () => {
    const fall = { countsFrom: semester.startsOn, endsOn: semester.endsOn };
    expect(paceShare(fall, '2026-08-01')).toBe(0);
    expect(paceShare(fall, '2026-08-17')).toBe(0);
    expect(paceShare(fall, '2026-12-18')).toBeCloseTo(123 / 124);
    expect(paceShare(fall, '2027-01-05')).toBe(1);
    expect(paceShare({ countsFrom: '2026-12-07', endsOn: semester.endsOn }, '2026-12-13')).toBe(
      0.5,
    );
    expect(ownShare(semester, '2026-08-01')).toBe(1);
    expect(ownShare(semester, '2026-12-18')).toBeCloseTo(1 / 124);
    expect(ownShare(semester, '2026-12-19')).toBe(0);
    expect(perWeek(7.5, 13)).toBe(4);
    expect(perWeek(0.5, 11)).toBeNull();
    expect(perWeek(3, 7)).toBeNull();
  });
});

// Mid-semester with every other requirement at pace: only the dues decide.
const running = (over: Partial<StandingInput>) =>
  standingOf(
    base({
      ...met,
      today: '2026-10-01',
      requirement: { attendancePercent: 75, serviceHalfHours: 20, points: 20, duesPaid: true },
      treasurer: 'Pat Doe, Treasurer',
      ...over,
    }),
  );
const overdue = { balanceCents: 45_000, overdueCents: 30_000, status: 'overdue' } as const;

describe('dues', () => {
  it('makes standing at risk when dues paid is asked and they are overdue, naming the treasurer', () => {
    const standing = running({ dues: overdue });
    expect(standing.status).toBe('at_risk');
    expect(standing.dues).toEqual({ ...overdue, required: true });
    expect(standing.advice).toEqual([
      'Dues overdue: $300.00 — pay or agree a plan with the treasurer (Pat Doe, Treasurer).',
    ]);
    expect(running({ dues: overdue, treasurer: null }).advice).toEqual([
      'Dues overdue: $300.00 — pay or agree a plan with the treasurer.',
    ]);
  });

  it('never counts dues paid or on a plan, nor dues when they are not asked', () => {
    const onPlan = { balanceCents: 45_000, overdueCents: 30_000, status: 'on_plan' } as const;
    const paid = { balanceCents: 0, overdueCents: 0, status: 'paid' } as const;
    for (const dues of [onPlan, paid, undefined]) {
      const standing = running({ dues });
      expect(standing.status).toBe('good');
      expect(standing.advice).toEqual([]);
    }
    const notAsked = running({
      dues: overdue,
      requirement: { attendancePercent: 75, serviceHalfHours: 20, points: 20, duesPaid: false },
    });
    expect(notAsked.status).toBe('good');
    expect(notAsked.dues).toEqual({ ...overdue, required: false });
    expect(running({ dues: undefined }).dues).toEqual({ ...paid, required: true });
  });

  it('leaves a past semester’s standing as it was, whatever he owes today', () => {
    const standing = running({ dues: overdue, today: '2027-01-05' });
    expect(standing.status).toBe('good');
    expect(standing.dues.status).toBe('overdue');
  });
});
