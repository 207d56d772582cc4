// Rate limits count in fixed windows (server/core/rate-limit/counters.ts), so a test that makes several
// counted requests could straddle a window's end and see its count split in two: a throttle test
// would then fail when run at, say, 19:59:59.9. Tests that count move the rate limiter's clock (and
// nothing else) to just after the next full hour, which starts a fresh window for every rule, since
// every window divides an hour or is a day (from midnight UTC, a full hour too). The clock runs on
// at real speed from there; a test that moves it hours on picks a start of its own (a day's).
import { afterEach, beforeEach } from 'vitest';
import { rateLimitClock } from '../core/rate-limit/counters.ts';

const hourMs = 3_600_000;
const realClock = rateLimitClock.now;

/** Registers hooks that start each test of the file (or describe block) in fresh rate-limit windows. */
export function startInFreshRateLimitWindows(): void {
  beforeEach(() => {
    const now = Date.now();
    const offset = Math.ceil(now / hourMs) * hourMs + 1000 - now;
    rateLimitClock.now = () => Date.now() + offset;
  });
  afterEach(() => {
    rateLimitClock.now = realClock;
  });
}
