// Creates the mailer (SMTP when configured, otherwise the stored outbox) and runs its delivery worker.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sqliteFileIn } from '../db/database.ts';
import { limits } from '../../contract/limits.ts';
import { NewsletterCourier } from '../core/mail/courier.ts';
import { clearOldBodies } from '../core/mail/outbox-repository.ts';
import { Mailer, smtpTransport, type MailTransport } from '../core/mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** MAIL_FROM may be a bare address (the site name is added) or a full `Name <address>`. */
export function fromHeader(siteName: string, mailFrom: string): string {
  if (mailFrom.includes('<')) return mailFrom;
  return `"${siteName.replace(/["\\]/g, '')}" <${mailFrom}>`;
}

export interface MailerPluginOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Tests may hand in their own transport (still a real SMTP client). */
  transport?: MailTransport;
  pollIntervalMs?: number;
  /** Tests: the outbox workers' clocks run this far ahead (to see a claim run out). */
  clockOffsetMs?: number;
}

export default fp<MailerPluginOptions>(
  async function mailerPlugin(app: FastifyInstance, options) {
    const transport =
      options.transport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl) : null);
    const from = fromHeader(app.content.chapter.siteName, options.from);
    const clockOffsetMs = options.clockOffsetMs ?? 0;
    // Newsletter emails leave from a courier process (core/mail/courier.ts), unless a test hands in a
    // transport of its own.
    const courier =
      options.smtpUrl && !options.transport
        ? new NewsletterCourier(app.db, app.log.child({ component: 'newsletter courier' }), {
            databaseUrl: app.config.databaseUrl,
            sqliteFile: sqliteFileIn(app.config.dataDir),
            smtpUrl: options.smtpUrl,
            from,
            logLevel: app.config.logLevel,
            clockOffsetMs,
          })
        : undefined;
    const mailer = new Mailer({
      db: app.db,
      log: app.log.child({ component: 'mailer' }),
      from,
      transport,
      ...(options.pollIntervalMs ? { pollIntervalMs: options.pollIntervalMs } : {}),
      ...(clockOffsetMs ? { clock: () => new Date(Date.now() + clockOffsetMs) } : {}),
      ...(courier ? { courier, delivers: 'all-but-newsletters' as const } : {}),
    });
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => mailer.start());
    app.addHook('preClose', async () => mailer.stop());

    // The bodies of old emails are cleared at start and then every hour (limits.outbox).
    const clearBodies = async () => {
      const before = new Date(
        Date.now() + clockOffsetMs - limits.outbox.keepBodiesDays * 86_400_000,
      ).toISOString();
      try {
        const cleared = await clearOldBodies(app.db, before);
        if (cleared > 0) app.log.info({ cleared }, 'old emails’ bodies cleared from the outbox');
      } catch (error) {
        app.log.warn({ err: error }, 'clearing old emails’ bodies failed');
      }
    };
    let clearing: Promise<void> = Promise.resolve();
    const timer = setInterval(() => (clearing = clearBodies()), 3_600_000);
    timer.unref();
    // Not awaited: a large outbox does not hold up the start.
    app.addHook('onReady', async () => void (clearing = clearBodies()));
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await clearing;
    });
  },
  { name: 'mailer', dependencies: ['database', 'content'] },
);
