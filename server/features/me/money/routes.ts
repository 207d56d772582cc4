// A member's dues (docs/money.md; docs/api.md#money-a-members-dues), at /api/me beside his other
// pages' calls (server/plugins/features.ts's alias): GET /api/me/dues; POST /api/me/payment-claims
// (he paid; the treasurer confirms), its picture (POST and GET …/payment-claims/:id/picture); POST
// /api/me/payment-plan (he proposes) and POST /api/me/payment-plan/accept (he accepts the
// treasurer's). Active and new members only: alumni 403, visitors 401. Every answer is about the
// signed-in member alone, and nothing here confirms a payment or decides a plan he proposed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptPlanRequest,
  duesResponse,
  type DuesResponse,
  paymentClaimParams,
  paymentClaimRequest,
  paymentClaimResponse,
  paymentPlanRequest,
  paymentPlanResponse,
} from '../../../../contract/api/money.ts';
import {
  attemptIdParams,
  checkoutResponse,
  duesCheckoutRequest,
  duesCheckoutStatusResponse,
} from '../../../../contract/api/payments.ts';
import { errorAnswers } from '../../../http-error.ts';
import { readSettings } from '../../../core/money/settings.ts';
import { payerStatus, startDuesCheckout } from '../../../core/payments/checkout.ts';
import { receiptNumberOf } from '../../../core/payments/repository.ts';
import { settledAttempt } from '../../../core/payments/settle-on-return.ts';
import { pictureMessages } from '../../../core/media/content-pictures.ts';
import { acceptOneFile, uploadGuards, withOneFile } from '../../../core/media/upload.ts';
import { claimMessages } from '../../../core/money/claims.ts';
import { actorOf } from '../../../core/officers/actor.ts';
import { chapterToday } from '../../../core/offices/office.ts';
import { rateLimits } from '../../../core/rate-limit/rules.ts';
import type { FastifyRequest } from 'fastify';
import * as service from './service.ts';

/** The signed-in member, as his calls and the audit log name him. */
const memberOf = (request: FastifyRequest): service.Member => ({
  id: request.session!.userId,
  name: request.session!.user.name,
  actor: actorOf(request),
});

// The picture's upload, in a scope of its own: only it reads multipart bodies.
const pictureRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptOneFile(app);
  app.post(
    '/payment-claims/:id/picture',
    {
      config: { access: 'member' },
      onRequest: uploadGuards(app, pictureMessages.tooLarge),
      schema: {
        params: paymentClaimParams,
        response: {
          200: paymentClaimResponse,
          ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const claim = await withOneFile(request, 'picture', pictureMessages, (file) =>
        service.addClaimPicture(app.db, memberOf(request), request.params.id, file),
      );
      return { claim, message: 'The picture of your receipt is added to your claim.' };
    },
  );
};

/** How many members' answers are kept at once (the least recently asked go first). */
const keptAnswers = 2000;

const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => chapterToday(app.content.chapter.timeZone);

  /**
   * His answer, kept until the ledger changes (every posting, claim, plan and setting bumps its
   * version), his account changes (his name is on his receipts) or the day turns: a page opened
   * again, or by a chapter of members at once, is read from memory (docs/performance.md#money).
   */
  const kept = new Map<string, { key: string; answer: DuesResponse }>();
  async function duesFor(member: service.Member): Promise<DuesResponse> {
    const { ledger, accounts } = await app.dataVersions();
    const key = `${ledger}:${accounts}:${today()}`;
    const hit = kept.get(member.id);
    kept.delete(member.id);
    if (hit?.key === key) {
      kept.set(member.id, hit);
      return hit.answer;
    }
    const answer = await service.myDues(app.db, member, today(), app.stripe !== undefined);
    kept.set(member.id, { key, answer });
    if (kept.size > keptAnswers) kept.delete(kept.keys().next().value!);
    return answer;
  }

  app.get(
    '/dues',
    {
      config: { access: 'member' },
      schema: { response: { 200: duesResponse, ...errorAnswers(401, 403) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return duesFor(memberOf(request));
    },
  );

  app.post(
    '/payment-claims',
    {
      config: { access: 'member' },
      preHandler: async (request) =>
        app.enforceRateLimit(request, rateLimits.money.claimsPerAccount, request.session!.userId),
      schema: {
        body: paymentClaimRequest,
        response: { 201: paymentClaimResponse, ...errorAnswers(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const claim = await service.claimPayment(app.db, memberOf(request), request.body, today());
      reply.code(201);
      return { claim, message: claimMessages.created };
    },
  );

  app.get(
    '/payment-claims/:id/picture',
    {
      config: { access: 'member' },
      schema: {
        params: paymentClaimParams,
        response: { 200: z.instanceof(Buffer), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const picture = await service.hisClaimPicture(
        app.db,
        request.session!.userId,
        request.params.id,
      );
      return reply
        .type(picture.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(Buffer.from(picture.bytes));
    },
  );

  app.post(
    '/payment-plan',
    {
      config: { access: 'member' },
      schema: {
        body: paymentPlanRequest,
        response: { 201: paymentPlanResponse, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const plan = await service.proposeMyPlan(
        app.db,
        memberOf(request),
        request.body.instalments,
        today(),
      );
      reply.code(201);
      return {
        plan,
        message: 'Your plan is sent to the treasurer, who will accept or decline it.',
      };
    },
  );

  app.post(
    '/payment-plan/accept',
    {
      config: { access: 'member' },
      schema: {
        body: acceptPlanRequest,
        response: { 200: paymentPlanResponse, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const plan = await service.acceptMyPlan(
        app.db,
        memberOf(request),
        request.body.planId,
        today(),
      );
      return { plan, message: 'You accepted the plan: pay each instalment by its day.' };
    },
  );

  // Paying online (docs/money.md#paying-online): a checkout of $1 up to his balance, and how it
  // stands when he comes back (his own only; an open one is asked of the processor once).
  app.post(
    '/dues/checkout',
    {
      config: { access: 'member' },
      preHandler: async (request) =>
        app.enforceRateLimit(
          request,
          rateLimits.payments.checkoutsPerAccount,
          request.session!.userId,
        ),
      schema: {
        body: duesCheckoutRequest,
        response: { 200: checkoutResponse, ...errorAnswers(400, 401, 403, 409, 429, 502) },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const dues = await duesFor(member);
      const settings = await readSettings(app.db);
      return startDuesCheckout(
        checkoutDeps(),
        { id: member.id, email: request.session!.user.email },
        request.body.amountCents,
        dues.balanceCents,
        settings.onlineMethods,
      );
    },
  );

  app.get(
    '/dues/checkout/:attemptId',
    {
      config: { access: 'member' },
      schema: {
        params: attemptIdParams,
        response: { 200: duesCheckoutStatusResponse, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const attempt = await settledAttempt(
        app,
        request.params.attemptId,
        'dues',
        request.session!.userId,
      );
      return {
        attempt: {
          id: attempt.id,
          amountCents: Number(attempt.amountCents),
          status: payerStatus(attempt.status),
          receiptNumber: await receiptNumberOf(app.db, attempt.postingId),
          createdAt: attempt.createdAt,
        },
      };
    },
  );

  const checkoutDeps = () => ({
    db: app.db,
    stripe: app.stripe,
    publicUrl: app.config.publicUrl,
    siteName: app.emailBrand.siteName,
  });

  await app.register(pictureRoutes);
};

export default moneyRoutes;
