// One way for a section to load its data: loading, failed (with Retry), loaded or empty, so that no
// section ever shows a failure as zeros or as "nothing found" (docs/product.md#deliberate-changes).
// A load named by a key asks again when a write invalidates it (`invalidate` in ./invalidate.ts).
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { ApiRequestError } from './api-client.ts';
import { onInvalidate, type LoadKey } from './invalidate.ts';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retrying: boolean }
  | { status: 'loaded' | 'empty'; data: T; asked: DependencyList };

export interface Load<T> {
  state: LoadState<T>;
  /** The data once it has arrived (also while it is being asked for again), else null. */
  data: T | null;
  /**
   * The data shown answers earlier `deps` (another page, other filters), or was invalidated by a
   * write, and the answer for the present ones is on its way: a list must not present the old rows
   * as the new ones.
   */
  stale: boolean;
  /** Asks again after a failure; the failure stays on screen, marked as retrying, until the answer. */
  retry: () => void;
  /** Replaces the data shown (an optimistic change, or the answer of a write). */
  setData: (update: (data: T) => T) => void;
}

export interface LoadOptions<T> {
  /**
   * Names the data, so that a write elsewhere can have it asked again (`invalidate(key)`); the data
   * already shown stays until the new answer, marked stale. What the load asks (a page, filters)
   * is in `deps`, not in the key.
   */
  key?: LoadKey;
  /** Asks again when one of these changes; the data already shown stays until the new answer. */
  deps?: DependencyList;
  /** Data that means "there is nothing" (an empty list), as opposed to a failure. */
  isEmpty?: (data: T) => boolean;
}

/** What the browser knows about a failed load, for the person: not reachable, or refused. */
export function loadFailureReason(error: unknown): string {
  if (error instanceof ApiRequestError && error.isNetworkError)
    return 'The server could not be reached. Check your connection, then try again.';
  if (error instanceof ApiRequestError && error.status >= 500)
    return 'The server had a problem answering. Try again in a moment.';
  return 'Try again in a moment.';
}

export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  { key, deps = [], isEmpty }: LoadOptions<T> = {},
): Load<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Counts the invalidations of `key`: each one is a new question, like a change of `deps`.
  const [invalidated, setInvalidated] = useState(0);
  const question = [invalidated, ...deps];
  // The latest functions, so that only `deps`, invalidations and Retry decide when to ask again.
  const loadRef = useRef(load);
  const isEmptyRef = useRef(isEmpty);
  useEffect(() => {
    loadRef.current = load;
    isEmptyRef.current = isEmpty;
  });

  useEffect(() => {
    if (key === undefined) return undefined;
    return onInvalidate(key, () => setInvalidated((n) => n + 1));
  }, [key]);

  useEffect(() => {
    const controller = new AbortController();
    const asked = question;
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ status: isEmptyRef.current?.(data) ? 'empty' : 'loaded', data, asked });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Said on screen; kept in the console as a warning for whoever debugs it.
        console.warn('A section could not be loaded', error);
        setState({ status: 'failed', error, retrying: false });
      },
    );
    return () => controller.abort();
    // oxlint-disable-next-line react/exhaustive-deps -- the caller names what the load depends on.
  }, [attempt, ...question]);

  const retry = useCallback(() => {
    setState((current) =>
      current.status === 'failed' ? { ...current, retrying: true } : { status: 'loading' },
    );
    setAttempt((n) => n + 1);
  }, []);

  const setData = useCallback((update: (data: T) => T) => {
    setState((current) =>
      current.status === 'loaded' || current.status === 'empty'
        ? { ...current, data: update(current.data) }
        : current,
    );
  }, []);

  const answered = state.status === 'loaded' || state.status === 'empty';
  const data = answered ? state.data : null;
  // Worked out while rendering, so no frame ever shows the old rows as the answer to new deps.
  const stale = answered && !sameDeps(state.asked, question);
  return { state, data, stale, retry, setData };
}

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
