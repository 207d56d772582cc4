// /api/officer/terms (area `accounts`; docs/api.md#positions-and-terms-area-accounts): who holds
// each of the chapter's positions (server/features/officer/positions) from a day to a day. Every
// change is audited in its transaction; the guards are in core/offices/service.ts and
// core/offices/guard.ts, and each write declares whose record it is (`about`): an officer never
// makes or changes his own term.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../../contract/api/common.ts';
import { idParams } from '../../../../contract/api/officer.ts';
import {
  termPatch,
  termRequest,
  termResponse,
  termsQuery,
  termsResponse,
  type TermRow,
} from '../../../../contract/api/officer/positions.ts';
import { aboutListed, electNoCsv } from '../../../core/officers/access.ts';
import { errorAnswers } from '../../../http-error.ts';
import { csvAnswer, csvStream } from '../../../lib/csv.ts';
import { sendCsvFile } from '../../../lib/csv-reply.ts';
import { actorOf } from '../../../core/officers/actor.ts';
import { chapterToday } from '../../../core/offices/office.ts';
import * as repo from '../../../core/offices/repository.ts';
import * as service from '../../../core/offices/service.ts';

const termColumns = [
  { header: 'Position', value: (t: TermRow) => t.position },
  { header: 'Name', value: (t: TermRow) => t.name },
  { header: 'From', value: (t: TermRow) => t.startsOn },
  { header: 'Until (first day not held)', value: (t: TermRow) => t.endsOn ?? '' },
  { header: 'Status', value: (t: TermRow) => t.status },
];

const officerTermRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => chapterToday(app.content.chapter.timeZone);
  const accounts = { area: 'accounts', about: 'chapter' } as const;
  type Id = { id: string };
  const aboutNewTerm = { area: 'accounts', about: aboutListed('userId') } as const;
  const aboutTermEnd = {
    area: 'accounts',
    about: (request: FastifyRequest) =>
      service.aboutTermEnd(
        app.db,
        (request.params as Id).id,
        (request.body as { endsOn: string | null }).endsOn,
        today(),
      ),
  } as const;
  const aboutTermDeletion = {
    area: 'accounts',
    about: (request: FastifyRequest) =>
      service.aboutTermDeletion(app.db, (request.params as Id).id),
  } as const;

  app.get(
    '/',
    {
      config: { ...accounts, elect: electNoCsv },
      schema: {
        querystring: termsQuery,
        response: { 200: z.union([termsResponse, csvAnswer]), ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { position, user, status, format } = request.query;
      const day = today();
      const terms = (
        await repo.listTerms(app.db, {
          ...(position ? { positionId: position } : {}),
          ...(user ? { userId: user } : {}),
        })
      )
        .map((row) => service.toTermRow(row, day))
        .filter((term) => !status || term.status === status);
      if (format === 'csv') {
        async function* all() {
          yield terms;
        }
        return sendCsvFile(reply, 'terms', csvStream(all(), termColumns));
      }
      return { terms, today: day, you: request.session!.userId };
    },
  );

  app.post(
    '/',
    {
      config: aboutNewTerm,
      schema: {
        body: termRequest,
        response: { 201: termResponse, ...errorAnswers(403, 409) },
      },
    },
    async (request, reply) => {
      // Its holder and the holder of the term it follows are told by email.
      const term = await service.createTerm(app.db, actorOf(request), request.body, today(), {
        mailer: app.mailer,
        brand: app.emailBrand,
        publicUrl: app.config.publicUrl,
      });
      reply.code(201);
      return { term, message: service.officeMessages.termCreated(term.name, term.position) };
    },
  );

  app.patch(
    '/:id',
    {
      config: aboutTermEnd,
      schema: {
        params: idParams,
        body: termPatch,
        response: { 200: termResponse, ...errorAnswers(403, 404, 409) },
      },
    },
    async (request) => {
      const term = await service.changeTermEnd(
        app.db,
        actorOf(request),
        request.params.id,
        request.body.endsOn,
        today(),
      );
      return { term, message: service.officeMessages.termChanged(term.name, term.position) };
    },
  );

  app.delete(
    '/:id',
    {
      config: aboutTermDeletion,
      schema: {
        params: idParams,
        response: { 200: messageResponse, ...errorAnswers(403, 404, 409) },
      },
    },
    async (request) => ({
      message: await service.deleteTerm(app.db, actorOf(request), request.params.id, today()),
    }),
  );
};

export default officerTermRoutes;
