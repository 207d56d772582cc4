// Counting guesses (a code, a password, a token) before they are checked: concurrent guesses can
// then never all slip under a limit, and a guess that proves right is taken back, so correct use
// never adds up to a limit.
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { hit, refund, type RateLimitRule } from './counters.ts';

export interface GuessCount {
  /** The first rule over its limit, or undefined when the guess may be checked. */
  refusedBy: { rule: RateLimitRule; retryAfterSeconds: number } | undefined;
  /** Takes the guess back from every counter (call it when the guess was right). */
  right(): Promise<void>;
}

/** Counts one guess under each (rule, subject); the guess is checked only when `refusedBy` is unset. */
export async function countGuess(
  db: Db,
  counters: readonly (readonly [RateLimitRule, string])[],
): Promise<GuessCount> {
  const results = await Promise.all(counters.map(([rule, subject]) => hit(db, rule, subject)));
  const refused = results.findIndex((result) => !result.allowed);
  return {
    refusedBy:
      refused === -1
        ? undefined
        : { rule: counters[refused]![0], retryAfterSeconds: results[refused]!.retryAfterSeconds },
    right: async () => {
      await Promise.all(counters.map(([rule, subject]) => refund(db, rule, subject)));
    },
  };
}

/** Counts a guess under each counter first; 429 (with the first refusing rule's message) when over. */
export async function countGuessOrRefuse(
  db: Db,
  counters: readonly (readonly [RateLimitRule, string])[],
): Promise<GuessCount> {
  const guess = await countGuess(db, counters);
  if (guess.refusedBy) {
    const { rule, retryAfterSeconds } = guess.refusedBy;
    throw new HttpError(
      429,
      'rate_limited',
      rule.message ?? 'Too many requests. Please wait a few minutes and try again.',
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
  return guess;
}
