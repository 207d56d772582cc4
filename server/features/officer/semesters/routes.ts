// /api/officer/semesters (area `standing`; docs/api.md#attendance-and-check-in-area-standing): the
// semesters whose requirements a brother's standing is measured against. Every write is audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../../contract/api/officer.ts';
import {
  semesterRequest,
  semesterResponse,
  semestersResponse,
} from '../../../../contract/api/standing.ts';
import { errorAnswers } from '../../../http-error.ts';
import { actorOf } from '../../../core/officers/actor.ts';
import * as service from '../../../core/standing/officer-service.ts';

const semesterRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { area: 'standing', about: 'chapter' } as const;

  app.get('/', { config, schema: { response: { 200: semestersResponse } } }, async () => ({
    semesters: await service.semesterRows(app.db),
  }));

  app.post(
    '/',
    {
      config,
      schema: { body: semesterRequest, response: { 201: semesterResponse, ...errorAnswers(409) } },
    },
    async (request, reply) => {
      const semester = await service.addSemester(app.db, actorOf(request), request.body);
      reply.code(201);
      return { semester, message: `${semester.name} was added.` };
    },
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        params: idParams,
        body: semesterRequest,
        response: { 200: semesterResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const semester = await service.changeSemester(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return { semester, message: `${semester.name} was saved.` };
    },
  );
};

export default semesterRoutes;
