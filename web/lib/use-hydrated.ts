// False while prerendering and during hydration, true afterwards: for values only the browser knows
// (the URL's query, local storage) that must not differ from the prerendered HTML at hydration.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
