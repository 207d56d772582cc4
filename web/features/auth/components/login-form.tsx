// /login: "Member Login" (or "Alumni Login") and, at /login?mode=signup, "Create Account"
// (docs/product.md#login-and-signup). It says why the person was sent here, fills in the email it was
// given (or the invite code, at /login?invite=CODE), asks for the two-factor code after the password
// of an account that has it on, and goes back where the person came from (?next=, same-site only).
import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import {
  loginRequest,
  signupRequest,
  twoFactorCodeRequest,
  type LoginResponse,
} from '../../../../contract/api/auth.ts';
import { TextField } from '../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';
import { PasswordField } from '../../../components/form-kit/password-input.tsx';
import { PasswordRequirements } from '../../../components/form-kit/password-requirements.tsx';
import { useForm } from '../../../components/form-kit/use-form.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { loginPath, type LoginLink } from '../../../lib/login-redirect.ts';
import { paths } from '../../../lib/paths.ts';
import { setStoredUser } from '../../../lib/stored-user.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { TimedMessage } from '../../../lib/use-timed-message.ts';
import { login, signup } from '../api.ts';
import {
  accountErrorText,
  homeFor,
  loginReasonText,
  loginTitle,
  needsVerification,
} from '../messages.ts';
import { AuthCard } from './auth-card.tsx';

/**
 * `typedEarly`: what was typed into the prerendered form (the plain login form) before the page
 * started, for a form of the other mode the address asks for (an invite link opens Create Account).
 */
const nothingTyped: Record<string, string> = {};

export function LoginForm({
  link,
  typedEarly = nothingTyped,
}: {
  link: LoginLink;
  typedEarly?: Record<string, string>;
}) {
  const signingUp = link.mode === 'signup';
  const {
    mode: _mode,
    reason: _reason,
    email: _email,
    invite: _invite,
    name: _name,
    ...keep
  } = link;
  return (
    <AuthCard title={loginTitle(link)}>
      {link.reason && !signingUp ? (
        <output className="alert alert-info d-block mb-3">{loginReasonText[link.reason]}</output>
      ) : null}
      {signingUp ? (
        <SignupFields link={link} typedEarly={typedEarly} />
      ) : (
        <LoginFields link={link} />
      )}
      <div className="auth-card__links">
        {signingUp ? (
          <Link to={loginPath(keep)}>Already have an account? Log In</Link>
        ) : (
          <>
            <Link to={paths.forgotPassword}>Forgot password?</Link>
            <Link to={loginPath({ ...keep, mode: 'signup' })}>Need an account? Sign Up</Link>
          </>
        )}
      </div>
    </AuthCard>
  );
}

/** The failure under a form, with "Verify your account" when the account is not verified yet. */
function Failure({ result, email }: { result: TimedMessage | null; email: string }) {
  if (!result) return null;
  return (
    <Alert variant={result.kind} className="mb-3" role="alert">
      {result.text}
      {needsVerification(result.text) ? (
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
  );
}

/** A right password for an account with two-factor on: kept in memory only, for the second step. */
interface SecondStep {
  email: string;
  password: string;
}

/** The server's answer to a right password without a (right) second factor. */
const asksForCode = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 401 && error.code === 'two_factor_required';

function LoginFields({ link }: { link: LoginLink }) {
  const navigate = useNavigate();
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const [email, setEmail] = useState(link.email ?? '');

  const loggedIn = (response: LoginResponse) => {
    const { tokens: _token, message: _message, ...profile } = response;
    // Only the non-secret profile is kept in the browser; the session is an httpOnly cookie.
    setStoredUser(profile);
    void navigate(link.next ?? homeFor(profile), { replace: true });
  };

  if (secondStep) {
    return (
      <SecondFactorFields
        step={secondStep}
        onLoggedIn={loggedIn}
        onBack={() => {
          setEmail(secondStep.email);
          setSecondStep(null);
        }}
      />
    );
  }
  return (
    <PasswordFields
      email={email}
      addressEmail={link.email}
      onLoggedIn={loggedIn}
      onSecondStep={setSecondStep}
    />
  );
}

function PasswordFields({
  email: initialEmail,
  addressEmail,
  onLoggedIn,
  onSecondStep,
}: {
  email: string;
  /** The address's `?email=`, known once the page runs: it fills the field if nothing was typed. */
  addressEmail: string | undefined;
  onLoggedIn: (response: LoginResponse) => void;
  onSecondStep: (step: SecondStep) => void;
}) {
  const form = useForm({
    schema: loginRequest,
    initial: { email: initialEmail, password: '' },
  });
  const started = useHydrated();
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  });
  useEffect(() => {
    if (addressEmail && latest.current.values.email === '')
      latest.current.setValue('email', addressEmail);
  }, [addressEmail]);
  const email = form.field('email');
  const password = form.field('password');
  return (
    <KitForm
      noValidate
      onTypedBeforeStart={form.adopt}
      onSubmit={() => {
        void form.submit(
          async (request) => {
            try {
              onLoggedIn(await login(request.email, request.password));
            } catch (error) {
              if (!asksForCode(error)) throw error;
              onSecondStep({ email: request.email, password: request.password });
            }
          },
          {
            failure: 'Login failed',
            describeFailure: (error) => accountErrorText(error, 'Login failed'),
          },
        );
      }}
    >
      <TextField field={email} label="Email" type="email" autoComplete="email" required />
      <PasswordField field={password} label="Password" autoComplete="current-password" />
      <Failure result={form.result} email={email.value} />
      {/* Disabled until the page runs: Enter or a tap before then sends nothing (the browser's own
          submission would put the fields in the address). */}
      <Button type="submit" variant="primary" className="w-100" disabled={form.busy || !started}>
        {form.busy ? 'Logging in...' : 'Log In'}
      </Button>
    </KitForm>
  );
}

/**
 * The second step of a login with two-factor on: the code from the authenticator app (the phone
 * offers it from the keyboard: one-time-code, digits) or, after "Use a recovery code", one of them.
 */
function SecondFactorFields({
  step,
  onLoggedIn,
  onBack,
}: {
  step: SecondStep;
  onLoggedIn: (response: LoginResponse) => void;
  onBack: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const form = useForm({ schema: twoFactorCodeRequest, initial: { code: '' } });
  // An empty code is no error until the form is sent: leaving the field for "Use a recovery code"
  // must not push that very button away under the pointer.
  const typed = form.field('code');
  const code = { ...typed, onBlur: () => (typed.value.trim() ? typed.onBlur() : undefined) };
  const codeId = code.id;
  // The code field takes the focus as the step opens, and again when the kind of code changes.
  useEffect(() => document.getElementById(codeId)?.focus(), [codeId]);
  const switchKind = () => {
    setRecovery((value) => !value);
    requestAnimationFrame(() => document.getElementById(codeId)?.focus());
  };
  return (
    <KitForm
      noValidate
      onSubmit={() => {
        void form.submit(
          async (request) => onLoggedIn(await login(step.email, step.password, request.code)),
          {
            failure: 'Login failed',
            describeFailure: (error) => accountErrorText(error, 'Login failed'),
          },
        );
      }}
    >
      <p className="mb-3">
        Two-factor authentication is on for <strong className="text-break">{step.email}</strong>.{' '}
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned it on; each works once.'
          : 'Enter the 6-digit code your authenticator app shows now.'}
      </p>
      <TextField
        key={recovery ? 'recovery' : 'app'}
        field={code}
        label={recovery ? 'Recovery code' : 'Authentication code'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize={recovery ? 'characters' : 'off'}
        spellCheck={false}
        required
      />
      <Failure result={form.result} email={step.email} />
      <Button type="submit" variant="primary" className="w-100" disabled={form.busy}>
        {form.busy ? 'Checking...' : 'Verify and Log In'}
      </Button>
      <div className="auth-card__links">
        <Button variant="link" onClick={switchKind}>
          {recovery ? 'Use the code from my app' : 'Lost your phone? Use a recovery code'}
        </Button>
        <Button variant="link" onClick={onBack}>
          Log in with another account
        </Button>
      </div>
    </KitForm>
  );
}

/**
 * Create Account. An invite link fills in its code, and an accepted bid's link his email and name
 * too (what was typed before the page started comes first).
 */
function SignupFields({
  link,
  typedEarly,
}: {
  link: LoginLink;
  typedEarly: Record<string, string>;
}) {
  const invited = link.invite;
  const navigate = useNavigate();
  const form = useForm({
    schema: signupRequest,
    initial: {
      name: typedEarly.name ?? link.name ?? '',
      email: typedEarly.email ?? link.email ?? '',
      password: typedEarly.password ?? '',
      inviteCode: invited ?? '',
    },
  });
  const name = form.field('name');
  const email = form.field('email');
  const password = form.field('password');
  const invite = form.field('inviteCode');
  const rulesId = `${password.id}-rules`;
  return (
    <KitForm
      noValidate
      onTypedBeforeStart={form.adopt}
      onSubmit={() => {
        void form.submit(
          async (request) => {
            await signup(request);
            void navigate(`${paths.verify}?email=${encodeURIComponent(request.email)}`);
          },
          {
            failure: 'Your account was not created',
            describeFailure: (error) => accountErrorText(error, 'Signup failed'),
          },
        );
      }}
    >
      <TextField field={name} label="Full name" autoComplete="name" required />
      <TextField field={email} label="Email" type="email" autoComplete="email" required />
      <PasswordField
        field={password}
        label="Password"
        autoComplete="new-password"
        describedBy={rulesId}
      />
      <PasswordRequirements id={rulesId} password={password.value} />
      <TextField
        field={invite}
        label="Invite code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={invited ? 'Filled in from your invite link.' : 'Ask a chapter officer for one.'}
        required
      />
      <Failure result={form.result} email={email.value} />
      <Button type="submit" variant="primary" className="w-100" disabled={form.busy}>
        {form.busy ? 'Creating account...' : 'Sign Up'}
      </Button>
    </KitForm>
  );
}
