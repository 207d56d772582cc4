// /api/auth/two-factor: set up, turn on and turn off two-factor authentication for the caller.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../contract/api/common.ts';
import {
  recoveryCodesResponse,
  twoFactorCodeRequest,
  twoFactorSetupResponse,
} from '../../../contract/api/two-factor.ts';
import { errorAnswers } from '../../http-error.ts';
import { requireUser } from '../auth/guards.ts';
import * as twoFactor from './service.ts';

const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/setup',
    {
      preHandler: requireUser,
      schema: { response: { 200: twoFactorSetupResponse, ...errorAnswers(401, 409) } },
    },
    async (request) => twoFactor.setup(app.db, request.session!.user, app.content.chapter.siteName),
  );

  app.post(
    '/enable',
    {
      preHandler: requireUser,
      schema: {
        body: twoFactorCodeRequest,
        response: { 200: recoveryCodesResponse, ...errorAnswers(401, 409, 429) },
      },
    },
    async (request) =>
      twoFactor.enable(app.db, request.ip, request.session!.user, request.body.code),
  );

  app.post(
    '/disable',
    {
      preHandler: requireUser,
      schema: {
        body: twoFactorCodeRequest,
        response: { 200: messageResponse, ...errorAnswers(401, 429) },
      },
    },
    async (request) =>
      twoFactor.disable(app.db, request.ip, request.session!.user, request.body.code),
  );
};

export default twoFactorRoutes;
