// A console page's result line: "Saved." that goes after a while, or what did not happen and why,
// built once here so that every page words and times its outcomes the same way.
import { failureText } from '../form-kit/validation.ts';
import { useTimedMessage, type TimedMessage } from '../../lib/use-timed-message.ts';

/** A success, said politely; with `ms`, it goes after that long. */
export const successMessage = (text: string): TimedMessage => ({ kind: 'success', text });

/** "<what did not happen>: <why>" for a failure that is not about one field. */
export const failureMessage = (error: unknown, what: string): TimedMessage => ({
  kind: 'danger',
  text: failureText(error, what),
});

export interface ResultMessage {
  /** The message on screen (give it to FormResult), or null. */
  result: TimedMessage | null;
  /** Shows any message; with `ms`, it clears itself after that long. */
  show: (message: TimedMessage, ms?: number) => void;
  succeeded: (text: string, ms?: number) => void;
  /** Says that `what` did not happen, with the reason the error gives. */
  failed: (error: unknown, what: string, ms?: number) => void;
  clear: () => void;
}

export function useResultMessage(): ResultMessage {
  const [result, show, clear] = useTimedMessage();
  return {
    result,
    show,
    succeeded: (text, ms) => show(successMessage(text), ms),
    failed: (error, what, ms) => show(failureMessage(error, what), ms),
    clear,
  };
}
