// How well the server keeps answering while a long piece of work runs (an export, a large send):
// the event loop's longest delay (perf_hooks) and the longest stretch without an answer from
// /readyz, asked every 20 ms meanwhile.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { TestApp } from './app.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function whileAskingReadyz<T>(t: TestApp, work: () => Promise<T>) {
  // The first request of a kind is slower (its route's first use): not the work's doing.
  if ((await t.app.inject('/readyz')).statusCode !== 200) throw new Error('/readyz refused');
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // The histogram counts from its first tick: a stall before it would go unseen.
  await pause(30);
  const answers: number[] = [];
  const state = { working: true };
  const probe = (async () => {
    while (state.working) {
      const answer = await t.app.inject('/readyz');
      if (answer.statusCode !== 200) throw new Error(`/readyz answered ${answer.statusCode}`);
      answers.push(performance.now());
      await pause(20);
    }
  })();
  const started = performance.now();
  const result = await work();
  const ended = performance.now();
  // A tick after the work, so a stall at its very end is counted too.
  await pause(30);
  delay.disable();
  state.working = false;
  await probe;
  const times = [started, ...answers.filter((at) => at > started && at < ended), ended];
  const gaps = times.slice(1).map((at, i) => at - times[i]!);
  return {
    result,
    /** The event loop's longest delay, in ms. */
    loopDelayMs: delay.max / 1e6,
    /** The longest time without a /readyz answer while the work ran, in ms. */
    readyzWaitMs: Math.max(...gaps),
    /** /readyz answers while the work ran. */
    answers: times.length - 2,
    tookMs: ended - started,
  };
}

/**
 * The longest stall a test of responsiveness allows: 500 ms, or a quarter of the work's time on a
 * machine so loaded that the work itself took more than 2 s. Work done in one piece holds the
 * loop (or /readyz) for all of its time, so it fails either way; work done in small batches
 * stalls for a few ms plus what the machine's load adds, which grows with the work's time (CI
 * runs three test files at once on two cores, and one saw 503 ms against a flat 500).
 */
export const stallBoundMs = (responsive: { tookMs: number }): number =>
  Math.max(500, responsive.tookMs / 4);
