// "My sessions" in the account settings (docs/product.md#account-settings): where this account is
// logged in (device, when, last seen) and "Sign out everywhere else", which ends every session but
// this one once the password is typed again; then the browsers it logged in from ("known browsers",
// which a wrong password typed there does not lock out), each of which can be forgotten.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { KnownBrowserRow, SessionRow } from '../../../../../contract/api/two-factor.ts';
import { passwordConfirmRequest } from '../../../../../contract/api/two-factor.ts';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { PasswordField } from '../../../../components/form-kit/password-input.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { SubmitOrCancel } from '../../../../components/form-kit/submit-or-cancel.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import { failureText } from '../../../../components/form-kit/validation.ts';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { sessionsSectionId } from '../../../../components/console-kit/account-sections.ts';
import { formatDateTime, timeAgo } from '../../../../components/console-kit/dates.ts';
import { isLoggingOut } from '../../../../lib/session.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { readStoredUser } from '../../../../lib/stored-user.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { useTimedMessage } from '../../../../lib/use-timed-message.ts';
import { forgetBrowser, loadSessions, signOutOthers } from '../api.ts';
// With the section's code, which the account pages load once signed in (decision 017).
import '../../../../styles/account-security.scss';

/** This device first, then the most recently used. */
const ordered = (sessions: readonly SessionRow[]) =>
  sessions.toSorted(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
const orderedBrowsers = (browsers: readonly KnownBrowserRow[]) =>
  browsers.toSorted(
    (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt),
  );

export function MySessions() {
  // Not while this page logs out or once the account is gone: the list would only answer 401.
  const load = useLoad(
    (signal) =>
      readStoredUser() && !isLoggingOut() ? loadSessions(signal) : new Promise<never>(() => {}),
    { key: 'auth/sessions' },
  );
  const [result, showResult] = useTimedMessage();
  const [asking, setAsking] = useState(false);
  const [forgetting, setForgetting] = useState<string | null>(null);
  const sessions = load.data ? ordered(load.data.sessions) : null;
  const browsers = load.data ? orderedBrowsers(load.data.knownBrowsers) : null;
  const others = sessions?.filter((session) => !session.current).length ?? 0;

  const forget = async (browser: KnownBrowserRow) => {
    setForgetting(browser.id);
    try {
      const { message } = await forgetBrowser(browser.id);
      showResult({ kind: 'success', text: message }, 8000);
      invalidate('auth/sessions');
    } catch (error) {
      showResult({ kind: 'danger', text: failureText(error, 'The browser was not forgotten') });
    } finally {
      setForgetting(null);
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
      {sessions ? (
        others === 0 ? (
          <p className="text-body-secondary">You are not logged in anywhere else.</p>
        ) : asking ? (
          <SignOutOthers
            onDone={(message) => {
              setAsking(false);
              showResult({ kind: 'success', text: message }, 8000);
              invalidate('auth/sessions');
            }}
            onCancel={() => setAsking(false)}
          />
        ) : (
          <Button variant="outline-danger" className="mb-3" onClick={() => setAsking(true)}>
            Sign out everywhere else
          </Button>
        )
      ) : null}
      {browsers ? (
        <>
          <h3 className="account-card__minor-title" id="known-browsers-heading">
            Known browsers
          </h3>
          <p>
            Browsers you have logged in from. Wrong passwords typed there do not lock your account,
            so strangers cannot lock you out. Changing or resetting your password forgets them all.
          </p>
          {browsers.length === 0 ? (
            <p className="text-body-secondary">None: the next login makes this one known.</p>
          ) : (
            <ul className="session-list" aria-labelledby="known-browsers-heading">
              {browsers.map((browser) => (
                <li key={browser.id} className="session-list__item session-list__item--action">
                  <span>
                    <span className="session-list__device">
                      {browser.device}
                      {browser.current ? (
                        <span className="session-list__current">This browser</span>
                      ) : null}
                    </span>
                    <span className="session-list__times">
                      First login {formatDateTime(browser.createdAt)} · last login{' '}
                      {timeAgo(browser.lastUsedAt)}
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => void forget(browser)}
                    disabled={forgetting !== null}
                    aria-label={`Forget ${browser.device}${browser.current ? ' (this browser)' : ''}`}
                  >
                    {forgetting === browser.id ? 'Forgetting...' : 'Forget'}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      <FormResult result={result} className="mb-0" />
    </section>
  );
}

/** "Sign out everywhere else" asks for the password: a stolen session alone cannot do it. */
function SignOutOthers({
  onDone,
  onCancel,
}: {
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const form = useForm({ schema: passwordConfirmRequest, initial: { password: '' } });
  const password = form.field('password');
  return (
    <KitForm
      noValidate
      className="mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (request) => {
            const { message } = await signOutOthers(request.password);
            onDone(message);
          },
          { failure: 'The other sessions did not end' },
        );
      }}
    >
      <PasswordField field={password} label="Your password" autoComplete="current-password" />
      <FormResult result={form.result} className="mb-3" />
      <SubmitOrCancel
        busy={form.busy}
        label="Sign out everywhere else"
        busyLabel="Signing out..."
        variant="danger"
        onCancel={onCancel}
      />
    </KitForm>
  );
}
