// Attendance and standing in the officer console (area `standing`; DESIGN "Attendance, service and
// standing", docs/api.md#attendance-and-standing): the semesters and their requirements, the events
// that take attendance, an event's check-in screen (POST: a new code each time the screen asks)
// and its attendance list (JSON or CSV), and marks by hand. Every write is audited.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../../contract/api/common.ts';
import { idParams } from '../../../../contract/api/officer.ts';
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
  decisionRequest,
  excuseResponse,
  excusesResponse,
  queueCountsResponse,
  requestsQuery,
  serviceHoursEntryResponse,
  serviceHoursResponse,
  standingTableQuery,
  standingTableResponse,
  type AttendanceEntry,
  type StandingRow,
} from '../../../../contract/api/standing.ts';
import { errorAnswers, HttpError } from '../../../http-error.ts';
import * as requests from '../../../core/attendance/requests.ts';
import { toExcuseRow, toHoursRow } from '../../../core/attendance/rows.ts';
import { findSemester } from '../../../core/attendance/semesters.ts';
import { semesterOn, standingClock, standingsIn } from '../../../core/attendance/standing-service.ts';
import { toCsv } from '../../../lib/csv.ts';
import { sendCsvFile } from '../../../lib/csv-reply.ts';
import { clock } from '../../../lib/clock.ts';
import { aboutParam } from '../../../core/officers/access.ts';
import { actorOf, lookerOf } from '../../../core/officers/actor.ts';
import { accessWhat, recordDataAccess } from '../../../core/privacy/data-access.ts';
import { listCountingEvents } from '../../../core/attendance/repository.ts';
import * as service from '../../../core/standing/officer-service.ts';

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
  const config = { area: 'standing', about: 'chapter' } as const;
  // A decision or a mark is about the brother it concerns: never the officer's own.
  const aboutExcuse = {
    area: 'standing',
    about: async (request: FastifyRequest) => [
      (await requests.findExcuse(app.db, (request.params as { id: string }).id))?.userId,
    ],
  } as const;
  const aboutHours = {
    area: 'standing',
    about: async (request: FastifyRequest) => [
      (await requests.findHours(app.db, (request.params as { id: string }).id))?.userId,
    ],
  } as const;
  const aboutMarked = { area: 'standing', about: aboutParam('userId') } as const;
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
      if (request.query.format !== 'csv') return { ...list, you: request.session!.userId };
      const rows: ListRow[] = [
        ...list.present.map((person) => ({ status: 'present', person })),
        ...list.excused.map((person) => ({ status: 'excused', person })),
        ...list.absent.map((person) => ({ status: 'absent', person })),
        ...list.unmarked.map((person) => ({ status: 'not marked', person })),
      ];
      await recordDataAccess(
        app.db,
        lookerOf(request),
        rows.map((row) => row.person.userId),
        accessWhat.attendanceCsv,
      );
      return sendCsvFile(reply, `attendance-${list.event.date}`, toCsv(rows, attendanceColumns));
    },
  );

  // ---- Excuses and service hours ----

  const deciding = (): service.DecisionDeps => ({
    db: app.db,
    mailer: app.mailer,
    brand: app.emailBrand,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    '/excuses',
    { config, schema: { querystring: requestsQuery, response: { 200: excusesResponse } } },
    async (request) => {
      const { status } = request.query;
      const rows = await requests.listExcuses(app.db, status === 'all' ? {} : { status });
      return { excuses: rows.map(toExcuseRow) };
    },
  );

  app.post(
    '/excuses/:id/decision',
    {
      config: aboutExcuse,
      schema: {
        params: idParams,
        body: decisionRequest,
        response: { 200: excuseResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const excuse = await service.decideExcuse(
        deciding(),
        actorOf(request),
        request.params.id,
        request.body,
      );
      return {
        excuse,
        message: `${excuse.name}'s excuse from "${excuse.event}" was ${excuse.status}; he was emailed.`,
      };
    },
  );

  app.get(
    '/service-hours',
    { config, schema: { querystring: requestsQuery, response: { 200: serviceHoursResponse } } },
    async (request) => {
      const { status } = request.query;
      const rows = await requests.listHours(app.db, status === 'all' ? {} : { status });
      return { entries: rows.map(toHoursRow) };
    },
  );

  app.post(
    '/service-hours/:id/decision',
    {
      config: aboutHours,
      schema: {
        params: idParams,
        body: decisionRequest,
        response: { 200: serviceHoursEntryResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const entry = await service.decideHours(
        deciding(),
        actorOf(request),
        request.params.id,
        request.body,
      );
      return {
        entry,
        message: `${entry.name}'s ${entry.hours} ${entry.hours === 1 ? 'hour' : 'hours'} of ${entry.date} were ${entry.status}; he was emailed.`,
      };
    },
  );

  app.get(
    '/standing/queues',
    { config, schema: { response: { 200: queueCountsResponse } } },
    async () => service.queueCounts(app.db),
  );

  // ---- The chapter's standing ----

  app.get(
    '/standing',
    {
      config,
      schema: {
        querystring: standingTableQuery,
        response: { 200: z.union([standingTableResponse, z.string()]), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const clockNow = standingClock(timeZone());
      const semester = request.query.semester
        ? await findSemester(app.db, request.query.semester)
        : await semesterOn(app.db, clockNow.today);
      if (request.query.semester && !semester)
        throw new HttpError(404, 'not_found', 'There is no such semester.');
      const rows = semester ? await standingsIn(app.db, semester, clockNow) : [];
      if (request.query.format === 'csv') {
        await recordDataAccess(
          app.db,
          lookerOf(request),
          rows.map((row) => row.userId),
          accessWhat.standingCsv,
        );
        return sendCsvFile(
          reply,
          `standing-${(semester?.name ?? 'none').replace(/[^A-Za-z0-9]+/g, '-')}`,
          toCsv(rows, standingColumns),
        );
      }
      return { semester: semester ?? null, rows };
    },
  );

  app.put(
    '/events/:id/attendance/:userId',
    {
      config: aboutMarked,
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
        { timeZone: timeZone(), now: clock.now() },
      ),
    }),
  );
};

export default officerStandingRoutes;

type Column<Row> = { header: string; value: (row: Row) => string | number };
const standingColumns: Column<StandingRow>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Side', value: (r) => (r.side === 'new' ? 'new member' : 'active') },
  { header: 'Class', value: (r) => r.graduationYear ?? '' },
  { header: 'Standing', value: (r) => statusWords[r.status] },
  { header: 'Required events', value: (r) => r.attendance.required },
  { header: 'Attended', value: (r) => r.attendance.attended },
  { header: 'Excused', value: (r) => r.attendance.excused },
  { header: 'Missed', value: (r) => r.attendance.missed },
  { header: 'Attendance %', value: (r) => r.attendance.percent },
  { header: 'Attendance % asked', value: (r) => r.attendance.requiredPercent },
  { header: 'Service hours', value: (r) => r.serviceHours.approved },
  { header: 'Hours pending', value: (r) => r.serviceHours.pending },
  { header: 'Hours asked', value: (r) => r.serviceHours.required },
  { header: 'Points', value: (r) => r.points.earned },
  { header: 'Points asked', value: (r) => r.points.required },
  { header: 'What would make it good', value: (r) => r.advice.join(' ') },
  { header: 'Member id', value: (r) => r.userId },
];
const statusWords = { good: 'good', at_risk: 'at risk', not_met: 'not met' } as const;
