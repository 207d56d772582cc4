// Builds the whole application as one Fastify instance: plugins, API features and the web app.
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { limits } from '../contract/limits.ts';
import type { Config } from './config.ts';
import healthRoutes from './features/health/routes.ts';
import authRoutes from './features/auth/routes.ts';
import alumniRoutes from './features/alumni/routes.ts';
import donationRoutes from './features/donations/routes.ts';
import eventRoutes from './features/events/routes.ts';
import mediaRoutes from './features/media/routes.ts';
import memberRoutes from './features/members/routes.ts';
import profileRoutes from './features/profile/routes.ts';
import newsletterRoutes from './features/newsletter/routes.ts';
import type { MailTransport } from './mail/mailer.ts';
import contentPlugin from './plugins/content.ts';
import databasePlugin from './plugins/database.ts';
import errorsPlugin from './plugins/errors.ts';
import mailerPlugin from './plugins/mailer.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityHeaders from './plugins/security-headers.ts';
import sessionPlugin from './plugins/session.ts';
import webApp, { readBuiltPages } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  /** Overrides the logger (tests pass `false` or a stream). */
  logger?: FastifyServerOptions['logger'];
  /** A real SMTP client for tests that start their own SMTP server. */
  mailTransport?: MailTransport;
  mailPollIntervalMs?: number;
}

/** Query values that are secrets (email links) never reach the logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[redacted]');
}

const infoLevels = new Set(['trace', 'debug', 'info']);

/** Logs each request once, when it completes, with what an operator needs (no headers, no bodies). */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && !infoLevels.has(reply.log.level)) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
    trustProxy: config.trustProxy,
    bodyLimit: limits.jsonBodyMaxBytes,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Fastify rejects `__proto__` and `constructor.prototype` keys in JSON bodies with a 400.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // The API speaks JSON only; plain text bodies are refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');

  const built = readBuiltPages(config.clientDir);
  await app.register(errorsPlugin);
  const https = config.publicUrl.startsWith('https:');
  await app.register(securityHeaders, { https });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(contentPlugin, { contentDir: config.contentDir });
  await app.register(databasePlugin, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    demoData: config.demoData,
    contentDir: config.contentDir,
    initiatives: app.content.alumni.support.initiatives.map((initiative) => initiative.name),
  });
  await app.register(rateLimitPlugin);
  await app.register(sessionPlugin, { https, publicUrl: config.publicUrl });
  await app.register(mailerPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    ...(options.mailTransport ? { transport: options.mailTransport } : {}),
    ...(options.mailPollIntervalMs ? { pollIntervalMs: options.mailPollIntervalMs } : {}),
  });

  await app.register(healthRoutes);
  await app.register(newsletterRoutes, { prefix: '/api/newsletter' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(memberRoutes);
  await app.register(profileRoutes);
  await app.register(eventRoutes);
  await app.register(alumniRoutes);
  await app.register(donationRoutes);
  await app.register(mediaRoutes);
  await app.register(webApp, { clientDir: config.clientDir, built, https });

  return app;
}
