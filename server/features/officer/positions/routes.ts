// /api/officer/positions (area `accounts`; docs/api.md#positions-and-terms-area-accounts): the
// chapter's offices, whose holders are server/features/officer/terms, and the accounts that may
// hold one, found by name. Every change is audited in
// its transaction; the guards are in core/offices/service.ts and core/offices/guard.ts, and each
// write declares whose record it is (`about`): an officer never changes the areas of a position he
// holds or will hold.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../../contract/api/common.ts';
import { idParams } from '../../../../contract/api/officer.ts';
import {
  candidatesQuery,
  candidatesResponse,
  positionRequest,
  positionResponse,
  positionsResponse,
  type PositionRow,
} from '../../../../contract/api/officer/positions.ts';
import { errorAnswers } from '../../../http-error.ts';
import { actorOf } from '../../../core/officers/actor.ts';
import { chapterToday } from '../../../core/offices/office.ts';
import * as repo from '../../../core/offices/repository.ts';
import * as service from '../../../core/offices/service.ts';

const officerPositionRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => chapterToday(app.content.chapter.timeZone);
  const accounts = { area: 'accounts', about: 'chapter' } as const;
  type Id = { id: string };
  const aboutPosition = {
    area: 'accounts',
    about: (request: FastifyRequest) =>
      service.aboutPosition(
        app.db,
        (request.params as Id).id,
        (request.body as PositionRow).areas,
        today(),
      ),
  } as const;

  app.get(
    '/',
    { config: accounts, schema: { response: { 200: positionsResponse } } },
    async () => ({ positions: (await repo.listPositions(app.db)).map(service.toPositionRow) }),
  );

  // Who may hold the position, found by name as an officer types (the console's choice of a new
  // holder): at most ten, each said eligible or not, never with an email. An elect may read it.
  app.get(
    '/:id/candidates',
    {
      config: accounts,
      schema: {
        params: idParams,
        querystring: candidatesQuery,
        response: { 200: candidatesResponse, ...errorAnswers(400, 404) },
      },
    },
    async (request) => ({
      candidates: await service.candidatesFor(
        app.db,
        request.params.id,
        request.query.q,
        request.session!.userId,
      ),
    }),
  );

  app.post(
    '/',
    {
      config: accounts,
      schema: { body: positionRequest, response: { 201: positionResponse, ...errorAnswers(409) } },
    },
    async (request, reply) => {
      const position = await service.createPosition(
        app.db,
        actorOf(request),
        service.normalise(request.body),
      );
      reply.code(201);
      return { position, message: service.officeMessages.positionCreated(position.title) };
    },
  );

  app.put(
    '/:id',
    {
      config: aboutPosition,
      schema: {
        params: idParams,
        body: positionRequest,
        response: { 200: positionResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const position = await service.updatePosition(
        app.db,
        actorOf(request),
        request.params.id,
        service.normalise(request.body),
        today(),
      );
      return { position, message: service.officeMessages.positionSaved(position.title) };
    },
  );

  app.delete(
    '/:id',
    {
      config: accounts,
      schema: { params: idParams, response: { 200: messageResponse, ...errorAnswers(404, 409) } },
    },
    async (request) => ({
      message: await service.deletePosition(app.db, actorOf(request), request.params.id),
    }),
  );
};

export default officerPositionRoutes;
