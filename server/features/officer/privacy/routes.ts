// GET and PUT /api/officer/privacy, POST /api/officer/privacy/preview (area `accounts`;
// docs/product.md#privacy; docs/api.md#privacy): the chapter's default and widest audience of each
// profile field. A default applies to whoever never chose, within the limit; a limit narrows every
// choice wider than it while it lasts. Nothing stored moves but what the officer changed; every
// change audited. The preview says whom a change would hide what from, before the console asks.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chapterPrivacyPreviewResponse,
  chapterPrivacyRequest,
  chapterPrivacyResponse,
} from '../../../../contract/api/privacy.ts';
import { actorOf } from '../../../core/officers/actor.ts';
import { readPrivacyRules } from '../../../core/privacy/repository.ts';
import { changeChapterPrivacy, previewChapterPrivacy } from '../../../core/privacy/service.ts';

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

  // A POST, as it takes the change in its body: like every console call but a GET, it is refused
  // to an officer-elect, who could not save the change either.
  app.post(
    '/preview',
    {
      config,
      schema: { body: chapterPrivacyRequest, response: { 200: chapterPrivacyPreviewResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { changes: await previewChapterPrivacy(app.db, request.body) };
    },
  );
};

export default officerPrivacyRoutes;
