// Builds the whole application as one Fastify instance: plugins, API features and the web app.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
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
import { loadContent } from './content-loader.ts';
import { loadDemoData } from './demo/demo-data.ts';
import sessionsPlugin from './core/sessions/sessions.ts';
import routeAccess from './core/sessions/access.ts';
import { seedContentPictures } from './core/media/content-pictures.ts';
import officerAccess from './core/officers/access.ts';
import type { MailTransport } from './core/mail/mailer.ts';
import contentPlugin from './plugins/content.ts';
import officeDaysPlugin from './plugins/office-days.ts';
import paymentsPlugin from './plugins/payments.ts';
import csrfPlugin from './plugins/csrf.ts';
import databasePlugin from './plugins/database.ts';
import errorsPlugin from './plugins/errors.ts';
import { registerFeatures, withoutAlias } from './plugins/features.ts';
import mailerPlugin from './plugins/mailer.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import routeTablePlugin from './plugins/route-table.ts';
import securityHeaders from './plugins/security-headers.ts';
import webApp, { loadBuiltPages } from './plugins/web-app.ts';

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
  /** The outbox workers' clocks run this far ahead (tests of what happens once a claim has run out). */
  mailClockOffsetMs?: number;
  /** Overrides `limits.http.requestTimeoutMs` (tests of the timeout itself). */
  requestTimeoutMs?: number;
}

/**
 * Query values that are secrets (email links and their signatures, invite and check-in codes) and
 * calendar feed tokens never reach the logs.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code|invite|c|t)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/calendar\/)(?!feed(?:[/?#]|$))[^/?#]+/gi, '$1[redacted]');
}

/**
 * TRUST_PROXY as Fastify takes it: a number of proxies becomes "trust that many hops nearest the
 * server" (the client is the address the outermost trusted proxy saw), a list stays a list.
 */
export function trustProxyOption(
  trust: Config['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
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
  const requestTimeoutMs = options.requestTimeoutMs ?? limits.http.requestTimeoutMs;
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
    // An earlier prefix that still answers is routed as its feature's own (plugins/features.ts).
    rewriteUrl: (request) => withoutAlias(request.url ?? '/'),
    logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
    trustProxy: trustProxyOption(config.trustProxy),
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.http.headersTimeoutMs, requestTimeoutMs),
      // How often Node looks for requests over their time (its default, 30 s, would double it).
      connectionsCheckingInterval: Math.max(100, Math.min(5000, requestTimeoutMs / 4)),
    },
    bodyLimit: limits.jsonBodyMaxBytes,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The first start of a demo chapter loads its people and pictures (a few seconds on a busy
    // machine); Fastify's default of 10 s per plugin is not a budget, `npm run budget` is.
    pluginTimeout: 60_000,
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

  const https = config.publicUrl.startsWith('https:');
  const built = loadBuiltPages(config.clientDir, https);
  await app.register(errorsPlugin, { checkDeclaredAnswers: config.env === 'test' });
  await app.register(routeTablePlugin);
  await app.register(securityHeaders, { https });
  // What is left to compress per request is small JSON (pages and the directory are compressed
  // once, ahead), where setting up a brotli encoder costs more than compressing: quality 2 takes
  // a third of the time of the plugin's default 4, for 6 % more bytes. Answers up to 256 kB are
  // compressed on the event loop: above 8 kB (on 2 cores) the plugin would stream them through
  // libuv's thread pool, which is what made 200 connections hold hundreds of MB (decision 013).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
    syncThreshold: 256 * 1024,
  });
  // The folder seeds the content documents of an empty database; the published documents are
  // `app.content` from then on (plugins/content.ts).
  const seed = loadContent(config.contentDir);
  await app.register(databasePlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // The demo chapter (DEMO_DATA) goes into an empty database, checked against the chapter's
  // donation initiatives and dated on its clock.
  if (config.demoData) {
    await loadDemoData(app.db, config.contentDir, app.log, {
      initiatives: seed.alumni.support.initiatives.map((initiative) => initiative.name),
      timeZone: seed.chapter.timeZone,
    });
  }
  // Pictures uploaded for the pages that the folder brings (an exported site's) and the
  // database lacks: stored with their sizes before the pages name them (decision 018).
  const pictures = await seedContentPictures(app.db, config.contentDir);
  if (pictures.length) app.log.info({ pictures: pictures.length }, 'content pictures seeded');
  await app.register(contentPlugin, { seed });
  await app.register(rateLimitPlugin);
  await app.register(csrfPlugin, { publicUrl: config.publicUrl });
  await app.register(sessionsPlugin, { https });
  // Who may call each route, as it declares (core/sessions/access.ts, core/officers/access.ts).
  await app.register(routeAccess);
  await app.register(officerAccess, { twoFactor: config.officerTwoFactor });
  await app.register(mailerPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    ...(options.mailTransport ? { transport: options.mailTransport } : {}),
    ...(options.mailPollIntervalMs ? { pollIntervalMs: options.mailPollIntervalMs } : {}),
    ...(options.mailClockOffsetMs ? { clockOffsetMs: options.mailClockOffsetMs } : {}),
  });
  await app.register(officeDaysPlugin, { publicUrl: config.publicUrl });
  await app.register(paymentsPlugin);

  // Each feature at the URL its folder names (plugins/features.ts); the whole table is
  // docs/routes.md (kept true by a test).
  const serverBuildFile = path.join(path.dirname(config.clientDir), 'server', 'index.js');
  await registerFeatures(app, { serverBuildFile });
  await app.register(webApp, { clientDir: config.clientDir, built, serverBuildFile });

  return app;
}
