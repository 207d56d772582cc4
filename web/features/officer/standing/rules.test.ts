// The attendance pages' rules (rules.ts): when the screen asks again, what it says about the door,
// and the list's rows in order, filtered.
import { describe, expect, it } from 'vitest';
import type { AttendanceList } from '../../../../contract/api/standing.ts';
import { doorNote, filterRows, listRows, nextAskInMs } from './rules.ts';

const entry = (name: string, how: 'code' | 'officer' = 'code') => ({
  userId: `id-${name}`,
  name,
  at: '2027-03-03T01:02:00.000Z',
  how,
  markedBy: how === 'officer' ? 'Sam Secretary' : null,
});

describe('the check-in screen', () => {
  it('asks for the next code just after it appears, never in a tight loop', () => {
    expect(nextAskInMs(12_000)).toBe(12_150);
    expect(nextAskInMs(0)).toBe(1000);
  });

  it('says nothing while the door is open, and when it opens or closed otherwise', () => {
    const door = { opensAt: '2027-03-03T00:30:00.000Z', closesAt: '2027-03-03T05:00:00.000Z' };
    expect(doorNote({ ...door, open: true }, Date.parse('2027-03-03T01:00:00Z'))).toBeNull();
    expect(doorNote({ ...door, open: false }, Date.parse('2027-03-03T00:00:00Z'))).toMatch(
      /^Check-in opens at /,
    );
    expect(doorNote({ ...door, open: false }, Date.parse('2027-03-03T06:00:00Z'))).toMatch(
      /^Check-in closed at .*Mark latecomers by hand/,
    );
  });
});

describe('the attendance list', () => {
  const list = {
    present: [entry('Zed'), entry('Abe', 'officer')],
    excused: [entry('Max', 'officer')],
    absent: [entry('Carl', 'officer')],
    unmarked: [
      { userId: 'u2', name: 'Yuri' },
      { userId: 'u1', name: 'Bo' },
    ],
  } as unknown as AttendanceList;

  it('lists the unmarked first, then absent, excused and present, by name', () => {
    const rows = listRows(list);
    expect(rows.map((row) => `${row.status} ${row.name}`)).toEqual([
      'none Bo',
      'none Yuri',
      'absent Carl',
      'excused Max',
      'present Abe',
      'present Zed',
    ]);
    expect(rows.find((row) => row.name === 'Abe')!.how).toMatch(/, by Sam Secretary$/);
    expect(rows.find((row) => row.name === 'Zed')!.how).toMatch(/, code at the door$/);
  });

  it('filters by status and by a part of the name', () => {
    const rows = listRows(list);
    expect(filterRows(rows, 'present', '').map((row) => row.name)).toEqual(['Abe', 'Zed']);
    expect(filterRows(rows, 'all', 'YU').map((row) => row.name)).toEqual(['Yuri']);
  });
});
