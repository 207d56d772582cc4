// A member's standing and his requests (DESIGN "Standing", docs/api.md#standing): GET
// /api/me/standing (his semester: attendance, service hours and points against his side's
// requirements, one word and what would make it good, his excuses and hours), POST
// /api/events/:id/excuse and POST /api/me/service-hours. Active members only: alumni 403,
// visitors 401. Nobody else's standing is ever in an answer here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../../contract/api/officer.ts';
import {
  excuseRequest,
  excuseResponse,
  myStandingQuery,
  myStandingResponse,
  serviceHoursEntryResponse,
  serviceHoursRequest,
} from '../../../../contract/api/standing.ts';
import { errorAnswers } from '../../../http-error.ts';
import { requireRole } from '../../../core/sessions/guards.ts';
import { standingClock } from '../../../core/attendance/standing-service.ts';
import * as service from '../../../core/standing/member-service.ts';

const standingRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = requireRole('member');
  const now = () => standingClock(app.content.chapter.timeZone);

  app.get(
    '/me/standing',
    {
      preHandler: members,
      schema: {
        querystring: myStandingQuery,
        response: { 200: myStandingResponse, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) =>
      service.myStanding(app.db, request.session!.userId, now(), request.query.semester),
  );

  app.post(
    '/events/:id/excuse',
    {
      preHandler: members,
      schema: {
        params: idParams,
        body: excuseRequest,
        response: { 201: excuseResponse, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const excuse = await service.askExcuse(
        app.db,
        request.params.id,
        request.session!.userId,
        request.body.reason,
        now(),
      );
      reply.code(201);
      return {
        excuse,
        message: `You asked to be excused from "${excuse.event}". The standing officer will decide, and you will get an email.`,
      };
    },
  );

  app.post(
    '/me/service-hours',
    {
      preHandler: members,
      schema: {
        body: serviceHoursRequest,
        response: { 201: serviceHoursEntryResponse, ...errorAnswers(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const entry = await service.logHours(app.db, request.session!.userId, request.body, now());
      reply.code(201);
      return {
        entry,
        message: `${entry.hours} ${entry.hours === 1 ? 'hour was' : 'hours were'} logged. The standing officer will decide, and you will get an email.`,
      };
    },
  );
};

export default standingRoutes;
