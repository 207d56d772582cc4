// /api/officer/events (area `calendar`; docs/api.md#calendar-area-calendar): the member calendar,
// as JSON or CSV. Changes show on GET /api/events on the next request (it reads the table). An
// event's attendance and check-in codes are the folders under _eventId.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventIdParams } from '../../../../contract/api/officer.ts';
import {
  calendarEventDeleteQuery,
  calendarEventDeleteResponse,
  calendarEventRequest,
  calendarEventResponse,
  calendarEventsQuery,
  calendarEventsResponse,
  newCalendarEventRequest,
  newCalendarEventResponse,
  type OfficerCalendarEvent,
} from '../../../../contract/api/officer/calendar.ts';
import { errorAnswers } from '../../../http-error.ts';
import { toCsv } from '../../../lib/csv.ts';
import { sendCsvFile } from '../../../lib/csv-reply.ts';
import { listEvents } from '../../../core/calendar/events-repository.ts';
import {
  addCalendarEvent,
  addCalendarSeries,
  changeCalendarEvent,
  removeCalendarEvent,
  seriesAddedMessage,
  toOfficerEvents,
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
  { header: 'Series', value: (e: OfficerCalendarEvent) => e.seriesId ?? '' },
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
      const events = await toOfficerEvents(app.db, await listEvents(app.db, { from, to }));
      if (format === 'csv') return sendCsvFile(reply, 'calendar', toCsv(events, calendarColumns));
      return { events };
    },
  );

  app.post(
    '/',
    {
      config,
      schema: { body: newCalendarEventRequest, response: { 201: newCalendarEventResponse } },
    },
    async (request, reply) => {
      const { repeat, ...fields } = request.body;
      reply.code(201);
      if (repeat) {
        const events = await addCalendarSeries(app.db, actorOf(request), { ...fields, repeat });
        return { event: events[0]!, events, message: seriesAddedMessage(events) };
      }
      const event = await addCalendarEvent(app.db, actorOf(request), fields);
      return { event, events: [event], message: `"${event.title}" is on the calendar.` };
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
      schema: {
        params: eventIdParams,
        querystring: calendarEventDeleteQuery,
        response: { 200: calendarEventDeleteResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const removed = await removeCalendarEvent(app.db, actorOf(request), request.params.eventId, {
        following: request.query.following,
      });
      return {
        removed,
        message:
          removed === 1
            ? 'The event was removed from the calendar.'
            : `${removed} events of the series were removed from the calendar.`,
      };
    },
  );
};

export default officerEventRoutes;
