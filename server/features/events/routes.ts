// GET /api/events: the chapter calendar (the active members page shows it to everyone): the calendar's
// own events and the alumni events, each from its one row, so a date is the same on every page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsResponse } from '../../../contract/api/member-area.ts';
import { chapterCalendar } from '../../core/calendar/calendar.ts';

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { access: 'visitor' }, schema: { response: { 200: eventsResponse } } },
    async () => ({
      events: (await chapterCalendar(app.db)).map(
        ({ kind: _kind, changedAt: _changed, ...event }) => event,
      ),
    }),
  );
};

export default eventRoutes;
