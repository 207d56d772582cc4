// The waitlist's rules: places while there are some, the first in line moves up, nobody is bumped.
import { describe, expect, it } from 'vitest';
import { newRsvpStatus, seatsToFill } from './waitlist.ts';

describe('a new RSVP', () => {
  it('takes a place while fewer than the capacity attend, and waits from then on', () => {
    expect(newRsvpStatus(3, 0)).toBe('attending');
    expect(newRsvpStatus(3, 2)).toBe('attending');
    expect(newRsvpStatus(3, 3)).toBe('waitlisted');
    expect(newRsvpStatus(1, 1)).toBe('waitlisted');
  });

  it('always takes a place when the event has no capacity', () => {
    expect(newRsvpStatus(null, 0)).toBe('attending');
    expect(newRsvpStatus(null, 10_000)).toBe('attending');
  });

  it('waits when the capacity was lowered below those attending (nobody is bumped)', () => {
    expect(newRsvpStatus(2, 5)).toBe('waitlisted');
  });
});

describe('freed places', () => {
  it('go to as many people in line as there are free places', () => {
    expect(seatsToFill(3, 2, 4)).toBe(1);
    expect(seatsToFill(10, 2, 4)).toBe(4);
    expect(seatsToFill(3, 3, 4)).toBe(0);
    expect(seatsToFill(3, 0, 0)).toBe(0);
  });

  it('go to nobody while more attend than the (lowered) capacity', () => {
    expect(seatsToFill(2, 5, 3)).toBe(0);
    // Two withdraw out of five, leaving three for two places: still nobody moves up.
    expect(seatsToFill(2, 3, 3)).toBe(0);
    expect(seatsToFill(2, 1, 3)).toBe(1);
  });

  it('go to everyone waiting when the limit is lifted', () => {
    expect(seatsToFill(null, 40, 7)).toBe(7);
  });
});
