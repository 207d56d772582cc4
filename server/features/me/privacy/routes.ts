// GET and PUT /api/me/privacy (docs/product.md#privacy; docs/api.md#privacy): who
// sees each field of the signed-in person's profile, his choice within the chapter's limits. A
// change of a field the Executive Board shows is on the board (its answer and its page) before the
// PUT answers, not at the next look at the accounts data (server/plugins/content.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myPrivacyRequest, myPrivacyResponse } from '../../../../contract/api/privacy.ts';
import { publicFields } from '../../../../contract/privacy.ts';
import { errorAnswers } from '../../../http-error.ts';
import { changeMyPrivacy, readMyPrivacy } from '../../../core/privacy/service.ts';

const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'signed-in' },
      schema: { response: { 200: myPrivacyResponse, ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readMyPrivacy(app.db, request.session!.userId);
    },
  );

  app.put(
    '/',
    {
      config: { access: 'signed-in' },
      schema: {
        body: myPrivacyRequest,
        response: { 200: myPrivacyResponse, ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const answer = await changeMyPrivacy(app.db, request.session!.userId, request.body);
      // The board shows only what its holders show to everyone: read it again now (its page is
      // rendered again only when it changed). A failed render keeps the saved choice; it is logged
      // and the next look tries again.
      if (publicFields.some((field) => request.body[field] !== undefined))
        await app.liveContent
          .refresh()
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'the board could not follow a privacy change'),
          );
      return answer;
    },
  );
};

export default privacyRoutes;
