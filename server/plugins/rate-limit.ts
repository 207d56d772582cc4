// `app.enforceRateLimit`: the per-client limits routes apply, on the shared database counters, and
// the sweep of expired counters.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.ts';
import { clientAddressKey } from '../lib/client-address.ts';
import { deleteExpiredCounters, hit, type RateLimitRule } from '../core/rate-limit/counters.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's address as per-client limits count it: IPv6 by its /64 (lib/client-address.ts). */
    readonly client: string;
  }
  interface FastifyInstance {
    /** Throws a 429 HttpError when the caller's address is over `rule`'s limit. */
    enforceRateLimit(request: FastifyRequest, rule: RateLimitRule, subject?: string): Promise<void>;
  }
}

export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    app.decorateRequest('client', {
      getter(this: FastifyRequest) {
        return clientAddressKey(this.ip);
      },
    });
    app.decorate(
      'enforceRateLimit',
      async (request: FastifyRequest, rule: RateLimitRule, subject = request.client) => {
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
