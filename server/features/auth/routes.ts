// /api/auth: signup, verify, resend-code, login, me, logout, forgot-password, reset-password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailOnlyRequest,
  loginRequest,
  loginResponse,
  messageResponse,
  profile,
  resetPasswordRequest,
  signupRequest,
  verifyRequest,
} from '../../../contract/api/auth.ts';
import type { RateLimitRule } from '../../plugins/rate-limit.ts';
import * as auth from './service.ts';

const perClient = (
  bucket: string,
  limit: number,
  minutes: number,
  message?: string,
): RateLimitRule => ({
  bucket,
  limit,
  windowMs: minutes * 60_000,
  ...(message ? { message } : {}),
});

const rules = {
  signup: perClient(
    'signup',
    10,
    60,
    'Too many signup attempts from your connection. Please try again later.',
  ),
  verify: perClient('verify', 20, 15),
  resend: perClient('resend-code', 5, 60),
  forgot: perClient('forgot-password', 5, 60),
  reset: perClient('reset-password', 10, 60),
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
      ...limited(rules.signup),
      schema: { body: signupRequest, response: { 200: messageResponse } },
    },
    async (request) => ({ message: await auth.signup(deps(), request.body) }),
  );

  app.post(
    '/verify',
    {
      ...limited(rules.verify),
      schema: { body: verifyRequest, response: { 200: messageResponse } },
    },
    async (request) => ({
      message: await auth.verify(deps(), request.body.email, request.body.code),
    }),
  );

  app.post(
    '/resend-code',
    {
      ...limited(rules.resend),
      schema: { body: emailOnlyRequest, response: { 200: messageResponse } },
    },
    async (request) => ({ message: await auth.resendCode(deps(), request.body.email) }),
  );

  app.post(
    '/login',
    {
      ...limited(auth.loginClientRule),
      schema: { body: loginRequest, response: { 200: loginResponse } },
    },
    async (request, reply) =>
      auth.login(
        deps(),
        { request, reply, sessions: app.sessions },
        request.body.email,
        request.body.password,
      ),
  );

  app.get(
    '/me',
    { preHandler: app.requireUser, schema: { response: { 200: profile } } },
    async (request) => auth.toProfile(request.session!.user),
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
      ...limited(rules.forgot),
      schema: { body: emailOnlyRequest, response: { 200: messageResponse } },
    },
    async (request) => ({ message: await auth.forgotPassword(deps(), request.body.email) }),
  );

  app.post(
    '/reset-password',
    {
      ...limited(rules.reset),
      schema: { body: resetPasswordRequest, response: { 200: messageResponse } },
    },
    async (request) => ({
      message: await auth.resetPassword(
        deps(),
        app.sessions,
        request.body.token,
        request.body.password,
      ),
    }),
  );
};

export default authRoutes;
