// /api/officer/events and /api/officer/alumni-events (area `calendar`; docs/api.md#officer-console):
// the member calendar and the alumni events, their RSVPs and waitlists, as JSON or CSV. Changes
// show on GET /api/events and GET /api/alumni/events on the next request (both read the tables).
import { alumniPageOf } from '../../../core/calendar/alumni-emails.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../../contract/api/officer.ts';
import {
  alumniEventDeleteQuery,
  alumniEventDeleteResponse,
  alumniEventKeyParams,
  alumniEventRequest,
  alumniEventsQuery,
  alumniEventUpdate,
  attendeesQuery,
  attendeesResponse,
  calendarEventRequest,
  calendarEventResponse,
  calendarEventsQuery,
  calendarEventsResponse,
  officerAlumniEventResponse,
  officerAlumniEventsResponse,
  type Attendee,
  type AttendeeList,
  type OfficerAlumniEvent,
  type OfficerCalendarEvent,
} from '../../../../contract/api/officer/calendar.ts';
import { messageResponse } from '../../../../contract/api/common.ts';
import { errorAnswers } from '../../../http-error.ts';
import { csvStream, toCsv } from '../../../lib/csv.ts';
import { sendCsvFile } from '../../../lib/csv-reply.ts';
import { listEvents } from '../../../core/calendar/events-repository.ts';
import {
  addCalendarEvent,
  changeCalendarEvent,
  removeCalendarEvent,
  toOfficerEvent,
} from './events-service.ts';
import { actorOf, lookerOf } from '../../../core/officers/actor.ts';
import { accessWhat, recordDataAccess } from '../../../core/privacy/data-access.ts';
import {
  addAlumniEvent,
  attendeesPage,
  changeAlumniEvent,
  deleteAlumniEvent,
  everyAttendee,
  listOfficerAlumniEvents,
  mustExist,
  type AlumniEventDeps,
} from '../alumni-events/alumni-events.ts';

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

const alumniColumns = [
  { header: 'Date', value: (e: OfficerAlumniEvent) => e.sortDate },
  { header: 'Last day', value: (e: OfficerAlumniEvent) => e.endDate },
  { header: 'Shown as', value: (e: OfficerAlumniEvent) => e.displayDate },
  { header: 'Time', value: (e: OfficerAlumniEvent) => (e.allDay ? 'All day' : e.time) },
  { header: 'Title', value: (e: OfficerAlumniEvent) => e.title },
  { header: 'Type', value: (e: OfficerAlumniEvent) => e.type },
  { header: 'Location', value: (e: OfficerAlumniEvent) => e.location },
  { header: 'Takes RSVPs', value: (e: OfficerAlumniEvent) => (e.canRsvp ? 'yes' : 'no') },
  { header: 'Capacity', value: (e: OfficerAlumniEvent) => e.capacity ?? 'no limit' },
  { header: 'Attending', value: (e: OfficerAlumniEvent) => e.attending },
  { header: 'Waitlisted', value: (e: OfficerAlumniEvent) => e.waitlisted },
  { header: 'Key', value: (e: OfficerAlumniEvent) => e.key },
];

type AttendeeRow = { list: AttendeeList; person: Attendee };
const attendeeColumns = [
  {
    header: 'List',
    value: (a: AttendeeRow) => (a.list === 'attending' ? 'Attending' : 'Waitlist'),
  },
  { header: 'Position', value: (a: AttendeeRow) => a.person.position },
  { header: 'Name', value: (a: AttendeeRow) => a.person.name },
  { header: 'Email', value: (a: AttendeeRow) => a.person.email },
  { header: 'RSVPed at', value: (a: AttendeeRow) => a.person.at },
];

const csvOrJson = <S extends z.ZodType>(schema: S) => z.union([schema, z.string()]);

const officerCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read on each request: an officer may publish another chapter name or time zone (live content).
  const deps = (): AlumniEventDeps => ({
    db: app.db,
    mailer: app.mailer,
    brand: app.emailBrand,
    alumniPageUrl: alumniPageOf(app.config.publicUrl),
    timeZone: app.content.chapter.timeZone,
  });
  const config = { area: 'calendar', about: 'chapter' } as const;

  // ---- The member calendar ----

  app.get(
    '/events',
    {
      config,
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
    '/events',
    { config, schema: { body: calendarEventRequest, response: { 201: calendarEventResponse } } },
    async (request, reply) => {
      const event = await addCalendarEvent(app.db, actorOf(request), request.body);
      reply.code(201);
      return { event, message: `"${event.title}" is on the calendar.` };
    },
  );

  app.put(
    '/events/:id',
    {
      config,
      schema: {
        params: idParams,
        body: calendarEventRequest,
        response: { 200: calendarEventResponse, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const event = await changeCalendarEvent(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return { event, message: 'The event was saved.' };
    },
  );

  app.delete(
    '/events/:id',
    {
      config,
      schema: { params: idParams, response: { 200: messageResponse, ...errorAnswers(404) } },
    },
    async (request) => {
      await removeCalendarEvent(app.db, actorOf(request), request.params.id);
      return { message: 'The event was removed from the calendar.' };
    },
  );

  // ---- Alumni events ----

  app.get(
    '/alumni-events',
    {
      config,
      schema: {
        querystring: alumniEventsQuery,
        response: { 200: csvOrJson(officerAlumniEventsResponse) },
      },
    },
    async (request, reply) => {
      const events = await listOfficerAlumniEvents(app.db);
      if (request.query.format === 'csv')
        return sendCsvFile(reply, 'alumni-events', toCsv(events, alumniColumns));
      return { events };
    },
  );

  app.post(
    '/alumni-events',
    {
      config,
      schema: {
        body: alumniEventRequest,
        response: { 201: officerAlumniEventResponse, ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const event = await addAlumniEvent(app.db, actorOf(request), request.body);
      reply.code(201);
      return { event, promoted: [], message: `"${event.title}" was added to the alumni events.` };
    },
  );

  app.put(
    '/alumni-events/:key',
    {
      config,
      schema: {
        params: alumniEventKeyParams,
        body: alumniEventUpdate,
        response: { 200: officerAlumniEventResponse, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const { event, promoted } = await changeAlumniEvent(
        deps(),
        actorOf(request),
        request.params.key,
        request.body,
      );
      const moved = promoted.length
        ? ` ${promoted.length} from the waitlist ${promoted.length === 1 ? 'has' : 'have'} a place now and ${promoted.length === 1 ? 'was' : 'were'} emailed.`
        : '';
      return { event, promoted, message: `The event was saved.${moved}` };
    },
  );

  app.delete(
    '/alumni-events/:key',
    {
      config,
      schema: {
        params: alumniEventKeyParams,
        querystring: alumniEventDeleteQuery,
        response: { 200: alumniEventDeleteResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const outcome = await deleteAlumniEvent(
        deps(),
        actorOf(request),
        request.params.key,
        request.query.rsvps,
      );
      const told = outcome.emailed
        ? ` ${outcome.emailed} ${outcome.emailed === 1 ? 'person was' : 'people were'} emailed that it is cancelled.`
        : '';
      return { ...outcome, message: `The event was deleted.${told}` };
    },
  );

  app.get(
    '/alumni-events/:key/attendees',
    {
      config,
      schema: {
        params: alumniEventKeyParams,
        querystring: attendeesQuery,
        response: { 200: csvOrJson(attendeesResponse), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const { list, format, ...paging } = request.query;
      // "Who saw my data": each person whose name and email the answer holds.
      const seenAs = (what: string) => (userIds: string[]) =>
        recordDataAccess(app.db, lookerOf(request), userIds, what);
      if (format !== 'csv')
        return attendeesPage(app.db, key, list, paging, seenAs(accessWhat.attendees));
      await mustExist(app.db, key);
      return sendCsvFile(
        reply,
        `attendees-${key}`,
        csvStream(everyAttendee(app.db, key, seenAs(accessWhat.attendeesCsv)), attendeeColumns),
      );
    },
  );
};

export default officerCalendarRoutes;
