// Opens the configured database for a command-line tool (migrating it, as the server would), and
// the mail a tool sends (through SMTP_URL, or kept in the outbox as the server keeps it).
import type { FastifyBaseLogger } from 'fastify';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { chapterSchema } from '../../contract/content.ts';
import { loadConfig } from '../config.ts';
import { loadContent } from '../content-loader.ts';
import { migrateToLatest, openDatabase, sqliteFileIn, type OpenDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { publishedDocument } from '../core/content/repository.ts';
import { Mailer, smtpTransport } from '../core/mail/mailer.ts';
import type { EmailBrand } from '../core/mail/templates.ts';
import { fromHeader } from '../plugins/mailer.ts';

/** Warnings and errors to stderr; the tool's own output is what it prints. */
const quietLogger: FastifyBaseLogger = {
  level: 'warn',
  fatal: (...args: unknown[]) => console.error(...args),
  error: (...args: unknown[]) => console.error(...args),
  warn: (...args: unknown[]) => console.error(...args),
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => quietLogger,
} as unknown as FastifyBaseLogger;

/**
 * The mail of a command-line tool, branded with the chapter's published name and clock: delivered
 * through SMTP_URL when it is set (call `mailer.deliverDue()` after the change), else stored in the
 * outbox like the server's.
 */
export async function commandLineMail(db: Db) {
  const config = loadConfig();
  const published = await publishedDocument(db, 'chapter');
  const chapter = published
    ? chapterSchema.parse(JSON.parse(published.body))
    : loadContent(config.contentDir).chapter;
  const brand: EmailBrand = {
    siteName: chapter.siteName,
    footer: chapter.footer.text,
    timeZone: chapter.timeZone,
  };
  const mailer = new Mailer({
    db,
    log: quietLogger,
    from: fromHeader(chapter.siteName, config.mailFrom),
    transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : null,
  });
  return { mailer, deps: { db, mailer, publicUrl: config.publicUrl, brand } };
}

export async function openConfiguredDatabase(): Promise<OpenDatabase> {
  const config = loadConfig();
  const open = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: sqliteFileIn(config.dataDir),
  });
  await migrateToLatest(open.db, open.engine);
  return open;
}

/** Prints a message for people and exits with status 2 (a usage error, not a crash). */
export function usage(message: string): never {
  console.error(message);
  process.exit(2);
}

/** Node's parseArgs, with a mistyped command answered by a usage message instead of a stack trace. */
export function parseCliArgs<T extends ParseArgsConfig['options']>(options: T, help: string) {
  try {
    return parseArgs({ options, strict: true, allowPositionals: false });
  } catch (error) {
    usage(`${(error as Error).message.split('\n')[0]}\n${help}`);
  }
}
