import { describe, expect, it } from 'vitest';
import { fromList, isFull, ownRsvp, placesLine } from './rsvp-state.ts';

describe('placesLine', () => {
  it('says how many places are left', () => {
    expect(placesLine({ capacity: 10, count: 7, waitlistCount: 0 })).toBe('3 places left of 10.');
    expect(placesLine({ capacity: 10, count: 9, waitlistCount: 0 })).toBe('1 place left of 10.');
  });
  it('says a full event has a waitlist, and how many wait', () => {
    expect(placesLine({ capacity: 2, count: 2, waitlistCount: 0 })).toBe(
      'Full — join the waitlist.',
    );
    expect(placesLine({ capacity: 2, count: 3, waitlistCount: 4 })).toBe(
      'Full — join the waitlist (4 waiting).',
    );
  });
  it('only says full to one who already answered', () => {
    expect(placesLine({ capacity: 1, count: 1, waitlistCount: 0 }, 'attending')).toBe('Full.');
    expect(placesLine({ capacity: 1, count: 1, waitlistCount: 2 }, 'waitlisted')).toBe(
      'Full (2 waiting).',
    );
  });
  it('counts those going when there is no limit', () => {
    expect(placesLine({ capacity: null, count: 0, waitlistCount: 0 })).toBe(
      'No one has RSVPed yet.',
    );
    expect(placesLine({ capacity: null, count: 1, waitlistCount: 0 })).toBe('1 is going.');
    expect(placesLine({ capacity: null, count: 5, waitlistCount: 0 })).toBe('5 are going.');
  });
});

describe('isFull', () => {
  it('is full at or past capacity, never without one', () => {
    expect(isFull({ capacity: 2, count: 2, waitlistCount: 0 })).toBe(true);
    expect(isFull({ capacity: 2, count: 3, waitlistCount: 0 })).toBe(true);
    expect(isFull({ capacity: 2, count: 1, waitlistCount: 0 })).toBe(false);
    expect(isFull({ capacity: null, count: 900, waitlistCount: 0 })).toBe(false);
  });
});

describe('ownRsvp', () => {
  it('names the caller’s state and what the button does', () => {
    expect(ownRsvp('attending', true)).toEqual({
      status: "You're going.",
      action: 'Cancel RSVP',
      joins: false,
    });
    expect(ownRsvp('waitlisted', true)).toEqual({
      status: "You're on the waitlist.",
      action: 'Leave the waitlist',
      joins: false,
    });
    expect(ownRsvp(null, true)).toEqual({ status: null, action: 'Join the waitlist', joins: true });
    expect(ownRsvp(null, false)).toEqual({ status: null, action: 'RSVP', joins: true });
  });
});

describe('fromList', () => {
  it('reads the caller’s state from the server’s list', () => {
    const list = {
      event: 'E',
      count: 2,
      names: [],
      attending: false,
      waitlisted: true,
      capacity: 2,
      waitlistCount: 1,
    };
    expect(fromList(list)).toEqual({ capacity: 2, count: 2, waitlistCount: 1, rsvp: 'waitlisted' });
    expect(fromList({ ...list, waitlisted: false, attending: true }).rsvp).toBe('attending');
    expect(fromList({ ...list, waitlisted: false }).rsvp).toBeNull();
  });
});
