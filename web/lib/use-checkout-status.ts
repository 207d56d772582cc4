// How a payment back from the processor's checkout stands, asked of the server (never read from
// the address): asked again every two seconds while it is still `open`, at most fifteen times
// (about thirty seconds), then the page says it has not heard yet. Used by a member's dues page
// and the give-online form (docs/product.md#paying-online).
import { useEffect, useRef, useState } from 'react';

export const checkEveryMs = 2_000;
export const mostChecks = 15;

export interface CheckoutStatus<T> {
  /** The latest answer, or null before the first. */
  answer: T | null;
  /** The last question failed (the answer shown, if any, is older). */
  error: unknown;
  /** Still open after the last question: the page stops asking. */
  gaveUp: boolean;
}

/** Whether to ask again after `asked` answers, the latest saying `status`. */
export const askAgain = (status: string, asked: number): boolean =>
  status === 'open' && asked < mostChecks;

export function useCheckoutStatus<T extends { status: string }>(
  load: (id: string, signal: AbortSignal) => Promise<T>,
  /** What is asked about (the attempt's id): a new one starts again. */
  id: string,
  everyMs = checkEveryMs,
): CheckoutStatus<T> {
  const [state, setState] = useState<CheckoutStatus<T>>({
    answer: null,
    error: null,
    gaveUp: false,
  });
  // The latest load, so that only the attempt's id decides when to start asking again.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const ask = async () => {
      try {
        const answer = await loadRef.current(id, controller.signal);
        asked += 1;
        const again = askAgain(answer.status, asked);
        setState({ answer, error: null, gaveUp: answer.status === 'open' && !again });
        if (again) timer = setTimeout(() => void ask(), everyMs);
      } catch (error) {
        if (!controller.signal.aborted) setState((now) => ({ ...now, error }));
      }
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, everyMs]);
  return state;
}
