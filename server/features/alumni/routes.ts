// GET /api/alumni/events, GET /api/alumni/rsvp-list, POST and DELETE /api/alumni/rsvp (DESIGN.md 3–5).
// Who RSVPs is always the caller (from the session); whatever else the payload says is ignored.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alumniEventsResponse,
  rsvpList,
  rsvpQuery,
  rsvpRequest,
  type RsvpList,
} from '../../../contract/api/member-area.ts';
import { HttpError } from '../../http-error.ts';
import * as repo from './repository.ts';

const alumniRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/alumni/events',
    { schema: { response: { 200: alumniEventsResponse } } },
    async () => {
      const events = await repo.listAlumniEvents(app.db);
      return {
        events: events.map((event) => ({
          id: event.key,
          title: event.title,
          displayDate: event.displayDate,
          sortDate: event.sortDate,
          type: event.type,
          icon: event.icon,
          description: event.description,
          canRsvp: event.canRsvp === 1,
        })),
      };
    },
  );

  async function rsvpEvent(key: string) {
    const event = await repo.findAlumniEvent(app.db, key);
    if (!event || event.canRsvp !== 1)
      throw new HttpError(404, 'not_found', 'There is no such event to RSVP for.');
    return event;
  }

  async function listFor(request: FastifyRequest, key: string): Promise<RsvpList> {
    const people = await repo.attendees(app.db, key);
    const caller = request.session;
    return {
      event: key,
      count: people.length,
      // Names are for alumni (DESIGN.md, roles); members and visitors see only how many are coming.
      names: caller?.user.role === 'alumni' ? people.map((p) => p.name) : [],
      attending: caller ? people.some((p) => p.userId === caller.id) : false,
    };
  }

  app.get(
    '/api/alumni/rsvp-list',
    { schema: { querystring: rsvpQuery, response: { 200: rsvpList } } },
    async (request) => {
      await rsvpEvent(request.query.event);
      return listFor(request, request.query.event);
    },
  );

  app.post(
    '/api/alumni/rsvp',
    {
      preHandler: app.requireRole('alumni'),
      schema: { body: rsvpRequest, response: { 200: rsvpList } },
    },
    async (request) => {
      await rsvpEvent(request.body.event);
      await repo.addRsvp(app.db, request.body.event, request.session!.id);
      return listFor(request, request.body.event);
    },
  );

  app.delete(
    '/api/alumni/rsvp',
    {
      preHandler: app.requireRole('alumni'),
      schema: { body: rsvpRequest, response: { 200: rsvpList } },
    },
    async (request) => {
      await rsvpEvent(request.body.event);
      await repo.removeRsvp(app.db, request.body.event, request.session!.id);
      return listFor(request, request.body.event);
    },
  );
};

export default alumniRoutes;
