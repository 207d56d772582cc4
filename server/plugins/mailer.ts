// Creates the mailer (SMTP when configured, otherwise the stored outbox) and runs its delivery worker.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Mailer, smtpTransport, type MailTransport } from '../mail/mailer.ts';

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
}

export default fp<MailerPluginOptions>(
  async function mailerPlugin(app: FastifyInstance, options) {
    const transport =
      options.transport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl) : null);
    const mailer = new Mailer({
      db: app.db,
      log: app.log.child({ component: 'mailer' }),
      from: fromHeader(app.content.chapter.siteName, options.from),
      transport,
      ...(options.pollIntervalMs ? { pollIntervalMs: options.pollIntervalMs } : {}),
    });
    app.decorate('mailer', mailer);
    app.addHook('onReady', async () => mailer.start());
    app.addHook('preClose', async () => mailer.stop());
  },
  { name: 'mailer', dependencies: ['database', 'content'] },
);
