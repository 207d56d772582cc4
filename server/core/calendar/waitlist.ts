// The waitlist's rules (docs/product.md#rsvp), pure so they are tested on their own: a new RSVP
// takes a place while there is one, else it waits; a freed place goes to the first in line. A
// capacity lowered below the number already attending bumps nobody: those attending keep their
// places, and new RSVPs wait until enough have withdrawn.
import type { RsvpStatus } from './alumni-events-repository.ts';

/** What a new RSVP gets when `attending` people hold places (no capacity: no limit). */
export function newRsvpStatus(capacity: number | null, attending: number): RsvpStatus {
  return capacity === null || attending < capacity ? 'attending' : 'waitlisted';
}

/** How many of the `waiting` move up: one per free place (everyone when there is no limit). */
export function seatsToFill(capacity: number | null, attending: number, waiting: number): number {
  if (capacity === null) return waiting;
  return Math.max(0, Math.min(waiting, capacity - attending));
}
