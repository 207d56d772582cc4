// Mail to the chapter's own people, the person's side (DESIGN "Mail to the chapter's own people";
// docs/api.md#mail): GET/PUT /api/me/mail — which kinds of chapter email his account receives (all
// on until he says otherwise; security and account emails are not among them) — and GET|POST
// /api/mail/unsubscribe, the one-click link of every such email (RFC 8058), which turns its kind
// off for that one account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../contract/api/common.ts';
import { mailUnsubscribeQuery, myMailRequest, myMailResponse } from '../../../contract/api/mail.ts';
import { newsletterStatusPaths } from '../../../contract/api/newsletter.ts';
import { kindsOff, mailKindLabels, mailKinds, type MailKind } from '../../../contract/mail.ts';
import { oneClickScope } from '../../lib/one-click.ts';
import { errorAnswers, HttpError } from '../../http-error.ts';
import { mailOffOf, setMailOff } from '../../core/mail/account-audiences.ts';
import { isAccountLink, mailLinkKey } from '../../core/mail/account-links.ts';
import { countGuess } from '../../core/rate-limit/guesses.ts';
import { rateLimits } from '../../core/rate-limit/rules.ts';
import { requireUser } from '../../core/sessions/guards.ts';

const rules = rateLimits.newsletter;

const asChoices = (stored: string) => {
  const off = kindsOff(stored);
  return Object.fromEntries(mailKinds.map((kind) => [kind, !off.includes(kind)])) as Record<
    MailKind,
    boolean
  >;
};

/** GET and PUT /api/me/mail. */
export const myMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mail',
    {
      preHandler: requireUser,
      schema: { response: { 200: myMailResponse, ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return asChoices((await mailOffOf(app.db, request.session!.userId)) ?? '');
    },
  );

  app.put(
    '/mail',
    {
      preHandler: requireUser,
      schema: { body: myMailRequest, response: { 200: myMailResponse, ...errorAnswers(400, 401) } },
    },
    async (request) => {
      const userId = request.session!.userId;
      const choices = { ...asChoices((await mailOffOf(app.db, userId)) ?? ''), ...request.body };
      const stored = mailKinds.filter((kind) => choices[kind] === false).join(',');
      await setMailOff(app.db, userId, stored);
      return asChoices(stored);
    },
  );
};

/** GET|POST /api/mail/unsubscribe?u&k&t. */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Turns the kind off when the link is this account's; wrong links count per address. */
  const turnOff = async (client: string, query: z.infer<typeof mailUnsubscribeQuery>) => {
    const guess = await countGuess(app.db, [[rules.wrongLinksPerAddress, client]]);
    if (guess.refusedBy)
      throw new HttpError(429, 'rate_limited', 'Too many invalid links from your connection.', {
        'retry-after': String(guess.refusedBy.retryAfterSeconds),
      });
    const key = await mailLinkKey(app.db);
    const stored = isAccountLink(key, query.u, query.k, query.t)
      ? await mailOffOf(app.db, query.u)
      : undefined;
    if (stored === undefined) return false;
    await guess.right();
    const off = new Set([...kindsOff(stored), query.k]);
    await setMailOff(app.db, query.u, mailKinds.filter((kind) => off.has(kind)).join(','));
    return true;
  };

  // The link in the email: acts, then lands on a page of the site that says what happened.
  app.get(
    '/unsubscribe',
    {
      onRequest: async (request) => app.enforceRateLimit(request, rules.linksPerAddress),
      schema: { response: { 303: z.void(), ...errorAnswers(429) } },
    },
    async (request, reply) => {
      const query = mailUnsubscribeQuery.safeParse(request.query);
      const done = query.success && (await turnOff(request.client, query.data));
      return reply.redirect(
        done
          ? `${newsletterStatusPaths['mail-off']}?kind=${query.data.k}`
          : newsletterStatusPaths.invalid,
        303,
      );
    },
  );

  // RFC 8058 one-click (server/lib/one-click.ts).
  await oneClickScope(app, (oneClick) =>
    oneClick.post(
      '/unsubscribe',
      {
        onRequest: async (request) => app.enforceRateLimit(request, rules.linksPerAddress),
        // Mail clients send it from their own servers or pages; it carries its own signature.
        config: { allowCrossSite: true },
        schema: {
          querystring: mailUnsubscribeQuery,
          response: { 200: messageResponse, ...errorAnswers(400, 404, 429) },
        },
      },
      async (request) => {
        if (!(await turnOff(request.client, request.query)))
          throw new HttpError(404, 'not_found', 'This unsubscribe link is not valid.');
        return {
          message: `You will not receive ${mailKindLabels[request.query.k].toLowerCase()} emails any more.`,
        };
      },
    ),
  );
};
