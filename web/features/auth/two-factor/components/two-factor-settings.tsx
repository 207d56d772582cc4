// "Two-factor authentication" in the account settings (docs/product.md#two-factor): turn it on with
// the QR code (an <img> of the server's SVG) or the typed key and a code from the app; the 10
// recovery codes shown once, to download or copy; turn it off with a code. Both ask for the password
// too, so a session left open somewhere cannot change it. Any account may use it; officers need it
// when OFFICER_TWO_FACTOR=required.
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useLocation } from 'react-router';
import type { TwoFactorSetup } from '../../../../../contract/api/two-factor.ts';
import { twoFactorChangeRequest } from '../../../../../contract/api/two-factor.ts';
import { CopyButton } from '../../../../components/console-kit/copy-button.tsx';
import { FormResult, TextField } from '../../../../components/form-kit/fields.tsx';
import { PasswordField } from '../../../../components/form-kit/password-input.tsx';
import { useForm, type FieldProps } from '../../../../components/form-kit/use-form.ts';
import { failureText } from '../../../../components/form-kit/validation.ts';
import { saveBlob } from '../../../../components/console-kit/download.ts';
import { chapter } from '../../../../lib/content/chapter.ts';
import { twoFactorSectionId } from '../../../../components/console-kit/account-sections.ts';
import { readStoredUser, setStoredUser, useStoredUser } from '../../../../lib/stored-user.ts';
import { useTimedMessage } from '../../../../lib/use-timed-message.ts';
import { setUpTwoFactor, turnOffTwoFactor, turnOnTwoFactor } from '../api.ts';
import { groupedSecret, recoveryCodesFile, svgDataUrl } from '../enrolment.ts';
// With the section's code, which the account pages load once signed in (decision 017).
import '../../../../styles/account-security.scss';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { SubmitOrCancel } from '../../../../components/form-kit/submit-or-cancel.tsx';

/**
 * An empty code is no error until the form is sent: leaving the field for Cancel must not push
 * that very button away under the pointer.
 */
const emptyIsNoErrorYet = (field: FieldProps): FieldProps => ({
  ...field,
  onBlur: () => (field.value.trim() ? field.onBlur() : undefined),
});

/** The stored profile follows what the server now says. */
const remember = (twoFactorEnabled: boolean) => {
  const user = readStoredUser();
  if (user) setStoredUser({ ...user, twoFactorEnabled });
};

export function TwoFactorSettings() {
  const user = useStoredUser();
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [result, showResult, clearResult] = useTimedMessage();
  const [starting, setStarting] = useState(false);

  // Opened from the console's "turn on two-factor" link: bring the section into view.
  useEffect(() => {
    if (hash === `#${twoFactorSectionId}`) {
      section.current?.scrollIntoView({ block: 'start' });
      section.current?.focus({ preventScroll: true });
    }
  }, [hash]);

  if (!user) return null;
  const on = user.twoFactorEnabled === true;

  const start = async () => {
    setStarting(true);
    clearResult();
    try {
      setSetup(await setUpTwoFactor());
    } catch (error) {
      showResult({ kind: 'danger', text: failureText(error, 'Two-factor was not set up') });
    } finally {
      setStarting(false);
    }
  };

  return (
    <section
      id={twoFactorSectionId}
      ref={section}
      tabIndex={-1}
      className="account-card account-card--secondary security-card"
      aria-labelledby="two-factor-heading"
    >
      <h2 id="two-factor-heading" className="account-card__subtitle">
        Two-factor authentication
      </h2>
      {codes ? (
        <RecoveryCodes codes={codes} email={user.email} onDone={() => setCodes(null)} />
      ) : on ? (
        <TurnOff
          onOff={(message) => {
            remember(false);
            showResult({ kind: 'success', text: message }, 8000);
          }}
        />
      ) : setup ? (
        <Enrol
          setup={setup}
          onOn={(recoveryCodes) => {
            setSetup(null);
            setCodes(recoveryCodes);
            remember(true);
          }}
          onCancel={() => setSetup(null)}
        />
      ) : (
        <>
          <p className="security-card__status">
            Status: <strong>Off</strong>
          </p>
          <p>
            With two-factor on, logging in also asks for a 6-digit code from an authenticator app on
            your phone (Google Authenticator, Microsoft Authenticator, 1Password and the like), so a
            stolen password alone does not open your account. Officers need it to use the officer
            console on the live site.
          </p>
          <Button variant="primary" onClick={() => void start()} disabled={starting}>
            {starting ? 'Starting...' : 'Turn on two-factor'}
          </Button>
        </>
      )}
      <FormResult result={result} className="mt-3" />
    </section>
  );
}

function Enrol({
  setup,
  onOn,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onOn: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const form = useForm({ schema: twoFactorChangeRequest, initial: { code: '', password: '' } });
  const code = emptyIsNoErrorYet(form.field('code'));
  const password = emptyIsNoErrorYet(form.field('password'));
  const firstStep = useRef<HTMLOListElement>(null);
  useEffect(() => firstStep.current?.focus(), []);
  return (
    <KitForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(
          async (request) => {
            const answer = await turnOnTwoFactor(request);
            onOn(answer.recoveryCodes);
          },
          { failure: 'Two-factor is not on yet' },
        );
      }}
    >
      <ol className="enrol-steps" ref={firstStep} tabIndex={-1} aria-label="Turning on two-factor">
        <li>
          <p>Scan this QR code with your authenticator app.</p>
          <img
            className="enrol-steps__qr"
            src={svgDataUrl(setup.qrSvg)}
            alt="QR code that adds this account to an authenticator app"
            width={200}
            height={200}
          />
          <details className="enrol-steps__key">
            <summary>Cannot scan it? Type a key instead</summary>
            <p className="mb-2">
              In the app, choose to enter a setup key, and type (or paste) this one; it is
              time-based.
            </p>
            <p className="enrol-steps__secret">
              <code data-testid="two-factor-secret">{groupedSecret(setup.secret)}</code>
            </p>
            <CopyButton text={setup.secret} label="Copy key" copiedText="Key copied" />
          </details>
        </li>
        <li>
          <p>Enter the 6-digit code the app now shows for this account.</p>
          <TextField
            field={code}
            label="Code from the app"
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            required
          />
        </li>
        <li>
          <p>Confirm that it is you with your password.</p>
          <PasswordField field={password} label="Your password" autoComplete="current-password" />
        </li>
      </ol>
      <FormResult result={form.result} className="mb-3" />
      <SubmitOrCancel
        busy={form.busy}
        label="Turn on"
        busyLabel="Checking..."
        onCancel={onCancel}
      />
    </KitForm>
  );
}

function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const file = recoveryCodesFile(codes, chapter.siteName, email);
  return (
    <div className="recovery-codes">
      <p className="security-card__status" ref={heading} tabIndex={-1}>
        Status: <strong>On</strong>. Two-factor authentication is on.
      </p>
      <p>
        <strong>Save these recovery codes now: they are shown only this once.</strong> If you lose
        your phone, each one logs you in once instead of the app&apos;s code.
      </p>
      <ol className="recovery-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="console-form__actions">
        <Button
          variant="primary"
          onClick={() =>
            saveBlob(new Blob([file], { type: 'text/plain;charset=utf-8' }), 'recovery-codes.txt')
          }
        >
          Download codes
        </Button>
        <CopyButton text={file} label="Copy codes" copiedText="Codes copied" />
        <Button variant="outline-secondary" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}

function TurnOff({ onOff }: { onOff: (message: string) => void }) {
  const form = useForm({ schema: twoFactorChangeRequest, initial: { code: '', password: '' } });
  const code = emptyIsNoErrorYet(form.field('code'));
  const password = emptyIsNoErrorYet(form.field('password'));
  return (
    <>
      <p className="security-card__status">
        Status: <strong>On</strong>
      </p>
      <p>Logging in asks for the code from your authenticator app after your password.</p>
      <KitForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(
            async (request) => {
              const { message } = await turnOffTwoFactor(request);
              onOff(message);
              return { values: { code: '', password: '' } };
            },
            { failure: 'Two-factor is still on' },
          );
        }}
      >
        <TextField
          field={code}
          label="Code from the app, or a recovery code"
          autoComplete="one-time-code"
          spellCheck={false}
          hint="To turn two-factor off, prove it is you with a current code and your password."
          required
        />
        <PasswordField field={password} label="Your password" autoComplete="current-password" />
        <FormResult result={form.result} className="mb-3" />
        <Button type="submit" variant="outline-danger" disabled={form.busy}>
          {form.busy ? 'Turning off...' : 'Turn off two-factor'}
        </Button>
      </KitForm>
    </>
  );
}
