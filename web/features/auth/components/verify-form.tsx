// /verify: enter the emailed code (SPEC.md §2, §4, §8). The email comes prefilled from ?email=.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { resendCode, verify } from '../api.ts';
import { verifyErrorText } from '../messages.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField, FormNotice, type Notice } from './form-parts.tsx';

/** SPEC.md §9: after verifying, the login page follows after 1.5 s. */
export const afterVerifyMs = 1500;

export function VerifyForm({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);
  const navigate = useNavigate();
  const id = useId();

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => void navigate(paths.login), afterVerifyMs);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    setBusy(true);
    try {
      await verify(email, code);
      setNotice({ kind: 'success', text: 'Account verified! You can now log in.' });
      setVerified(true);
    } catch (error) {
      setNotice({ kind: 'danger', text: verifyErrorText(error) });
    } finally {
      setBusy(false);
    }
  }

  async function onResend() {
    setNotice(null);
    try {
      const { message } = await resendCode(email);
      setNotice({ kind: 'info', text: message });
    } catch (error) {
      const text =
        error instanceof ApiRequestError && error.serverMessage
          ? error.serverMessage
          : verifyErrorText(error);
      setNotice({ kind: 'danger', text });
    }
  }

  return (
    <AuthCard title="Verify Your Account">
      <p className="text-body-secondary">Enter the 6-digit code we emailed you.</p>
      <Form onSubmit={onSubmit}>
        <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
        <Form.Group className="mb-3" controlId={`${id}-code`}>
          <Form.Label>Verification code</Form.Label>
          <Form.Control
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
          />
        </Form.Group>
        <FormNotice notice={notice} />
        <Button type="submit" variant="primary" className="w-100" disabled={busy || verified}>
          {busy ? 'Verifying...' : 'Verify'}
        </Button>
      </Form>
      <div className="auth-card__links">
        <button
          type="button"
          className="btn btn-link"
          onClick={() => void onResend()}
          disabled={!email || verified}
        >
          Resend code
        </button>
      </div>
    </AuthCard>
  );
}
