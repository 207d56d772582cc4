// A fresh, empty database for one test: a temporary SQLite file, or a new PostgreSQL database
// created from DATABASE_URL (and dropped afterwards) when the suite runs on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase, sqliteFileIn, type OpenDatabase } from '../db/database.ts';

export interface TestDatabase {
  /** Set on PostgreSQL runs. */
  databaseUrl: string | undefined;
  /** A temporary directory used as DATA_DIR (the SQLite file lives here). */
  dataDir: string;
  engine: 'sqlite' | 'postgres';
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-test-'));
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    return {
      databaseUrl: undefined,
      dataDir,
      engine: 'sqlite',
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `chapter_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    engine: 'postgres',
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(async (error) => {
          // FORCE refuses when an autovacuum worker happens to be in the database and the role
          // lacks pg_signal_backend; a plain DROP cancels autovacuum itself.
          if ((error as { code?: string }).code !== '42501') throw error;
          await client.query(`DROP DATABASE IF EXISTS ${name}`);
        });
      } finally {
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database, opened and migrated, for tests of a repository or a worker without the app. */
export async function openTestDatabase(): Promise<OpenDatabase & { testDatabase: TestDatabase }> {
  const testDatabase = await createTestDatabase();
  const open = openDatabase({
    databaseUrl: testDatabase.databaseUrl,
    sqliteFile: sqliteFileIn(testDatabase.dataDir),
  });
  await migrateToLatest(open.db, open.engine);
  return {
    ...open,
    testDatabase,
    close: async () => {
      await open.close();
      await testDatabase.drop();
    },
  };
}
