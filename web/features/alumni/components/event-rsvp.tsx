// An event card's RSVP (docs/product.md#rsvp): the places left or "Full — join the waitlist", and for
// a signed-in alumnus his own answer with the button that changes it: RSVP or join the waitlist,
// Cancel RSVP, leave the waitlist. The card shows the server's answer (the waitlist is the server's
// to decide), kept in the page's RSVP store so the RSVP section below says the same; a refusal is
// said in the card. Visitors and members see the places and the way to RSVP.
import { useState } from 'react';
import type { ListedAlumniEvent } from '../../../../contract/api/member-area.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { addRsvp, removeRsvp } from '../api.ts';
import { fromList, isFull, ownRsvp, placesLine } from '../rsvp-state.ts';
import { useRsvpEntry, useRsvpStore } from '../rsvp-store.tsx';

export function EventRsvp({ event, onOthers }: { event: ListedAlumniEvent; onOthers: () => void }) {
  const user = useStoredUser();
  const hydrated = useHydrated();
  const store = useRsvpStore();
  const entry = useRsvpEntry(store, event.id);
  // The page's answer once there is one (this card's, the section's or a load), else the list's.
  const state = entry?.list
    ? fromList(entry.list)
    : {
        capacity: event.capacity,
        count: event.count,
        waitlistCount: event.waitlistCount,
        rsvp: event.rsvp,
      };
  const busy = entry?.busy ?? false;
  const [error, setError] = useState<string | null>(null);
  const isAlumnus = hydrated && user?.role === 'alumni';
  const own = ownRsvp(state.rsvp, isFull(state));

  async function change() {
    if (busy) return;
    store.setBusy(event.id, true);
    setError(null);
    try {
      store.set(event.id, await (own.joins ? addRsvp(event.id) : removeRsvp(event.id)));
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError && failure.isNetworkError
          ? 'Your RSVP could not be saved. The server could not be reached. Check your connection and try again.'
          : failure instanceof ApiRequestError && failure.serverMessage
            ? `Your RSVP could not be saved. ${failure.serverMessage}`
            : 'Your RSVP could not be saved.',
      );
    } finally {
      store.setBusy(event.id, false);
    }
  }

  return (
    <div className="alumni-event__rsvp mt-auto" aria-live="polite">
      <p className="alumni-event__places mb-2">
        {placesLine(state, isAlumnus ? state.rsvp : null)}
      </p>
      {isAlumnus && own.status ? (
        <p className="alumni-event__own fw-semibold mb-2">{own.status}</p>
      ) : null}
      {isAlumnus ? (
        <button
          type="button"
          className={`btn ${own.joins ? 'btn-primary' : 'btn-outline-danger'}${busy ? ' disabled' : ''}`}
          onClick={() => void change()}
          // While saving the button only looks disabled: a disabled button would drop keyboard focus.
          aria-disabled={busy}
        >
          {own.action}
        </button>
      ) : (
        <button type="button" className="btn btn-primary" onClick={onOthers}>
          RSVP
        </button>
      )}
      {error ? (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
