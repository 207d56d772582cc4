// The check-in's rules (contract/attendance.ts): the door's window of an event in the chapter's
// zone, a code as people type it, and the words for an event that counts.
import { describe, expect, it } from 'vitest';
import { checkInWindow, countingWords, normaliseCheckInCode, spacedCode } from './attendance.ts';

const zone = 'America/Chicago';
const iso = (at: number) => new Date(at).toISOString();

describe('the door of a check-in', () => {
  it('opens 30 minutes before a timed event and closes 2 hours after its end', () => {
    const door = checkInWindow({ date: '2027-03-02', time: '7:00 PM – 9:00 PM' }, zone);
    expect([iso(door.opensAt), iso(door.closesAt)]).toEqual([
      '2027-03-03T00:30:00.000Z',
      '2027-03-03T05:00:00.000Z',
    ]);
  });

  it('closes 2 hours after the start without an end; an evening past midnight ends the next day', () => {
    const noEnd = checkInWindow({ date: '2027-03-02', time: '7:00 PM' }, zone);
    expect(iso(noEnd.closesAt)).toBe('2027-03-03T03:00:00.000Z');
    const late = checkInWindow({ date: '2027-03-02', time: '10:00 PM – 1:00 AM' }, zone);
    expect(iso(late.closesAt)).toBe('2027-03-03T09:00:00.000Z');
  });

  it('is the whole day of an all-day event, or of a time that cannot be read', () => {
    for (const time of [null, 'TBD']) {
      const door = checkInWindow({ date: '2027-03-02', time }, zone);
      expect([iso(door.opensAt), iso(door.closesAt)]).toEqual([
        '2027-03-02T06:00:00.000Z',
        '2027-03-03T06:00:00.000Z',
      ]);
    }
  });
});

describe('a typed code', () => {
  it('reads any case, spaces and dashes; refuses what cannot be one', () => {
    expect(normaliseCheckInCode(' k7p-2qx ')).toBe('K7P2QX');
    expect(normaliseCheckInCode('K7P 2QX')).toBe('K7P2QX');
    for (const bad of ['', 'K7P2Q', 'K7P2QXX', 'O0I1AB', 'K7P2Q<', 'ÄBCDEF'])
      expect(normaliseCheckInCode(bad)).toBeNull();
    expect(spacedCode('K7P2QX')).toBe('K7P 2QX');
  });

  it('names what an event counts for', () => {
    expect(countingWords({ attendance: 'required', points: 5, serviceHours: 0 })).toBe(
      'Required · 5 points',
    );
    expect(countingWords({ attendance: 'optional', points: 1, serviceHours: 1 })).toBe(
      'Optional · 1 point · 1 service hour',
    );
    expect(countingWords({ attendance: 'none', points: 0, serviceHours: 0 })).toBeNull();
  });
});
