// Unsaved form values kept while the person signs in again (docs/product.md#account-settings): in
// session storage, so they stay in this tab only and go when it closes; tied to one account, so
// nobody else who signs in on the same tab sees them. Never put a password in a draft.
const prefix = 'draft:';

interface StoredDraft<T> {
  owner: string;
  values: T;
}

/** Keeps `values` of the form at `key` (e.g. the page's path) for the account `owner`. */
export function saveDraft<T>(key: string, owner: string, values: T): void {
  try {
    const draft: StoredDraft<T> = { owner, values };
    window.sessionStorage.setItem(prefix + key, JSON.stringify(draft));
  } catch {
    // Storage full or unavailable (private mode): the edits cannot be kept, nothing else breaks.
  }
}

/**
 * The draft kept for `key` if it belongs to `owner`, else null. `isValues` checks its shape, since
 * storage holds whatever was written there. It stays until `dropDraft` (read it once per page).
 */
export function readDraft<T>(
  key: string,
  owner: string,
  isValues: (value: unknown) => value is T,
): T | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(prefix + key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft<unknown>>;
    return draft.owner === owner && isValues(draft.values) ? draft.values : null;
  } catch {
    return null;
  }
}

/** Forgets the draft for `key`: it is back on screen, saved, or thrown away. */
export function dropDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(prefix + key);
  } catch {
    // Nothing could be stored either.
  }
}
