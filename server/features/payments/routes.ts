// The processor's webhook (docs/api.md#paying-online): POST /api/payments/stripe/webhook, from the
// processor's servers, not a browser (no cookie, no Origin: the CSRF check lets it through as it
// does any request without them). Its body is read raw, in this scope only, because the signature
// is over the exact bytes; a missing, wrong, tampered or stale signature is 400 `bad_signature` and
// changes nothing. An event is taken once (server/core/payments/webhook.ts); one delivered again,
// or about nothing of ours, is answered 200 so the processor stops sending it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookResponse } from '../../../contract/api/payments.ts';
import { HttpError, errorAnswers } from '../../http-error.ts';
import { paymentsDeps } from '../../core/payments/deps.ts';
import { takeEvent, verifiedEvent } from '../../core/payments/webhook.ts';

/** A webhook's body is an event of a few kilobytes; far more is not the processor's. */
const bodyLimit = 1024 * 1024;

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/stripe/webhook',
    {
      config: { access: 'visitor' },
      bodyLimit,
      schema: { response: { 200: webhookResponse, ...errorAnswers(400, 409, 413, 415) } },
    },
    async (request) => {
      const deps = paymentsDeps(app);
      if (!deps || !app.config.stripe)
        throw new HttpError(409, 'online_unavailable', 'Paying online is not set up here.');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = verifiedEvent(
        deps.stripe,
        raw,
        request.headers['stripe-signature'],
        app.config.stripe.webhookSecret,
      );
      const outcome = await takeEvent(deps, event);
      request.log.info({ event: event.id, type: event.type, outcome }, 'payment event taken');
      return { received: true as const };
    },
  );
};

export default paymentsRoutes;
