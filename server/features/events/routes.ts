// GET /api/events: the chapter calendar (the active members page shows it to everyone).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsResponse } from '../../../contract/api/member-area.ts';
import { listEvents } from './repository.ts';

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/events', { schema: { response: { 200: eventsResponse } } }, async () => {
    return { events: await listEvents(app.db) };
  });
};

export default eventRoutes;
