// "My sessions" in the account settings (docs/product.md#account-settings): where this account is
// logged in (device, when, last seen) and "Sign out everywhere else", which ends every session but
// this one.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { SessionRow } from '../../../../contract/api/two-factor.ts';
import { FormResult } from '../../../components/form-kit/fields.tsx';
import { failureText } from '../../../components/form-kit/validation.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { sessionsSectionId } from '../../../lib/console-kit/account-sections.ts';
import { formatDateTime, timeAgo } from '../../../lib/console-kit/dates.ts';
import { isLoggingOut } from '../../../lib/session.ts';
import { readStoredUser } from '../../../lib/stored-user.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { loadSessions, signOutOthers } from '../api.ts';
// With the section's code, which the account pages load once signed in (decision 017).
import '../../../styles/account-security.scss';

/** This device first, then the most recently used. */
const ordered = (sessions: readonly SessionRow[]) =>
  sessions.toSorted(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );

export function MySessions() {
  const [version, setVersion] = useState(0);
  // Not while this page logs out or once the account is gone: the list would only answer 401.
  const load = useLoad(
    (signal) =>
      readStoredUser() && !isLoggingOut() ? loadSessions(signal) : new Promise<never>(() => {}),
    { deps: [version] },
  );
  const [busy, setBusy] = useState(false);
  const [result, showResult] = useTimedMessage();
  const sessions = load.data ? ordered(load.data.sessions) : null;
  const others = sessions?.filter((session) => !session.current).length ?? 0;

  const signOut = async () => {
    setBusy(true);
    try {
      const { message } = await signOutOthers();
      showResult({ kind: 'success', text: message }, 8000);
      setVersion((n) => n + 1);
    } catch (error) {
      showResult({ kind: 'danger', text: failureText(error, 'The other sessions did not end') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      id={sessionsSectionId}
      className="account-card account-card--secondary security-card"
      aria-labelledby="sessions-heading"
    >
      <h2 id="sessions-heading" className="account-card__subtitle">
        My sessions
      </h2>
      <p>
        Where your account is logged in. If you see a device you do not know, sign out everywhere
        else and change your password.
      </p>
      <LoadFailure what="Your sessions" load={load} />
      {load.state.status === 'loading' ? (
        <output className="d-block mb-3">Loading...</output>
      ) : null}
      {sessions ? (
        <ul className="session-list">
          {sessions.map((session) => (
            <li key={session.id} className="session-list__item">
              <span className="session-list__device">
                {session.device}
                {session.current ? (
                  <span className="session-list__current">This device</span>
                ) : null}
              </span>
              <span className="session-list__times">
                Logged in {formatDateTime(session.createdAt)} · last active{' '}
                {session.current ? 'now' : timeAgo(session.lastSeenAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <FormResult result={result} className="mb-3" />
      {sessions ? (
        others > 0 ? (
          <Button variant="outline-danger" onClick={() => void signOut()} disabled={busy}>
            {busy ? 'Signing out...' : 'Sign out everywhere else'}
          </Button>
        ) : (
          <p className="mb-0 text-body-secondary">You are not logged in anywhere else.</p>
        )
      ) : null}
    </section>
  );
}
