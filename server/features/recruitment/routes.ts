// /api/recruitment: the public side of a recruitment period (docs/api.md#recruitment) — what the
// page shows, the interest form, confirming the email, checking in at a rush event, and deleting
// everything about oneself. Every call is a visitor's; each is limited per address.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  interestRequest,
  interestResponse,
  prospectCheckInRequest,
  prospectCheckInResponse,
  recruitmentInfo,
  tokenRequest,
} from '../../../contract/api/recruitment.ts';
import { deletionDay } from '../../../contract/recruitment.ts';
import { z } from 'zod';
import { errorAnswers } from '../../http-error.ts';
import { clock } from '../../lib/clock.ts';
import { chapterToday } from '../../core/offices/office.ts';
import { countGuessOrRefuse } from '../../core/rate-limit/guesses.ts';
import { withLinkGuess } from '../../core/recruitment/links.ts';
import { rateLimits } from '../../core/rate-limit/rules.ts';
import { checkInProspect, rushEventsOf } from '../../core/recruitment/check-in.ts';
import * as interest from '../../core/recruitment/interest.ts';
import { openPeriod } from '../../core/recruitment/periods.ts';

const rules = rateLimits.recruitment;
const messageResponse = z.object({ message: z.string() });

const recruitmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => chapterToday(app.content.chapter.timeZone);
  const deps = (): interest.InterestDeps => ({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    brand: app.emailBrand,
  });
  // Counted before the body is parsed, so malformed floods count too.
  const limited = (rule: typeof rules.linksPerAddress) => ({
    onRequest: async (request: Parameters<typeof app.enforceRateLimit>[0]) =>
      app.enforceRateLimit(request, rule),
  });

  app.get(
    '/',
    { config: { access: 'visitor' }, schema: { response: { 200: recruitmentInfo } } },
    async () => {
      const day = today();
      const period = await openPeriod(app.db, day);
      if (!period) return { period: null, events: [] };
      return {
        period: {
          name: period.name,
          opensOn: period.opensOn,
          closesOn: period.closesOn,
          deleteAfterDays: period.deleteAfterDays,
          deletedOn: deletionDay(period.closesOn, period.deleteAfterDays),
        },
        events: await rushEventsOf(app.db, period, day),
      };
    },
  );

  app.post(
    '/interest',
    {
      config: { access: 'visitor' },
      ...limited(rules.interestPerAddress),
      schema: {
        body: interestRequest,
        response: { 202: interestResponse, ...errorAnswers(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const message = await interest.registerInterest(deps(), request.body, today());
      return reply.code(202).send({ message });
    },
  );

  app.post(
    '/confirm',
    {
      config: { access: 'visitor' },
      ...limited(rules.linksPerAddress),
      schema: { body: tokenRequest, response: { 200: messageResponse, ...errorAnswers(400, 429) } },
    },
    async (request) => ({
      message: await withLinkGuess(app.db, request.client, () =>
        interest.confirmInterest(app.db, request.body.token),
      ),
    }),
  );

  app.post(
    '/forget',
    {
      config: { access: 'visitor' },
      ...limited(rules.linksPerAddress),
      schema: { body: tokenRequest, response: { 200: messageResponse, ...errorAnswers(400, 429) } },
    },
    async (request) => ({
      message: await withLinkGuess(app.db, request.client, () =>
        interest.forgetInterest(app.db, request.body.token),
      ),
    }),
  );

  app.post(
    '/check-in',
    {
      config: { access: 'visitor' },
      ...limited(rules.checkInPerAddress),
      schema: {
        body: prospectCheckInRequest,
        response: { 200: prospectCheckInResponse, ...errorAnswers(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const { title } = await checkInProspect(
        {
          db: app.db,
          timeZone: app.content.chapter.timeZone,
          now: clock.now(),
          today: today(),
          countGuess: () =>
            countGuessOrRefuse(app.db, [[rules.wrongCodesPerAddress, request.client]]),
        },
        request.body,
      );
      return { message: `You are checked in at "${title}". Welcome!` };
    },
  );
};

export default recruitmentRoutes;
