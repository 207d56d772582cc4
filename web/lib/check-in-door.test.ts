import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../contract/api/member-area.ts';
import { countsWords, doorOpen, nextRequired, todaysCheckIns } from './check-in-door.ts';

const timeZone = 'America/New_York';

/** An event of the member's calendar; `door` its window (ISO instants), none when it counts for nothing. */
function event(
  title: string,
  date: string,
  door?: [string, string],
  attendance: 'optional' | 'required' = 'required',
): CalendarEvent {
  return {
    id: title,
    title,
    date,
    endDate: null,
    time: '7:00 PM',
    location: null,
    description: null,
    ...(door
      ? {
          counts: {
            attendance,
            points: 5,
            serviceHours: 0,
            checkIn: { opensAt: door[0], closesAt: door[1] },
          },
        }
      : {}),
  };
}

// Chapter meeting, Mon Sep 7 2026 at 7:00 PM in New York (23:00 UTC): open 6:30 PM to 9:00 PM.
const meeting = event('Meeting', '2026-09-07', [
  '2026-09-07T22:30:00.000Z',
  '2026-09-08T01:00:00.000Z',
]);
const at = (iso: string) => Date.parse(iso);

describe('doorOpen', () => {
  it('is open from its opening, up to (not at) its closing', () => {
    expect(doorOpen(meeting, at('2026-09-07T22:29:59.999Z'))).toBe(false);
    expect(doorOpen(meeting, at('2026-09-07T22:30:00.000Z'))).toBe(true);
    expect(doorOpen(meeting, at('2026-09-08T00:59:59.999Z'))).toBe(true);
    expect(doorOpen(meeting, at('2026-09-08T01:00:00.000Z'))).toBe(false);
  });
  it('is never open for an event that counts for nothing (or whose counts the caller may not see)', () => {
    expect(doorOpen(event('Party', '2026-09-07'), at('2026-09-07T23:00:00.000Z'))).toBe(false);
  });
});

describe('todaysCheckIns', () => {
  const late = event('Late night', '2026-09-06', [
    '2026-09-07T03:30:00.000Z',
    '2026-09-07T06:00:00.000Z',
  ]);
  const tomorrow = event('Tomorrow', '2026-09-08', [
    '2026-09-08T22:30:00.000Z',
    '2026-09-09T01:00:00.000Z',
  ]);
  const party = event('Party', '2026-09-07');
  const all = [tomorrow, party, meeting, late];

  it('lists the events of the chapter’s day that take attendance, whatever the phone’s zone', () => {
    // 01:00 UTC on Sep 8 is still Sep 7, 9:00 PM, in New York: the meeting has just closed.
    expect(todaysCheckIns(all, at('2026-09-07T16:00:00.000Z'), timeZone)).toEqual([meeting]);
    expect(todaysCheckIns(all, at('2026-09-08T00:30:00.000Z'), timeZone)).toEqual([meeting]);
    expect(todaysCheckIns(all, at('2026-09-08T01:00:00.000Z'), timeZone)).toEqual([]);
  });
  it('keeps yesterday’s event while its door is open past midnight', () => {
    // 04:00 UTC on Sep 7 is 0:00 AM in New York: Sep 7, and "Late night" of Sep 6 still open.
    expect(todaysCheckIns(all, at('2026-09-07T04:00:00.000Z'), timeZone)).toEqual([late, meeting]);
  });
  it('is on the chapter’s day, not UTC’s', () => {
    // 03:00 UTC on Sep 8 is Sep 7, 11:00 PM in New York: "Tomorrow" is not today yet.
    expect(todaysCheckIns(all, at('2026-09-08T03:00:00.000Z'), timeZone)).toEqual([]);
    expect(todaysCheckIns(all, at('2026-09-08T05:00:00.000Z'), timeZone)).toEqual([tomorrow]);
  });
});

describe('nextRequired', () => {
  const optional = event(
    'Optional',
    '2026-09-06',
    ['2026-09-06T22:30:00.000Z', '2026-09-07T01:00:00.000Z'],
    'optional',
  );
  const next = event('Next week', '2026-09-14', [
    '2026-09-14T22:30:00.000Z',
    '2026-09-15T01:00:00.000Z',
  ]);

  it('is the first required event whose door has not closed', () => {
    expect(nextRequired([next, optional, meeting], at('2026-09-06T12:00:00.000Z'))).toBe(meeting);
    expect(nextRequired([next, meeting], at('2026-09-08T00:00:00.000Z'))).toBe(meeting);
    expect(nextRequired([next, meeting], at('2026-09-08T01:00:00.000Z'))).toBe(next);
  });
  it('is null with none to come', () => {
    expect(nextRequired([optional, meeting], at('2026-09-09T00:00:00.000Z'))).toBeNull();
    expect(nextRequired([], at('2026-09-09T00:00:00.000Z'))).toBeNull();
  });
});

describe('countsWords', () => {
  it('says what the event counts for', () => {
    expect(countsWords(meeting)).toBe('Required · 5 points');
    expect(countsWords(event('Party', '2026-09-07'))).toBeNull();
  });
});
