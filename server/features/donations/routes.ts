// GET /api/donations/totals (docs/api.md, call 6): the ledger summed per initiative, for anyone.
// The answer is the same for everyone: made from the sums kept per version of the ledger
// (summary.ts) and the published initiatives, serialised and compressed once, so a request reads
// one version number and sends bytes (decision 019).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Initiative } from '../../../contract/content.ts';
import { totalsResponse } from '../../../contract/api/member-area.ts';
import {
  attemptIdParams,
  checkoutResponse,
  giftCheckoutRequest,
  giftCheckoutStatusResponse,
} from '../../../contract/api/payments.ts';
import { errorAnswers, fieldError } from '../../http-error.ts';
import { readSettings } from '../../core/money/settings.ts';
import { payerStatus, startGiftCheckout } from '../../core/payments/checkout.ts';
import { settledAttempt } from '../../core/payments/settle-on-return.ts';
import { rateLimits } from '../../core/rate-limit/rules.ts';
import { encodeJson, keptWhileSame, sendEncodedJson } from '../../lib/json-answer.ts';
import { totalsOf } from '../../core/donations/repository.ts';
import { ledgerSums, type LedgerSums } from '../../core/donations/summary.ts';

const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Made again when the ledger changes (new sums) or an officer publishes the alumni page (its
  // initiatives: live content).
  const answer = keptWhileSame((sums: LedgerSums, initiatives: readonly Initiative[]) =>
    encodeJson(totalsResponse, {
      totals: totalsOf(
        sums,
        initiatives.map((initiative) => initiative.name),
      ),
      online: app.config.stripe !== null,
    }),
  );
  app.get(
    '/totals',
    { config: { access: 'visitor' }, schema: { response: { 200: totalsResponse } } },
    async (request, reply) => {
      const sums = await ledgerSums(app.db, await app.dataVersions());
      const body = await answer(sums, app.content.alumni.support.initiatives);
      return sendEncodedJson(request, reply, body, 'no-cache');
    },
  );

  // Giving online (docs/money.md#paying-online): anyone, signed in or not, to a published
  // initiative; the gift is posted, and counts in the totals, only once the processor says paid.
  app.post(
    '/checkout',
    {
      config: { access: 'visitor' },
      // Counted before the body is parsed: each accepted one asks the processor for a page.
      onRequest: async (request) =>
        app.enforceRateLimit(request, rateLimits.payments.giftCheckoutsPerAddress),
      schema: {
        body: giftCheckoutRequest,
        response: { 200: checkoutResponse, ...errorAnswers(400, 409, 429, 502) },
      },
    },
    async (request) => {
      const { initiative, amountCents, name, from } = request.body;
      const published = app.content.alumni.support.initiatives.map((each) => each.name);
      if (!published.includes(initiative))
        throw fieldError('initiative', 'There is no such initiative: choose one of the list.');
      const settings = await readSettings(app.db);
      return startGiftCheckout(
        {
          db: app.db,
          stripe: app.stripe,
          publicUrl: app.config.publicUrl,
          siteName: app.emailBrand.siteName,
        },
        { initiative, amountCents, name, from, userId: request.session?.userId ?? null },
        settings.onlineMethods,
      );
    },
  );

  app.get(
    '/checkout/:attemptId',
    {
      config: { access: 'visitor' },
      schema: {
        params: attemptIdParams,
        response: { 200: giftCheckoutStatusResponse, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const attempt = await settledAttempt(app, request.params.attemptId, 'gift');
      return {
        attempt: {
          id: attempt.id,
          initiative: attempt.initiative ?? '',
          amountCents: Number(attempt.amountCents),
          status: payerStatus(attempt.status),
        },
      };
    },
  );
};

export default donationRoutes;
