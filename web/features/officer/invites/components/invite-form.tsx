// "New invite": for members or alumni, how many sign-ups it allows and for how many days; checked
// with the contract's rules as each field is left (web/components/form-kit), guarded while edited.
import { useEffect } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { Role } from '../../../../../contract/api/auth.ts';
import { inviteRequest, type CreatedInvite } from '../../../../../contract/api/officer.ts';
import { limits } from '../../../../../contract/limits.ts';
import { FieldError, FormResult, TextField } from '../../../../components/form-kit/fields.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import { createInvite } from '../api.ts';
import { roleNames } from '../invite-message.ts';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';

interface InviteValues {
  role: Role;
  uses: string;
  days: string;
}

const blank: InviteValues = {
  role: 'member',
  uses: '1',
  days: String(limits.auth.inviteDefaultDays),
};

/** A typed number, or undefined for an empty field (the schema then says what is missing). */
const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

export function InviteForm({
  onCreated,
  onDirtyChange,
}: {
  onCreated: (invite: CreatedInvite) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useForm({
    schema: inviteRequest,
    initial: blank,
    toInput: (values) => ({
      role: values.role,
      uses: typedNumber(values.uses),
      days: typedNumber(values.days),
    }),
  });
  const role = form.field('role');
  const uses = form.field('uses');
  const days = form.field('days');
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);

  return (
    <KitForm
      noValidate
      className="console-form invite-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (request) => {
            onCreated(await createInvite(request));
            // Ready for the next one; nothing is left unsaved.
            return { values: blank };
          },
          { failure: 'The invite was not created' },
        );
      }}
    >
      <fieldset className="invite-form__role">
        <legend className="form-label">Who is it for?</legend>
        <div className="choice-group">
          {(['member', 'alumni'] as const).map((value) => (
            <Form.Check
              key={value}
              type="radio"
              id={`${role.id}-${value}`}
              name={role.name}
              label={value === 'member' ? 'New members' : 'Alumni'}
              value={value}
              checked={form.values.role === value}
              onChange={() => form.setValue('role', value)}
              className="choice"
            />
          ))}
        </div>
        <FieldError field={role} />
      </fieldset>
      <div className="invite-form__numbers">
        <TextField
          field={uses}
          label="Number of sign-ups"
          inputMode="numeric"
          hint={`How many accounts it can create (1 for one person, up to ${limits.invites.maxUses}).`}
          required
        />
        <TextField
          field={days}
          label="Valid for (days)"
          inputMode="numeric"
          hint={`Up to ${limits.invites.maxDays} days.`}
          required
        />
      </div>
      <FormResult result={form.result} className="mb-3" />
      <Button type="submit" variant="primary" disabled={form.busy}>
        {form.busy ? 'Creating invite...' : `Create invite for ${roleNames[form.values.role].one}`}
      </Button>
    </KitForm>
  );
}
