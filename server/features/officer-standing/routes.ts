// Attendance and standing in the officer console (area `standing`; DESIGN "Attendance, service and
// standing", docs/api.md#attendance-and-standing): the semesters and their requirements, the events
// that take attendance, an event's check-in screen (POST: a new code each time the screen asks)
// and its attendance list (JSON or CSV), and marks by hand. Every write is audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../contract/api/common.ts';
import { idParams } from '../../../contract/api/officer.ts';
import {
  attendanceMarkParams,
  attendanceMarkRequest,
  attendanceQuery,
  attendanceResponse,
  checkInCodeResponse,
  countingEventsQuery,
  countingEventsResponse,
  requirementsRequest,
  semesterRequest,
  semesterResponse,
  semestersResponse,
  type AttendanceEntry,
} from '../../../contract/api/standing.ts';
import { errorAnswers } from '../../http-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { sendCsvFile } from '../../lib/csv-reply.ts';
import { clock } from '../../lib/clock.ts';
import { actorOf } from '../../core/officers/actor.ts';
import { listCountingEvents } from '../../core/attendance/repository.ts';
import * as service from './service.ts';

type ListRow = { status: string; person: AttendanceEntry | { userId: string; name: string } };
const attendanceColumns = [
  { header: 'Name', value: (r: ListRow) => r.person.name },
  { header: 'Status', value: (r: ListRow) => r.status },
  { header: 'At', value: (r: ListRow) => ('at' in r.person ? r.person.at : '') },
  {
    header: 'How',
    value: (r: ListRow) =>
      'how' in r.person ? (r.person.how === 'code' ? 'code at the door' : 'by an officer') : '',
  },
  {
    header: 'Marked by',
    value: (r: ListRow) => ('markedBy' in r.person ? (r.person.markedBy ?? '') : ''),
  },
  { header: 'Member id', value: (r: ListRow) => r.person.userId },
];

const officerStandingRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { area: 'standing' } as const;
  const timeZone = () => app.content.chapter.timeZone;

  // ---- Semesters and requirements ----

  app.get('/semesters', { config, schema: { response: { 200: semestersResponse } } }, async () => ({
    semesters: await service.semesterRows(app.db),
  }));

  app.post(
    '/semesters',
    {
      config,
      schema: { body: semesterRequest, response: { 201: semesterResponse, ...errorAnswers(409) } },
    },
    async (request, reply) => {
      const semester = await service.addSemester(app.db, actorOf(request), request.body);
      reply.code(201);
      return { semester, message: `${semester.name} was added.` };
    },
  );

  app.put(
    '/semesters/:id',
    {
      config,
      schema: {
        params: idParams,
        body: semesterRequest,
        response: { 200: semesterResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const semester = await service.changeSemester(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return { semester, message: `${semester.name} was saved.` };
    },
  );

  app.put(
    '/requirements',
    { config, schema: { body: requirementsRequest, response: { 200: semesterResponse } } },
    async (request) => {
      const semester = await service.setRequirements(app.db, actorOf(request), request.body);
      const side = request.body.side === 'new' ? 'new members' : 'actives';
      return { semester, message: `The requirements of ${semester.name} for ${side} were saved.` };
    },
  );

  // ---- Events that take attendance ----

  app.get(
    '/standing/events',
    {
      config,
      schema: { querystring: countingEventsQuery, response: { 200: countingEventsResponse } },
    },
    async (request) => {
      const now = clock.now();
      const events = await listCountingEvents(app.db, request.query);
      return { events: events.map((event) => service.toCountingEvent(event, timeZone(), now)) };
    },
  );

  app.post(
    '/events/:id/check-in-codes',
    {
      config,
      schema: {
        params: idParams,
        response: { 200: checkInCodeResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) =>
      service.checkInScreen(app.db, request.params.id, {
        publicUrl: app.config.publicUrl,
        timeZone: timeZone(),
        now: clock.now(),
      }),
  );

  app.get(
    '/events/:id/attendance',
    {
      config,
      schema: {
        params: idParams,
        querystring: attendanceQuery,
        response: { 200: z.union([attendanceResponse, z.string()]), ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      const list = await service.attendanceOf(app.db, request.params.id, timeZone(), clock.now());
      if (request.query.format !== 'csv') return list;
      const rows: ListRow[] = [
        ...list.present.map((person) => ({ status: 'present', person })),
        ...list.excused.map((person) => ({ status: 'excused', person })),
        ...list.absent.map((person) => ({ status: 'absent', person })),
        ...list.unmarked.map((person) => ({ status: 'not marked', person })),
      ];
      return sendCsvFile(reply, `attendance-${list.event.date}`, toCsv(rows, attendanceColumns));
    },
  );

  app.put(
    '/events/:id/attendance/:userId',
    {
      config,
      schema: {
        params: attendanceMarkParams,
        body: attendanceMarkRequest,
        response: { 200: messageResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) => ({
      message: await service.markAttendance(
        app.db,
        actorOf(request),
        request.params.id,
        request.params.userId,
        request.body.status,
      ),
    }),
  );
};

export default officerStandingRoutes;
