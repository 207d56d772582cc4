// /api/officer/service-hours (area `standing`; docs/api.md#attendance-and-check-in-area-standing): the
// service hours brothers logged, and the standing officer's decision on each (the brother is
// emailed). A decision is about the brother it concerns, never the officer's own.
import { formatDay } from '../../../../contract/dates.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../../contract/api/officer.ts';
import {
  decisionRequest,
  requestsQuery,
  serviceHoursEntryResponse,
  serviceHoursResponse,
} from '../../../../contract/api/standing.ts';
import { errorAnswers } from '../../../http-error.ts';
import * as requests from '../../../core/attendance/requests.ts';
import { toHoursRow } from '../../../core/attendance/rows.ts';
import { actorOf } from '../../../core/officers/actor.ts';
import * as service from '../../../core/standing/officer-service.ts';

const serviceHourRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { area: 'standing', about: 'chapter' } as const;
  const aboutHours = {
    area: 'standing',
    about: async (request: FastifyRequest) => [
      (await requests.findHours(app.db, (request.params as { id: string }).id))?.userId,
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
    { config, schema: { querystring: requestsQuery, response: { 200: serviceHoursResponse } } },
    async (request) => {
      const { status } = request.query;
      const rows = await requests.listHours(app.db, status === 'all' ? {} : { status });
      return { entries: rows.map(toHoursRow) };
    },
  );

  app.post(
    '/:id/decision',
    {
      config: aboutHours,
      schema: {
        params: idParams,
        body: decisionRequest,
        response: { 200: serviceHoursEntryResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const entry = await service.decideHours(
        deciding(),
        actorOf(request),
        request.params.id,
        request.body,
      );
      return {
        entry,
        message: `${entry.name}'s ${entry.hours} ${entry.hours === 1 ? 'hour' : 'hours'} of ${formatDay(entry.date)} were ${entry.status}; he was emailed.`,
      };
    },
  );
};

export default serviceHourRoutes;
