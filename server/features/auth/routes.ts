// /api/auth: signup, verify, resend-code, login, me, logout, forgot-password, reset-password,
// change-password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  emailOnlyRequest,
  loginRequest,
  loginResponse,
  messageResponse,
  profile,
  resetPasswordRequest,
  signupRequest,
  verifyRequest,
} from '../../../contract/api/auth.ts';
import { errorAnswers } from '../../http-error.ts';
import type { RateLimitRule } from '../../lib/rate-limit/counters.ts';
import { rateLimits } from '../../lib/rate-limit/rules.ts';
import { toProfile } from '../users/user-rows.ts';
import { sessionsResponse } from '../../../contract/api/two-factor.ts';
import { changePassword } from './change-password.ts';
import { requireUser } from './guards.ts';
import { listLiveSessions } from './session-repository.ts';
import * as auth from './service.ts';

// Ceilings on all requests from one address, counted before the body is parsed (so malformed
// floods count too); the guesses inside are counted by the service (lib/rate-limit/rules.ts).
const ceilings = {
  signup: rateLimits.signup.perAddress,
  verify: rateLimits.verify.perAddress,
  resend: rateLimits.resendCode.perAddress,
  login: rateLimits.login.perAddress,
  forgot: rateLimits.forgotPassword.perAddress,
  reset: rateLimits.resetPassword.perAddress,
};

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): auth.AuthDeps => ({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    brand: app.emailBrand,
  });
  // Counted before the body is parsed, so malformed floods count too.
  const limited = (rule: RateLimitRule) => ({
    onRequest: async (request: Parameters<typeof app.enforceRateLimit>[0]) =>
      app.enforceRateLimit(request, rule),
  });

  app.post(
    '/signup',
    {
      ...limited(ceilings.signup),
      schema: {
        body: signupRequest,
        response: { 200: messageResponse, ...errorAnswers(400, 409, 429) },
      },
    },
    async (request) => ({ message: await auth.signup(deps(), request.ip, request.body) }),
  );

  app.post(
    '/verify',
    {
      ...limited(ceilings.verify),
      schema: {
        body: verifyRequest,
        response: { 200: messageResponse, ...errorAnswers(400, 429) },
      },
    },
    async (request) => ({
      message: await auth.verify(deps(), request.ip, request.body.email, request.body.code),
    }),
  );

  app.post(
    '/resend-code',
    {
      ...limited(ceilings.resend),
      schema: {
        body: emailOnlyRequest,
        response: { 200: messageResponse, ...errorAnswers(400, 429) },
      },
    },
    async (request) => ({ message: await auth.resendCode(deps(), request.body.email) }),
  );

  app.post(
    '/login',
    {
      ...limited(ceilings.login),
      schema: {
        body: loginRequest,
        response: { 200: loginResponse, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      auth.login(
        deps(),
        { request, reply, sessions: app.sessions },
        request.body.email,
        request.body.password,
        request.body.code,
      ),
  );

  app.get(
    '/me',
    { preHandler: requireUser, schema: { response: { 200: profile, ...errorAnswers(401) } } },
    async (request) => toProfile(request.session!.user),
  );

  app.get(
    '/sessions',
    {
      preHandler: requireUser,
      schema: { response: { 200: sessionsResponse, ...errorAnswers(401) } },
    },
    async (request) => {
      const current = request.session!.sessionId;
      const rows = await listLiveSessions(app.db, request.session!.userId);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: row.device ?? 'Unknown device',
          createdAt: row.createdAt,
          lastSeenAt: row.lastSeenAt,
          current: row.id === current,
        })),
      };
    },
  );

  app.post(
    '/sessions/sign-out-others',
    {
      preHandler: requireUser,
      schema: { response: { 200: messageResponse, ...errorAnswers(401) } },
    },
    async (request) => {
      await app.sessions.revokeAllFor(request.session!.userId, request.session!.sessionId);
      return { message: 'Every other session of your account has ended.' };
    },
  );

  app.post(
    '/logout',
    { schema: { response: { 200: messageResponse } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { message: auth.messages.loggedOut };
    },
  );

  app.post(
    '/forgot-password',
    {
      ...limited(ceilings.forgot),
      schema: {
        body: emailOnlyRequest,
        response: { 200: messageResponse, ...errorAnswers(400, 429) },
      },
    },
    async (request) => ({ message: await auth.forgotPassword(deps(), request.body.email) }),
  );

  app.post(
    '/reset-password',
    {
      ...limited(ceilings.reset),
      schema: {
        body: resetPasswordRequest,
        response: { 200: messageResponse, ...errorAnswers(400, 429) },
      },
    },
    async (request) => ({
      message: await auth.resetPassword(
        deps(),
        request.ip,
        app.sessions,
        request.body.token,
        request.body.password,
      ),
    }),
  );

  app.post(
    '/change-password',
    {
      // Refused before the body is read: without a session nothing about it matters.
      onRequest: requireUser,
      schema: {
        body: changePasswordRequest,
        response: { 200: messageResponse, ...errorAnswers(400, 401, 429) },
      },
    },
    async (request) => ({
      message: await changePassword(app.db, app.sessions, {
        userId: request.session!.userId,
        sessionId: request.session!.sessionId,
        ...request.body,
      }),
    }),
  );
};

export default authRoutes;
