// "See my profile as" (docs/product.md#privacy), a pure rule: what each kind of viewer sees of the
// person's saved profile, by the same rule the server answers with (contract/privacy.ts).
import {
  privacyFields,
  sees,
  type Audience,
  type PrivacyField,
} from '../../../../contract/privacy.ts';
import type { MyPrivacy } from '../../../../contract/api/privacy.ts';
import type { StoredUser } from '../../../lib/stored-user.ts';

/** The viewers the preview offers, as audiences. */
export const previewViewers = [
  { audience: 'public', label: 'A visitor' },
  { audience: 'chapter', label: 'An alumnus' },
  { audience: 'members', label: 'An active member' },
  { audience: 'officers', label: 'An officer' },
] as const satisfies readonly { audience: Audience; label: string }[];

export type Shown = Partial<Record<PrivacyField, string | boolean>>;

/** The filled fields of `user` that `viewer` sees, given who sees each. */
export function shownTo(user: StoredUser, privacy: MyPrivacy, viewer: Audience): Shown {
  const shown: Shown = {};
  for (const field of privacyFields) {
    const value = user[field];
    if (value === null || value === undefined || value === '') continue;
    if (sees(viewer, privacy.fields[field].audience)) shown[field] = value;
  }
  return shown;
}

/** The fields he filled that `viewer` does not see (for "Hidden from them: …"). */
export function hiddenFrom(user: StoredUser, privacy: MyPrivacy, viewer: Audience): PrivacyField[] {
  return privacyFields.filter((field) => {
    const value = user[field];
    return (
      value !== null &&
      value !== undefined &&
      value !== '' &&
      !sees(viewer, privacy.fields[field].audience)
    );
  });
}
