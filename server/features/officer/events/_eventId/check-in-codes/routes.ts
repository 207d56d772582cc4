// POST /api/officer/events/:eventId/check-in-codes (area `standing`; docs/api.md#attendance-and-check-in-area-standing):
// what an event's check-in screen shows, with a new code each time the screen asks (the code moves,
// docs/product.md#check-in).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventIdParams } from '../../../../../../contract/api/officer.ts';
import { checkInCodeResponse } from '../../../../../../contract/api/standing.ts';
import { errorAnswers } from '../../../../../http-error.ts';
import { clock } from '../../../../../lib/clock.ts';
import * as service from '../../../../../core/standing/officer-service.ts';

const checkInCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { area: 'standing', about: 'chapter' } as const;
  const timeZone = () => app.content.chapter.timeZone;

  app.post(
    '/',
    {
      config,
      schema: {
        params: eventIdParams,
        response: { 200: checkInCodeResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) =>
      service.checkInScreen(app.db, request.params.eventId, {
        publicUrl: app.config.publicUrl,
        timeZone: timeZone(),
        now: clock.now(),
      }),
  );
};

export default checkInCodeRoutes;
