// POST /api/newsletter/subscribe, GET /api/newsletter/confirm, GET|POST /api/newsletter/unsubscribe:
// a GET of the unsubscribe link changes nothing (link scanners open links) — it lands on the page
// that asks, whose button POSTs, as a mail client's one-click does (docs/api.md#newsletter).
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
  app.get(
    '/issues',
    { config: { access: 'visitor' }, schema: { response: { 200: newsletterIssuesResponse } } },
    async () => ({
      issues: await publishedIssues(app.db),
    }),
  );

  app.post(
    '/subscribe',
    {
      config: { access: 'visitor' },
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

  // The links in emails: they land the person on a page of the site — the confirmation acts first
  // and the page says what happened; the unsubscribe link's page asks.
  const emailLink = (
    path: string,
    act: (token: string) => Promise<{ status: NewsletterStatus; query?: string }>,
  ) =>
    app.get(
      path,
      {
        config: { access: 'visitor' },
        onRequest: async (request) => app.enforceRateLimit(request, rules.linksPerAddress),
        schema: { querystring: linkQuery, response: { 303: z.void(), ...errorAnswers(400, 429) } },
      },
      async (request, reply) => {
        const token = tokenQuery.safeParse(request.query);
        let landing: { status: NewsletterStatus; query?: string } = { status: 'invalid' };
        await useLink(
          request.client,
          token.success ? token.data.token : undefined,
          async (value) => {
            landing = await act(value);
            return landing.status !== 'invalid';
          },
        );
        const page = newsletterStatusPaths[landing.status];
        return reply.redirect(landing.query ? `${page}?${landing.query}` : page, 303);
      },
    );
  emailLink('/confirm', async (token) => {
    const result = await newsletter.confirm(app.db, token);
    return { status: result === 'already-confirmed' ? 'already-subscribed' : result };
  });
  // Changes nothing: the page asks, and its button POSTs the link (below).
  emailLink('/unsubscribe', async (token) => {
    const state = await newsletter.unsubscribeLinkState(app.db, token);
    if (state === 'subscribed')
      return { status: 'unsubscribe', query: new URLSearchParams({ token }).toString() };
    return { status: state === 'unsubscribed' ? 'unsubscribed' : 'invalid' };
  });

  // RFC 8058 one-click (server/lib/one-click.ts), and the button of the link's page.
  await oneClickScope(app, (oneClick) =>
    oneClick.post(
      '/unsubscribe',
      {
        onRequest: async (request) => app.enforceRateLimit(request, rules.linksPerAddress),
        // Mail clients send it from their own servers or pages; it carries its own token.
        config: { access: 'visitor', allowCrossSite: true },
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
