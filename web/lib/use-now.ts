// The current instant in the browser, null while prerendering and hydrating (so the first render
// matches the HTML); it moves on every 30 s, so a page left open sees an event start.
import { useSyncExternalStore } from 'react';

const tickMs = 30_000;
let now = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (!timer) {
    // The first subscriber after a quiet spell must not see an old instant.
    now = Date.now();
    timer = setInterval(tick, tickMs);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

// A snapshot must stay the same between ticks; the first read in a session takes the time.
const snapshot = () => (now ||= Date.now());

export function useNow(): number | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
