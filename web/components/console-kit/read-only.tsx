// A console page an officer may look at but not change (docs/product.md#officer-console): an
// officer-elect's coming areas, from 14 days before his first day, where the server refuses his
// writes and his CSV lists (403 `not_yet`). The console says so once at the top of the page, and
// every control of the kit that would be refused — an action button, a form's submit, a dialog's
// confirmation, a list's Download CSV — is disabled with that reason as its description, instead
// of failing when pressed. One context, set by the console's frame for the page's area.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Button, type ButtonProps } from 'react-bootstrap';

export interface ReadOnly {
  readOnly: boolean;
  /** Why nothing can be changed ("Your term as President starts on Thu, Dec 17, 2026: …"). */
  reason: string;
  /** The id of the note that says it on the page (the disabled controls' description). */
  noteId: string;
}

const writable: ReadOnly = { readOnly: false, reason: '', noteId: '' };
const ReadOnlyContext = createContext<ReadOnly>(writable);

/** Whether the page is read-only here, and why. */
export const useReadOnly = (): ReadOnly => useContext(ReadOnlyContext);

/** Makes everything inside read-only for `reason`, said once by a note with the id `noteId`. */
export function ReadOnlyProvider({
  reason,
  noteId,
  children,
}: {
  reason: string;
  noteId: string;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ readOnly: true, reason, noteId }), [reason, noteId]);
  return <ReadOnlyContext.Provider value={value}>{children}</ReadOnlyContext.Provider>;
}

/** What a control that changes something takes on a read-only page: disabled, and why. */
export function readOnlyProps(state: ReadOnly): {
  disabled?: true;
  title?: string;
  'aria-describedby'?: string;
} {
  if (!state.readOnly) return {};
  return { disabled: true, title: state.reason, 'aria-describedby': state.noteId };
}

/** A button that changes something (adds, edits, deletes, sends): disabled on a read-only page. */
export function ActionButton({ disabled, ...props }: ButtonProps) {
  const state = useReadOnly();
  return (
    <Button {...props} disabled={disabled === true || state.readOnly} {...readOnlyProps(state)} />
  );
}

/**
 * A link that downloads a file the server makes for a writer only (a list's CSV: an elect may not
 * take it away): on a read-only page, a disabled button with the reason instead.
 */
export function DownloadLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  const state = useReadOnly();
  if (state.readOnly)
    return (
      <button type="button" className={className} {...readOnlyProps(state)}>
        {children}
      </button>
    );
  return (
    <a className={className} href={href} download>
      {children}
    </a>
  );
}
