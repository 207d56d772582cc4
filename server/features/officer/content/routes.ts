// /api/officer/content (area `content`; docs/api.md#live-content): read a content document with
// its ETag, publish a whole new version with If-Match (400 listing every problem, 412 when another
// officer published first, 428 without If-Match), list its versions and publish an earlier one
// again; upload a picture for the pages (decision 018). The index and the preview are
// editor-routes.ts.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentDocument,
  documentParams,
  invalidDocumentError,
  savedResponse,
  staleDocumentError,
  uploadedPictureResponse,
  versionParams,
  versionsResponse,
} from '../../../../contract/api/content.ts';
import type { ContentFile } from '../../../../contract/content.ts';
import { limits } from '../../../../contract/limits.ts';
import { errorAnswers, HttpError } from '../../../http-error.ts';
import { rateLimits } from '../../../core/rate-limit/rules.ts';
import { waitForUploadPlace, withOneFile } from '../../../core/media/upload.ts';
import { actorOf } from '../../../core/officers/actor.ts';
import { pictureMessages, uploadContentPicture } from '../../../core/media/content-pictures.ts';
import {
  documentHistory,
  getDocument,
  isDocumentName,
  restoreVersion,
  saveDocument,
  type SaveResult,
} from '../../../core/content/service.ts';
import officerContentEditorRoutes, { type EditorRoutesOptions } from './editor-routes.ts';

function documentNamed(name: string): ContentFile {
  if (!isDocumentName(name))
    throw new HttpError(404, 'not_found', 'There is no such content document.');
  return name;
}

const savedAnswer = (version: SaveResult, message: string) => ({
  message,
  version: { id: version.id, number: version.number, at: version.at, author: version.author },
  etag: version.etag,
});

/** Multipart framing around a 10 MB picture is a few hundred bytes; more is refused unread. */
const pictureBodyMaxBytes = limits.upload.maxBytes + 64 * 1024;

const officerContentRoutes: FastifyPluginAsyncZod<EditorRoutesOptions> = async (app, options) => {
  await app.register(officerContentEditorRoutes, options);

  const { contentDir } = app.config;

  // The picture upload, in a scope of its own: only it reads multipart bodies.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: limits.upload.maxBytes, files: 1, fields: 0 },
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/images',
      {
        config: { area: 'content', about: 'chapter' },
        // Refused before a byte of the body is read: too many uploads, a declared size over the
        // limit; then one of the server's upload places is waited for (two pictures at a time).
        onRequest: [
          async (request) =>
            app.enforceRateLimit(request, rateLimits.uploads.perAccount, request.session!.userId),
          async (request) => {
            if (Number(request.headers['content-length'] ?? 0) > pictureBodyMaxBytes)
              throw new HttpError(413, 'payload_too_large', pictureMessages.tooLarge);
          },
          waitForUploadPlace,
        ],
        schema: {
          response: { 201: uploadedPictureResponse, ...errorAnswers(400, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const facts = await withOneFile(request, 'picture', pictureMessages, (file) =>
          uploadContentPicture(app.db, actorOf(request), file),
        );
        reply.code(201);
        return { message: 'The picture is uploaded. Publish the page to show it.', ...facts };
      },
    );
  });

  app.get(
    '/:document',
    {
      config: { area: 'content', about: 'chapter' },
      schema: { params: documentParams, response: { 200: contentDocument, ...errorAnswers(404) } },
    },
    async (request, reply) => {
      const { document, etag } = await getDocument(app.db, documentNamed(request.params.document));
      reply.header('etag', etag).header('cache-control', 'no-store');
      return document as Record<string, unknown>;
    },
  );

  app.put(
    '/:document',
    {
      config: { area: 'content', about: 'chapter' },
      bodyLimit: limits.content.bodyMaxBytes,
      schema: {
        params: documentParams,
        body: z.unknown(),
        headers: z.object({ 'if-match': z.string().max(200).optional() }),
        response: {
          200: savedResponse,
          400: invalidDocumentError.or(invalidDocumentError.omit({ issues: true })),
          412: staleDocumentError,
          ...errorAnswers(404, 428),
        },
      },
    },
    async (request, reply) => {
      const name = documentNamed(request.params.document);
      const ifMatch = request.headers['if-match'];
      if (!ifMatch)
        throw new HttpError(
          428,
          'precondition_required',
          'Send the ETag of the version you edited in If-Match, so no one’s work is overwritten.',
        );
      const saved = await saveDocument(
        app.db,
        actorOf(request),
        name,
        request.body,
        ifMatch,
        contentDir,
      );
      await app.liveContent.refresh();
      reply.header('etag', saved.etag);
      return savedAnswer(saved, 'Published. The page shows it now.');
    },
  );

  app.get(
    '/:document/versions',
    {
      config: { area: 'content', about: 'chapter' },
      schema: { params: documentParams, response: { 200: versionsResponse, ...errorAnswers(404) } },
    },
    async (request) => ({
      versions: await documentHistory(app.db, documentNamed(request.params.document)),
    }),
  );

  app.post(
    '/:document/versions/:versionId/restore',
    {
      config: { area: 'content', about: 'chapter' },
      schema: {
        params: versionParams,
        response: {
          200: savedResponse,
          // A restored version checked again, or a malformed id.
          400: invalidDocumentError.or(invalidDocumentError.omit({ issues: true })),
          ...errorAnswers(404),
        },
      },
    },
    async (request, reply) => {
      const name = documentNamed(request.params.document);
      const saved = await restoreVersion(
        app.db,
        actorOf(request),
        name,
        request.params.versionId,
        contentDir,
      );
      await app.liveContent.refresh();
      reply.header('etag', saved.etag);
      return savedAnswer(saved, 'That version is published again.');
    },
  );
};

export default officerContentRoutes;
