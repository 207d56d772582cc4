// PUT /api/officer/requirements (area `standing`; docs/api.md#attendance-and-check-in-area-standing):
// a semester's requirements for one side (new members or actives). Audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirementsRequest, semesterResponse } from '../../../../contract/api/standing.ts';
import { actorOf } from '../../../core/officers/actor.ts';
import * as service from '../../../core/standing/officer-service.ts';

const requirementRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { area: 'standing', about: 'chapter' } as const;

  app.put(
    '/',
    { config, schema: { body: requirementsRequest, response: { 200: semesterResponse } } },
    async (request) => {
      const semester = await service.setRequirements(app.db, actorOf(request), request.body);
      const side = request.body.side === 'new' ? 'new members' : 'actives';
      return { semester, message: `The requirements of ${semester.name} for ${side} were saved.` };
    },
  );
};

export default requirementRoutes;
