// A test that makes the code log an error it did not expect fails, so noisy regressions are seen.
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

let unexpected: string[] = [];
let allowed = 0;

/** Declares that the test expects the code under test to call console.error (n times at most). */
export function allowConsoleError(times = 1): void {
  allowed += times;
}

beforeEach(() => {
  unexpected = [];
  allowed = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (allowed > 0) {
      allowed -= 1;
      return;
    }
    unexpected.push(format(...args));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console.error:\n${unexpected.join('\n')}`);
  }
});
