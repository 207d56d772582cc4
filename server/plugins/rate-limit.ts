// `app.enforceRateLimit`: the per-client limits routes apply, on the shared database counters, and
// the sweep of expired counters.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.ts';
import { deleteExpiredCounters, hit, type RateLimitRule } from '../lib/rate-limit/counters.ts';

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
