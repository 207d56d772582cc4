// /api/officer/events/:eventId/attendance (area `standing`; docs/api.md#attendance-and-check-in-area-standing):
// an event's attendance list (JSON or CSV) and its marks by hand. A mark is about the brother it
// concerns, never the officer's own; every mark is audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../../../../contract/api/common.ts';
import { eventIdParams } from '../../../../../../contract/api/officer.ts';
import {
  attendanceMarkParams,
  attendanceMarkRequest,
  attendanceQuery,
  attendanceResponse,
  type AttendanceEntry,
} from '../../../../../../contract/api/standing.ts';
import { errorAnswers } from '../../../../../http-error.ts';
import { toCsv } from '../../../../../lib/csv.ts';
import { fileNamePart, sendCsvFile } from '../../../../../lib/csv-reply.ts';
import { clock } from '../../../../../lib/clock.ts';
import { aboutParam, electNoCsv } from '../../../../../core/officers/access.ts';
import { actorOf, lookerOf } from '../../../../../core/officers/actor.ts';
import { accessWhat, recordDataAccess } from '../../../../../core/privacy/data-access.ts';
import * as service from '../../../../../core/standing/officer-service.ts';

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

const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { area: 'standing', about: 'chapter' } as const;
  const aboutMarked = { area: 'standing', about: aboutParam('userId') } as const;
  const timeZone = () => app.content.chapter.timeZone;

  app.get(
    '/',
    {
      config: { ...config, elect: electNoCsv },
      schema: {
        params: eventIdParams,
        querystring: attendanceQuery,
        response: { 200: z.union([attendanceResponse, z.string()]), ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      const list = await service.attendanceOf(
        app.db,
        request.params.eventId,
        timeZone(),
        clock.now(),
      );
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
      // Named for what it holds: the event's title and day (docs/product.md#dates).
      return sendCsvFile(
        reply,
        `attendance-${fileNamePart(list.event.title)}-${list.event.date}`,
        toCsv(rows, attendanceColumns),
      );
    },
  );

  app.put(
    '/:userId',
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
        request.params.eventId,
        request.params.userId,
        request.body.status,
        { timeZone: timeZone(), now: clock.now() },
      ),
    }),
  );
};

export default attendanceRoutes;
