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

/**
 * Counts one guess under each (rule, subject) in order, and stops at the first that is over its
 * limit: a guess refused by a narrow counter (one address) never counts toward the wider ones after
 * it (the whole site), so one address cannot use them against everybody else. The guess is checked
 * only when `refusedBy` is unset.
 */
export async function countGuess(
  db: Db,
  counters: readonly (readonly [RateLimitRule, string])[],
): Promise<GuessCount> {
  const counted: (readonly [RateLimitRule, string])[] = [];
  let refusedBy: GuessCount['refusedBy'];
  for (const [rule, subject] of counters) {
    const result = await hit(db, rule, subject);
    counted.push([rule, subject]);
    if (!result.allowed) {
      refusedBy = { rule, retryAfterSeconds: result.retryAfterSeconds };
      break;
    }
  }
  return {
    refusedBy,
    right: async () => {
      await Promise.all(counted.map(([rule, subject]) => refund(db, rule, subject)));
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
