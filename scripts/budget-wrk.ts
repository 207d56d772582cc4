// Runs wrk for the load budgets and reads its figures (requests/s, latency percentiles, failures).
import { existsSync } from 'node:fs';

export const wrkPath = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => existsSync(file));

export function requireWrk(what: string): string {
  if (!wrkPath) throw new Error(`wrk is needed for the ${what}: apt-get install wrk`);
  return wrkPath;
}

export type WrkRun = ReturnType<typeof readWrk>;

/** wrk's summary; `seconds` is the loaded time (a primed run's first second is only a wait). */
export function readWrk(out: string, seconds: number) {
  const ms = (pattern: RegExp) => {
    const match = pattern.exec(out);
    if (!match) throw new Error(`wrk printed no ${String(pattern)}:\n${out}`);
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    out,
  );
  return {
    requests,
    rps: requests / seconds,
    p50: ms(/50%\s+([\d.]+)(us|ms|s)/),
    p99: ms(/99%\s+([\d.]+)(us|ms|s)/),
    max: ms(/Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s)/),
    errors:
      Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

export const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
