// Fixed-window counters kept in the database, so every instance behind a load balancer shares them.
import type { Db } from '../../db/database.ts';
import * as repo from './repository.ts';

export interface RateLimitRule {
  /** Names the counter, e.g. `newsletter-subscribe`. */
  bucket: string;
  limit: number;
  windowMs: number;
  message?: string;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Where the counters read the time: `Date.now()`, except in tests that move it to the start of a
 * fresh window (server/test/clock.ts), so that a run of counted requests never straddles two.
 */
export const rateLimitClock = { now: (): number => Date.now() };

const keyOf = (rule: RateLimitRule, subject: string, at: number) =>
  `${rule.bucket}:${subject}:${Math.floor(at / rule.windowMs)}`;

/** Counts one hit for `subject` under `rule` and says whether it is within the limit. */
export async function hit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  at: number = rateLimitClock.now(),
): Promise<RateLimitResult> {
  const windowEnd = (Math.floor(at / rule.windowMs) + 1) * rule.windowMs;
  const count = await repo.incrementCounter(
    db,
    keyOf(rule, subject, at),
    new Date(windowEnd).toISOString(),
  );
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - at) / 1000)),
  };
}

/** The current window's count for `subject`, without counting a hit. */
export function peek(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  at: number = rateLimitClock.now(),
): Promise<number> {
  return repo.readCounter(db, keyOf(rule, subject, at));
}

/** Takes back one hit (a guess that proved right); never below zero. */
export function refund(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  at: number = rateLimitClock.now(),
): Promise<void> {
  return repo.decrementCounter(db, keyOf(rule, subject, at));
}

/** Forgets `subject`'s count in the current window (e.g. after a successful login). */
export function resetCounter(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  at: number = rateLimitClock.now(),
): Promise<void> {
  return repo.deleteCounter(db, keyOf(rule, subject, at));
}

export function deleteExpiredCounters(db: Db, at: number = rateLimitClock.now()): Promise<void> {
  return repo.deleteCountersExpiredBefore(db, new Date(at).toISOString());
}
