// GET /api/events: the chapter calendar (the active members page shows it to everyone): the calendar's
// own events and the alumni events, each from its one row, so a date is the same on every page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsResponse, type CalendarEvent } from '../../../contract/api/member-area.ts';
import { listAlumniEvents } from '../alumni/repository.ts';
import { listEvents } from './repository.ts';

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: eventsResponse } } }, async () => {
    const [own, alumni] = await Promise.all([listEvents(app.db), listAlumniEvents(app.db)]);
    const events: CalendarEvent[] = [
      ...own.map((event) => ({
        id: event.id,
        title: event.title,
        date: event.date,
        endDate: null,
        time: event.time,
        location: event.location,
        description: event.description,
      })),
      ...alumni.map((event) => ({
        id: event.key,
        title: event.title,
        date: event.sortDate,
        endDate: event.endDate,
        time: event.time,
        location: event.location,
        description: event.description,
      })),
    ];
    return {
      events: events.toSorted(
        (a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title),
      ),
    };
  });
};

export default eventRoutes;
