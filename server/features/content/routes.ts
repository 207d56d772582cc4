// GET /api/content/:document (docs/api.md#live-content): a published content document, for anyone,
// as the public pages are rendered with it. A page carries only the documents it shows; the browser
// reads here the ones the next page shows before it goes there (web/lib/content/live.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDocument, documentParams } from '../../../contract/api/content.ts';
import { errorAnswers, HttpError } from '../../http-error.ts';
import { etagOf, isDocumentName } from '../../core/content/service.ts';

const publishedContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:document',
    {
      config: { access: 'visitor' },
      schema: { params: documentParams, response: { 200: contentDocument, ...errorAnswers(404) } },
    },
    async (request, reply) => {
      const { document } = request.params;
      if (!isDocumentName(document))
        throw new HttpError(404, 'not_found', 'There is no such content document.');
      // Asked again after each publish: a browser may keep it only while the version stands.
      reply
        .header('cache-control', 'no-cache')
        .header('etag', etagOf(app.liveContent.versions()[document].id));
      return app.content[document] as Record<string, unknown>;
    },
  );
};

export default publishedContentRoutes;
