// One RSVP state per event for the whole alumni page (docs/product.md#rsvp): the event cards and the
// founders-day section read and change the same answer, so they never disagree until a reload.
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { RsvpList } from '../../../contract/api/member-area.ts';

export interface RsvpEntry {
  /** The list as last answered (or, while a change waits for the server, as it will be). */
  list: RsvpList | null;
  /** A change of this event's RSVP is on its way: both controls wait for it. */
  busy: boolean;
  /** When it last changed on this page (a counter): older loads do not overwrite it. */
  changed: number;
}

export interface RsvpStore {
  subscribe: (listener: () => void) => () => void;
  get: (event: string) => RsvpEntry | undefined;
  /** A change made on this page: an answer of the server, or the list expected before it. */
  set: (event: string, list: RsvpList) => void;
  setBusy: (event: string, busy: boolean) => void;
  /** A moment to start a load at: `offer` keeps a change made after it. */
  mark: () => number;
  /** A list loaded (asked at `askedAt`): kept unless the page changed the answer since. */
  offer: (event: string, list: RsvpList, askedAt: number) => void;
}

export function createRsvpStore(): RsvpStore {
  const entries = new Map<string, RsvpEntry>();
  const listeners = new Set<() => void>();
  let clock = 0;
  const put = (event: string, entry: RsvpEntry) => {
    entries.set(event, entry);
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: (event) => entries.get(event),
    set: (event, list) =>
      put(event, { list, busy: entries.get(event)?.busy ?? false, changed: ++clock }),
    setBusy: (event, busy) => {
      const entry = entries.get(event) ?? { list: null, busy: false, changed: 0 };
      if (entry.busy !== busy) put(event, { ...entry, busy });
    },
    mark: () => clock,
    offer: (event, list, askedAt) => {
      const entry = entries.get(event);
      if (entry && entry.changed > askedAt) return;
      put(event, { list, busy: entry?.busy ?? false, changed: entry?.changed ?? 0 });
    },
  };
}

const RsvpStoreContext = createContext<RsvpStore | null>(null);

/** Holds the page's RSVP answers for the controls inside it (the alumni page wraps its sections). */
export function RsvpStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createRsvpStore);
  return <RsvpStoreContext value={store}>{children}</RsvpStoreContext>;
}

/** The page's store, or one of the component's own outside a provider (a control alone). */
export function useRsvpStore(): RsvpStore {
  const shared = useContext(RsvpStoreContext);
  const [own] = useState(createRsvpStore);
  return shared ?? own;
}

/** The answer for `event` as the page holds it now (undefined until one was loaded or changed). */
export function useRsvpEntry(store: RsvpStore, event: string | null): RsvpEntry | undefined {
  return useSyncExternalStore(
    store.subscribe,
    () => (event ? store.get(event) : undefined),
    () => undefined,
  );
}
