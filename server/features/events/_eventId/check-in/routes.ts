// A brother's check-in at the door (docs/product.md#check-in, docs/api.md#attendance-and-check-in-area-standing):
// GET /api/events/:eventId/check-in says what the check-in page shows (the event, whether he is in,
// the door's times); POST /api/events/:eventId/check-in { code } checks him in — once, however
// often he taps.
// Active members only: alumni 403, visitors 401.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventIdParams } from '../../../../../contract/api/officer.ts';
import {
  checkInEventResponse,
  checkInRequest,
  checkInResponse,
} from '../../../../../contract/api/standing.ts';
import { errorAnswers } from '../../../../http-error.ts';
import { clock } from '../../../../lib/clock.ts';
import { countGuessOrRefuse } from '../../../../core/rate-limit/guesses.ts';
import { rateLimits } from '../../../../core/rate-limit/rules.ts';
import {
  checkInMember,
  countingEventOrRefuse,
  doorWindow,
} from '../../../../core/attendance/check-in.ts';
import { markOf } from '../../../../core/attendance/repository.ts';

const iso = (at: number) => new Date(at).toISOString();

const summary = (event: { id: string; title: string; date: string; time: string | null }) => ({
  id: event.id,
  title: event.title,
  date: event.date,
  time: event.time,
});

const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'member' },
      schema: {
        params: eventIdParams,
        response: { 200: checkInEventResponse, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const event = await countingEventOrRefuse(app.db, request.params.eventId);
      const door = doorWindow(event, app.content.chapter.timeZone, clock.now());
      const mark = await markOf(app.db, event.id, request.session!.userId);
      return {
        event: summary(event),
        checkedInAt: mark?.status === 'present' ? mark.at : null,
        open: door.open,
        opensAt: iso(door.opensAt),
        closesAt: iso(door.closesAt),
      };
    },
  );

  app.post(
    '/',
    {
      config: { access: 'member' },
      schema: {
        params: eventIdParams,
        body: checkInRequest,
        response: { 200: checkInResponse, ...errorAnswers(401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const userId = request.session!.userId;
      const { event, at } = await checkInMember(
        {
          db: app.db,
          timeZone: app.content.chapter.timeZone,
          now: clock.now(),
          countGuess: () =>
            countGuessOrRefuse(app.db, [[rateLimits.checkIn.wrongCodesPerAccount, userId]]),
        },
        request.params.eventId,
        userId,
        request.body.code,
      );
      return {
        checkedIn: true as const,
        at,
        event: summary(event),
        message: `You're checked in at "${event.title}".`,
      };
    },
  );
};

export default checkInRoutes;
