// Opens the configured database for a command-line tool (migrating it, as the server would).
import { parseArgs, type ParseArgsConfig } from 'node:util';
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

/** Node's parseArgs, with a mistyped command answered by a usage message instead of a stack trace. */
export function parseCliArgs<T extends ParseArgsConfig['options']>(options: T, help: string) {
  try {
    return parseArgs({ options, strict: true, allowPositionals: false });
  } catch (error) {
    usage(`${(error as Error).message.split('\n')[0]}\n${help}`);
  }
}
