// POST /api/events/:eventId/excuse (docs/product.md#standing, docs/api.md#standing): the signed-in
// member asks to be excused from an event that takes attendance; the standing officer decides
// (server/features/officer/excuses). Active members only: alumni 403, visitors 401.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventIdParams } from '../../../../../contract/api/officer.ts';
import { excuseRequest, excuseResponse } from '../../../../../contract/api/standing.ts';
import { errorAnswers } from '../../../../http-error.ts';
import { standingClock } from '../../../../core/attendance/standing-service.ts';
import * as service from '../../../../core/standing/member-service.ts';

const excuseRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => standingClock(app.content.chapter.timeZone);

  app.post(
    '/',
    {
      config: { access: 'member' },
      schema: {
        params: eventIdParams,
        body: excuseRequest,
        response: { 201: excuseResponse, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const excuse = await service.askExcuse(
        app.db,
        request.params.eventId,
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
};

export default excuseRoutes;
