// Today's local date (YYYY-MM-DD) in the browser, null while prerendering; it turns over at midnight.
import { useSyncExternalStore } from 'react';

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

export function useToday(): string | null {
  return useSyncExternalStore(subscribe, today, () => null);
}
