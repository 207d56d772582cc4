// The founders-day RSVP (docs/product.md#rsvp, changes 5, 6 and 12): it follows the next event of its
// type taking RSVPs; the attendee list; "RSVP" or "Cancel RSVP" for a signed-in alumnus as the server
// says, until the event starts; the change shows at once and is taken back, with a message, if the
// server refuses it. The list is the page's RSVP store's, shared with the event's card above. Everyone
// else sees the count and a way to log in. Once it has started, the list is closed. A list or an event
// that could not be loaded is said to be missing, with Retry.
import { useState } from 'react';
import { Link } from 'react-router';
import type { AlumniEvent, RsvpList } from '../../../../contract/api/member-area.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { chapter } from '../../../lib/content/chapter.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { invalidate } from '../../../lib/invalidate.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { addRsvp, fetchAlumniEvents, fetchRsvpList, removeRsvp } from '../api.ts';
import { attendanceLine } from '../attendance.ts';
import { rsvpTarget } from '../events.ts';
import { fromList, isFull, ownRsvp } from '../rsvp-state.ts';
import { useRsvpEntry, useRsvpStore } from '../rsvp-store.tsx';
import { rsvpSectionId } from './alumni-events.tsx';

/** The list as it would be after the change, shown before the server answers. */
function optimistic(list: RsvpList, name: string, attending: boolean): RsvpList {
  const names = attending
    ? [...list.names.filter((n) => n !== name), name]
    : list.names.filter((n) => n !== name);
  const count = Math.max(0, list.count + (attending === list.attending ? 0 : attending ? 1 : -1));
  const waitlistCount = Math.max(0, list.waitlistCount - (list.waitlisted && !attending ? 1 : 0));
  return { ...list, names, count, attending, waitlisted: false, waitlistCount };
}

const brothers = (count: number) => `${count} ${count === 1 ? 'brother' : 'brothers'}`;
const noEvents: AlumniEvent[] = [];

export function RsvpSection({
  eventType,
  heading,
  text,
}: {
  eventType: string;
  heading: string;
  text: string;
}) {
  const user = useStoredUser();
  const hydrated = useHydrated();
  const now = useNow();
  const store = useRsvpStore();
  /** The event whose list the server said is closed (the browser's clock may be behind). */
  const [closedByServer, setClosedByServer] = useState<string | null>(null);
  const [message, showMessage] = useTimedMessage();
  const isAlumnus = hydrated && user?.role === 'alumni';
  const signedIn = hydrated && user !== null;

  const eventsLoad = useLoad(async () => (await fetchAlumniEvents()).events);
  const events = eventsLoad.data;
  const target =
    events && now !== null
      ? rsvpTarget(events ?? noEvents, eventType, now, chapter.timeZone)
      : null;
  const eventKey = target?.event.id ?? null;
  const open = Boolean(target?.open) && closedByServer !== eventKey;
  // Asked again when the event changes or the person signs in or out (names only for alumni).
  const listLoad = useLoad(
    async (signal) => {
      if (!eventKey) return null;
      const askedAt = store.mark();
      const loaded = await fetchRsvpList(eventKey, signal);
      // Into the page's store, unless the card changed the answer while this was on its way.
      if (!signal.aborted) store.offer(eventKey, loaded, askedAt);
      return loaded;
    },
    { key: 'alumni/rsvp-list', deps: [eventKey, signedIn] },
  );
  const entry = useRsvpEntry(store, eventKey);
  const busy = entry?.busy ?? false;
  const held = entry?.list ?? listLoad.data;
  const list = held && held.event === eventKey ? held : null;
  const setList = (next: RsvpList) => {
    if (eventKey) store.set(eventKey, next);
  };

  async function toggle() {
    if (!list || !user || busy || !eventKey) return;
    const before = list;
    // Leaving the waitlist is a withdrawal too; joining a full event waits for the server's answer.
    const attending = !(list.attending || list.waitlisted);
    const full = list.capacity !== null && list.count >= list.capacity;
    if (!(attending && full)) setList(optimistic(list, user.name, attending));
    store.setBusy(eventKey, true);
    try {
      setList(await (attending ? addRsvp(eventKey) : removeRsvp(eventKey)));
    } catch (error) {
      setList(before);
      // The list as it was is this page's, not necessarily the server's now (others RSVP'd
      // meanwhile, or the refusal signed the person out and the list shows less): asked again,
      // after the list taken back, so that the answer is not held for older than it.
      invalidate('alumni/rsvp-list');
      if (error instanceof ApiRequestError && error.code === 'event_closed')
        setClosedByServer(eventKey);
      // Say what failed: the server's reason, or that it could not be reached at all.
      const reason =
        error instanceof ApiRequestError && error.isNetworkError
          ? ' The server could not be reached. Check your connection and try again.'
          : error instanceof ApiRequestError && error.serverMessage
            ? ` ${error.serverMessage}`
            : '';
      showMessage({ kind: 'danger', text: `Your RSVP could not be saved.${reason}` }, 8000);
    } finally {
      store.setBusy(eventKey, false);
    }
  }

  const loaded = events !== null && now !== null;
  const countLine =
    !loaded || (target && list === null)
      ? 'Loading the guest list...'
      : !target
        ? 'The next date has not been set yet. Check back soon.'
        : open
          ? attendanceLine(list!.count)
          : `${brothers(list!.count)} RSVP'd.`;

  return (
    <section
      id={rsvpSectionId}
      className="section section--paper rsvp-section"
      aria-labelledby="rsvp-heading"
    >
      <div className="container">
        <div className="rsvp-card">
          <h2 id="rsvp-heading" className="section-title mb-2">
            {heading}
          </h2>
          <p>{text}</p>
          {target ? (
            <p className="rsvp-when">
              <time dateTime={target.event.sortDate}>{target.event.displayDate}</time>
            </p>
          ) : null}
          {eventsLoad.state.status === 'failed' ? (
            <LoadFailure what="The alumni events" load={eventsLoad} className="mb-3" />
          ) : listLoad.state.status === 'failed' ? (
            <LoadFailure what="The guest list" load={listLoad} className="mb-3" />
          ) : (
            <p className="rsvp-count" aria-live="polite">
              {countLine}
            </p>
          )}
          {list?.waitlisted ? <p className="rsvp-own">You&apos;re on the waitlist.</p> : null}
          {list && list.names.length > 0 ? (
            <ul className="rsvp-names">
              {list.names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : null}
          {loaded && !target ? null : target && !open ? (
            <p className="rsvp-closed">RSVPs closed when the event started.</p>
          ) : isAlumnus ? (
            <button
              type="button"
              className={`btn ${list?.attending || list?.waitlisted ? 'btn-outline-danger' : 'btn-primary'}${busy ? ' disabled' : ''}`}
              onClick={() => void toggle()}
              // While saving the button only looks disabled: a disabled button would drop keyboard focus.
              disabled={!list}
              aria-disabled={busy}
            >
              {ownRsvp(list ? fromList(list).rsvp : null, list ? isFull(list) : false).action}
            </button>
          ) : (
            <Link className="btn btn-outline-primary" to={paths.login}>
              Log in as an Alumnus to RSVP
            </Link>
          )}
          {message ? (
            <p className="rsvp-message text-danger" role="alert">
              {message.text}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
