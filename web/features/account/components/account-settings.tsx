// /account and /alumni-account (SPEC.md §2, §4, §8): click-to-edit fields, a picture, Save Changes
// once something changed, messages that clear themselves, and the end of an expired session.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import {
  clearStoredUser,
  readStoredUser,
  setStoredUser,
  useStoredUser,
  type StoredUser,
} from '../../../lib/stored-user.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useTimedMessage, type TimedMessage } from '../../../lib/use-timed-message.ts';
import { useLogout } from '../../auth/session.ts';
import { updateProfile } from '../api.ts';
import {
  noSessionText,
  saveErrorText,
  sessionExpiredText,
  type AccountVariant,
} from '../save-messages.ts';
import { EditableField } from './editable-field.tsx';
import { PicturePicker } from './picture-picker.tsx';

/** SPEC.md §9: messages clear after 5 s (upload success 3 s, upload errors 8 s); a session error leaves after 2 s. */
export const timings = {
  saveMessageMs: 5000,
  uploadSuccessMs: 3000,
  uploadErrorMs: 8000,
  sessionEndMs: 2000,
};

interface FormValues {
  name: string;
  major: string;
  graduationYear: string;
  linkedin: string;
  profilePicture: string | null;
}

const valuesOf = (user: StoredUser): FormValues => ({
  name: user.name ?? '',
  major: user.major ?? '',
  graduationYear:
    user.graduationYear === null || user.graduationYear === undefined
      ? ''
      : String(user.graduationYear),
  linkedin: user.linkedin ?? '',
  profilePicture: user.profilePicture ?? null,
});

const fieldsOf = (variant: AccountVariant) =>
  variant === 'member'
    ? (['name', 'major', 'graduationYear', 'linkedin', 'profilePicture'] as const)
    : (['name', 'profilePicture'] as const);

export function AccountSettings({ variant }: { variant: AccountVariant }) {
  const stored = useStoredUser();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const logout = useLogout();
  // The page works on its own copy: a session that ends mid-way is handled here, with its message.
  const [account, setAccount] = useState<StoredUser | null>(null);
  const [values, setValues] = useState<FormValues | null>(null);
  const [saving, setSaving] = useState(false);
  const [ending, setEnding] = useState(false);
  const [message, showMessage] = useTimedMessage();
  const messageRef = useRef<HTMLDivElement>(null);
  const [loggingOut, setLoggingOut] = useState(false);

  if (account === null && stored !== null) {
    setAccount(stored);
    setValues(valuesOf(stored));
  }

  // Visitors have no account settings: straight to the login page.
  useEffect(() => {
    if (hydrated && stored === null && account === null)
      void navigate(paths.login, { replace: true });
  }, [hydrated, stored, account, navigate]);

  // The stored profile went away while the page is open: the session check on load got a 401, or
  // the person logged out in another tab. Either way the session is over (SPEC.md §4).
  const sessionLost = account !== null && stored === null && !ending && !loggingOut;
  const sessionOver = ending || sessionLost;
  // A message the page chose (e.g. "Authentication required") wins over the general one.
  const shownMessage: TimedMessage | null =
    message ?? (sessionLost ? { kind: 'danger', text: sessionExpiredText } : null);

  useEffect(() => {
    if (!sessionOver) return;
    const timer = setTimeout(
      () => void navigate(paths.login, { replace: true }),
      timings.sessionEndMs,
    );
    return () => clearTimeout(timer);
  }, [sessionOver, navigate]);

  if (!account || !values) {
    return (
      <section className="container section">
        <p className="lead">Loading account info...</p>
      </section>
    );
  }

  const original = valuesOf(account);
  const fields = fieldsOf(variant);
  const dirty = fields.some((field) => values[field] !== original[field]);
  const set = (field: keyof FormValues) => (value: string) =>
    setValues({ ...values, [field]: value });

  function endSession(text: string) {
    showMessage({ kind: 'danger', text });
    clearStoredUser();
    setEnding(true);
  }

  async function save() {
    if (!account || !values) return;
    if (!readStoredUser()) return endSession(noSessionText);
    setSaving(true);
    try {
      const body =
        variant === 'member'
          ? {
              email: account.email,
              name: values.name,
              major: values.major,
              graduationYear: values.graduationYear,
              linkedin: values.linkedin,
              profilePicture: values.profilePicture ?? '',
            }
          : {
              email: account.email,
              name: values.name,
              profilePicture: values.profilePicture ?? '',
            };
      const result = await updateProfile(body);
      setStoredUser(result.user);
      setAccount(result.user);
      setValues(valuesOf(result.user));
      showMessage({ kind: 'success', text: result.message }, timings.saveMessageMs);
      // Save Changes goes away once nothing is left to save; keep the keyboard user's place.
      requestAnimationFrame(() => messageRef.current?.focus());
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) endSession(sessionExpiredText);
      else
        showMessage({ kind: 'danger', text: saveErrorText(error, variant) }, timings.saveMessageMs);
    } finally {
      setSaving(false);
    }
  }

  const isMember = variant === 'member';
  return (
    <section className="container section account-settings">
      <div className="account-card">
        <h1 className="account-card__title">
          {isMember ? 'Account Settings' : 'Alumni Account Settings'}
        </h1>
        <PicturePicker
          picture={values.profilePicture}
          name={values.name || account.name}
          events={{
            hasSession: () => readStoredUser() !== null,
            onUploaded: (fileUrl, text) => {
              setValues((current) => (current ? { ...current, profilePicture: fileUrl } : current));
              showMessage({ kind: 'success', text }, timings.uploadSuccessMs);
            },
            onError: (text) => showMessage({ kind: 'danger', text }, timings.uploadErrorMs),
            onSessionExpired: () => endSession(sessionExpiredText),
          }}
        />

        <div className="account-card__fields">
          <EditableField
            label="Name"
            value={values.name}
            onChange={set('name')}
            placeholder="Click to add your name"
          />
          <div className="editable-field">
            <span className="editable-field__label">Email</span>
            <p className="editable-field__readonly">
              {account.email}
              <span className="editable-field__hint">Cannot be changed</span>
            </p>
          </div>
          {isMember ? (
            <>
              <EditableField
                label="Major"
                value={values.major}
                onChange={set('major')}
                placeholder="Click to add your major"
              />
              <EditableField
                label="Graduation year"
                value={values.graduationYear}
                onChange={set('graduationYear')}
                placeholder="Click to add your class year"
                inputMode="numeric"
              />
              <EditableField
                label="LinkedIn"
                value={values.linkedin}
                onChange={set('linkedin')}
                type="url"
                inputMode="url"
                placeholder="Click to add your LinkedIn profile"
              />
            </>
          ) : null}
        </div>

        <div className="account-card__message" aria-live="polite" ref={messageRef} tabIndex={-1}>
          {shownMessage ? (
            <Alert
              variant={shownMessage.kind}
              className="mb-0"
              role={shownMessage.kind === 'danger' ? 'alert' : 'status'}
            >
              {shownMessage.text}
            </Alert>
          ) : null}
        </div>

        <div className="account-card__actions">
          {dirty && !sessionOver ? (
            <Button variant="primary" onClick={() => void save()} disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          ) : null}
          <Button
            variant="outline-danger"
            onClick={() => {
              setLoggingOut(true);
              void logout();
            }}
          >
            Logout
          </Button>
          <Link
            className="btn btn-outline-secondary"
            to={isMember ? paths.activeMembers : paths.alumni}
          >
            {isMember ? 'Back to Members' : 'Back to Alumni'}
          </Link>
        </div>
      </div>
    </section>
  );
}
