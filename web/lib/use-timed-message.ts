// A message that clears itself after a while (docs/product.md#limits: 5 s; upload success 3 s, errors 8 s).
import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  kind: 'success' | 'danger' | 'info';
  text: string;
}

export function useTimedMessage(): [
  TimedMessage | null,
  (message: TimedMessage, ms?: number) => void,
  () => void,
] {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  /** Shows `message`; with `ms`, clears it after that long; without, it stays. */
  const show = useCallback((next: TimedMessage, ms?: number) => {
    clearTimeout(timer.current);
    setMessage(next);
    if (ms !== undefined) timer.current = setTimeout(() => setMessage(null), ms);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show, clear];
}
