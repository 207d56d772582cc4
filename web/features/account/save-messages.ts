// The account pages' own texts (docs/product.md#error-messages): what did not happen when a save or
// a password change fails (the form kit adds why), and what is said about edits kept over a new login.
export type AccountVariant = 'member' | 'alumni';

export const saveFailure = 'Your changes were not saved';
export const passwordFailure = 'Your password was not changed';
export const restoredText =
  'Your unsaved changes are back from before you logged in again. They are not saved yet: press Save Changes to keep them, or Discard changes.';
export const unsavedText = 'You have unsaved changes.';

/** The fields' names as the page labels them, for the sentences below. */
export const fieldLabels = {
  name: 'Name',
  major: 'Major',
  graduationYear: 'Graduation year',
  linkedin: 'LinkedIn',
  bio: 'Bio',
  phone: 'Phone',
  city: 'City',
  employer: 'Employer',
  industry: 'Industry',
  mentoring: 'Mentoring',
  hiring: 'Hiring',
  profilePicture: 'Picture',
} as const;

/**
 * A save refused because the profile was saved elsewhere since the page opened: the page now shows
 * the newer profile, with his own edits kept; `both` are the fields both changed (his value kept).
 */
export function staleText(both: readonly (keyof typeof fieldLabels)[]): string {
  const kept =
    both.length === 0
      ? ''
      : ` ${both.map((field) => fieldLabels[field]).join(', ')} also changed there: your value is kept, compare before you save.`;
  return `This profile changed on another device since you opened it, so nothing was saved. The page now shows the newer profile, with your own changes kept on the fields marked “Not saved yet”.${kept} Press Save Changes to save them.`;
}
