// GET and PUT /api/me/privacy (DESIGN "Each brother decides who sees what"; docs/api.md#privacy): who
// sees each field of the signed-in person's profile, his choice within the chapter's limits.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myPrivacyRequest, myPrivacyResponse } from '../../../contract/api/privacy.ts';
import { errorAnswers } from '../../http-error.ts';
import { requireUser } from '../../core/sessions/guards.ts';
import { changeMyPrivacy, readMyPrivacy } from '../../core/privacy/service.ts';

const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/privacy',
    {
      preHandler: requireUser,
      schema: { response: { 200: myPrivacyResponse, ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readMyPrivacy(app.db, request.session!.userId);
    },
  );

  app.put(
    '/privacy',
    {
      preHandler: requireUser,
      schema: {
        body: myPrivacyRequest,
        response: { 200: myPrivacyResponse, ...errorAnswers(400, 401) },
      },
    },
    async (request) => changeMyPrivacy(app.db, request.session!.userId, request.body),
  );
};

export default privacyRoutes;
