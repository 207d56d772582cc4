// POST /api/newsletter/subscribe, GET /api/newsletter/confirm, GET|POST /api/newsletter/unsubscribe.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  linkQuery,
  newsletterIssuesResponse,
  newsletterStatusPaths,
  subscribeRequest,
  type NewsletterStatus,
  subscribeResponse,
  tokenQuery,
  unsubscribeResponse,
} from '../../../contract/api/newsletter.ts';
import { oneClickScope } from '../../lib/one-click.ts';
import { errorAnswers, HttpError } from '../../http-error.ts';
import { countGuess } from '../../core/rate-limit/guesses.ts';
import { rateLimits } from '../../core/rate-limit/rules.ts';
import { publishedIssues } from './issues.ts';
import * as newsletter from './service.ts';

const rules = rateLimits.newsletter;

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): newsletter.NewsletterDeps => ({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    brand: app.emailBrand,
  });

  // The issues of the home page's "Latest Newsletter" viewer, newest first.
  app.get('/issues', { schema: { response: { 200: newsletterIssuesResponse } } }, async () => ({
    issues: await publishedIssues(app.db),
  }));

  app.post(
    '/subscribe',
    {
      // Counted before the body is even parsed, so malformed floods are limited too.
      onRequest: async (request) => app.enforceRateLimit(request, rules.subscribePerAddress),
      schema: {
        body: subscribeRequest,
        response: { 200: subscribeResponse, ...errorAnswers(400, 429) },
      },
    },
    async (request) => {
      await newsletter.subscribe(deps(), request.body.email);
      return { message: newsletter.subscribeAnswer };
    },
  );

  /**
   * A token from an email link is a guess until it is found: wrong ones count per address (first,
   * taken back when right), so a crowd opening real links is never held back.
   */
  const useLink = async (
    client: string,
    token: string | undefined,
    act: (token: string) => Promise<boolean>,
  ): Promise<boolean> => {
    const guess = await countGuess(app.db, [[rules.wrongLinksPerAddress, client]]);
    if (guess.refusedBy)
      throw new HttpError(429, 'rate_limited', 'Too many invalid links from your connection.', {
        'retry-after': String(guess.refusedBy.retryAfterSeconds),
      });
    const ok = token !== undefined && (await act(token));
    if (ok) await guess.right();
    return ok;
  };

  const unsubscribeByToken = (token: string) => newsletter.unsubscribe(app.db, token);

  // The links in emails: they act, then land the person on a page of the site that says what happened.
  const emailLink = (path: string, act: (token: string) => Promise<NewsletterStatus>) =>
    app.get(
      path,
      {
        onRequest: async (request) => app.enforceRateLimit(request, rules.linksPerAddress),
        schema: { querystring: linkQuery, response: { 303: z.void(), ...errorAnswers(400, 429) } },
      },
      async (request, reply) => {
        const token = tokenQuery.safeParse(request.query);
        let status: NewsletterStatus = 'invalid';
        await useLink(
          request.client,
          token.success ? token.data.token : undefined,
          async (value) => {
            status = await act(value);
            return status !== 'invalid';
          },
        );
        return reply.redirect(newsletterStatusPaths[status], 303);
      },
    );
  emailLink('/confirm', async (token) => {
    const result = await newsletter.confirm(app.db, token);
    return result === 'already-confirmed' ? 'already-subscribed' : result;
  });
  emailLink('/unsubscribe', async (token) =>
    (await unsubscribeByToken(token)) ? 'unsubscribed' : 'invalid',
  );

  // RFC 8058 one-click (server/lib/one-click.ts).
  await oneClickScope(app, (oneClick) =>
    oneClick.post(
      '/unsubscribe',
      {
        onRequest: async (request) => app.enforceRateLimit(request, rules.linksPerAddress),
        // Mail clients send it from their own servers or pages; it carries its own token.
        config: { allowCrossSite: true },
        schema: {
          querystring: tokenQuery,
          response: { 200: unsubscribeResponse, ...errorAnswers(400, 404, 429) },
        },
      },
      async (request) => {
        if (!(await useLink(request.client, request.query.token, unsubscribeByToken)))
          throw new HttpError(404, 'not_found', 'This unsubscribe link is not valid.');
        return { message: 'You have been unsubscribed from the newsletter.' };
      },
    ),
  );
};

export default newsletterRoutes;
