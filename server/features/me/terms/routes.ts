// The signed-in account's own offices (docs/product.md#positions-and-terms): GET /api/me/terms
// lists his terms, each with its position's checklist ticked as he left it, his handover note and
// every earlier holder's note of the same office; PUT /api/me/terms/:id/handover saves his note and
// ticks (his own current or past term only). The account page's "Your office" draws them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../../contract/api/common.ts';
import { idParams } from '../../../../contract/api/officer.ts';
import {
  handoverRequest,
  myTermsResponse,
  type MyTerm,
} from '../../../../contract/api/officer/positions.ts';
import { notesOpenOn, termStatus } from '../../../../contract/terms.ts';
import { errorAnswers, HttpError } from '../../../http-error.ts';
import { chapterToday } from '../../../core/offices/office.ts';
import * as repo from '../../../core/offices/repository.ts';

const checklistOf = (position: repo.PositionRow | undefined): string[] =>
  position ? (JSON.parse(position.checklist) as string[]) : [];

const ticksOf = (term: repo.TermRow): boolean[] => JSON.parse(term.done) as boolean[];

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => chapterToday(app.content.chapter.timeZone);

  app.get(
    '/',
    {
      config: { access: 'signed-in' },
      schema: { response: { 200: myTermsResponse, ...errorAnswers(401) } },
    },
    async (request, reply) => {
      const day = today();
      const mine = await repo.termsOfUser(app.db, request.session!.userId);
      const terms: MyTerm[] = [];
      for (const term of mine.toReversed()) {
        const position = await repo.findPosition(app.db, term.positionId);
        const ticks = ticksOf(term);
        // The earlier holders' notes open with the console's preview, 14 days before the term.
        const opensOn = notesOpenOn(term);
        const open = day >= opensOn;
        const earlier = open
          ? (await repo.termsOfPosition(app.db, term.positionId)).filter(
              (other) =>
                other.id !== term.id && other.startsOn <= term.startsOn && other.note !== '',
            )
          : [];
        terms.push({
          id: term.id,
          positionId: term.positionId,
          position: term.positionTitle,
          userId: term.userId,
          name: term.name,
          startsOn: term.startsOn,
          endsOn: term.endsOn,
          status: termStatus(term, day),
          checklist: checklistOf(position).map((text, index) => ({
            text,
            done: ticks[index] === true,
          })),
          note: term.note,
          earlierNotes: earlier.toReversed().map((other) => ({
            name: other.name,
            startsOn: other.startsOn,
            endsOn: other.endsOn,
            note: other.note,
          })),
          earlierNotesOpenOn: open ? null : opensOn,
        });
      }
      reply.header('cache-control', 'no-store');
      return { terms };
    },
  );

  app.put(
    '/:id/handover',
    {
      config: { access: 'signed-in' },
      schema: {
        params: idParams,
        body: handoverRequest,
        response: { 200: messageResponse, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const term = await repo.findTerm(app.db, request.params.id);
      // Another's term is as unknown as a term that does not exist.
      if (!term || term.userId !== request.session!.userId)
        throw new HttpError(404, 'not_found', 'There is no such term of yours.');
      if (termStatus(term, today()) === 'elect')
        throw new HttpError(
          403,
          'not_yet',
          'Your term has not started: its handover is written from its first day.',
        );
      const { note, done } = request.body;
      const position = await repo.findPosition(app.db, term.positionId);
      const items = checklistOf(position).length;
      await repo.updateTerm(app.db, term.id, {
        ...(note !== undefined ? { note } : {}),
        ...(done !== undefined
          ? { done: JSON.stringify(Array.from({ length: items }, (_, i) => done[i] === true)) }
          : {}),
      });
      return { message: 'Your handover was saved.' };
    },
  );
};

export default meRoutes;
