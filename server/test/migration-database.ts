// For a migration's test: a fresh, empty database opened before each test (on SQLite, or on
// PostgreSQL with DATABASE_URL) and dropped after it, and the migrations run up to a named one, so
// that the test can write rows as the chapter had them before the migration it tests.
import { Migrator } from 'kysely/migration';
import { afterEach, beforeEach } from 'vitest';
import { openDatabase, sqliteFileIn, type OpenDatabase } from '../db/database.ts';
import { migrationsFor } from '../db/migrations/index.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

/** The test's database (its files or URL) and the open connection, new for each test. */
export function freshDatabaseEachTest(): { database: TestDatabase; open: OpenDatabase } {
  const current = {} as { database: TestDatabase; open: OpenDatabase };
  beforeEach(async () => {
    current.database = await createTestDatabase();
    current.open = openDatabase({
      databaseUrl: current.database.databaseUrl,
      sqliteFile: sqliteFileIn(current.database.dataDir),
    });
  });
  afterEach(async () => {
    await current.open.close();
    await current.database.drop();
  });
  return current;
}

/** Runs the migrations up to and including `name` (throws what a migration threw). */
export async function migrateTo(open: OpenDatabase, name: string): Promise<void> {
  const migrator = new Migrator({
    db: open.db,
    provider: { getMigrations: async () => migrationsFor(open.engine) },
  });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}
