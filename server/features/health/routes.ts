// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers too).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contract/api/errors.ts';
import { isReachable } from '../../db/database.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { logLevel: 'warn', schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      logLevel: 'warn',
      schema: { response: { 200: z.object({ status: z.literal('ready') }), 503: apiErrorSchema } },
    },
    async (_request, reply) => {
      if (await isReachable(app.db)) return { status: 'ready' as const };
      return reply
        .code(503)
        .send({ error: 'unavailable', message: 'The database is not reachable.' });
    },
  );
};

export default healthRoutes;
