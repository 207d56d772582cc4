// An account's access in the console: a new verification code, sign out everywhere, reset
// two-factor, disable or enable; the steps that cannot be taken back ask first.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { AccountRow } from '../../../../../contract/api/officer.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { useRunning } from '../../../../components/console-kit/use-running.ts';
import { resendVerification, resetTwoFactor, signOutEverywhere, updateAccount } from '../api.ts';

type Pending = 'disable' | 'sign-out' | 'reset-two-factor' | null;
type Step = 'resend' | 'sign-out' | 'reset-two-factor' | 'disable' | 'enable';

export function AccessSection({
  account,
  itsMe,
  onChanged,
}: {
  account: AccountRow;
  itsMe: boolean;
  onChanged: (account: AccountRow) => void;
}) {
  const [pending, setPending] = useState<Pending>(null);
  const { running: busy, run: mark } = useRunning<Step>();
  const message = useResultMessage();

  /** Takes one step; says what it did (for 8 s) or why it did not, and closes the question. */
  const run = async (what: Step, failure: string, action: () => Promise<string>) => {
    try {
      const said = await mark(what, action);
      message.succeeded(said, 8000);
    } catch (error) {
      message.failed(error, failure);
    } finally {
      setPending(null);
    }
  };

  const setDisabled = (disabled: boolean) =>
    run(
      disabled ? 'disable' : 'enable',
      disabled ? 'The account was not disabled' : 'The account was not enabled',
      async () => {
        const answer = await updateAccount(account.id, { disabled });
        onChanged(answer.account);
        return disabled
          ? 'The account is disabled: it was signed out everywhere and cannot log in.'
          : 'The account is enabled again: it can log in.';
      },
    );

  return (
    <section className="console-section" aria-labelledby="access-heading">
      <h2 id="access-heading" className="console-section__title">
        Access
      </h2>
      <FormResult result={message.result} className="mb-3" />
      <ul className="access-actions">
        {account.verified ? null : (
          <li>
            <p>Not verified: the person never entered the code we emailed.</p>
            <Button
              variant="outline-primary"
              disabled={busy !== null}
              onClick={() =>
                void run(
                  'resend',
                  'No new code was sent',
                  async () => (await resendVerification(account.id)).message,
                )
              }
            >
              {busy === 'resend' ? 'Sending...' : 'Email a new verification code'}
            </Button>
          </li>
        )}
        <li>
          <p>Ends every session of this account, on every device. He can log in again.</p>
          <Button
            variant="outline-danger"
            disabled={busy !== null}
            onClick={() => setPending('sign-out')}
          >
            Sign out everywhere
          </Button>
        </li>
        {account.twoFactor && !itsMe ? (
          <li>
            <p>
              Two-factor authentication is on. If he lost his phone and his recovery codes, turn it
              off for him: he logs in with his password and can turn it on again.
            </p>
            <Button
              variant="outline-danger"
              disabled={busy !== null}
              onClick={() => setPending('reset-two-factor')}
            >
              Reset two-factor
            </Button>
          </li>
        ) : null}
        <li>
          {account.disabled ? (
            <>
              <p>Disabled: this account cannot log in.</p>
              <Button
                variant="outline-primary"
                disabled={busy !== null}
                onClick={() => void setDisabled(false)}
              >
                {busy === 'enable' ? 'Enabling...' : 'Enable account'}
              </Button>
            </>
          ) : itsMe ? (
            // The server refuses it too (403): an officer would lock himself out for good.
            <p>
              You cannot disable your own account: another officer with accounts can, if it is ever
              needed.
            </p>
          ) : (
            <>
              <p>A disabled account is signed out at once and cannot log in until enabled.</p>
              <Button
                variant="outline-danger"
                disabled={busy !== null}
                onClick={() => setPending('disable')}
              >
                Disable account
              </Button>
            </>
          )}
        </li>
      </ul>
      <AccessQuestions
        account={account}
        pending={pending}
        busy={busy !== null}
        onCancel={() => setPending(null)}
        onSignOut={() =>
          void run(
            'sign-out',
            'The account was not signed out',
            async () => (await signOutEverywhere(account.id)).message,
          )
        }
        onResetTwoFactor={() =>
          void run('reset-two-factor', 'Two-factor was not reset', async () => {
            const { message: said } = await resetTwoFactor(account.id);
            onChanged({ ...account, twoFactor: false });
            return said;
          })
        }
        onDisable={() => void setDisabled(true)}
      />
    </section>
  );
}

/** The questions before the steps that cannot be taken back. */
function AccessQuestions({
  account,
  pending,
  busy,
  onCancel,
  onSignOut,
  onResetTwoFactor,
  onDisable,
}: {
  account: AccountRow;
  pending: Pending;
  busy: boolean;
  onCancel: () => void;
  onSignOut: () => void;
  onResetTwoFactor: () => void;
  onDisable: () => void;
}) {
  return (
    <>
      <ConfirmDialog
        show={pending === 'sign-out'}
        title={`Sign ${account.name} out everywhere?`}
        confirmLabel="Sign out everywhere"
        busyLabel="Signing out..."
        busy={busy}
        onConfirm={onSignOut}
        onCancel={onCancel}
      >
        <p className="mb-0">Every session of this account ends now, on every device.</p>
      </ConfirmDialog>
      <ConfirmDialog
        show={pending === 'reset-two-factor'}
        title={`Reset ${account.name}'s two-factor?`}
        confirmLabel="Reset two-factor"
        busyLabel="Resetting..."
        busy={busy}
        onConfirm={onResetTwoFactor}
        onCancel={onCancel}
      >
        <p className="mb-0">
          Do this only when you are sure it is him asking (in person, or on a call you made). His
          password alone will then open his account; he is emailed that you did it.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        show={pending === 'disable'}
        title={`Disable ${account.name}'s account?`}
        confirmLabel="Disable account"
        busyLabel="Disabling..."
        busy={busy}
        onConfirm={onDisable}
        onCancel={onCancel}
      >
        <p className="mb-0">
          He is signed out everywhere at once and cannot log in until an officer enables the account
          again. Nothing of his is deleted.
        </p>
      </ConfirmDialog>
    </>
  );
}
