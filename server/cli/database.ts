// Opens the configured database for a command-line tool (migrating it, as the server would).
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase, sqliteFileIn, type OpenDatabase } from '../db/database.ts';

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
