// Gives the memory of a busy spell back once the server is quiet again.
//
// V8 returns the heap pages a load made it take only through its "memory reducer", which acts when
// it sees a low allocation rate. Measured on Node 24 (decision 019), it never saw one after a load:
// the rate is sampled at garbage collections and a quiet server makes none, so the reducer went on
// waiting ("high alloc") and the server kept 100–150 MB of pages (heap it had grown to and pages it
// pooled) for as long as it stayed quiet. One memory-reducing collection when the server has been
// quiet for a few seconds after being busy does what the reducer would: 294 MB back to 187 MB
// (idle 175 MB) in 60 ms, at a moment nobody waits for an answer.
import type { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface IdleMemoryOptions {
  /** Quiet for this long (no request in flight, none begun) before the collection. */
  quietMs: number;
  /** Only when the memory grew at least this much since the last collection (or the start). */
  growthBytes: number;
  /** How often the server's state is looked at. */
  checkEveryMs: number;
}

export const idleMemoryDefaults: IdleMemoryOptions = {
  quietMs: 5_000,
  growthBytes: 48 * 1024 * 1024,
  checkEveryMs: 1_000,
};

export interface IdleMemoryState {
  now: number;
  /** When the last request began or ended. */
  lastActivityAt: number;
  inFlight: number;
  /** Requests begun since the last collection (or the start). */
  requestsSinceCollection: number;
  rssBytes: number;
  /** The memory after the last collection (or at the start). */
  baselineBytes: number;
}

/** Whether to collect now: quiet long enough after a busy spell that left the memory larger. */
export function shouldCollect(state: IdleMemoryState, options: IdleMemoryOptions): boolean {
  return (
    state.inFlight === 0 &&
    state.requestsSinceCollection > 0 &&
    state.now - state.lastActivityAt >= options.quietMs &&
    state.rssBytes - state.baselineBytes >= options.growthBytes
  );
}

/**
 * A full collection that also gives back the pages V8 keeps pooled and shrinks the heap (V8's
 * "last resort" flavour, the one a memory-pressure notification runs). `gc` is reached without
 * `--expose-gc` on the command line: the flag is set for one new context only.
 */
export function memoryReducingCollection(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as NodeJS.GCFunction;
  setFlagsFromString('--no-expose-gc');
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/**
 * Watches the requests of `server` and collects once it is quiet after a busy spell. Returns the
 * function that stops watching (the timer does not keep the process alive either way).
 */
export function collectWhenIdle(
  server: Server,
  {
    options = idleMemoryDefaults,
    collect = memoryReducingCollection(),
    rss = () => process.memoryUsage.rss(),
    now = () => performance.now(),
    collected,
  }: {
    options?: IdleMemoryOptions;
    collect?: () => void;
    rss?: () => number;
    now?: () => number;
    /** Told each collection's memory before and after and how long it took. */
    collected?: (figures: { beforeBytes: number; afterBytes: number; ms: number }) => void;
  } = {},
): () => void {
  let inFlight = 0;
  let lastActivityAt = now();
  let requestsSinceCollection = 0;
  let baselineBytes = rss();

  const onRequest = (_request: unknown, response: NodeJS.EventEmitter) => {
    inFlight += 1;
    requestsSinceCollection += 1;
    lastActivityAt = now();
    response.once('close', () => {
      inFlight -= 1;
      lastActivityAt = now();
    });
  };
  server.on('request', onRequest);

  const timer = setInterval(() => {
    const state = {
      now: now(),
      lastActivityAt,
      inFlight,
      requestsSinceCollection,
      rssBytes: rss(),
      baselineBytes,
    };
    if (!shouldCollect(state, options)) {
      // A quiet spell that left the memory as it was: measure the growth of the next from here.
      if (inFlight === 0 && state.now - lastActivityAt >= options.quietMs) {
        requestsSinceCollection = 0;
        baselineBytes = Math.min(baselineBytes, state.rssBytes);
      }
      return;
    }
    const began = now();
    collect();
    const afterBytes = rss();
    requestsSinceCollection = 0;
    baselineBytes = afterBytes;
    collected?.({ beforeBytes: state.rssBytes, afterBytes, ms: now() - began });
  }, options.checkEveryMs);
  timer.unref();

  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}
