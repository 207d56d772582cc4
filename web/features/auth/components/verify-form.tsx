// /verify (docs/product.md#verification): the emailed code; the email is prefilled from ?email=.
import { useEffect, useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { limits } from '../../../../contract/limits.ts';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { loginPath } from '../../../lib/login-redirect.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { resendCode, verify } from '../api.ts';
import { verifyErrorText } from '../messages.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField, FormNotice, type Notice } from './form-parts.tsx';

/** docs/product.md#verification: after verifying, the login page follows after 1.5 s. */
export const afterVerifyMs = 1500;

const codeDigits = limits.auth.verificationCodeDigits;

export function VerifyForm({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const started = useHydrated();
  // The address's email, known once the page runs, fills the field unless something was typed.
  const [addressEmail, setAddressEmail] = useState(initialEmail);
  if (initialEmail !== addressEmail) {
    setAddressEmail(initialEmail);
    if (initialEmail && !email) setEmail(initialEmail);
  }
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  /** The verified email, once the code is accepted. */
  const [verified, setVerified] = useState<string | null>(null);
  const navigate = useNavigate();
  const id = useId();

  useEffect(() => {
    if (!verified) return;
    // The login page says the account is verified and has the email filled in.
    const next = loginPath({ reason: 'verified', email: verified });
    const timer = setTimeout(() => void navigate(next), afterVerifyMs);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  async function onSubmit() {
    setNotice(null);
    setBusy(true);
    try {
      await verify(email, code);
      setNotice({ kind: 'success', text: 'Account verified! You can now log in.' });
      setVerified(email.trim().toLowerCase());
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
      <p className="text-body-secondary">{`Enter the ${codeDigits}-digit code we emailed you.`}</p>
      <KitForm
        onSubmit={() => void onSubmit()}
        onTypedBeforeStart={(typed) => {
          if (typed.email !== undefined) setEmail(typed.email);
          if (typed.code !== undefined) setCode(typed.code);
        }}
      >
        <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
        <Form.Group className="mb-3" controlId={`${id}-code`}>
          <Form.Label>Verification code</Form.Label>
          <Form.Control
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`[0-9]{${codeDigits}}`}
            maxLength={codeDigits}
            required
          />
        </Form.Group>
        <FormNotice notice={notice} />
        <Button
          type="submit"
          variant="primary"
          className="w-100"
          disabled={busy || verified !== null || !started}
        >
          {busy ? 'Verifying...' : 'Verify'}
        </Button>
      </KitForm>
      <div className="auth-card__links">
        <button
          type="button"
          className="btn btn-link"
          onClick={() => void onResend()}
          disabled={!email || verified !== null}
        >
          Resend code
        </button>
      </div>
    </AuthCard>
  );
}
