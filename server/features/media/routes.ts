// GET /media/:id — uploaded pictures, from the database. Each id is a new upload, so the answer never
// changes and can be cached for a year. Pictures never saved into a profile are swept after a day.
// GET /media/content/:name — the pictures uploaded for the pages and their sizes (decision 018),
// named after their content: immutable too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits } from '../../../contract/limits.ts';
import { errorAnswers, HttpError } from '../../http-error.ts';
import { findPictureFile } from '../../core/media/content-pictures.ts';
import { deleteUnattachedBefore, findMediaForServing } from '../../core/media/repository.ts';

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: z.instanceof(Buffer), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const media = /^[0-9a-f-]{36}$/.test(id) ? await findMediaForServing(app.db, id) : undefined;
      if (!media) throw new HttpError(404, 'not_found', 'There is no such picture.');
      return reply
        .type(media.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${id}"`)
        .header('content-disposition', 'inline')
        .send(Buffer.from(media.bytes));
    },
  );

  app.get(
    '/content/:name',
    {
      schema: {
        params: z.object({ name: z.string() }),
        response: { 200: z.instanceof(Buffer), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const file = /^[0-9a-f]{24}-[1-9]\d{0,4}(x[1-9]\d{0,4})?\.(avif|webp)$/.test(name)
        ? await findPictureFile(app.db, name)
        : undefined;
      if (!file) throw new HttpError(404, 'not_found', 'There is no such picture.');
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${name}"`)
        .header('content-disposition', 'inline')
        .send(Buffer.from(file.bytes));
    },
  );

  const sweep = async () => {
    const before = new Date(Date.now() - limits.upload.unattachedTtlMs).toISOString();
    const removed = await deleteUnattachedBefore(app.db, before);
    if (removed > 0) app.log.info({ removed }, 'removed pictures never saved into a profile');
  };
  const timer = setInterval(
    () => sweep().catch((err: unknown) => app.log.warn({ err }, 'picture sweep failed')),
    60 * 60_000,
  );
  timer.unref();
  app.addHook('onReady', async () => void sweep().catch(() => {}));
  app.addHook('onClose', async () => clearInterval(timer));
};

export default mediaRoutes;
