// One account in the console (area `accounts`, docs/product.md#officer-console): its role (member ↔
// alumni, keeping the person's account and history), the officer role, areas and position, and its
// access: a new verification code, disable or enable, sign out everywhere. Each change is effective
// on the account's next request on every instance, and written to the audit log by the server.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import { roles } from '../../../../contract/api/auth.ts';
import { accountPatch, type AccountRow } from '../../../../contract/api/officer.ts';
import { areaLabels, areas } from '../../../../contract/officer-areas.ts';
import { ConfirmDialog } from '../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleLoadFailure } from '../../../components/console-kit/console-load-failure.tsx';
import { FieldError, FormResult, TextField } from '../../../components/form-kit/fields.tsx';
import { useForm } from '../../../components/form-kit/use-form.ts';
import { failureText } from '../../../components/form-kit/validation.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDateTime, timeAgo } from '../../../lib/console-kit/dates.ts';
import { consolePaths } from '../../../lib/console-kit/console-routes.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
import { useLoad } from '../../../lib/use-load.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import {
  endsOfficerAccess,
  patchOf,
  riskyChanges,
  toggledAreas,
  valuesOf,
} from '../account-patch.ts';
import {
  loadAccount,
  refreshStoredUser,
  resendVerification,
  resetTwoFactor,
  signOutEverywhere,
  updateAccount,
} from '../api.ts';
import { AccountBadges, roleLabel } from './account-labels.tsx';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';

interface Passed {
  account?: AccountRow;
  /** The list's query, to go back to the same list. */
  back?: string;
}

/** The server's answer for an id that names no account (or is not an id at all). */
const isNoSuchAccount = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

export function AccountPage({ id }: { id: string }) {
  const location = useLocation();
  const passed = (location.state ?? {}) as Passed;
  const load = useLoad((signal) => loadAccount(id, signal), { deps: [id] });
  const back = `${consolePaths.accounts}${passed.back ? `?${passed.back}` : ''}`;
  const missing = load.state.status === 'failed' && isNoSuchAccount(load.state.error);
  return (
    <>
      <p className="console-back">
        <Link to={back}>← All accounts</Link>
      </p>
      {load.data ? (
        <AccountEditor
          key={load.data.id}
          account={load.data}
          onChanged={(account) => load.setData(() => account)}
        />
      ) : (
        <>
          <h1 className="console-header__title">Account</h1>
          {missing ? (
            <p role="alert">
              There is no such account. It may have been opened from an old link: find it in the
              list of all accounts.
            </p>
          ) : (
            <ConsoleLoadFailure what="The account" load={load} />
          )}
          {load.state.status === 'loading' ? (
            <output className="d-block mb-3">Loading...</output>
          ) : null}
        </>
      )}
    </>
  );
}

function AccountEditor({
  account,
  onChanged,
}: {
  account: AccountRow;
  onChanged: (account: AccountRow) => void;
}) {
  const me = useStoredUser();
  const itsMe = me?.email === account.email;
  const changed = (next: AccountRow) => {
    onChanged(next);
    // An officer who changed his own account sees his new areas in the console at once.
    if (itsMe) void refreshStoredUser();
  };
  return (
    <>
      <header className="console-header account-header">
        <h1 className="console-header__title">{account.name}</h1>
        <p className="account-header__email">{account.email}</p>
        <AccountBadges account={account} />
        <dl className="account-facts">
          <div>
            <dt>Role</dt>
            <dd>{roleLabel(account.role)}</dd>
          </div>
          <div>
            <dt>Class</dt>
            <dd>{account.graduationYear ?? 'Not given'}</dd>
          </div>
          <div>
            <dt>Joined</dt>
            <dd>{formatDateTime(account.createdAt)}</dd>
          </div>
          <div>
            <dt>Last seen</dt>
            <dd>{account.lastSeenAt ? timeAgo(account.lastSeenAt) : 'Never'}</dd>
          </div>
        </dl>
      </header>
      <RoleForm account={account} itsMe={itsMe} onChanged={changed} />
      <AccessSection account={account} itsMe={itsMe} onChanged={changed} />
    </>
  );
}

function RoleForm({
  account,
  itsMe,
  onChanged,
}: {
  account: AccountRow;
  itsMe: boolean;
  onChanged: (account: AccountRow) => void;
}) {
  const form = useForm({
    schema: accountPatch,
    initial: valuesOf(account),
    toInput: (values) => patchOf(account, values),
  });
  const guard = useUnsavedChangesGuard(form.dirty);
  // The consequences a save asks to confirm first (a move to alumni, an officer role taken away).
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const save = () =>
    form.submit(
      async (patch) => {
        const answer = await updateAccount(account.id, patch);
        onChanged(answer.account);
        return { message: answer.message, values: valuesOf(answer.account) };
      },
      { failure: 'The account was not changed', successMs: 8000 },
    );
  const role = form.field('role');
  const isOfficer = form.field('isOfficer');
  const areasField = form.field('areas');
  const position = form.field('position');
  const { values } = form;
  // A move to the alumni side ends the officer access: the switch shows it, off and fixed.
  const moving = endsOfficerAccess(account, values);
  const officerShown = values.isOfficer && !moving;

  return (
    <section className="console-section" aria-labelledby="role-heading">
      <h2 id="role-heading" className="console-section__title">
        Role and office
      </h2>
      <KitForm
        noValidate
        className="console-form"
        onSubmit={(event) => {
          event.preventDefault();
          const risks = riskyChanges(account, patchOf(account, form.values), itsMe);
          if (risks.length > 0) setConfirming(risks);
          else void save();
        }}
      >
        <fieldset className="mb-3">
          <legend className="form-label">Role</legend>
          <div className="choice-group">
            {roles.map((value) => (
              <Form.Check
                key={value}
                type="radio"
                id={`${role.id}-${value}`}
                name={role.name}
                label={roleLabel(value)}
                checked={values.role === value}
                onChange={() => form.setValue('role', value)}
                className="choice"
                aria-describedby={`${role.id}-hint`}
              />
            ))}
          </div>
          <p id={`${role.id}-hint`} className="form-text">
            Moving a graduate to alumni keeps his account, RSVPs and history; his officer access
            ends, and his chapter position too unless you give one here.
          </p>
          <FieldError field={role} />
        </fieldset>

        <fieldset className="mb-3">
          <legend className="form-label">Officer</legend>
          <Form.Check
            type="switch"
            role="switch"
            aria-checked={officerShown}
            id={isOfficer.id}
            label="Officer of the chapter (may use the officer console)"
            checked={officerShown}
            disabled={moving}
            aria-describedby={moving ? `${isOfficer.id}-moving` : undefined}
            onChange={(event) => form.setValue('isOfficer', event.target.checked)}
            className="choice"
          />
          {moving && account.isOfficer ? (
            <p id={`${isOfficer.id}-moving`} className="form-text">
              The move to the alumni side ends {itsMe ? 'your' : 'his'} officer access and every
              area. An alumnus can be made an officer again afterwards, with a change of its own.
            </p>
          ) : moving ? (
            <p id={`${isOfficer.id}-moving`} className="form-text">
              An alumnus can be made an officer after the move, with a change of its own.
            </p>
          ) : null}
          <FieldError field={isOfficer} />
          {officerShown ? (
            <fieldset className="areas-choice" aria-describedby={`${areasField.id}-hint`}>
              <legend className="form-label">Areas</legend>
              <p id={`${areasField.id}-hint`} className="form-text mt-0">
                What this officer may do in the console.
                {itsMe ? ' Careful: these are your own areas.' : ''}
              </p>
              {areas.map((area) => (
                <Form.Check
                  key={area}
                  type="checkbox"
                  id={`${areasField.id}-${area}`}
                  label={areaLabels[area]}
                  checked={values.areas.split(' ').includes(area)}
                  onChange={(event) =>
                    form.setValue('areas', toggledAreas(values.areas, area, event.target.checked))
                  }
                  className="choice"
                />
              ))}
              <FieldError field={areasField} />
            </fieldset>
          ) : null}
        </fieldset>

        <TextField
          field={position}
          label="Position"
          autoComplete="off"
          hint="The title shown in the members directory, like Treasurer. Leave empty for none."
        />

        <FormResult result={form.result} className="mb-3" />
        <div className="console-form__actions">
          <Button type="submit" variant="primary" disabled={form.busy || !form.dirty}>
            {form.busy ? 'Saving...' : 'Save changes'}
          </Button>
          <Button
            variant="outline-secondary"
            disabled={form.busy || !form.dirty}
            onClick={form.discard}
          >
            Discard changes
          </Button>
          {form.dirty ? <span className="unsaved-badge">Unsaved changes</span> : null}
        </div>
      </KitForm>
      <ConfirmDialog
        show={confirming !== null}
        title={itsMe ? 'Change your own account?' : `Change ${account.name}'s account?`}
        confirmLabel="Save changes"
        busyLabel="Saving..."
        busy={form.busy}
        onConfirm={() => {
          void save().finally(() => setConfirming(null));
        }}
        onCancel={() => setConfirming(null)}
      >
        <ul className="mb-0">
          {(confirming ?? []).map((risk) => (
            <li key={risk}>{risk}</li>
          ))}
        </ul>
      </ConfirmDialog>
      {guard.dialog}
    </section>
  );
}

type Pending = 'disable' | 'sign-out' | 'reset-two-factor' | null;

function AccessSection({
  account,
  itsMe,
  onChanged,
}: {
  account: AccountRow;
  itsMe: boolean;
  onChanged: (account: AccountRow) => void;
}) {
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [result, showResult] = useTimedMessage();

  const run = async (what: string, failure: string, action: () => Promise<string>) => {
    setBusy(what);
    try {
      showResult({ kind: 'success', text: await action() }, 8000);
    } catch (error) {
      showResult({ kind: 'danger', text: failureText(error, failure) });
    } finally {
      setBusy(null);
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
      <FormResult result={result} className="mb-3" />
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
      <ConfirmDialog
        show={pending === 'sign-out'}
        title={`Sign ${account.name} out everywhere?`}
        confirmLabel="Sign out everywhere"
        busyLabel="Signing out..."
        busy={busy !== null}
        onConfirm={() =>
          void run(
            'sign-out',
            'The account was not signed out',
            async () => (await signOutEverywhere(account.id)).message,
          )
        }
        onCancel={() => setPending(null)}
      >
        <p className="mb-0">Every session of this account ends now, on every device.</p>
      </ConfirmDialog>
      <ConfirmDialog
        show={pending === 'reset-two-factor'}
        title={`Reset ${account.name}'s two-factor?`}
        confirmLabel="Reset two-factor"
        busyLabel="Resetting..."
        busy={busy !== null}
        onConfirm={() =>
          void run('reset-two-factor', 'Two-factor was not reset', async () => {
            const { message } = await resetTwoFactor(account.id);
            onChanged({ ...account, twoFactor: false });
            return message;
          })
        }
        onCancel={() => setPending(null)}
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
        busy={busy !== null}
        onConfirm={() => void setDisabled(true)}
        onCancel={() => setPending(null)}
      >
        <p className="mb-0">
          He is signed out everywhere at once and cannot log in until an officer enables the account
          again. Nothing of his is deleted.
        </p>
      </ConfirmDialog>
    </section>
  );
}
