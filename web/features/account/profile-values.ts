// The profile form's values as typed (docs/product.md#account-settings): what each account page
// edits, what a save sends (only what changed), how a newer profile from the server is taken in
// without losing the person's own edits, and the check of a draft read back from storage.
import type { StoredUser } from '../../lib/stored-user.ts';
import type { AccountVariant } from './save-messages.ts';

export interface ProfileValues {
  name: string;
  major: string;
  graduationYear: string;
  linkedin: string;
  bio: string;
  phone: string;
  city: string;
  employer: string;
  industry: string;
  /** 'yes', 'no' or '' (not said). */
  mentoring: string;
  hiring: string;
  profilePicture: string | null;
}

/** The directories' details both pages edit (docs/product.md#privacy). */
const directoryFields = ['phone', 'city', 'employer', 'industry', 'mentoring', 'hiring'] as const;

/** The fields each page edits (alumni: not the major or class of a student's page). */
const editedFields: Record<AccountVariant, readonly (keyof ProfileValues & string)[]> = {
  member: [
    'name',
    'major',
    'graduationYear',
    'linkedin',
    'bio',
    ...directoryFields,
    'profilePicture',
  ],
  alumni: ['name', 'linkedin', 'bio', ...directoryFields, 'profilePicture'],
};

const yesNoText = (value: boolean | null | undefined) =>
  value === true ? 'yes' : value === false ? 'no' : '';

export function profileValuesOf(user: StoredUser, variant: AccountVariant): ProfileValues {
  const all: ProfileValues = {
    name: user.name ?? '',
    major: user.major ?? '',
    graduationYear:
      user.graduationYear === null || user.graduationYear === undefined
        ? ''
        : String(user.graduationYear),
    linkedin: user.linkedin ?? '',
    bio: user.bio ?? '',
    phone: user.phone ?? '',
    city: user.city ?? '',
    employer: user.employer ?? '',
    industry: user.industry ?? '',
    mentoring: yesNoText(user.mentoring),
    hiring: yesNoText(user.hiring),
    profilePicture: user.profilePicture ?? null,
  };
  // The alumni page's values hold only its own fields: the others are neither shown nor sent.
  return Object.fromEntries(
    editedFields[variant].map((field) => [field, all[field]]),
  ) as unknown as ProfileValues;
}

type Field = keyof ProfileValues & string;

/** The fields whose value differs from the saved profile's (only the page's own fields). */
export function changedFields(saved: ProfileValues, values: ProfileValues): Field[] {
  return (Object.keys(saved) as Field[]).filter((field) => !Object.is(values[field], saved[field]));
}

/** What a save sends: the checked request's fields that the person changed, and nothing else. */
export function changesToSend<Request extends object>(
  request: Request,
  saved: ProfileValues,
  values: ProfileValues,
): Partial<Request> {
  const changed: readonly string[] = changedFields(saved, values);
  return Object.fromEntries(
    Object.entries(request).filter(([field]) => changed.includes(field)),
  ) as Partial<Request>;
}

/**
 * The newer profile (saved on another device since the page opened) with the person's own edits
 * kept on the fields he changed from `saved`, the version his page started from. `both`: the fields
 * he changed that the newer profile changed too, to something else (his value is kept, unsaved).
 */
export function withNewer(
  saved: ProfileValues,
  newer: ProfileValues,
  values: ProfileValues,
): { values: ProfileValues; both: Field[] } {
  const edited = changedFields(saved, values);
  const merged = { ...newer };
  for (const field of edited) Object.assign(merged, { [field]: values[field] });
  const both = edited.filter(
    (field) => !Object.is(newer[field], saved[field]) && !Object.is(newer[field], values[field]),
  );
  return { values: merged, both };
}

/** Unsaved edits kept over a new login: the values, and the saved profile they were made from. */
export interface ProfileDraft {
  saved: ProfileValues;
  values: ProfileValues;
}

/** The page's own fields, as strings (the picture: a string or null). */
function isValues(variant: AccountVariant, value: unknown): value is ProfileValues {
  if (!value || typeof value !== 'object') return false;
  const values = value as Record<string, unknown>;
  return editedFields[variant].every((field) =>
    field === 'profilePicture'
      ? values[field] === null || typeof values[field] === 'string'
      : typeof values[field] === 'string',
  );
}

/** A draft in storage may be anything: only the page's own fields, as strings, are taken back. */
export function isProfileDraft(variant: AccountVariant) {
  return (value: unknown): value is ProfileDraft => {
    if (!value || typeof value !== 'object') return false;
    const draft = value as Record<string, unknown>;
    return isValues(variant, draft.saved) && isValues(variant, draft.values);
  };
}
