// An account's role and office in the console: member or alumni (a move keeps the account and its
// history), the officer role with its areas, and the position; a risky change asks first.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { roles } from '../../../../contract/api/auth.ts';
import { accountPatch, type AccountRow } from '../../../../contract/api/officer.ts';
import { areaLabels, areas } from '../../../../contract/officer-areas.ts';
import { ConfirmDialog } from '../../../components/console-kit/confirm-dialog.tsx';
import { FieldError, FormResult, TextField } from '../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';
import { useForm } from '../../../components/form-kit/use-form.ts';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
import {
  endsOfficerAccess,
  patchOf,
  riskyChanges,
  toggledAreas,
  valuesOf,
} from '../account-patch.ts';
import { updateAccount } from '../api.ts';
import { roleLabel } from './account-labels.tsx';

type AccountForm = ReturnType<typeof useAccountForm>;

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
  const position = form.field('position');
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
            Moving a graduate to alumni keeps his account, RSVPs and history; his officer access
            ends, and his chapter position too unless you give one here.
          </p>
          <FieldError field={role} />
        </fieldset>

        <OfficerFieldset account={account} itsMe={itsMe} form={form} />

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

/** The officer switch and, for an officer, the areas of the console he may use. */
function OfficerFieldset({
  account,
  itsMe,
  form,
}: {
  account: AccountRow;
  itsMe: boolean;
  form: AccountForm;
}) {
  const isOfficer = form.field('isOfficer');
  const areasField = form.field('areas');
  const { values } = form;
  // A move to the alumni side ends the officer access: the switch shows it, off and fixed.
  const moving = endsOfficerAccess(account, values);
  const officerShown = values.isOfficer && !moving;
  return (
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
          The move to the alumni side ends {itsMe ? 'your' : 'his'} officer access and every area.
          An alumnus can be made an officer again afterwards, with a change of its own.
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
  );
}
