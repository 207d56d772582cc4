// /api/officer/standing (area `standing`; docs/api.md#standing): the chapter's standing in a semester
// (JSON or CSV), the events that take attendance, and the counts of requests waiting for a
// decision. The calls about one event are the folders under officer/events/_eventId.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  countingEventsQuery,
  countingEventsResponse,
  queueCountsResponse,
  standingTableQuery,
  standingTableResponse,
  type StandingRow,
} from '../../../../contract/api/standing.ts';
import { errorAnswers, HttpError } from '../../../http-error.ts';
import { findSemester } from '../../../core/attendance/semesters.ts';
import {
  semesterOn,
  standingClock,
  standingsIn,
} from '../../../core/attendance/standing-service.ts';
import { listCountingEvents } from '../../../core/attendance/repository.ts';
import { toCsv } from '../../../lib/csv.ts';
import { sendCsvFile } from '../../../lib/csv-reply.ts';
import { clock } from '../../../lib/clock.ts';
import { lookerOf } from '../../../core/officers/actor.ts';
import { accessWhat, recordDataAccess } from '../../../core/privacy/data-access.ts';
import * as service from '../../../core/standing/officer-service.ts';
import { electNoCsv } from '../../../core/officers/access.ts';

const officerStandingRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { area: 'standing', about: 'chapter' } as const;
  const timeZone = () => app.content.chapter.timeZone;

  app.get(
    '/events',
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

  app.get('/queues', { config, schema: { response: { 200: queueCountsResponse } } }, async () =>
    service.queueCounts(app.db),
  );

  app.get(
    '/',
    {
      config: { ...config, elect: electNoCsv },
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
      const { ledger } = await app.dataVersions();
      const rows = semester
        ? await standingsIn(app.db, semester, clockNow, { ledgerVersion: ledger })
        : [];
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
  { header: 'Dues', value: (r) => duesWords[r.dues.status] },
  { header: 'Dues balance', value: (r) => r.dues.balanceCents / 100 },
  { header: 'Dues overdue', value: (r) => r.dues.overdueCents / 100 },
  { header: 'Dues count', value: (r) => (r.dues.required ? 'yes' : 'no') },
  { header: 'Counted from', value: (r) => r.countsFrom },
  { header: 'Still owed', value: (r) => r.advice.join(' ') },
  { header: 'Member id', value: (r) => r.userId },
];
const statusWords = { good: 'good', at_risk: 'at risk', not_met: 'not met' } as const;
const duesWords = { paid: 'paid', on_plan: 'on a plan', overdue: 'overdue' } as const;
