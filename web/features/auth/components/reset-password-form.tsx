// /reset-password?token=…: chooses a new password from the emailed link.
import { useEffect, useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';
import { loginPath } from '../../../lib/login-redirect.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { paths } from '../../../lib/paths.ts';
import { resetPassword } from '../api.ts';
import { accountErrorText } from '../messages.ts';
import { AuthCard } from './auth-card.tsx';
import { FormNotice, type Notice } from './form-parts.tsx';
import { PasswordInput } from '../../../components/form-kit/password-input.tsx';
import { PasswordRequirements } from '../../../components/form-kit/password-requirements.tsx';
import { afterVerifyMs } from './verify-form.tsx';

export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const started = useHydrated();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const id = useId();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => void navigate(loginPath({ reason: 'password-reset' }), { replace: true }),
      afterVerifyMs,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function onSubmit() {
    setNotice(null);
    setBusy(true);
    try {
      setNotice({ kind: 'success', text: (await resetPassword(token, password)).message });
      setDone(true);
    } catch (error) {
      setNotice({
        kind: 'danger',
        text: accountErrorText(error, 'Login failed').replace('Login failed', 'Request failed.'),
      });
    } finally {
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <AuthCard title="Choose a New Password">
        <Alert variant="danger">
          This reset link is not complete. Open the link from the email again, or ask for a new one.
        </Alert>
        <Link to={paths.forgotPassword}>Ask for a new link</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a New Password">
      <KitForm
        onSubmit={() => void onSubmit()}
        onTypedBeforeStart={(typed) => {
          if (typed.password !== undefined) setPassword(typed.password);
        }}
      >
        <Form.Group className="mb-3">
          <Form.Label htmlFor={`${id}-password`}>New password</Form.Label>
          <PasswordInput
            id={`${id}-password`}
            name="password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            describedBy={`${id}-rules`}
          />
        </Form.Group>
        <PasswordRequirements id={`${id}-rules`} password={password} />
        <FormNotice notice={notice} />
        <Button
          type="submit"
          variant="primary"
          className="w-100"
          disabled={busy || done || !started}
        >
          {busy ? 'Saving...' : 'Set new password'}
        </Button>
      </KitForm>
      <div className="auth-card__links">
        <Link to={paths.forgotPassword}>Ask for a new link</Link>
      </div>
    </AuthCard>
  );
}
