// Inside the page, opening another event (or closing the form) while the form has unsaved changes
// asks first; leaving the page is the site's unsaved-changes guard's job (lib/unsaved-changes-guard).
// What was asked for happens once the dialog has gone, so that it can place the focus itself.
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/console-kit/confirm-dialog.tsx';

export function useDiscardGuard(dirty: boolean) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const [open, setOpen] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const ask = (action: () => void) => {
    if (!dirty) {
      action();
      return;
    }
    setPending(() => action);
    setConfirmed(false);
    setOpen(true);
  };
  const dialog = (
    <ConfirmDialog
      show={open}
      title="Discard your changes?"
      confirmLabel="Discard the changes"
      busyLabel="Discarding..."
      onConfirm={() => {
        setConfirmed(true);
        setOpen(false);
      }}
      onCancel={() => {
        setPending(null);
        setOpen(false);
      }}
      restoreFocus={!confirmed}
      onExited={() => {
        if (confirmed) pending?.();
        setPending(null);
        setConfirmed(false);
      }}
    >
      <p className="mb-0">The event you are editing has changes that are not saved yet.</p>
    </ConfirmDialog>
  );
  return { ask, dialog };
}
