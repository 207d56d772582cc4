// Entry point: reads the configuration, starts the server and shuts it down gracefully on SIGTERM/SIGINT.
// Run as the process's main module (`node server/main.ts`), or through `startServer` (scripts/start.ts);
// merely loading it starts nothing (scripts/compile-cache.ts loads it to fill Node's compile cache).
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ContentError } from './content-loader.ts';
import { collectWhenIdle } from './lib/idle-memory.ts';

const shutdownGraceMs = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  // A busy spell's memory given back once the server is quiet (server/lib/idle-memory.ts).
  const stopCollecting = collectWhenIdle(app.server, {
    collected: ({ beforeBytes, afterBytes, ms }) =>
      app.log.debug(
        {
          beforeMb: Math.round(beforeBytes / 2 ** 20),
          afterMb: Math.round(afterBytes / 2 ** 20),
          ms: Math.round(ms),
        },
        'quiet after a busy spell: memory collected',
      ),
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    stopCollecting();
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, shutdownGraceMs);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: app.dbEngine, mail: config.smtpUrl ? 'smtp' : 'outbox', demoData: config.demoData },
    `${app.content.chapter.siteName} is ready at ${config.publicUrl}`,
  );
}

/** Starts the server; a configuration or content error is printed and ends the process. */
export function startServer(): Promise<void> {
  return main().catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof ContentError) {
      console.error(error.message);
    } else {
      console.error('The server could not start:', error);
    }
    process.exit(1);
  });
}

if (import.meta.main) await startServer();
