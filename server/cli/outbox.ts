// `npm run outbox [-- --limit N] [-- --to address]`: shows the newest emails in the outbox, for
// development without SMTP (the server keeps them there and logs only that it did).
import { limits } from '../../contract/limits.ts';
import { loadConfig } from '../config.ts';
import { parseCliArgs } from './database.ts';
import { migrateToLatest, openDatabase, sqliteFileIn } from '../db/database.ts';
import { listNewest } from '../core/mail/outbox-repository.ts';

const help = 'Usage: npm run outbox [-- --limit N] [--to someone@example.com]';
const { values } = parseCliArgs(
  {
    limit: { type: 'string', default: '5' },
    to: { type: 'string' },
  },
  help,
);
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
  console.error('--limit must be a whole number from 1 to 100');
  process.exit(2);
}

const config = loadConfig();
const { db, engine, close } = openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: sqliteFileIn(config.dataDir),
});
try {
  await migrateToLatest(db, engine);
  const messages = await listNewest(db, limit, values.to?.trim().toLowerCase());
  if (messages.length === 0) console.log('The outbox is empty.');
  for (const message of messages.toReversed()) {
    console.log(`\n──── ${message.createdAt}  [${message.status}]`);
    console.log(`To:      ${message.toAddress}`);
    console.log(`Subject: ${message.subject}\n`);
    console.log(
      message.textBody ||
        `(Its text was cleared ${limits.outbox.keepBodiesDays} days after it was written.)`,
    );
  }
} finally {
  await close();
}
