// Which of a page's requests is on its way ("Publishing...", "Sending the test..."): one at a time,
// the buttons held meanwhile, and always let go when the request ends, however it ends.
import { useState } from 'react';

/** Runs `action` with `kind` marked as running, and unmarks it when it ends, even by a throw. */
export async function runMarked<K, R>(
  mark: (kind: K | null) => void,
  kind: K,
  action: () => Promise<R>,
): Promise<R> {
  mark(kind);
  try {
    return await action();
  } finally {
    mark(null);
  }
}

export interface Running<K extends string> {
  /** The request on its way, or null. */
  running: K | null;
  run: <R>(kind: K, action: () => Promise<R>) => Promise<R>;
}

export function useRunning<K extends string>(): Running<K> {
  const [running, setRunning] = useState<K | null>(null);
  return { running, run: (kind, action) => runMarked(setRunning, kind, action) };
}
