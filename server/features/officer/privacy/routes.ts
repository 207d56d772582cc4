// GET and PUT /api/officer/privacy (area `accounts`; docs/product.md#privacy;
// docs/api.md#privacy): the chapter's default and widest audience of each profile field. A default
// applies to whoever never chose; a limit narrows every choice wider than it. Every change audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chapterPrivacyRequest, chapterPrivacyResponse } from '../../../../contract/api/privacy.ts';
import { actorOf } from '../../../core/officers/actor.ts';
import { readPrivacyRules } from '../../../core/privacy/repository.ts';
import { changeChapterPrivacy } from '../../../core/privacy/service.ts';

const officerPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { area: 'accounts', about: 'chapter' } as const;

  app.get(
    '/',
    { config, schema: { response: { 200: chapterPrivacyResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { fields: await readPrivacyRules(app.db) };
    },
  );

  app.put(
    '/',
    { config, schema: { body: chapterPrivacyRequest, response: { 200: chapterPrivacyResponse } } },
    async (request) => ({
      fields: await changeChapterPrivacy(app.db, actorOf(request), request.body),
    }),
  );
};

export default officerPrivacyRoutes;
