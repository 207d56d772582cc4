// /api/officer/payments (area `treasury`): paying online as the treasurer follows it
// (docs/api.md#paying-online) — where it stands (GET /status), a reconciliation now (POST
// /reconcile), every checkout a page at a time (GET /), and a refund of all or part of what is
// left of a payment (POST /:attemptId/refund), never of his own. A payment recorded by hand (POST
// /api/officer/payments itself) is officer/money's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attemptIdParams,
  onlinePaymentsQuery,
  onlinePaymentsResponse,
  paymentsStatusResponse,
  reconcileResponse,
  refundRequest,
  refundResponse,
} from '../../../../contract/api/payments.ts';
import { formatCents } from '../../../../contract/money.ts';
import { HttpError, errorAnswers } from '../../../http-error.ts';
import { actorOf } from '../../../core/officers/actor.ts';
import { paymentsDeps } from '../../../core/payments/deps.ts';
import { reconcile } from '../../../core/payments/reconcile.ts';
import { isStripeError } from '../../../core/payments/stripe.ts';
import { refundAbout, requestRefund } from '../../../core/payments/refunds.ts';
import { onlinePayments, paymentsStatus } from '../../../core/payments/treasurer.ts';
import { checkoutMessages } from '../../../core/payments/checkout.ts';

const read = { area: 'treasury' } as const;

const officerPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status',
    { config: read, schema: { response: { 200: paymentsStatusResponse } } },
    async () => paymentsStatus(app.db, app.stripe !== undefined),
  );

  app.post(
    '/reconcile',
    {
      // Asks the processor what it holds and posts what a lost webhook missed: about no one.
      config: { area: 'treasury', about: 'chapter' },
      schema: { response: { 200: reconcileResponse, ...errorAnswers(409, 502) } },
    },
    async () => {
      const deps = paymentsDeps(app);
      if (!deps) throw new HttpError(409, 'online_unavailable', checkoutMessages.unavailable);
      try {
        return await reconcile(deps);
      } catch (error) {
        if (isStripeError(error))
          throw new HttpError(502, 'processor_unavailable', checkoutMessages.processor);
        throw error;
      }
    },
  );

  app.get(
    '/',
    {
      config: read,
      schema: {
        querystring: onlinePaymentsQuery,
        response: { 200: onlinePaymentsResponse, ...errorAnswers(400) },
      },
    },
    async (request) => {
      const { status, q, page, pageSize } = request.query;
      const { rows, total } = await onlinePayments(app.db, { status, q }, { page, pageSize });
      return { rows, total, page, pageSize };
    },
  );

  app.post(
    '/:attemptId/refund',
    {
      config: {
        area: 'treasury',
        // Never his own payment: the member who paid (or the giver signed in) is who it is about.
        about: (request) =>
          refundAbout(app.db, (request.params as { attemptId: string }).attemptId),
      },
      schema: {
        params: attemptIdParams,
        body: refundRequest,
        response: { 202: refundResponse, ...errorAnswers(400, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const refund = await requestRefund(
        { db: app.db, stripe: app.stripe },
        { actor: actorOf(request), name: request.session!.user.name },
        request.params.attemptId,
        request.body,
      );
      reply.code(202);
      return {
        refund,
        message: `A refund of ${formatCents(refund.amountCents)} is asked of the payment service: it is posted when the service confirms it.`,
      };
    },
  );
};

export default officerPaymentsRoutes;
