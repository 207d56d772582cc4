// "Change Password" on both account pages (docs/product.md#account-settings): the current password
// and a new one, checked with the contract's rules as they are typed; the other devices are logged out.
import { useEffect } from 'react';
import { Button } from 'react-bootstrap';
import { changePasswordRequest } from '../../../../contract/api/auth.ts';
import { FormResult } from '../../../components/form-kit/fields.tsx';
import { PasswordField } from '../../../components/form-kit/password-input.tsx';
import { PasswordRequirements } from '../../../components/form-kit/password-requirements.tsx';
import { useForm } from '../../../components/form-kit/use-form.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { changePassword } from '../api.ts';
import { passwordFailure } from '../save-messages.ts';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';

const empty = { currentPassword: '', newPassword: '' };

export function PasswordChangeForm({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const form = useForm({ schema: changePasswordRequest, initial: empty });
  const current = form.field('currentPassword');
  const next = form.field('newPassword');
  const rulesId = `${next.id}-rules`;

  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);

  return (
    <section className="account-card account-card--secondary" aria-labelledby="password-heading">
      <h2 id="password-heading" className="account-card__subtitle">
        Change Password
      </h2>
      <p className="text-body-secondary small">
        Every other device where you are logged in is logged out; this one stays logged in.
      </p>
      <KitForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(
            async (request) => {
              const { message } = await changePassword(request);
              // Passwords never stay on screen once used.
              return { message, values: empty };
            },
            {
              failure: passwordFailure,
              // A 401 ends the session: the page takes the person to the login page.
              onError: (error) => error instanceof ApiRequestError && error.status === 401,
            },
          );
        }}
      >
        <PasswordField field={current} label="Current password" autoComplete="current-password" />
        <PasswordField
          field={next}
          label="New password"
          autoComplete="new-password"
          describedBy={rulesId}
        />
        <PasswordRequirements id={rulesId} password={next.value} />
        <FormResult result={form.result} className="mb-3" />
        <Button type="submit" variant="primary" disabled={form.busy}>
          {form.busy ? 'Changing password...' : 'Change Password'}
        </Button>
      </KitForm>
    </section>
  );
}
