// Builds the real application on a fresh test database for one test.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment, e.g. `{ SMTP_URL }` or `{ DEMO_DATA: 'true' }`. */
  env?: Record<string, string>;
  /** Overrides applied after the configuration is read (e.g. a fake build directory). */
  config?: Partial<Config>;
  /** Adds test-only routes or hooks before the app is ready. */
  setup?: (app: FastifyInstance) => void;
  /** Another instance on the same database (dropped by the first app's `close`, not this one's). */
  sameDatabaseAs?: Pick<TestApp, 'database'>;
  /** A shorter request timeout, for tests of the timeout itself. */
  requestTimeoutMs?: number;
  /** A logger, for tests of what is logged (silent otherwise). */
  logger?: FastifyServerOptions['logger'];
  /** The outbox workers' clocks run this far ahead (to see what they do once a claim has run out). */
  mailClockOffsetMs?: number;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database =
    options.sameDatabaseAs?.database ?? (await createTestDatabase({ migrated: true }));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: database.dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://chapter.test',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...options.env,
    }),
    ...options.config,
  };
  const app = await buildApp({
    config,
    logger: options.logger ?? false,
    ...(options.requestTimeoutMs ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
    ...(options.mailClockOffsetMs ? { mailClockOffsetMs: options.mailClockOffsetMs } : {}),
  });
  options.setup?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      if (!options.sameDatabaseAs) await database.drop();
    },
  };
}
