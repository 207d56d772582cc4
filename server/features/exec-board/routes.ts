// GET /api/board (public; DESIGN "Positions and terms"): the Executive Board as the terms make it
// today on the chapter's calendar — each current holder of a board position, in position order,
// with his name, the title, his profile picture, the bio he writes himself and his LinkedIn.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardResponse } from '../../../contract/api/officer-positions.ts';
import { chapterToday } from '../../core/offices/office.ts';
import { boardTerms } from '../../core/offices/repository.ts';

const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: boardResponse } } }, async (_request, reply) => {
    const rows = await boardTerms(app.db, chapterToday(app.content.chapter.timeZone));
    reply.header('cache-control', 'no-cache');
    return {
      board: rows.map((row) => ({
        name: row.name,
        title: row.title,
        picture: row.picture,
        bio: row.bio,
        linkedin: row.linkedin,
      })),
    };
  });
};

export default boardRoutes;
