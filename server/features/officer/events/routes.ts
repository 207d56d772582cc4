// /api/officer/events (area `calendar`; docs/api.md#calendar-area-calendar): the member calendar,
// as JSON or CSV. Changes show on GET /api/events on the next request (it reads the table). An
// event's attendance and check-in codes are the folders under _eventId.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventIdParams } from '../../../../contract/api/officer.ts';
import {
  calendarEventRequest,
  calendarEventResponse,
  calendarEventsQuery,
  calendarEventsResponse,
  type OfficerCalendarEvent,
} from '../../../../contract/api/officer/calendar.ts';
import { messageResponse } from '../../../../contract/api/common.ts';
import { errorAnswers } from '../../../http-error.ts';
import { toCsv } from '../../../lib/csv.ts';
import { sendCsvFile } from '../../../lib/csv-reply.ts';
import { listEvents } from '../../../core/calendar/events-repository.ts';
import {
  addCalendarEvent,
  changeCalendarEvent,
  removeCalendarEvent,
  toOfficerEvent,
} from './events-service.ts';
import { actorOf } from '../../../core/officers/actor.ts';
import { electNoCsv } from '../../../core/officers/access.ts';

const calendarColumns = [
  { header: 'Date', value: (e: OfficerCalendarEvent) => e.date },
  { header: 'Time', value: (e: OfficerCalendarEvent) => (e.allDay ? 'All day' : e.time) },
  { header: 'Title', value: (e: OfficerCalendarEvent) => e.title },
  { header: 'Location', value: (e: OfficerCalendarEvent) => e.location },
  { header: 'Description', value: (e: OfficerCalendarEvent) => e.description },
  { header: 'Added at', value: (e: OfficerCalendarEvent) => e.createdAt },
  { header: 'Changed at', value: (e: OfficerCalendarEvent) => e.updatedAt },
  { header: 'Id', value: (e: OfficerCalendarEvent) => e.id },
];

const csvOrJson = <S extends z.ZodType>(schema: S) => z.union([schema, z.string()]);

const officerEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { area: 'calendar', about: 'chapter' } as const;

  app.get(
    '/',
    {
      config: { ...config, elect: electNoCsv },
      schema: {
        querystring: calendarEventsQuery,
        response: { 200: csvOrJson(calendarEventsResponse) },
      },
    },
    async (request, reply) => {
      const { format, from, to } = request.query;
      const events = (await listEvents(app.db, { from, to })).map(toOfficerEvent);
      if (format === 'csv') return sendCsvFile(reply, 'calendar', toCsv(events, calendarColumns));
      return { events };
    },
  );

  app.post(
    '/',
    { config, schema: { body: calendarEventRequest, response: { 201: calendarEventResponse } } },
    async (request, reply) => {
      const event = await addCalendarEvent(app.db, actorOf(request), request.body);
      reply.code(201);
      return { event, message: `"${event.title}" is on the calendar.` };
    },
  );

  app.put(
    '/:eventId',
    {
      config,
      schema: {
        params: eventIdParams,
        body: calendarEventRequest,
        response: { 200: calendarEventResponse, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const event = await changeCalendarEvent(
        app.db,
        actorOf(request),
        request.params.eventId,
        request.body,
      );
      return { event, message: 'The event was saved.' };
    },
  );

  app.delete(
    '/:eventId',
    {
      config,
      schema: { params: eventIdParams, response: { 200: messageResponse, ...errorAnswers(404) } },
    },
    async (request) => {
      await removeCalendarEvent(app.db, actorOf(request), request.params.eventId);
      return { message: 'The event was removed from the calendar.' };
    },
  );
};

export default officerEventRoutes;
