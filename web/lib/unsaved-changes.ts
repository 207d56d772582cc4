// Lets code outside a form (the Log Out of the site's menu) ask before unsaved changes are thrown
// away. Kept apart from the guard's dialog so that every page's shell can use it without loading it.

type Confirm = (proceed: () => void) => void;

let confirmLeaving: Confirm | null = null;

/** A form with unsaved changes registers how to ask; the returned function unregisters it. */
export function registerUnsavedChanges(confirm: Confirm): () => void {
  confirmLeaving = confirm;
  return () => {
    if (confirmLeaving === confirm) confirmLeaving = null;
  };
}

/** Runs `proceed` at once, or once the person agrees to lose the unsaved changes on screen. */
export function leaveWhenConfirmed(proceed: () => void): void {
  if (confirmLeaving) confirmLeaving(proceed);
  else proceed();
}
