// When the outbox tries a failed message again, and when it stops trying.

/** First retry after 10 s, doubling each time, never more than 15 minutes apart. */
export function retryDelayMs(failedAttempts: number): number {
  const base = 10_000;
  const cap = 15 * 60_000;
  return Math.min(cap, base * 2 ** Math.max(0, failedAttempts - 1));
}

/** A message the SMTP server has refused or been unreachable for this long is given up. */
export const giveUpAfterMs = 24 * 60 * 60_000;

export function shouldGiveUp(createdAt: Date, at: Date): boolean {
  return at.getTime() - createdAt.getTime() >= giveUpAfterMs;
}
