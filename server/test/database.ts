// A fresh database for one test: a temporary SQLite file, or a new PostgreSQL database created
// from DATABASE_URL (and dropped afterwards) when the suite runs on PostgreSQL. On PostgreSQL a
// migrated database is copied from a template migrated once per set of migrations.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

const migrationsDir = path.join(import.meta.dirname, '..', 'db', 'migrations');
/** Any number, the same in every test worker: held while one of them makes the template. */
const templateLock = 7_345_001;
let template: Promise<string> | undefined;

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A template made more than a day ago (its comment is when), or by a checkout that wrote none. */
export function isStaleTemplate(made: string | null, now: number): boolean {
  const at = made ? Date.parse(made) : Number.NaN;
  return Number.isNaN(at) || now - at > 24 * 60 * 60 * 1000;
}

/**
 * The name of a PostgreSQL database migrated to the latest schema, named after the migrations'
 * files so that a changed migration makes a new one (and day-old ones are dropped). Made by the
 * first test worker that needs it; the others wait on an advisory lock and find it made.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  template ??= (async () => {
    const hash = createHash('sha256');
    for (const file of readdirSync(migrationsDir).toSorted())
      hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
    const name = `chapter_template_${hash.digest('hex').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock($1)', [templateLock]);
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!found.rowCount) {
        // Other checkouts' templates (other migrations) are dropped only once they are a day old:
        // a suite of another checkout may be running on one right now (several worktrees, or a
        // CI run beside a developer's), and dropping it made that suite fail.
        const others = await admin.query(
          "SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database WHERE datname LIKE 'chapter\\_template\\_%'",
        );
        for (const { datname, made } of others.rows as { datname: string; made: string | null }[])
          if (isStaleTemplate(made, Date.now()))
            await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
        const building = `${name}_new`;
        await admin.query(`DROP DATABASE IF EXISTS ${building}`);
        await admin.query(`CREATE DATABASE ${building}`);
        const open = openDatabase({ databaseUrl: urlOf(adminUrl, building) });
        try {
          await migrateToLatest(open.db, open.engine);
        } finally {
          await open.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        await admin.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`);
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  return template;
}

/**
 * A new database of the engine the suite runs on: empty, or (`migrated`) at the latest schema,
 * as the app leaves an empty one when it starts.
 */
export async function createTestDatabase({ migrated = false } = {}): Promise<TestDatabase> {
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
    if (!migrated) await admin.query(`CREATE DATABASE ${name}`);
    else {
      const copy = async () =>
        admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(adminUrl)}`);
      await copy().catch(async (error: { code?: string }) => {
        // 3D000: the template was dropped meanwhile (a day-old one, by another checkout's suite).
        if (error.code !== '3D000') throw error;
        template = undefined;
        await copy();
      });
    }
  } finally {
    await admin.end();
  }
  return {
    databaseUrl: urlOf(adminUrl, name),
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
  const testDatabase = await createTestDatabase({ migrated: true });
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
