// GET /media/:id — uploaded pictures, from the database. Each id is a new upload, so the picture never
// changes. A profile picture is served only to whom its owner shows it (privacy field
// `profilePicture`, docs/product.md#privacy), anyone else gets 404: shown to everyone, it is cached
// for a year by anyone; shown to fewer, only in the viewer's own browser, asked again each time (a
// 304 while it may still be seen). An upload not yet saved into a profile is its owner's alone;
// those are swept after a day. Other uploads (a newsletter issue's pages) are public.
// GET /media/content/:name — the pictures uploaded for the pages and their sizes (decision 018),
// named after their content: immutable too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits } from '../../../contract/limits.ts';
import { effectiveAudience, sees, type Audience } from '../../../contract/privacy.ts';
import { errorAnswers, HttpError } from '../../http-error.ts';
import { findPictureFile } from '../../core/media/content-pictures.ts';
import { deleteUnattachedBefore } from '../../core/media/repository.ts';
import { audienceOfUser } from '../../core/privacy/profiles.ts';
import { choicesOf, privacyRulesOf } from '../../core/privacy/repository.ts';
import type { SessionUser } from '../../core/sessions/sessions.ts';
import { findPictureToServe } from './repository.ts';

type Picture = NonNullable<Awaited<ReturnType<typeof findPictureToServe>>>;

/** Who may see the picture: everyone, an audience of its owner's choosing, or its owner alone. */
function audienceOf(id: string, picture: Picture): Audience {
  if (picture.attachedAt === null) return 'me';
  if (picture.ownerPicture !== `/media/${id}`) return 'public';
  const rules = privacyRulesOf(picture.privacyRules);
  return effectiveAudience(
    choicesOf(picture.ownerPrivacy ?? '{}').profilePicture,
    rules.profilePicture,
  );
}

/** Who the request is, as an audience of the picture's owner (himself: `me`). */
function viewerOf(session: SessionUser | null, ownerId: string, timeZone: string): Audience {
  if (!session) return 'public';
  if (session.userId === ownerId) return 'me';
  return audienceOfUser(session.user, timeZone);
}

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      // Anyone may ask: each picture is shown to whom its owner's privacy choice allows.
      config: { access: 'visitor' },
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: z.instanceof(Buffer), 304: z.void(), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const picture = /^[0-9a-f-]{36}$/.test(id) ? await findPictureToServe(app.db, id) : undefined;
      const audience = picture ? audienceOf(id, picture) : 'me';
      // Hidden and missing answer alike, and no cache keeps the answer for another viewer.
      const timeZone = app.content.chapter.timeZone;
      // A claim's picture of a receipt is shown through the claim's calls alone (its member's and
      // the treasurer's), never here.
      if (
        !picture ||
        Boolean(Number(picture.claimPicture)) ||
        !sees(viewerOf(request.session, picture.ownerId, timeZone), audience)
      )
        throw new HttpError(404, 'not_found', 'There is no such picture.', {
          'cache-control': 'no-store',
        });
      const etag = `"${id}"`;
      reply
        .header(
          'cache-control',
          audience === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-cache',
        )
        .header('etag', etag);
      if (audience !== 'public' && request.headers['if-none-match'] === etag)
        return reply.code(304).send();
      return reply
        .type(picture.contentType)
        .header('content-disposition', 'inline')
        .send(Buffer.from(picture.bytes));
    },
  );

  app.get(
    '/content/:name',
    {
      config: { access: 'visitor' },
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
