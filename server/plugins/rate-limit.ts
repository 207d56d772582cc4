// Fixed-window counters kept in the database, so every instance behind a load balancer shares them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';

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

/** Counts one hit for `subject` under `rule` and says whether it is within the limit. */
export async function hit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  at: number = rateLimitClock.now(),
): Promise<RateLimitResult> {
  const windowIndex = Math.floor(at / rule.windowMs);
  const windowEnd = (windowIndex + 1) * rule.windowMs;
  const row = await db
    .insertInto('rateLimits')
    .values({
      key: `${rule.bucket}:${subject}:${windowIndex}`,
      count: 1,
      expiresAt: new Date(windowEnd).toISOString(),
    })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - at) / 1000)),
  };
}

/** The current window's count for `subject`, without counting a hit. */
export async function peek(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  at: number = rateLimitClock.now(),
): Promise<number> {
  const row = await db
    .selectFrom('rateLimits')
    .select('count')
    .where('key', '=', `${rule.bucket}:${subject}:${Math.floor(at / rule.windowMs)}`)
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
}

/** Forgets `subject`'s count in the current window (e.g. after a successful login). */
export async function resetCounter(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  at: number = rateLimitClock.now(),
): Promise<void> {
  await db
    .deleteFrom('rateLimits')
    .where('key', '=', `${rule.bucket}:${subject}:${Math.floor(at / rule.windowMs)}`)
    .execute();
}

export async function deleteExpiredCounters(
  db: Db,
  at: number = rateLimitClock.now(),
): Promise<void> {
  await db.deleteFrom('rateLimits').where('expiresAt', '<', new Date(at).toISOString()).execute();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Throws a 429 HttpError when the caller's address is over `rule`'s limit. */
    enforceRateLimit(request: FastifyRequest, rule: RateLimitRule, subject?: string): Promise<void>;
  }
}

export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    app.decorate(
      'enforceRateLimit',
      async (request: FastifyRequest, rule: RateLimitRule, subject = request.ip) => {
        const result = await hit(app.db, rule, subject);
        if (!result.allowed) {
          throw new HttpError(
            429,
            'rate_limited',
            rule.message ?? 'Too many requests. Please wait a few minutes and try again.',
            { 'retry-after': String(result.retryAfterSeconds) },
          );
        }
      },
    );

    // Expired counters are only clutter; sweep them now and then, never on a request's path.
    const sweep = setInterval(() => {
      deleteExpiredCounters(app.db).catch((err: unknown) =>
        app.log.warn({ err }, 'could not delete expired rate-limit counters'),
      );
    }, 10 * 60_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
