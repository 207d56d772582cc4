// GET /api/me/standing (docs/product.md#standing, docs/api.md#standing): the signed-in member's
// semester: attendance, service hours and points against his side's requirements, one word and
// what is still owed and by when, his excuses and hours. Active members only: alumni 403, visitors 401.
// Nobody else's standing is ever in an answer here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myStandingQuery, myStandingResponse } from '../../../../contract/api/standing.ts';
import { errorAnswers } from '../../../http-error.ts';
import { standingClock } from '../../../core/attendance/standing-service.ts';
import * as service from '../../../core/standing/member-service.ts';

const standingRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => standingClock(app.content.chapter.timeZone);

  app.get(
    '/',
    {
      config: { access: 'member' },
      schema: {
        querystring: myStandingQuery,
        response: { 200: myStandingResponse, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) =>
      service.myStanding(app.db, request.session!.userId, now(), request.query.semester),
  );
};

export default standingRoutes;
