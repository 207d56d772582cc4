// /api/officer/alumni-events (area `calendar`; docs/api.md#calendar-area-calendar): the alumni
// events, their RSVPs and waitlists, as JSON or CSV. Changes show on GET /api/alumni/events on the
// next request (it reads the table).
import { alumniPageOf } from '../../../core/calendar/alumni-emails.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alumniEventDeleteQuery,
  alumniEventDeleteResponse,
  alumniEventKeyParams,
  alumniEventRequest,
  alumniEventsQuery,
  alumniEventUpdate,
  attendeesQuery,
  attendeesResponse,
  officerAlumniEventResponse,
  officerAlumniEventsResponse,
  type Attendee,
  type AttendeeList,
  type OfficerAlumniEvent,
} from '../../../../contract/api/officer/calendar.ts';
import { errorAnswers } from '../../../http-error.ts';
import { csvStream, toCsv } from '../../../lib/csv.ts';
import { sendCsvFile } from '../../../lib/csv-reply.ts';
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
} from './alumni-events.ts';
import { electNoCsv } from '../../../core/officers/access.ts';

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

const officerAlumniEventRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read on each request: an officer may publish another chapter name or time zone (live content).
  const deps = (): AlumniEventDeps => ({
    db: app.db,
    mailer: app.mailer,
    brand: app.emailBrand,
    alumniPageUrl: alumniPageOf(app.config.publicUrl),
    timeZone: app.content.chapter.timeZone,
  });
  const config = { area: 'calendar', about: 'chapter' } as const;

  app.get(
    '/',
    {
      config: { ...config, elect: electNoCsv },
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
    '/',
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
    '/:key',
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
    '/:key',
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
    '/:key/attendees',
    {
      config: { ...config, elect: electNoCsv },
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

export default officerAlumniEventRoutes;
