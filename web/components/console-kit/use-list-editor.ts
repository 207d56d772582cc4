// Editing one item of a console list in a form beside it: which item is open (or a new one), whether
// the form has unsaved changes (told to the page for its leave-the-page guard), "Discard your
// changes?" before the form is closed or another item opened over unsaved edits, and the focus on
// the form's heading each time another item opens.
import { useCallback, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useDiscardGuard } from './use-discard-guard.tsx';

/** The key the open form is drawn with (a new key: a fresh form); '' while no form is open. */
export const openedKey = <E>(editing: E | null, keyOf: (editing: E) => string): string =>
  editing === null ? '' : keyOf(editing);

export interface ListEditor<E> {
  /** What the form is open for, or null. */
  editing: E | null;
  /** The form's key: another item opened is another form. */
  opened: string;
  /** Opens the form for `item`, asking first when the open form has unsaved changes. */
  open: (item: E) => void;
  /** Closes the form, asking first over unsaved changes; `then` runs once it is closed. */
  cancel: (then?: () => void) => void;
  /** Closes the form at once: what it showed is gone. */
  close: () => void;
  /** Closes the form after a save: nothing is left unsaved. */
  saved: () => void;
  /** The form tells its unsaved state here (its `onDirtyChange`). */
  onDirtyChange: (dirty: boolean) => void;
  /** The discard question; render it in the page. */
  dialog: ReactNode;
}

export function useListEditor<E>({
  keyOf,
  formHeading,
  onDirtyChange,
  discardWords,
}: {
  keyOf: (editing: E) => string;
  /** The form's heading: it takes the focus as an item opens. */
  formHeading: RefObject<HTMLHeadingElement | null>;
  /** The page's own unsaved-changes flag (for leaving the page). */
  onDirtyChange: (dirty: boolean) => void;
  /** What the discard question says (by default, about an event). */
  discardWords?: string;
}): ListEditor<E> {
  const [editing, setEditing] = useState<E | null>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(dirty, discardWords);

  const formDirty = useCallback(
    (next: boolean) => {
      setDirty(next);
      onDirtyChange(next);
    },
    [onDirtyChange],
  );

  const opened = openedKey(editing, keyOf);
  useEffect(() => {
    if (opened) formHeading.current?.focus();
  }, [opened, formHeading]);

  return {
    editing,
    opened,
    open: (item) => guard.ask(() => setEditing(item)),
    cancel: (then) =>
      guard.ask(() => {
        setEditing(null);
        then?.();
      }),
    close: () => setEditing(null),
    saved: () => {
      formDirty(false);
      setEditing(null);
    },
    onDirtyChange: formDirty,
    dialog: guard.dialog,
  };
}
