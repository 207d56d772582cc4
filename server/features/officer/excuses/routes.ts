// /api/officer/excuses (area `standing`; docs/api.md#attendance-and-check-in-area-standing): the
// brothers' requests to be excused from an event, and the standing officer's decision on each (the
// brother is emailed). A decision is about the brother it concerns, never the officer's own.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../../contract/api/officer.ts';
import {
  decisionRequest,
  excuseResponse,
  excusesResponse,
  requestsQuery,
} from '../../../../contract/api/standing.ts';
import { errorAnswers } from '../../../http-error.ts';
import * as requests from '../../../core/attendance/requests.ts';
import { toExcuseRow } from '../../../core/attendance/rows.ts';
import { actorOf } from '../../../core/officers/actor.ts';
import * as service from '../../../core/standing/officer-service.ts';

const excuseRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { area: 'standing', about: 'chapter' } as const;
  const aboutExcuse = {
    area: 'standing',
    about: async (request: FastifyRequest) => [
      (await requests.findExcuse(app.db, (request.params as { id: string }).id))?.userId,
    ],
  } as const;
  const deciding = (): service.DecisionDeps => ({
    db: app.db,
    mailer: app.mailer,
    brand: app.emailBrand,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    '/',
    { config, schema: { querystring: requestsQuery, response: { 200: excusesResponse } } },
    async (request) => {
      const { status } = request.query;
      const rows = await requests.listExcuses(app.db, status === 'all' ? {} : { status });
      return { excuses: rows.map(toExcuseRow) };
    },
  );

  app.post(
    '/:id/decision',
    {
      config: aboutExcuse,
      schema: {
        params: idParams,
        body: decisionRequest,
        response: { 200: excuseResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const excuse = await service.decideExcuse(
        deciding(),
        actorOf(request),
        request.params.id,
        request.body,
      );
      return {
        excuse,
        message: `${excuse.name}'s excuse from "${excuse.event}" was ${excuse.status}; he was emailed.`,
      };
    },
  );
};

export default excuseRoutes;
