// Inside a console page, opening another item (or closing the form) while the form has unsaved
// changes asks first; leaving the page is the site's unsaved-changes guard's job
// (lib/unsaved-changes-guard). What was asked for happens once the dialog has gone, so that it can
// place the focus itself.
import { useReducer, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface DiscardState {
  /** What to do once the changes may be thrown away. */
  pending: (() => void) | null;
  open: boolean;
  confirmed: boolean;
}

export type DiscardEvent =
  | { type: 'ask'; action: () => void }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'exited' };

export const idleDiscard: DiscardState = { pending: null, open: false, confirmed: false };

export function discardReducer(state: DiscardState, event: DiscardEvent): DiscardState {
  switch (event.type) {
    case 'ask':
      return { pending: event.action, open: true, confirmed: false };
    case 'confirm':
      return { ...state, open: false, confirmed: true };
    case 'cancel':
      return { ...state, pending: null, open: false };
    case 'exited':
      return idleDiscard;
  }
}

export interface DiscardGuard {
  /** Does `action` at once when nothing is unsaved, else after "Discard the changes". */
  ask: (action: () => void) => void;
  /** The question; render it anywhere on the page. */
  dialog: ReactNode;
}

const eventWords = 'The event you are editing has changes that are not saved yet.';

export function useDiscardGuard(dirty: boolean, words: string = eventWords): DiscardGuard {
  const [state, dispatch] = useReducer(discardReducer, idleDiscard);
  const ask = (action: () => void) => {
    if (!dirty) action();
    else dispatch({ type: 'ask', action });
  };
  const dialog = (
    <ConfirmDialog
      show={state.open}
      title="Discard your changes?"
      confirmLabel="Discard the changes"
      busyLabel="Discarding..."
      onConfirm={() => dispatch({ type: 'confirm' })}
      onCancel={() => dispatch({ type: 'cancel' })}
      restoreFocus={!state.confirmed}
      onExited={() => {
        if (state.confirmed) state.pending?.();
        dispatch({ type: 'exited' });
      }}
    >
      <p className="mb-0">{words}</p>
    </ConfirmDialog>
  );
  return { ask, dialog };
}
