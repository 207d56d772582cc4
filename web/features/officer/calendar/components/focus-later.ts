// Moves the focus once the next render is committed: after a dialog has gone, react-bootstrap's Modal
// keeps the focus inside it until its own clean-up has run (in the same commit, before this).
import { useEffect, useRef, useState } from 'react';

export function useFocusLater(): (element: HTMLElement | null) => void {
  const target = useRef<HTMLElement | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!tick) return;
    target.current?.focus();
    target.current = null;
  }, [tick]);
  return (element) => {
    target.current = element;
    setTick((n) => n + 1);
  };
}
