// /api/calendar (docs/api.md#calendar-feeds): whether the signed-in account has a private feed URL,
// a new one (shown this once: only its token's hash is kept), and the feed itself, read by calendar
// apps with the URL's token alone (no session).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedStateResponse, feedUrlResponse } from '../../../contract/api/calendar.ts';
import { tokenPattern } from '../../../contract/api/common.ts';
import { errorAnswers, HttpError } from '../../http-error.ts';
import { feedFor, feedMade, resetFeed, type FeedSite } from './service.ts';

const noFeed = () =>
  new HttpError(
    404,
    'not_found',
    'There is no such calendar feed. Make a new link on your account page.',
  );

const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read on each request: an officer may publish another chapter name or time zone (live content).
  const site = (): FeedSite => ({
    publicUrl: app.config.publicUrl,
    siteName: app.content.chapter.siteName,
    timeZone: app.content.chapter.timeZone,
  });

  app.get(
    '/feed',
    {
      config: { access: 'signed-in' },
      schema: { response: { 200: feedStateResponse, ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { made: await feedMade(app.db, request.session!.userId) };
    },
  );

  app.post(
    '/feed/reset',
    {
      config: { access: 'signed-in' },
      schema: { response: { 200: feedUrlResponse, ...errorAnswers(401) } },
    },
    async (request, reply) => {
      // The link holds its secret: kept by no cache.
      reply.header('cache-control', 'no-store');
      return { url: await resetFeed(app.db, app.config.publicUrl, request.session!.userId) };
    },
  );

  app.get(
    '/:token.ics',
    {
      // A calendar app has no session: the address's token is the feed's key.
      config: { access: 'visitor' },
      schema: {
        params: z.object({ token: z.string() }),
        response: { 200: z.string(), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      // A malformed token is answered like an unknown one: nothing tells them apart.
      const ics = tokenPattern.test(token) ? await feedFor(app.db, site(), token) : undefined;
      if (ics === undefined) throw noFeed();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .header('cache-control', 'private, max-age=300')
        .send(ics);
    },
  );
};

export default calendarFeedRoutes;
