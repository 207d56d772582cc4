// POST /api/newsletter/subscribe, GET /api/newsletter/confirm, GET|POST /api/newsletter/unsubscribe.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  linkQuery,
  newsletterStatusPaths,
  subscribeRequest,
  subscribeResponse,
  tokenQuery,
  unsubscribeResponse,
} from '../../../contract/api/newsletter.ts';
import { apiErrorSchema } from '../../../contract/api/errors.ts';
import { limits } from '../../../contract/limits.ts';
import type { RateLimitRule } from '../../plugins/rate-limit.ts';
import * as newsletter from './service.ts';

const subscribeLimit: RateLimitRule = {
  bucket: 'newsletter-subscribe',
  limit: limits.newsletter.subscribePerClient,
  windowMs: limits.newsletter.subscribeWindowMs,
  message: 'Too many sign-up attempts from your connection. Please try again in a few minutes.',
};

const linkLimit: RateLimitRule = { bucket: 'newsletter-link', limit: 30, windowMs: 10 * 60_000 };

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): newsletter.NewsletterDeps => ({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    brand: app.emailBrand,
  });

  app.post(
    '/subscribe',
    {
      // Counted before the body is even parsed, so malformed floods are limited too.
      onRequest: async (request) => app.enforceRateLimit(request, subscribeLimit),
      schema: {
        body: subscribeRequest,
        response: { 200: subscribeResponse, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await newsletter.subscribe(deps(), request.body.email);
      return { message: newsletter.subscribeAnswer };
    },
  );

  // The links in emails: they act, then land the person on a page of the site that says what happened.
  const emailLink = (path: string, act: (token: string) => Promise<boolean>, landing: string) =>
    app.get(
      path,
      {
        onRequest: async (request) => app.enforceRateLimit(request, linkLimit),
        schema: { querystring: linkQuery },
      },
      async (request, reply) => {
        const token = tokenQuery.safeParse(request.query);
        const ok = token.success && (await act(token.data.token));
        return reply.redirect(ok ? landing : newsletterStatusPaths.invalid, 303);
      },
    );
  emailLink(
    '/confirm',
    (token) => newsletter.confirm(app.db, token),
    newsletterStatusPaths.confirmed,
  );
  emailLink(
    '/unsubscribe',
    (token) => newsletter.unsubscribe(app.db, token),
    newsletterStatusPaths.unsubscribed,
  );

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` as a form; the body is not needed.
  await app.register(async (oneClick) => {
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/unsubscribe',
      {
        onRequest: async (request) => app.enforceRateLimit(request, linkLimit),
        // Mail clients send it from their own servers or pages; it carries its own token.
        config: { allowCrossSite: true },
        schema: {
          querystring: tokenQuery,
          response: { 200: unsubscribeResponse, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        if (await newsletter.unsubscribe(app.db, request.query.token)) {
          return { message: 'You have been unsubscribed from the newsletter.' };
        }
        return reply
          .code(404)
          .send({ error: 'not_found', message: 'This unsubscribe link is not valid.' });
      },
    );
  });
};

export default newsletterRoutes;
