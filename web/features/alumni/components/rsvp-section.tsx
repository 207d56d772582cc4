// The founders-day RSVP (SPEC.md §4, DESIGN.md changes 5 and 6): the attendee list; "RSVP" or
// "Un-RSVP" for a signed-in alumnus as the server says; the change shows at once and is taken back,
// with a message, if the server refuses it. Everyone else sees the count and a way to log in.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { RsvpList } from '../../../../contract/api/member-area.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { addRsvp, fetchRsvpList, removeRsvp } from '../api.ts';
import { rsvpSectionId } from './alumni-events.tsx';

/** The list as it would be after the change, shown before the server answers. */
export function optimistic(list: RsvpList, name: string, attending: boolean): RsvpList {
  const names = attending
    ? [...list.names.filter((n) => n !== name), name]
    : list.names.filter((n) => n !== name);
  const count = Math.max(0, list.count + (attending === list.attending ? 0 : attending ? 1 : -1));
  return { ...list, names, count, attending };
}

export function RsvpSection({
  eventKey,
  heading,
  text,
}: {
  eventKey: string;
  heading: string;
  text: string;
}) {
  const user = useStoredUser();
  const hydrated = useHydrated();
  const [list, setList] = useState<RsvpList | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, showMessage] = useTimedMessage();
  const isAlumnus = hydrated && user?.role === 'alumni';
  const signedIn = hydrated && user !== null;

  useEffect(() => {
    const controller = new AbortController();
    fetchRsvpList(eventKey, controller.signal).then(setList, (error: unknown) => {
      if (!controller.signal.aborted) console.error('Could not load the RSVP list', error);
    });
    return () => controller.abort();
    // Signing in or out changes what the server sends (names only for alumni).
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [eventKey, signedIn]);

  async function toggle() {
    if (!list || !user || busy) return;
    const before = list;
    const attending = !list.attending;
    setList(optimistic(list, user.name, attending));
    setBusy(true);
    try {
      setList(await (attending ? addRsvp(eventKey) : removeRsvp(eventKey)));
    } catch (error) {
      setList(before);
      const reason =
        error instanceof ApiRequestError && error.serverMessage ? ` ${error.serverMessage}` : '';
      showMessage({ kind: 'danger', text: `Your RSVP could not be saved.${reason}` }, 8000);
    } finally {
      setBusy(false);
    }
  }

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
          <p className="rsvp-count" aria-live="polite">
            {list === null
              ? 'Loading the guest list...'
              : `${list.count} ${list.count === 1 ? 'brother is' : 'brothers are'} coming.`}
          </p>
          {list && list.names.length > 0 ? (
            <ul className="rsvp-names">
              {list.names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : null}
          {isAlumnus ? (
            <button
              type="button"
              className={`btn ${list?.attending ? 'btn-outline-danger' : 'btn-primary'}${busy ? ' disabled' : ''}`}
              onClick={() => void toggle()}
              // While saving the button only looks disabled: a disabled button would drop keyboard focus.
              disabled={!list}
              aria-disabled={busy}
            >
              {list?.attending ? 'Un-RSVP' : 'RSVP'}
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
