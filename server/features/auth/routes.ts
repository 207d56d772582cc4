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
import type { RateLimitRule } from '../../core/rate-limit/counters.ts';
import { rateLimits } from '../../core/rate-limit/rules.ts';
import { profileEtag } from '../../core/users/profile-version.ts';
import { toProfile } from '../../core/users/user-rows.ts';
import { idParams } from '../../../contract/api/officer.ts';
import { passwordConfirmRequest, sessionsResponse } from '../../../contract/api/two-factor.ts';
import { HttpError } from '../../http-error.ts';
import { describeDevice } from '../../lib/device.ts';
import { confirmPassword } from '../../core/users/two-factor.ts';
import { changePassword } from './change-password.ts';
import {
  deleteTrustedDevice,
  listLiveSessions,
  listTrustedDevices,
} from '../../core/sessions/session-repository.ts';
import * as auth from './service.ts';

// Ceilings on all requests from one address, counted before the body is parsed (so malformed
// floods count too); the guesses inside are counted by the service (core/rate-limit/rules.ts).
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
      config: { access: 'visitor' },
      ...limited(ceilings.signup),
      schema: {
        body: signupRequest,
        response: { 200: messageResponse, ...errorAnswers(400, 429) },
      },
    },
    async (request) => ({ message: await auth.signup(deps(), request.client, request.body) }),
  );

  app.post(
    '/verify',
    {
      config: { access: 'visitor' },
      ...limited(ceilings.verify),
      schema: {
        body: verifyRequest,
        response: { 200: messageResponse, ...errorAnswers(400, 429) },
      },
    },
    async (request) => ({
      message: await auth.verify(deps(), request.client, request.body.email, request.body.code),
    }),
  );

  app.post(
    '/resend-code',
    {
      config: { access: 'visitor' },
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
      config: { access: 'visitor' },
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
    {
      config: { access: 'signed-in' },
      schema: { response: { 200: profile, ...errorAnswers(401) } },
    },
    async (request, reply) => {
      // The profile's version, for a save to name in If-Match (docs/api.md#call-10-update-profile).
      reply.header('etag', profileEtag(request.session!.user));
      return toProfile(request.session!.user);
    },
  );

  app.get(
    '/sessions',
    {
      config: { access: 'signed-in' },
      schema: { response: { 200: sessionsResponse, ...errorAnswers(401) } },
    },
    async (request) => {
      const { userId, sessionId } = request.session!;
      const [rows, browsers, thisBrowser] = await Promise.all([
        listLiveSessions(app.db, userId),
        listTrustedDevices(app.db, userId),
        app.sessions.knownBrowser(request, userId),
      ]);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: row.device ?? 'Unknown device',
          createdAt: row.createdAt,
          lastSeenAt: row.lastSeenAt,
          current: row.id === sessionId,
        })),
        knownBrowsers: browsers.map((row) => ({
          id: row.id,
          device: row.device ?? 'Unknown device',
          createdAt: row.createdAt,
          lastUsedAt: row.lastUsedAt ?? row.createdAt,
          current: row.id === thisBrowser,
        })),
      };
    },
  );

  app.post(
    '/sessions/sign-out-others',
    {
      config: { access: 'signed-in' },
      schema: {
        body: passwordConfirmRequest,
        response: { 200: messageResponse, ...errorAnswers(400, 401, 429) },
      },
    },
    async (request) => {
      const { user, userId, sessionId } = request.session!;
      await confirmPassword(app.db, user, request.body.password);
      await app.sessions.revokeAllFor(userId, sessionId);
      return { message: auth.messages.signedOutOthers };
    },
  );

  app.delete(
    '/known-browsers/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        params: idParams,
        response: { 200: messageResponse, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      const { userId } = request.session!;
      const current = await app.sessions.knownBrowser(request, userId);
      if (!(await deleteTrustedDevice(app.db, userId, request.params.id)))
        throw new HttpError(404, 'not_found', auth.messages.noKnownBrowser);
      if (current === request.params.id) app.sessions.forgetBrowser(reply);
      return { message: auth.messages.knownBrowserForgotten };
    },
  );

  app.post(
    '/logout',
    { config: { access: 'visitor' }, schema: { response: { 200: messageResponse } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { message: auth.messages.loggedOut };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'visitor' },
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
      config: { access: 'visitor' },
      ...limited(ceilings.reset),
      schema: {
        body: resetPasswordRequest,
        response: { 200: messageResponse, ...errorAnswers(400, 429) },
      },
    },
    async (request) => ({
      message: await auth.resetPassword(
        deps(),
        request.client,
        describeDevice(request.headers['user-agent']),
        app.sessions,
        request.body.token,
        request.body.password,
      ),
    }),
  );

  app.post(
    '/change-password',
    {
      config: { access: 'signed-in' },
      schema: {
        body: changePasswordRequest,
        response: { 200: messageResponse, ...errorAnswers(400, 401, 429) },
      },
    },
    async (request) => ({
      message: await changePassword(deps(), app.sessions, {
        userId: request.session!.userId,
        sessionId: request.session!.sessionId,
        device: describeDevice(request.headers['user-agent']),
        ...request.body,
      }),
    }),
  );
};

export default authRoutes;
