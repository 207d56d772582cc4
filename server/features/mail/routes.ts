// GET|POST /api/mail/unsubscribe (docs/product.md#mail-to-the-chapter; docs/api.md#mail):
// the one-click link of every email to the chapter's own people (RFC 8058). Its POST turns the kind
// off for that one account; its GET changes nothing (link scanners open links) and lands on the
// page that asks, whose button POSTs. The person's own choices are server/features/me/mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../contract/api/common.ts';
import { mailUnsubscribeQuery } from '../../../contract/api/mail.ts';
import { newsletterStatusPaths } from '../../../contract/api/newsletter.ts';
import { kindsOff, mailKindLabels, mailKinds } from '../../../contract/mail.ts';
import { oneClickScope } from '../../lib/one-click.ts';
import { errorAnswers, HttpError } from '../../http-error.ts';
import { mailOffOf, setMailOff } from '../../core/users/repository.ts';
import { isAccountLink, mailLinkKey } from '../../core/mail/account-links.ts';
import { countGuess } from '../../core/rate-limit/guesses.ts';
import { rateLimits } from '../../core/rate-limit/rules.ts';

const rules = rateLimits.newsletter;

/** GET|POST /api/mail/unsubscribe?u&k&t. */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The kinds the link's account has turned off (as stored), or undefined when the link is not an
   * account's; wrong links count per address.
   */
  const readLink = async (client: string, query: z.infer<typeof mailUnsubscribeQuery>) => {
    const guess = await countGuess(app.db, [[rules.wrongLinksPerAddress, client]]);
    if (guess.refusedBy)
      throw new HttpError(429, 'rate_limited', 'Too many invalid links from your connection.', {
        'retry-after': String(guess.refusedBy.retryAfterSeconds),
      });
    const key = await mailLinkKey(app.db);
    const stored = isAccountLink(key, query.u, query.k, query.t)
      ? await mailOffOf(app.db, query.u)
      : undefined;
    if (stored !== undefined) await guess.right();
    return stored;
  };

  /** Turns the kind off when the link is this account's. */
  const turnOff = async (client: string, query: z.infer<typeof mailUnsubscribeQuery>) => {
    const stored = await readLink(client, query);
    if (stored === undefined) return false;
    const off = new Set([...kindsOff(stored), query.k]);
    await setMailOff(app.db, query.u, mailKinds.filter((kind) => off.has(kind)).join(','));
    return true;
  };

  // The link in the email, opened: changes nothing, and lands on the page that asks (or says the
  // kind is off already, or that the link is not valid).
  app.get(
    '/unsubscribe',
    {
      config: { access: 'visitor' },
      onRequest: async (request) => app.enforceRateLimit(request, rules.linksPerAddress),
      schema: { response: { 303: z.void(), ...errorAnswers(429) } },
    },
    async (request, reply) => {
      const query = mailUnsubscribeQuery.safeParse(request.query);
      const stored = query.success ? await readLink(request.client, query.data) : undefined;
      if (!query.success || stored === undefined)
        return reply.redirect(newsletterStatusPaths.invalid, 303);
      const { u, k, t } = query.data;
      return reply.redirect(
        kindsOff(stored).includes(k)
          ? `${newsletterStatusPaths['mail-off']}?kind=${k}`
          : `${newsletterStatusPaths.unsubscribe}?${new URLSearchParams({ u, k, t })}`,
        303,
      );
    },
  );

  // RFC 8058 one-click (server/lib/one-click.ts), and the button of the link's page.
  await oneClickScope(app, (oneClick) =>
    oneClick.post(
      '/unsubscribe',
      {
        onRequest: async (request) => app.enforceRateLimit(request, rules.linksPerAddress),
        // Mail clients send it from their own servers or pages; it carries its own signature.
        config: { access: 'visitor', allowCrossSite: true },
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

export default unsubscribeRoutes;
