// /login: "Member Login" and "Create Account" in one form (SPEC.md §2, §4, §8).
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { setStoredUser } from '../../../lib/stored-user.ts';
import { login, signup } from '../api.ts';
import { accountErrorText, homeFor, needsVerification } from '../messages.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField } from './form-parts.tsx';
import { PasswordInput } from './password-input.tsx';
import { PasswordRequirements } from './password-requirements.tsx';

type Mode = 'login' | 'signup';

export function LoginForm() {
  const [mode, setMode] = useState<Mode>('login');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [inviteCode, setInviteCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      if (mode === 'login') {
        const { tokens: _token, message: _message, ...profile } = await login(email, password);
        // Only the non-secret profile is kept in the browser; the session is an httpOnly cookie.
        setStoredUser(profile);
        void navigate(homeFor(profile.role), { replace: true });
      } else {
        await signup({ name, email, password, inviteCode });
        void navigate(`${paths.verify}?email=${encodeURIComponent(email.trim())}`);
      }
    } catch (caught) {
      setError(accountErrorText(caught, mode === 'login' ? 'Login failed' : 'Signup failed'));
      setBusy(false);
    }
  }

  const switchTo = (next: Mode) => {
    setMode(next);
    setError(null);
  };

  return (
    <AuthCard title={mode === 'login' ? 'Member Login' : 'Create Account'}>
      <Form onSubmit={onSubmit} noValidate={false}>
        {mode === 'signup' ? (
          <Form.Group className="mb-3" controlId={`${id}-name`}>
            <Form.Label>Full name</Form.Label>
            <Form.Control
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
              required
            />
          </Form.Group>
        ) : null}
        <EmailField id={`${id}-email`} value={email} onChange={setEmail} />
        <Form.Group className="mb-3">
          <Form.Label htmlFor={`${id}-password`}>Password</Form.Label>
          <PasswordInput
            id={`${id}-password`}
            value={password}
            onChange={setPassword}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            {...(mode === 'signup' ? { describedBy: `${id}-rules` } : {})}
          />
        </Form.Group>
        {mode === 'signup' ? (
          <>
            <PasswordRequirements id={`${id}-rules`} password={password} />
            <Form.Group className="mb-3" controlId={`${id}-invite`}>
              <Form.Label>Invite code</Form.Label>
              <Form.Control
                value={inviteCode}
                onChange={(e) => setInviteCode(e.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
              />
              <Form.Text>Ask a chapter officer for one.</Form.Text>
            </Form.Group>
          </>
        ) : null}

        {error ? (
          <Alert variant="danger" className="mb-3" role="alert">
            {error}
            {needsVerification(error) ? (
              <>
                {' '}
                <Link
                  to={`${paths.verify}?email=${encodeURIComponent(email.trim())}`}
                  className="alert-link"
                >
                  Verify your account
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}

        <Button type="submit" variant="primary" className="w-100" disabled={busy}>
          {mode === 'login'
            ? busy
              ? 'Logging in...'
              : 'Log In'
            : busy
              ? 'Creating account...'
              : 'Sign Up'}
        </Button>
      </Form>

      <div className="auth-card__links">
        {mode === 'login' ? (
          <>
            <Link to={paths.forgotPassword}>Forgot password?</Link>
            <button type="button" className="btn btn-link" onClick={() => switchTo('signup')}>
              Need an account? Sign Up
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-link" onClick={() => switchTo('login')}>
            Already have an account? Log In
          </button>
        )}
      </div>
    </AuthCard>
  );
}
