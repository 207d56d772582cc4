// /forgot-password: asks for a reset link by email (the same answer for every address).
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { forgotPassword } from '../api.ts';
import { accountErrorText } from '../messages.ts';
import { AuthCard } from './auth-card.tsx';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    setBusy(true);
    try {
      setNotice({ ok: true, text: (await forgotPassword(email)).message });
    } catch (error) {
      setNotice({
        ok: false,
        text: accountErrorText(error, 'Login failed').replace('Login failed', 'Request failed.'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Reset Your Password">
      <p className="text-body-secondary">We will email you a link to choose a new password.</p>
      <Form onSubmit={onSubmit}>
        <Form.Group className="mb-3" controlId={`${id}-email`}>
          <Form.Label>Email</Form.Label>
          <Form.Control
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            required
          />
        </Form.Group>
        {notice ? (
          <Alert
            variant={notice.ok ? 'success' : 'danger'}
            role={notice.ok ? 'status' : 'alert'}
            className="mb-3"
          >
            {notice.text}
          </Alert>
        ) : null}
        <Button type="submit" variant="primary" className="w-100" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </Form>
      <div className="auth-card__links">
        <Link to={paths.login}>Back to login</Link>
      </div>
    </AuthCard>
  );
}
