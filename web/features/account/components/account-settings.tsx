// /account, /alumni-account (docs/product.md#account-settings): click-to-edit fields checked with the
// contract's rules as they are left, the picture, Save Changes while something is unsaved (marked at
// each field and in a bar that stays in view), a guard against leaving with unsaved changes, the
// password change, and a session that ends mid-edit: the edits are kept and come back after a login.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router';
import { completeLinkedinUrl, updateProfileRequest } from '../../../../contract/api/auth.ts';
import { industries, type PrivacyField } from '../../../../contract/privacy.ts';
import { FormResult } from '../../../components/form-kit/fields.tsx';
import { useForm } from '../../../components/form-kit/use-form.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { dropDraft, readDraft, saveDraft } from '../../../lib/drafts.ts';
import { loginPath } from '../../../lib/login-redirect.ts';
import { paths } from '../../../lib/paths.ts';
import { isLoggingOut, useLogout } from '../../../lib/session.ts';
import {
  readStoredUser,
  setStoredUser,
  useStoredUser,
  type StoredUser,
} from '../../../lib/stored-user.ts';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { updateProfile } from '../api.ts';
import { isProfileDraft, profileValuesOf } from '../profile-values.ts';
import { restoredText, saveFailure, unsavedText, type AccountVariant } from '../save-messages.ts';
import { EditableField } from './editable-field.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { PicturePicker } from './picture-picker.tsx';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';

/** docs/product.md#limits: "Profile updated successfully!" goes after 5 s. */
const timings = { saveMessageMs: 5000 };

const industryOptions = [
  { value: '', label: 'Not said' },
  ...industries.map((industry) => ({ value: industry, label: industry })),
];

const yesNoOptions = (yes: string, no: string) => [
  { value: '', label: 'Not said' },
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];

/** Who sees a field, drawn beside its label (the privacy feature's chooser, given by the route). */
export type AudienceSlot = (field: PrivacyField) => ReactNode;

export function AccountSettings({
  variant,
  audience,
  children,
}: {
  variant: AccountVariant;
  audience?: AudienceSlot;
  /** More sections under the profile and the password (two-factor, sessions), once signed in. */
  children?: ReactNode;
}) {
  const stored = useStoredUser();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The page works on its own copy: a session that ends mid-way is handled by the form, with its edits.
  const [account, setAccount] = useState<StoredUser | null>(null);
  if (account === null && stored !== null) setAccount(stored);

  // Visitors have no account settings: to the login page, which says why and comes back here.
  useEffect(() => {
    if (hydrated && stored === null && account === null)
      void navigate(loginPath({ next: pathname, reason: 'account' }), { replace: true });
  }, [hydrated, stored, account, navigate, pathname]);

  if (!account) {
    return (
      <section className="container section">
        <p className="lead">Loading account info...</p>
      </section>
    );
  }
  return (
    <AccountForms
      account={account}
      variant={variant}
      page={pathname}
      {...(audience ? { audience } : {})}
    >
      {children}
    </AccountForms>
  );
}

function AccountForms({
  account,
  variant,
  page,
  audience = () => null,
  children,
}: {
  account: StoredUser;
  variant: AccountVariant;
  page: string;
  audience?: AudienceSlot;
  children?: ReactNode;
}) {
  const stored = useStoredUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const isMember = variant === 'member';
  // Edits kept from before a new login (docs/product.md#account-settings), for this account only.
  const [restored] = useState(() => readDraft(page, account.email, isProfileDraft(variant)));
  // Back on screen (and guarded there): a draft is given back once.
  useEffect(() => dropDraft(page), [page]);
  const form = useForm({
    schema: updateProfileRequest,
    initial: profileValuesOf(account, variant),
    start: restored,
    normalize: { linkedin: completeLinkedinUrl },
  });
  const [passwordDirty, setPasswordDirty] = useState(false);
  const guard = useUnsavedChangesGuard(form.dirty || passwordDirty);
  const resultRef = useRef<HTMLDivElement>(null);

  // The account went away while the page is open: a 401 from a save or an upload, the session check
  // on load, or a logout in another tab. The edits are kept for this tab and the person logs in again.
  const { dirty, values } = form;
  useEffect(() => {
    if (stored !== null || isLoggingOut()) return;
    if (dirty) saveDraft(page, account.email, values);
    guard.allowLeaving();
    void navigate(loginPath({ next: page, reason: 'session-expired' }), { replace: true });
    // Only the account going away starts this; the values are read as they are at that moment.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [stored]);

  const onPasswordDirty = useCallback((next: boolean) => setPasswordDirty(next), []);

  const save = () =>
    form.submit(
      async (request) => {
        const result = await updateProfile(request);
        setStoredUser(result.user);
        // Save Changes goes away once nothing is left to save; keep the keyboard user's place.
        requestAnimationFrame(() => resultRef.current?.focus());
        return { message: result.message, values: profileValuesOf(result.user, variant) };
      },
      {
        failure: saveFailure,
        successMs: timings.saveMessageMs,
        // A 401 ends the session: the effect above keeps the edits and goes to the login page.
        onError: (error) => error instanceof ApiRequestError && error.status === 401,
      },
    );

  const field = form.field;
  return (
    <section className="container section account-settings">
      <KitForm
        className="account-card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h1 className="account-card__title">
          {isMember ? 'Account Settings' : 'Alumni Account Settings'}
        </h1>
        {restored && form.dirty ? (
          <output className="account-card__restored d-block">{restoredText}</output>
        ) : null}
        <PicturePicker
          picture={form.values.profilePicture}
          name={form.values.name || account.name}
          changed={form.changed('profilePicture')}
          events={{
            hasSession: () => readStoredUser() !== null,
            onUploaded: (fileUrl) => form.setValue('profilePicture', fileUrl),
          }}
        />
        {audience('profilePicture') ? (
          <div className="account-card__picture-audience">{audience('profilePicture')}</div>
        ) : null}

        <div className="account-card__fields">
          <EditableField
            label="Name"
            field={field('name')}
            changed={form.changed('name')}
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
                field={field('major')}
                changed={form.changed('major')}
                placeholder="Click to add your major"
                audience={audience('major')}
              />
              <EditableField
                label="Graduation year"
                field={field('graduationYear')}
                changed={form.changed('graduationYear')}
                placeholder="Click to add your class year"
                inputMode="numeric"
              />
            </>
          ) : null}
          <EditableField
            label="LinkedIn"
            field={field('linkedin')}
            changed={form.changed('linkedin')}
            type="url"
            inputMode="url"
            placeholder="Click to add your LinkedIn profile"
            hint="Your profile's address, like linkedin.com/in/your-name"
            audience={audience('linkedin')}
          />
          <EditableField
            label="Bio"
            field={field('bio')}
            changed={form.changed('bio')}
            multiline
            placeholder="Click to add a few words about you"
            hint="A few lines (up to 400 characters) for the directories, and the Executive Board page while you hold a position on it."
            audience={audience('bio')}
          />
          <EditableField
            label="Phone"
            field={field('phone')}
            changed={form.changed('phone')}
            type="tel"
            placeholder="Click to add your phone number"
            hint="Digits, spaces and dashes, like +1 555 010 0199"
            audience={audience('phone')}
          />
          <EditableField
            label="City"
            field={field('city')}
            changed={form.changed('city')}
            placeholder="Click to add the city you live in"
            audience={audience('city')}
          />
          <EditableField
            label="Employer"
            field={field('employer')}
            changed={form.changed('employer')}
            placeholder={
              isMember ? 'Click to add where you work or intern' : 'Click to add where you work'
            }
            audience={audience('employer')}
          />
          <EditableField
            label="Industry"
            field={field('industry')}
            changed={form.changed('industry')}
            placeholder="Click to choose your industry"
            options={industryOptions}
            audience={audience('industry')}
          />
          <EditableField
            label="Mentoring"
            field={field('mentoring')}
            changed={form.changed('mentoring')}
            placeholder="Click to say whether students may ask you for advice"
            options={yesNoOptions('Yes, students may ask me for advice', 'No')}
            audience={audience('mentoring')}
          />
          <EditableField
            label="Hiring"
            field={field('hiring')}
            changed={form.changed('hiring')}
            placeholder="Click to say whether you are hiring"
            options={yesNoOptions('Yes, my team is hiring', 'No')}
            audience={audience('hiring')}
          />
        </div>

        <div ref={resultRef} tabIndex={-1} className="account-card__message">
          <FormResult result={form.result} />
        </div>

        {form.dirty ? (
          <div className="unsaved-bar">
            <p className="unsaved-bar__text">{unsavedText}</p>
            <div className="unsaved-bar__actions">
              <Button type="submit" variant="primary" disabled={form.busy}>
                {form.busy ? 'Saving...' : 'Save Changes'}
              </Button>
              <Button variant="outline-secondary" disabled={form.busy} onClick={form.discard}>
                Discard changes
              </Button>
            </div>
          </div>
        ) : null}

        <div className="account-card__actions">
          <Button variant="outline-danger" onClick={logout}>
            Log Out
          </Button>
          <Link
            className="btn btn-outline-secondary"
            to={isMember ? paths.activeMembers : paths.alumni}
          >
            {isMember ? 'Back to Members' : 'Back to Alumni'}
          </Link>
        </div>
      </KitForm>

      <PasswordChangeForm onDirtyChange={onPasswordDirty} />
      {children}
      {guard.dialog}
    </section>
  );
}
