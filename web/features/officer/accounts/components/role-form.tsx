// An account's role and office in the console: member or alumni (a move keeps the account and its
// history, ends his terms and welcomes him to the alumni side), and his office as his terms give it
// (read-only here: officer access follows the terms, entered on the Positions page); a risky change
// asks first.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { roles } from '../../../../../contract/api/auth.ts';
import { accountPatch, type AccountRow } from '../../../../../contract/api/officer.ts';
import { areaLabels, type Area } from '../../../../../contract/officer-areas.ts';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { FieldError, FormResult } from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import { useUnsavedChangesGuard } from '../../../../lib/unsaved-changes-guard.tsx';
import { consolePaths } from '../../../../components/console-kit/console-routes.ts';
import { patchOf, riskyChanges, valuesOf } from '../account-patch.ts';
import { updateAccount } from '../api.ts';
import { roleLabel } from './account-labels.tsx';

const useAccountForm = (account: AccountRow) =>
  useForm({
    schema: accountPatch,
    initial: valuesOf(account),
    toInput: (values) => patchOf(account, values),
  });

export function RoleForm({
  account,
  itsMe,
  onChanged,
}: {
  account: AccountRow;
  itsMe: boolean;
  onChanged: (account: AccountRow) => void;
}) {
  const form = useAccountForm(account);
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
  const { values } = form;

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
            Moving a graduate to alumni keeps his account, RSVPs and history; his terms end today,
            and with them his officer access. He is emailed a welcome to the alumni side.
          </p>
          <FieldError field={role} />
        </fieldset>

        <OfficeFacts account={account} itsMe={itsMe} />

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

/** His office as his terms give it today: the position, the console areas, where to change them. */
function OfficeFacts({ account, itsMe }: { account: AccountRow; itsMe: boolean }) {
  const areaNames = (list: readonly Area[]) => list.map((area) => areaLabels[area]).join(', ');
  return (
    <div className="mb-3">
      <h3 className="form-label">Office</h3>
      <p className="mb-1">
        {account.position
          ? `${itsMe ? 'You hold' : 'Holds'} ${account.position}.`
          : `${itsMe ? 'You hold' : 'Holds'} no position today.`}{' '}
        {account.isOfficer && account.areas.length > 0
          ? `Officer console: ${areaNames(account.areas)}.`
          : 'No officer console access.'}
      </p>
      <p className="form-text mt-0">
        Officer access and positions follow the terms: enter, end or hand over a term on the{' '}
        <Link to={consolePaths.positions}>Positions</Link> page.
      </p>
    </div>
  );
}
