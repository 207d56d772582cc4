// GET and PUT /api/me/mail (docs/product.md#mail-to-the-chapter; docs/api.md#mail):
// which kinds of chapter email the signed-in person's account receives. All are on until he says
// otherwise; security and account emails are not among them. The link in each such email that
// turns one kind off is server/features/mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myMailRequest, myMailResponse } from '../../../../contract/api/mail.ts';
import { kindsOff, mailKinds, type MailKind } from '../../../../contract/mail.ts';
import { errorAnswers } from '../../../http-error.ts';
import { mailOffOf, setMailOff } from '../../../core/users/repository.ts';

const asChoices = (stored: string) => {
  const off = kindsOff(stored);
  return Object.fromEntries(mailKinds.map((kind) => [kind, !off.includes(kind)])) as Record<
    MailKind,
    boolean
  >;
};

const myMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'signed-in' },
      schema: { response: { 200: myMailResponse, ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return asChoices((await mailOffOf(app.db, request.session!.userId)) ?? '');
    },
  );

  app.put(
    '/',
    {
      config: { access: 'signed-in' },
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

export default myMailRoutes;
