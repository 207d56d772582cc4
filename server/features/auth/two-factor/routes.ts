// /api/auth/two-factor: set up, turn on and turn off two-factor authentication for the caller. Turning
// it on or off asks for the password again, so a stolen session alone can do neither.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../../contract/api/common.ts';
import {
  recoveryCodesResponse,
  twoFactorChangeRequest,
  twoFactorSetupResponse,
} from '../../../../contract/api/two-factor.ts';
import { errorAnswers } from '../../../http-error.ts';
import { describeDevice } from '../../../lib/device.ts';
import * as twoFactor from '../../../core/users/two-factor.ts';

/** Who asks: the address the counters use, and the browser the notice emails name. */
const caller = (request: { client: string; headers: { 'user-agent'?: string } }) => ({
  client: request.client,
  device: describeDevice(request.headers['user-agent']),
});

const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): twoFactor.TwoFactorDeps => ({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    brand: app.emailBrand,
  });

  app.post(
    '/setup',
    {
      config: { access: 'signed-in' },
      schema: { response: { 200: twoFactorSetupResponse, ...errorAnswers(401, 409) } },
    },
    async (request) => twoFactor.setup(app.db, request.session!.user, app.content.chapter.siteName),
  );

  app.post(
    '/enable',
    {
      config: { access: 'signed-in' },
      schema: {
        body: twoFactorChangeRequest,
        response: { 200: recoveryCodesResponse, ...errorAnswers(401, 409, 429) },
      },
    },
    async (request) => twoFactor.enable(deps(), caller(request), request.session!, request.body),
  );

  app.post(
    '/disable',
    {
      config: { access: 'signed-in' },
      schema: {
        body: twoFactorChangeRequest,
        response: { 200: messageResponse, ...errorAnswers(401, 429) },
      },
    },
    async (request) =>
      twoFactor.disable(deps(), caller(request), request.session!.user, request.body),
  );
};

export default twoFactorRoutes;
