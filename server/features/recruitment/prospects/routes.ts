// /api/recruitment/prospects (docs/api.md#recruitment): the actives' pipeline while a period is
// open — every prospect of it with his rush events and the actives' notes, and the ballots the
// caller may vote on — and their notes: written by an active, edited by its author alone (the
// earlier text kept). New members, alumni and visitors never see a prospect.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeProspectsResponse,
  noteParams,
  noteRequest,
  noteResponse,
  prospectParams,
} from '../../../../contract/api/recruitment.ts';
import { errorAnswers, HttpError } from '../../../http-error.ts';
import { clock } from '../../../lib/clock.ts';
import { chapterToday } from '../../../core/offices/office.ts';
import { requireActive } from '../../../core/recruitment/actives.ts';
import { openBallotsFor } from '../../../core/recruitment/ballots-repository.ts';
import { addNote, editNote, findNote } from '../../../core/recruitment/notes-repository.ts';
import { openPeriod, periodView } from '../../../core/recruitment/periods.ts';
import { allProspectsOf, prospectViews } from '../../../core/recruitment/pipeline.ts';
import { findProspect } from '../../../core/recruitment/prospects-repository.ts';

/** Now, as the database keeps instants. */
const at = () => new Date(clock.now()).toISOString();

const activeProspectRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => chapterToday(app.content.chapter.timeZone);

  /** The open period, when the prospect is of it: notes are written while his period is open. */
  async function openPeriodOf(prospectId: string, day: string) {
    const prospect = await findProspect(app.db, prospectId);
    if (!prospect) throw new HttpError(404, 'not_found', 'There is no such prospective member.');
    const period = await openPeriod(app.db, day);
    if (period?.id !== prospect.periodId)
      throw new HttpError(
        409,
        'period_closed',
        'His recruitment period is not open: notes are written while it is.',
      );
    return prospect;
  }

  app.get(
    '/',
    {
      config: { access: 'member' },
      schema: { response: { 200: activeProspectsResponse, ...errorAnswers(401, 403) } },
    },
    async (request) => {
      const day = today();
      const user = request.session!.user;
      requireActive(user, day);
      const period = await openPeriod(app.db, day);
      if (!period) return { period: null, prospects: [], ballots: [], canVote: true };
      const [prospects, ballots] = await Promise.all([
        allProspectsOf(app.db, period.id).then((rows) => prospectViews(app.db, rows, day)),
        openBallotsFor(app.db, period.id, user.id, at()),
      ]);
      return { period: periodView(period, day), prospects, ballots, canVote: true };
    },
  );

  app.post(
    '/:id/notes',
    {
      config: { access: 'member' },
      schema: {
        params: prospectParams,
        body: noteRequest,
        response: { 201: noteResponse, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const day = today();
      const user = request.session!.user;
      requireActive(user, day);
      const prospect = await openPeriodOf(request.params.id, day);
      const note = await addNote(app.db, {
        prospectId: prospect.id,
        authorId: user.id,
        authorName: user.name,
        text: request.body.text,
        at: at(),
      });
      reply.code(201);
      return { note };
    },
  );

  app.put(
    '/:id/notes/:noteId',
    {
      config: { access: 'member' },
      schema: {
        params: noteParams,
        body: noteRequest,
        response: { 200: noteResponse, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const day = today();
      const user = request.session!.user;
      requireActive(user, day);
      const { id, noteId } = request.params;
      const note = await findNote(app.db, id, noteId);
      if (!note) throw new HttpError(404, 'not_found', 'There is no such note.');
      if (note.authorId !== user.id)
        throw new HttpError(403, 'forbidden', 'Only its author edits a note.');
      await openPeriodOf(id, day);
      const editedAt = at();
      const edits = await app.db
        .transaction()
        .execute((trx) => editNote(trx, note, request.body.text, editedAt));
      return {
        note: {
          id: note.id,
          text: request.body.text,
          author: user.name,
          authorId: user.id,
          at: note.createdAt,
          editedAt,
          edits,
        },
      };
    },
  );
};

export default activeProspectRoutes;
