// GET /api/donations/totals (docs/api.md, call 6): the ledger summed per initiative, for anyone.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { totalsResponse } from '../../../contract/api/member-area.ts';
import { totalsFor } from './repository.ts';

const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/totals', { schema: { response: { 200: totalsResponse } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    // The published alumni page's initiatives (live content: an officer may add one).
    const initiatives = app.content.alumni.support.initiatives.map((initiative) => initiative.name);
    return { totals: await totalsFor(app.db, initiatives) };
  });
};

export default donationRoutes;
