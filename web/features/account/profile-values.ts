// The profile form's values as typed (docs/product.md#account-settings): what each account page
// edits, what it sends, and the check of a draft read back from storage.
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

/** A draft in storage may be anything: only the page's own fields, as strings, are taken back. */
export function isProfileDraft(variant: AccountVariant) {
  return (value: unknown): value is ProfileValues => {
    if (!value || typeof value !== 'object') return false;
    const draft = value as Record<string, unknown>;
    return editedFields[variant].every((field) =>
      field === 'profilePicture'
        ? draft[field] === null || typeof draft[field] === 'string'
        : typeof draft[field] === 'string',
    );
  };
}
