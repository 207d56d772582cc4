// POST /api/merch/orders: an order request from the store's cart (docs/api.md#merch-orders). No
// payment here: the chapter is emailed the order and the buyer the chapter's payment instructions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderRequestSchema, orderResponse } from '../../../contract/api/merch.ts';
import { limits } from '../../../contract/limits.ts';
import { errorAnswers } from '../../http-error.ts';
import type { RateLimitRule } from '../../core/rate-limit/counters.ts';
import { orderAnswer, placeOrder } from './service.ts';

const orderLimit: RateLimitRule = {
  bucket: 'merch-order',
  limit: limits.merch.ordersPerClient,
  windowMs: limits.merch.ordersWindowMs,
  message: 'Too many orders from your connection. Please try again in an hour.',
};

const merchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders',
    {
      config: { access: 'visitor' },
      // Counted before the body is read, so malformed floods are limited too.
      onRequest: async (request) => app.enforceRateLimit(request, orderLimit),
      schema: {
        // The published catalogue, read when each order is checked (live content).
        body: orderRequestSchema(() => app.content.merch.items),
        response: { 201: orderResponse, ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      const order = await placeOrder(
        {
          db: app.db,
          mailer: app.mailer,
          brand: app.emailBrand,
          merch: app.content.merch,
          tag: app.content.chapter.organisation.abbreviation,
        },
        request.body,
      );
      return reply.code(201).send({ id: order.id, message: orderAnswer(order.id) });
    },
  );
};

export default merchRoutes;
