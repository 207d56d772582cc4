// "Delete this?" for one item of a list: which item the dialog asks about, the busy state while the
// request is on its way, and whether it went through (the focus then goes somewhere that suits what
// was done, not back to a button that may be gone). Pages render ConfirmDialog with `dialogProps`.
import { useReducer } from 'react';

export interface ConfirmState<T> {
  /** The item the dialog asks about; null while the dialog is closed. */
  target: T | null;
  busy: boolean;
  /** The action was carried out (or failed past asking again): the dialog closed after it. */
  finished: boolean;
}

export type ConfirmEvent<T> =
  | { type: 'ask'; target: T }
  /** Another version of the same item (fresher data), the dialog as it is. */
  | { type: 'replace'; target: T }
  | { type: 'cancel' }
  | { type: 'start' }
  /** The request answered: `stay` keeps the dialog open (e.g. to ask something more). */
  | { type: 'end'; stay: boolean }
  /** The dialog has gone. */
  | { type: 'exited' };

export const closedConfirm = { target: null, busy: false, finished: false } as const;

export function confirmReducer<T>(state: ConfirmState<T>, event: ConfirmEvent<T>): ConfirmState<T> {
  switch (event.type) {
    case 'ask':
      return { target: event.target, busy: false, finished: false };
    case 'replace':
      return { ...state, target: event.target };
    case 'cancel':
      return { ...state, target: null };
    case 'start':
      return { ...state, busy: true };
    case 'end':
      return event.stay ? { ...state, busy: false } : { target: null, busy: false, finished: true };
    case 'exited':
      return { ...state, finished: false };
  }
}

/** What `run`'s action gives back: 'stay' keeps the dialog open, anything else closes it. */
export type ConfirmOutcome = 'stay' | void;

export interface ConfirmAction<T> extends ConfirmState<T> {
  ask: (target: T) => void;
  /** Shows another version of the item (e.g. fresher data) in the open dialog. */
  replace: (target: T) => void;
  cancel: () => void;
  /**
   * Carries out `action` on the target, busy meanwhile; the action says its own outcome (a result
   * message) and catches what it expects. The dialog closes after it unless it returns 'stay'.
   */
  run: (action: (target: T) => Promise<ConfirmOutcome>) => Promise<void>;
  /** For ConfirmDialog: shown while there is a target, busy, Cancel. */
  dialogProps: { show: boolean; busy: boolean; onCancel: () => void };
  /**
   * The dialog has gone (ConfirmDialog's `onExited`). A page that moves the focus after a finished
   * action passes `restoreFocus={!finished}` and places the focus here when `finished`; a cancel
   * still puts it back where it was.
   */
  exited: () => void;
}

export function useConfirmAction<T>(): ConfirmAction<T> {
  const [state, dispatch] = useReducer(confirmReducer<T>, closedConfirm as ConfirmState<T>);
  const cancel = () => dispatch({ type: 'cancel' });
  return {
    ...state,
    ask: (target) => dispatch({ type: 'ask', target }),
    replace: (target) => dispatch({ type: 'replace', target }),
    cancel,
    run: async (action) => {
      const { target } = state;
      if (target === null || state.busy) return;
      dispatch({ type: 'start' });
      let outcome: ConfirmOutcome;
      try {
        outcome = await action(target);
      } catch (error) {
        dispatch({ type: 'end', stay: true });
        throw error;
      }
      dispatch({ type: 'end', stay: outcome === 'stay' });
    },
    dialogProps: { show: state.target !== null, busy: state.busy, onCancel: cancel },
    exited: () => dispatch({ type: 'exited' }),
  };
}
