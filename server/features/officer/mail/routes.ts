// /api/officer/mail/… (area `communications`; docs/api.md#newsletter-console), also answering at
// its earlier prefix /api/officer/newsletter (server/plugins/features.ts): the newsletter's
// subscribers (a page with the counts per status, or every one as CSV), a preview of the email and
// a test to oneself, sending to subscribers or to the chapter's own accounts with an
// Idempotency-Key, each send's progress (a page of sends), and the issues of the home page's
// newsletter viewer.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  composeRequest,
  duplicateSendError,
  issueCreated,
  issueDeleted,
  previewResponse,
  recipientsQuery,
  recipientsResponse,
  sendAccepted,
  sendHeaders,
  sendRequest,
  sendResponse,
  sendsQuery,
  sendsResponse,
  subscribersQuery,
  subscribersResponse,
  testSendResponse,
  type SubscriberRow,
} from '../../../../contract/api/officer/mail.ts';
import { apiErrorSchema } from '../../../../contract/api/errors.ts';
import { idParams } from '../../../../contract/api/officer.ts';
import { limits } from '../../../../contract/limits.ts';
import { errorAnswers, HttpError } from '../../../http-error.ts';
import { pageOffset } from '../../../../contract/api/paging.ts';
import { csvStream, inBatches } from '../../../lib/csv.ts';
import { sendCsvFile } from '../../../lib/csv-reply.ts';
import { rateLimits } from '../../../core/rate-limit/rules.ts';
import { waitForUploadPlace } from '../../../core/media/upload.ts';
import { actorOf, lookerOf } from '../../../core/officers/actor.ts';
import { accessWhat, recordDataAccess } from '../../../core/privacy/data-access.ts';
import { accountIdsWithEmails } from '../../../core/users/repository.ts';
import {
  deleteIssue,
  issueMessages,
  issueMultipartLimits,
  issueUploadMaxBytes,
  publishIssue,
  readIssueUpload,
} from './issues.ts';
import { listSubscribers } from './repository.ts';
import * as sending from './service.ts';
import { electNoCsv } from '../../../core/officers/access.ts';

const csvColumns = [
  { header: 'Email', value: (s: SubscriberRow) => s.email },
  { header: 'Status', value: (s: SubscriberRow) => s.status },
  { header: 'Subscribed at', value: (s: SubscriberRow) => s.subscribedAt },
  { header: 'Confirmed at', value: (s: SubscriberRow) => s.confirmedAt },
  { header: 'Unsubscribed at', value: (s: SubscriberRow) => s.unsubscribedAt },
  { header: 'Bounced at', value: (s: SubscriberRow) => s.bouncedAt },
];

const area = { area: 'communications', about: 'chapter' } as const;

const officerNewsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): sending.SendingDeps => ({
    db: app.db,
    mailer: app.mailer,
    brand: app.emailBrand,
    publicUrl: app.config.publicUrl,
    pace: app.config.newsletterPace,
    queueBatchSize: sending.queueBatchSizes[app.dbEngine],
  });

  // A send whose emails a stop interrupted half-way is queued to its end at start (not awaited:
  // the start does not wait for it), and stopped between two batches when the server stops.
  let stopping = false;
  let finishing: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    finishing = sending
      .finishInterruptedSends(deps(), () => stopping)
      .catch((err: unknown) =>
        app.log.error({ err }, 'finishing an interrupted newsletter failed'),
      );
  });
  app.addHook('preClose', async () => {
    stopping = true;
    await finishing;
  });

  // The counts of finished sends, which change no more: counted once by this server.
  const finishedSends: sending.FinishedSends = new Map();

  app.get(
    '/subscribers',
    {
      config: { ...area, elect: electNoCsv },
      schema: {
        querystring: subscribersQuery,
        response: { 200: z.union([subscribersResponse, z.string()]), ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, format, ...filter } = request.query;
      if (format === 'csv')
        return sendCsvFile(
          reply,
          'newsletter-subscribers',
          csvStream(
            inBatches(async (offset, limit) => {
              const rows = await listSubscribers(app.db, filter, { offset, limit });
              // "Who saw my data": the subscribers who have an account of that address, each
              // batch as it leaves.
              await recordDataAccess(
                app.db,
                lookerOf(request),
                await accountIdsWithEmails(
                  app.db,
                  rows.map((row) => row.email),
                ),
                accessWhat.subscribersCsv,
              );
              return rows.map(sending.toSubscriberRow);
            }),
            csvColumns,
          ),
        );
      const answer = await sending.pageOfSubscribers(app.db, filter, {
        limit: pageSize,
        offset: pageOffset({ page, pageSize }),
      });
      return { ...answer, page, pageSize };
    },
  );

  // A newsletter's text may be long: these three take up to composeBodyMaxBytes of JSON.
  const composeBody = { bodyLimit: limits.newsletter.composeBodyMaxBytes };

  app.post(
    '/preview',
    {
      ...composeBody,
      config: area,
      schema: { body: composeRequest, response: { 200: previewResponse } },
    },
    async (request) => sending.preview(deps(), request.body),
  );

  app.post(
    '/test',
    {
      ...composeBody,
      config: area,
      preHandler: async (request) =>
        app.enforceRateLimit(
          request,
          rateLimits.newsletter.testEmailsPerOfficer,
          request.session!.userId,
        ),
      schema: { body: composeRequest, response: { 202: testSendResponse, ...errorAnswers(429) } },
    },
    async (request, reply) => {
      const to = request.session!.user.email;
      await sending.sendTest(deps(), actorOf(request), to, request.body);
      reply.code(202);
      return { message: `A test email is on its way to ${to}.`, to };
    },
  );

  app.post(
    '/send',
    {
      ...composeBody,
      config: area,
      schema: {
        headers: sendHeaders,
        body: sendRequest,
        response: {
          202: sendAccepted,
          // The same subject within the hour, or nobody to send it to.
          409: duplicateSendError.or(apiErrorSchema),
          ...errorAnswers(422),
        },
      },
    },
    async (request, reply) => {
      try {
        const { answer, replayed } = await sending.sendNewsletter(
          deps(),
          actorOf(request),
          request.headers['idempotency-key'],
          request.body,
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        reply.code(202);
        return answer;
      } catch (error) {
        if (error instanceof sending.DuplicateSend) return reply.code(409).send(error.answer);
        throw error;
      }
    },
  );

  // How many a send would reach, asked by the send form as its audience and kind change.
  app.get(
    '/recipients',
    {
      config: area,
      schema: {
        querystring: recipientsQuery,
        response: { 200: recipientsResponse, ...errorAnswers(400) },
      },
    },
    async (request) => {
      const { audience, kind } = request.query;
      const [recipients, label] = await Promise.all([
        sending.countRecipients(app.db, audience, kind, new Date().toISOString()),
        sending.audienceLabel(app.db, audience),
      ]);
      return { recipients, label };
    },
  );

  app.get(
    '/sends',
    {
      config: area,
      schema: { querystring: sendsQuery, response: { 200: sendsResponse, ...errorAnswers(400) } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { sends, total } = await sending.pageOfProgress(app.db, finishedSends, {
        limit: pageSize,
        offset: pageOffset({ page, pageSize }),
      });
      return {
        sends,
        total,
        page,
        pageSize,
        delivering: app.mailer.delivers,
        pace: app.config.newsletterPace?.label ?? null,
      };
    },
  );

  app.get(
    '/sends/:id',
    {
      config: area,
      schema: { params: idParams, response: { 200: sendResponse, ...errorAnswers(404) } },
    },
    async (request) => ({
      send: await sending.progressOf(app.db, finishedSends, request.params.id),
      delivering: app.mailer.delivers,
    }),
  );

  app.delete(
    '/issues/:id',
    {
      config: area,
      schema: { params: idParams, response: { 200: issueDeleted, ...errorAnswers(404) } },
    },
    async (request) => {
      await deleteIssue(app.db, actorOf(request), request.params.id);
      // The home page's card shows the newest issue: answered once this instance's pages do.
      await app.liveContent.refresh();
      return { message: 'The issue was deleted.' };
    },
  );

  // The upload, in a scope of its own: only it reads multipart bodies.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true, limits: issueMultipartLimits });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/issues',
      {
        config: area,
        // Refused before a byte of the body is read: a declared size over the limit; then one
        // of the server's upload places is waited for (pictures are processed two at a time).
        onRequest: [
          async (request) =>
            app.enforceRateLimit(request, rateLimits.uploads.perAccount, request.session!.userId),
          async (request) => {
            if (Number(request.headers['content-length'] ?? 0) > issueUploadMaxBytes)
              throw new HttpError(413, 'payload_too_large', issueMessages.uploadTooLarge);
          },
          waitForUploadPlace,
        ],
        schema: { response: { 201: issueCreated, ...errorAnswers(400, 413, 429) } },
      },
      async (request, reply) => {
        const upload = await readIssueUpload(request);
        const id = await publishIssue(
          {
            db: app.db,
            contentDir: app.config.contentDir,
            home: app.content.home,
            log: request.log,
          },
          { ...actorOf(request), id: request.session!.userId },
          upload,
        );
        await app.liveContent.refresh();
        reply.code(201);
        return { id, message: 'The issue is published.' };
      },
    );
  });
};

export default officerNewsletterRoutes;
