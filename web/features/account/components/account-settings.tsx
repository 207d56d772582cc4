// /account, /alumni-account (docs/product.md#account-settings): the profile as the server has it, read
// each time the page opens; click-to-edit fields checked with the contract's rules as they are left,
// the picture, Save Changes while something is unsaved (marked at each field and in a bar that stays
// in view), sending only what changed, as a change of the version the page shows; a save refused
// because another device saved first shows the newer profile with the person's edits kept; a guard
// against leaving with unsaved changes, the password change, and a session that ends mid-edit: the
// edits are kept and come back after a login.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router';
import { completeLinkedinUrl, updateProfileRequest } from '../../../../contract/api/auth.ts';
import { industries, type PrivacyField } from '../../../../contract/privacy.ts';
import { FormResult } from '../../../components/form-kit/fields.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useForm } from '../../../components/form-kit/use-form.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { dropDraft, readDraft, saveDraft } from '../../../lib/drafts.ts';
import { loginPath } from '../../../lib/login-redirect.ts';
import { paths } from '../../../lib/paths.ts';
import { isLoggingOut, useLogout } from '../../../lib/session.ts';
import { readStoredUser, setStoredUser, useStoredUser } from '../../../lib/stored-user.ts';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useLoad, type Load } from '../../../lib/use-load.ts';
import { loadProfile, newerProfileOf, updateProfile, type VersionedProfile } from '../api.ts';
import {
  changedFields,
  changesToSend,
  isProfileDraft,
  profileValuesOf,
  withNewer,
  type ProfileDraft,
  type ProfileValues,
} from '../profile-values.ts';
import {
  restoredText,
  saveFailure,
  staleText,
  unsavedText,
  type AccountVariant,
} from '../save-messages.ts';
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
const noAudience: AudienceSlot = () => null;

/** The profile as the server has it: asked each time the page opens (decision 023's keys). */
const profileKey = 'account/profile';

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
  // Signed in, as this browser last knew: the profile itself is asked of the server. Kept once
  // seen, so that a session ending later is handled with the edits (below), not as a visitor.
  const [signedIn, setSignedIn] = useState(false);
  if (!signedIn && stored !== null) setSignedIn(true);

  // Visitors have no account settings: to the login page, which says why and comes back here.
  useEffect(() => {
    if (hydrated && stored === null && !signedIn)
      void navigate(loginPath({ next: pathname, reason: 'account' }), { replace: true });
  }, [hydrated, stored, signedIn, navigate, pathname]);

  if (!signedIn) return <LoadingAccount />;
  return (
    <ProfileLoad variant={variant} page={pathname} {...(audience ? { audience } : {})}>
      {children}
    </ProfileLoad>
  );
}

function LoadingAccount({ load }: { load?: Load<VersionedProfile> }) {
  return (
    <section className="container section">
      {load?.state.status === 'failed' ? (
        <LoadFailure what="Your account info" load={load} />
      ) : (
        <p className="lead">Loading account info...</p>
      )}
    </section>
  );
}

/**
 * The profile read from the server each time the page opens, never from the copy this browser
 * keeps (another device may have saved since); that copy, which the navigation shows, follows it.
 */
/** What the page gives its profile's sections: its side and address, who sees each field, more. */
interface SectionProps {
  variant: AccountVariant;
  page: string;
  audience?: AudienceSlot;
  children?: ReactNode;
}

function ProfileLoad(props: SectionProps) {
  const { page } = props;
  const stored = useStoredUser();
  const navigate = useNavigate();
  const load = useLoad(
    async (signal) => {
      const answer = await loadProfile(signal);
      // Only a copy still stored is refreshed: a logout meanwhile stays one.
      if (!signal.aborted && readStoredUser() !== null) setStoredUser(answer.profile);
      return answer;
    },
    { key: profileKey },
  );

  // The session ended before the profile came (its load answered 401, or a logout in another
  // tab): there is nothing to keep yet, so straight to the login page, which says why.
  const loaded = load.data !== null;
  useEffect(() => {
    if (stored !== null || loaded || isLoggingOut()) return;
    void navigate(loginPath({ next: page, reason: 'session-expired' }), { replace: true });
  }, [stored, loaded, navigate, page]);

  if (load.data === null) return <LoadingAccount load={load} />;
  return <AccountForms loaded={load.data} {...props} />;
}

function AccountForms({
  loaded,
  variant,
  page,
  audience = noAudience,
  children,
}: SectionProps & { loaded: VersionedProfile }) {
  const stored = useStoredUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const isMember = variant === 'member';
  const { email } = loaded.profile;
  // The profile as saved, with its version: what a save changes, and what a save names (If-Match).
  // Edits kept from before a new login (docs/product.md#account-settings), for this account only,
  // are laid over the profile as it is now: only the fields he had changed are his.
  const [start] = useState(() => {
    const values = profileValuesOf(loaded.profile, variant);
    const draft = readDraft(page, email, isProfileDraft(variant));
    return {
      saved: { values, etag: loaded.etag },
      restored: draft ? withNewer(draft.saved, values, draft.values).values : null,
    };
  });
  const [saved, setSaved] = useState(start.saved);
  const { restored } = start;
  // Back on screen (and guarded there): a draft is given back once.
  useEffect(() => dropDraft(page), [page]);
  const form = useForm({
    schema: updateProfileRequest,
    initial: start.saved.values,
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
    if (dirty) saveDraft<ProfileDraft>(page, email, { saved: saved.values, values });
    guard.allowLeaving();
    void navigate(loginPath({ next: page, reason: 'session-expired' }), { replace: true });
    // Only the account going away starts this; the values are read as they are at that moment.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [stored]);

  /**
   * A newer profile than the one the page started from: it becomes the saved one, and his own edits
   * stay on the fields he changed, marked unsaved, to be saved against the new version.
   */
  const takeNewer = (newer: VersionedProfile, edits: ProfileValues) => {
    const newerValues = profileValuesOf(newer.profile, variant);
    const merged = withNewer(saved.values, newerValues, edits);
    form.reset(newerValues);
    for (const name of changedFields(newerValues, merged.values))
      form.setValue(name, merged.values[name] as never);
    setSaved({ values: newerValues, etag: newer.etag });
    if (readStoredUser() !== null) setStoredUser(newer.profile);
    return merged.both;
  };

  // The profile asked again (its key invalidated by a write elsewhere): taken in the same way.
  const shown = useRef(loaded);
  useEffect(() => {
    if (loaded === shown.current) return;
    shown.current = loaded;
    if (loaded.etag !== saved.etag) takeNewer(loaded, values);
    // Only a new answer starts this; the edits are read as they are at that moment.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [loaded]);

  const onPasswordDirty = useCallback((next: boolean) => setPasswordDirty(next), []);

  const save = () =>
    form.submit(
      async (request) => {
        // Only what he changed, as a change of the version the page shows.
        const result = await updateProfile(
          changesToSend(request, saved.values, values),
          saved.etag,
        );
        if (readStoredUser() !== null) setStoredUser(result.user);
        const now = profileValuesOf(result.user, variant);
        setSaved({ values: now, etag: result.etag });
        // Save Changes goes away once nothing is left to save; keep the keyboard user's place.
        requestAnimationFrame(() => resultRef.current?.focus());
        return { message: result.message, values: now };
      },
      {
        failure: saveFailure,
        successMs: timings.saveMessageMs,
        onError: (error) => {
          // A 401 ends the session: the effect above keeps the edits and goes to the login page.
          if (error instanceof ApiRequestError && error.status === 401) return true;
          // Saved on another device since the page opened: the newer profile, his edits kept.
          const newer = newerProfileOf(error);
          if (!newer) return false;
          form.showResult({ kind: 'danger', text: staleText(takeNewer(newer, values)) });
          // Read first, and clear of the unsaved bar that stays at the bottom of the screen.
          requestAnimationFrame(() => {
            resultRef.current?.focus({ preventScroll: true });
            resultRef.current?.scrollIntoView({ block: 'center' });
          });
          return true;
        },
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
          name={form.values.name || loaded.profile.name}
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
              {email}
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
