// POST /api/me/service-hours (docs/product.md#standing, docs/api.md#standing): the signed-in member
// logs hours of service, which the standing officer approves or refuses
// (server/features/officer/service-hours). Active members only: alumni 403, visitors 401.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  serviceHoursEntryResponse,
  serviceHoursRequest,
} from '../../../../contract/api/standing.ts';
import { errorAnswers } from '../../../http-error.ts';
import { standingClock } from '../../../core/attendance/standing-service.ts';
import * as service from '../../../core/standing/member-service.ts';

const serviceHourRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => standingClock(app.content.chapter.timeZone);

  app.post(
    '/',
    {
      config: { access: 'member' },
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

export default serviceHourRoutes;
