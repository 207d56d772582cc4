// /forgot-password: asks for a reset link by email (the same answer for every address); the email is
// prefilled from ?email=.
import { useId, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';
import { paths } from '../../../lib/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { forgotPassword } from '../api.ts';
import { accountErrorText } from '../messages.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField, FormNotice, type Notice } from './form-parts.tsx';

export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  // The address's email, known once the page runs, fills the field unless something was typed.
  const [addressEmail, setAddressEmail] = useState(initialEmail);
  if (initialEmail !== addressEmail) {
    setAddressEmail(initialEmail);
    if (initialEmail && !email) setEmail(initialEmail);
  }
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useHydrated();
  const id = useId();

  async function onSubmit() {
    setNotice(null);
    setBusy(true);
    try {
      setNotice({ kind: 'success', text: (await forgotPassword(email)).message });
    } catch (error) {
      setNotice({
        kind: 'danger',
        text: accountErrorText(error, 'Login failed').replace('Login failed', 'Request failed.'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Reset Your Password">
      <p className="text-body-secondary">We will email you a link to choose a new password.</p>
      <KitForm
        onSubmit={() => void onSubmit()}
        onTypedBeforeStart={(typed) => {
          if (typed.email !== undefined) setEmail(typed.email);
        }}
      >
        <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
        <FormNotice notice={notice} />
        <Button type="submit" variant="primary" className="w-100" disabled={busy || !started}>
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </KitForm>
      <div className="auth-card__links">
        <Link to={paths.login}>Back to login</Link>
      </div>
    </AuthCard>
  );
}
