// /api/recruitment/ballots (docs/api.md#recruitment): an active's vote on one prospect of a secret
// ballot. It is counted once and never recorded beside his name: no time, no audit entry, no log
// line with the choice (docs/decisions/029-a-secret-ballot.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ballotParams, voteRequest, voteResponse } from '../../../../contract/api/recruitment.ts';
import { errorAnswers } from '../../../http-error.ts';
import { clock } from '../../../lib/clock.ts';
import { chapterToday } from '../../../core/offices/office.ts';
import { requireActive } from '../../../core/recruitment/actives.ts';
import { vote } from '../../../core/recruitment/ballots.ts';

const ballotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/vote',
    {
      config: { access: 'member' },
      schema: {
        params: ballotParams,
        body: voteRequest,
        response: { 200: voteResponse, ...errorAnswers(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = request.session!.user;
      requireActive(user, chapterToday(app.content.chapter.timeZone));
      await vote(
        app.db,
        {
          ballotId: request.params.id,
          prospectId: request.body.prospectId,
          userId: user.id,
          choice: request.body.vote,
        },
        new Date(clock.now()).toISOString(),
      );
      return { message: 'Your vote was counted. Nobody can see how you voted.' };
    },
  );
};

export default ballotRoutes;
