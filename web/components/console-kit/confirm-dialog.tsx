// Asks before a step that cannot be taken back (revoke an invite, disable an account, sign it out
// everywhere): a modal dialog whose safe answer has the focus, Tab kept inside, Escape cancels.
import { useId, useRef, type ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useDialogKeys } from '../../lib/use-dialog-keys.ts';
import { readOnlyProps, useReadOnly } from './read-only.tsx';

const dialogClass = 'confirm-dialog';

export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  onConfirm,
  onCancel,
  onExited,
  restoreFocus = true,
}: {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Once the dialog has gone (e.g. to move the focus somewhere that suits what was done). */
  onExited?: () => void;
  /** False when `onExited` places the focus itself, instead of back where it was. */
  restoreFocus?: boolean;
}) {
  useDialogKeys(show, dialogClass);
  // On a page the officer may only look at, the step is not his to take (./read-only.tsx).
  const readOnly = useReadOnly();
  const cancelButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={onCancel}
      onEntered={() => cancelButton.current?.focus()}
      {...(onExited ? { onExited } : {})}
      restoreFocus={restoreFocus}
      className={dialogClass}
      aria-labelledby={titleId}
      centered
    >
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" ref={cancelButton} onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} {...readOnlyProps(readOnly)}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
