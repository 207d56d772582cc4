// Guards unsaved changes (docs/product.md#account-settings): leaving for another page of the site
// (a link, Back, Log Out) asks first in a dialog; closing or reloading the tab gets the browser's
// own question. A form page calls the hook and renders the dialog it returns.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useBlocker } from 'react-router';
import { registerUnsavedChanges } from './unsaved-changes.ts';
import { useDialogKeys } from './use-dialog-keys.ts';

const dialogClass = 'unsaved-changes-dialog';

export interface UnsavedChangesGuard {
  /** The confirm dialog; render it anywhere on the page. */
  dialog: ReactNode;
  /** Lets the page itself leave without asking (e.g. to the login page, with the edits kept). */
  allowLeaving: () => void;
}

/** What the dialog says: by default, about unsaved changes. */
export interface GuardWording {
  title: string;
  body: string;
  leave: string;
}

const unsavedWording: GuardWording = {
  title: 'Leave without saving?',
  body: 'You have changes on this page that are not saved yet. If you leave now, they are lost.',
  leave: 'Leave without saving',
};

export function useUnsavedChangesGuard(
  dirty: boolean,
  wording: GuardWording = unsavedWording,
): UnsavedChangesGuard {
  const leaving = useRef(false);
  const dirtyNow = useRef(dirty);
  useEffect(() => {
    dirtyNow.current = dirty;
  });
  // Read when a navigation starts: a change of page (not of its query or hash) with changes on screen.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const [pending, setPending] = useState<{ proceed: () => void } | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const unregister = registerUnsavedChanges((proceed) => setPending({ proceed }));
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      unregister();
    };
  }, [dirty]);

  const open = blocker.state === 'blocked' || pending !== null;
  useDialogKeys(open, dialogClass);
  const stayButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setPending(null);
  };
  const leave = () => {
    leaving.current = true;
    if (blocker.state === 'blocked') blocker.proceed();
    if (pending) {
      setPending(null);
      pending.proceed();
    }
  };

  const dialog = (
    <Modal
      show={open}
      onHide={stay}
      onEntered={() => stayButton.current?.focus()}
      className={dialogClass}
      aria-labelledby={titleId}
      centered
    >
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          {wording.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{wording.body}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-danger" onClick={leave}>
          {wording.leave}
        </Button>
        <Button variant="primary" ref={stayButton} onClick={stay}>
          Stay on this page
        </Button>
      </Modal.Footer>
    </Modal>
  );

  return {
    dialog,
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}
