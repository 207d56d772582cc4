// GET /api/events: the chapter calendar (the active members page shows it to everyone).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsResponse } from '../../../contract/api/member-area.ts';

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/events', { schema: { response: { 200: eventsResponse } } }, async () => {
    const events = await app.db
      .selectFrom('events')
      .select(['id', 'title', 'date', 'time', 'location', 'description'])
      .orderBy('date')
      .orderBy('title')
      .execute();
    return { events };
  });
};

export default eventRoutes;
