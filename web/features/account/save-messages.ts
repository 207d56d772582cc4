// The account pages' own texts (docs/product.md#error-messages): what did not happen when a save or
// a password change fails (the form kit adds why), and what is said about edits kept over a new login.
export type AccountVariant = 'member' | 'alumni';

export const saveFailure = 'Your changes were not saved';
export const passwordFailure = 'Your password was not changed';
export const restoredText =
  'Your unsaved changes are back from before you logged in again. They are not saved yet: press Save Changes to keep them, or Discard changes.';
export const unsavedText = 'You have unsaved changes.';
