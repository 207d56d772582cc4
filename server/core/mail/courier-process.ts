// The newsletter courier (./courier.ts): a child process that delivers the outbox's newsletter
// emails with the outbox's rules (claims, at most once, bounces), sleeping until the next paced
// one is due, and exits when none is left. Asked to stop, or when the server goes away, it
// finishes the email it is handing over first.
import pino from 'pino';
import { openDatabase } from '../../db/database.ts';
import type { CourierConfig } from './courier.ts';
import { Mailer, smtpTransport } from './mailer.ts';
import { nextNewsletterDueAt } from './outbox-repository.ts';

const nothing = () => {};

/** Longest sleep between two looks at the outbox (a send of another instance, a retry). */
const maxSleepMs = 15_000;

async function deliver(config: CourierConfig): Promise<void> {
  const { db, close } = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
  });
  const log = pino({ level: config.logLevel }).child({ component: 'newsletter courier' });
  const clock = () => new Date(Date.now() + config.clockOffsetMs);
  const mailer = new Mailer({
    db,
    log,
    from: config.from,
    transport: smtpTransport(config.smtpUrl),
    clock,
    delivers: 'newsletters',
  });
  let stopping = false;
  let wakeUp = nothing;
  const stop = () => {
    stopping = true;
    void mailer.stop();
    wakeUp();
  };
  process.on('message', (message) => message === 'stop' && stop());
  process.on('disconnect', stop);
  let exitCode = 0;
  try {
    for (;;) {
      if (stopping) break;
      await mailer.deliverDue();
      if (stopping) break;
      const next = await nextNewsletterDueAt(db);
      if (next === null) break;
      const waitMs = Math.min(Math.max(Date.parse(next) - clock().getTime(), 50), maxSleepMs);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  } catch (err) {
    log.error({ err }, 'newsletter delivery failed');
    exitCode = 1;
  } finally {
    await mailer.stop();
    await close();
  }
  process.exit(exitCode);
}

// Only as the process the server forked (loading it elsewhere, to fill the compile cache, does
// nothing).
if (import.meta.main) process.once('message', (config: CourierConfig) => void deliver(config));
