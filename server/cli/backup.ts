// `npm run backup [-- --to file]`: a consistent copy of the embedded SQLite database, safe while the
// site is running (SQLite's online backup). With PostgreSQL, use pg_dump (see docs/operations.md).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { loadConfig } from '../config.ts';
import { parseCliArgs } from './database.ts';
import { sqliteFileIn } from '../db/database.ts';

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: this site uses PostgreSQL. Back it up with pg_dump (docs/operations.md).',
  );
  process.exit(2);
}
const source = sqliteFileIn(config.dataDir);
if (!existsSync(source)) {
  console.error(`There is no database at ${source} yet (the server creates it on first start).`);
  process.exit(2);
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const help = 'Usage: npm run backup [-- --to /path/to/file.db]';
const { values } = parseCliArgs(
  {
    to: { type: 'string', default: path.join(config.dataDir, 'backups', `chapter-${stamp}.db`) },
  },
  help,
);
const target = path.resolve(values.to);
if (existsSync(target)) {
  console.error(`${target} already exists; choose another file.`);
  process.exit(2);
}
mkdirSync(path.dirname(target), { recursive: true });

const db = new DatabaseSync(source, { readOnly: true });
try {
  const pages = await backup(db, target);
  console.log(`Backed up ${source} (${pages} pages) to:`);
  console.log(target);
} finally {
  db.close();
}
