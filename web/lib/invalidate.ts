// Which data a write has changed, so that every section showing it asks again: each load names its
// data with a key (`useLoad(…, { key: 'officer/invites' })`), and a write says what it changed
// (`invalidate('officer/invites')`). Keys are paths: invalidating one also invalidates the keys
// below it ('officer/standing/queues' covers 'officer/standing/queues/excuses'), never a mere
// namesake ('officer/standing' does not cover 'officer/standings'). Only mounted loads listen, so
// a page opened later asks for fresh data anyway (docs/architecture.md, Loads).

/** A key naming some data: path segments joined by "/", like 'officer/calendar/alumni-events'. */
export type LoadKey = string;

const listeners = new Set<{ key: LoadKey; listener: () => void }>();

/** Whether `key` names the data `prefix` names, or data below it. */
export const keyIsWithin = (key: LoadKey, prefix: LoadKey): boolean =>
  key === prefix || key.startsWith(`${prefix}/`);

/** Calls `listener` whenever the data named by `key` is invalidated; returns the way to stop. */
export function onInvalidate(key: LoadKey, listener: () => void): () => void {
  // An object of its own, so that two loads of the same key (or one listener twice) each count.
  const entry = { key, listener };
  listeners.add(entry);
  return () => {
    listeners.delete(entry);
  };
}

/** Tells every mounted load of `prefix` (and of the keys below it) to ask again. */
export function invalidate(prefix: LoadKey): void {
  // Those listening now: a load that starts listening meanwhile waits for the next invalidation.
  const now = Array.from(listeners);
  for (const entry of now) if (keyIsWithin(entry.key, prefix)) entry.listener();
}
