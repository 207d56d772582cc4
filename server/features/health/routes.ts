// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers too).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isReachable } from '../../db/database.ts';
import { errorAnswers, HttpError } from '../../http-error.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: 'visitor' },
      logLevel: 'warn',
      schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'visitor' },
      logLevel: 'warn',
      schema: { response: { 200: z.object({ status: z.literal('ready') }), ...errorAnswers(503) } },
    },
    async () => {
      if (!(await isReachable(app.db)))
        throw new HttpError(503, 'unavailable', 'The database is not reachable.');
      return { status: 'ready' as const };
    },
  );
};

export default healthRoutes;
