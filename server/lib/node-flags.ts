// How the server's processes run Node, in one place: `npm start` (scripts/start.ts) starts the
// server with these, the processes it forks inherit them or take their own, and Node's compile
// cache is filled once for each set (scripts/compile-cache.ts: the cache is kept per set of V8
// flags, and a process whose flags have no cache loads the TypeScript compiler, 18–28 MB).
import path from 'node:path';

/**
 * The server's: the compile cache on before any TypeScript is read (server/compile-cache.js);
 * V8's young generation at 8 MB a half and the old generation grown by a fifth at a time, so that
 * its memory under load does not depend on the machine's (decision 013). The picture worker and
 * the page renderer inherit them.
 */
export const serverNodeFlags = [
  `--import=${path.join(import.meta.dirname, '..', 'compile-cache.js')}`,
  '--max-semi-space-size=8',
  '--heap-growing-percent=20',
];

/**
 * The server's environment beside its flags: glibc's allocator told to hand blocks of 128 kB or more
 * straight back to the system when they are freed (its fixed threshold; by default it raises the
 * threshold to the largest block freed, then keeps such blocks in its arenas). Each login's
 * password hash takes 19 MB (argon2id, m=19456 KiB) on one of libuv's threads; kept, that is
 * 19–25 MB more for good after the first logins, on every thread that hashed. A variable the
 * chapter's environment already sets is kept.
 */
export function serverEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { MALLOC_MMAP_THRESHOLD_: '131072', ...env };
}

/**
 * The newsletter courier's (server/core/mail/courier.ts): its live data is one email at a time; a
 * small heap, collected often, keeps its memory near 120 MB while it builds thousands of emails
 * (200 MB with the server's flags). It finds the compile cache through the environment.
 */
export const courierNodeFlags = ['--max-semi-space-size=2', '--max-old-space-size=96'];

/**
 * The environment of a process the server forks: the server's, without what `node --watch` (the
 * dev server, scripts/dev.ts) gives its process to report what it loads: a child inheriting it
 * would send those reports over its IPC channel, where the server expects the child's answer.
 */
export function childEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const { WATCH_REPORT_DEPENDENCIES: _, ...rest } = env;
  return rest;
}
