// GET /api/board (public; docs/product.md#positions-and-terms): the Executive Board as the terms
// make it today on the chapter's calendar — each current holder of a board position, in position
// order, with his name, the title, his profile picture (and its size), the bio he writes himself
// and his LinkedIn. The board's page is drawn from the same list (server/plugins/content.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardResponse } from '../../../contract/api/officer/positions.ts';
import { boardOn, chapterToday } from '../../core/offices/office.ts';

const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { access: 'visitor' }, schema: { response: { 200: boardResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { board: await boardOn(app.db, chapterToday(app.content.chapter.timeZone)) };
    },
  );
};

export default boardRoutes;
