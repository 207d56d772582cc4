// An event card's RSVP state (docs/product.md#rsvp): how many places are left or that the event is
// full, and the caller's own answer — going, on the waitlist, or not yet — with what the button does.
import type { ListedAlumniEvent, RsvpList, RsvpState } from '../../../contract/api/member-area.ts';

type Places = Pick<ListedAlumniEvent, 'capacity' | 'count' | 'waitlistCount'>;

/** True when every place is taken: a new RSVP goes to the waitlist. */
export const isFull = ({ capacity, count }: Places): boolean =>
  capacity !== null && count >= capacity;

/**
 * "3 places left", "Full — join the waitlist" (only "Full" to one who already answered), or for no
 * limit how many are coming.
 */
export function placesLine(event: Places, rsvp: RsvpState | null = null): string {
  const { capacity, count, waitlistCount } = event;
  if (capacity === null)
    return count === 0 ? 'No one has RSVPed yet.' : `${count} ${count === 1 ? 'is' : 'are'} going.`;
  const left = capacity - count;
  if (left > 0) return `${left} ${left === 1 ? 'place' : 'places'} left of ${capacity}.`;
  const full = rsvp ? 'Full' : 'Full — join the waitlist';
  return waitlistCount > 0 ? `${full} (${waitlistCount} waiting).` : `${full}.`;
}

/** The one word for withdrawing an RSVP, on every control of the site. */
const cancelRsvpLabel = 'Cancel RSVP';

/** What the caller sees of his own answer, and the button's words. */
export function ownRsvp(
  rsvp: RsvpState | null,
  full: boolean,
): { status: string | null; action: string; joins: boolean } {
  // One word for the act wherever it is offered (the event cards and the RSVP section).
  if (rsvp === 'attending')
    return { status: "You're going.", action: cancelRsvpLabel, joins: false };
  if (rsvp === 'waitlisted')
    return { status: "You're on the waitlist.", action: 'Leave the waitlist', joins: false };
  return { status: null, action: full ? 'Join the waitlist' : 'RSVP', joins: true };
}

/** The card's figures after the server's answer to an RSVP or a withdrawal. */
export function fromList(list: RsvpList): Places & { rsvp: RsvpState | null } {
  return {
    capacity: list.capacity,
    count: list.count,
    waitlistCount: list.waitlistCount,
    rsvp: list.attending ? 'attending' : list.waitlisted ? 'waitlisted' : null,
  };
}
