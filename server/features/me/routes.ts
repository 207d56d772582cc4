// The signed-in person's data, his to see, take and end (docs/product.md#privacy;
// docs/api.md#your-data): GET /api/me/data-access (who saw it), GET /api/me/export (all of
// it, as a JSON file), DELETE /api/me { password } (the end of his account).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../contract/api/common.ts';
import { dataAccessResponse } from '../../../contract/api/privacy.ts';
import { passwordConfirmRequest } from '../../../contract/api/two-factor.ts';
import { errorAnswers } from '../../http-error.ts';
import { clock } from '../../lib/clock.ts';
import { rateLimits } from '../../core/rate-limit/rules.ts';
import { chapterToday } from '../../core/offices/office.ts';
import { dataAccessOf } from '../../core/privacy/data-access.ts';
import { endAccount, endingMessages } from '../../core/privacy/ending.ts';
import { exportOf } from '../../core/privacy/export.ts';

const yourDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/data-access',
    {
      config: { access: 'signed-in' },
      schema: { response: { 200: dataAccessResponse, ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await dataAccessOf(app.db, request.session!.userId);
      return {
        entries: rows.map((row) => ({
          at: row.at,
          who: row.actorLabel,
          what: row.what,
          count: row.times,
        })),
      };
    },
  );

  app.get(
    '/export',
    {
      config: { access: 'signed-in' },
      preHandler: async (request) =>
        app.enforceRateLimit(
          request,
          rateLimits.personalExport.perAccount,
          request.session!.userId,
        ),
      // A file to keep: any JSON object (docs/api.md#your-data lists what it holds).
      schema: { response: { 200: z.any(), ...errorAnswers(401, 429) } },
    },
    async (request, reply) => {
      const data = await exportOf(
        app.db,
        request.session!.userId,
        app.content.chapter.siteName,
        new Date(clock.now()),
      );
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/',
    {
      config: { access: 'signed-in' },
      schema: {
        body: passwordConfirmRequest,
        response: { 200: messageResponse, ...errorAnswers(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      await endAccount(
        {
          db: app.db,
          mailer: app.mailer,
          brand: app.emailBrand,
          publicUrl: app.config.publicUrl,
          today: chapterToday(app.content.chapter.timeZone),
        },
        request.session!.userId,
        request.body.password,
      );
      await app.sessions.end(request, reply);
      return { message: endingMessages.ended };
    },
  );
};

export default yourDataRoutes;
