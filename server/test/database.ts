// A fresh database for one test: a temporary SQLite file (a copy of a migrated template when the
// test wants it migrated), or a new PostgreSQL database created from DATABASE_URL (and dropped
// afterwards) when the suite runs on PostgreSQL. On PostgreSQL a migrated database is copied from
// a template migrated once per set of migrations, and when its test is done it is renamed and
// emptied for the worker's next test rather than dropped: a copy takes about 450 ms here
// (PostgreSQL writes the whole template to its log), emptying it a few.
import { createHash, randomUUID } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
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

/** The migrations' files, hashed: a changed migration makes new templates. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).toSorted())
    hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The name of a PostgreSQL database migrated to the latest schema, named after the migrations'
 * files so that a changed migration makes a new one (and day-old ones are dropped). Made by the
 * first test worker that needs it; the others wait on an advisory lock and find it made.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `chapter_template_${migrationsHash()}`;
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
 * This run is the PostgreSQL one. What runs the same code whatever the engine (a command's
 * arguments refused before it opens the database, picture formats decoded before anything is
 * stored) is tested on SQLite only, beside one case that stores on both (decision 020).
 */
export const onPostgres = Boolean(process.env.DATABASE_URL?.startsWith('postgres'));

/** This run's databases begin with it (`globalSetup` drops what a run leaves). */
export const testDatabasePrefix = (): string =>
  `chapter_test_${process.env.CHAPTER_TEST_RUN ?? 'x'}_`;

/** Migrated databases this worker's finished tests left, emptied, for its next tests. */
const spare: string[] = [];

/** What a migrated database holds before any test: its shape, and the rows migrations wrote. */
interface Pristine {
  shape: string;
  /** Tables in an order that deletes referencing rows before the rows they reference. */
  tables: string[];
  rows: Map<string, unknown[]>;
}
let pristine: Promise<Pristine> | undefined;

/** Migrations' own bookkeeping, which the tests never change. */
const untouched = new Set(['kysely_migration', 'kysely_migration_lock']);

/** The tables, columns, indexes, constraints and sequences: a test that changed them leaves a database no other test may have. */
const shapeQuery = `SELECT md5(coalesce(string_agg(x, ',' ORDER BY x), '')) AS shape FROM (
  SELECT table_name || '.' || column_name || ':' || data_type || ':' || coalesce(column_default, '') || ':' || is_nullable AS x
    FROM information_schema.columns WHERE table_schema = 'public'
  UNION ALL SELECT indexdef FROM pg_indexes WHERE schemaname = 'public'
  UNION ALL SELECT conrelid::regclass || ':' || pg_get_constraintdef(oid) FROM pg_constraint WHERE connamespace = 'public'::regnamespace
  UNION ALL SELECT 'sequence ' || sequence_name FROM information_schema.sequences WHERE sequence_schema = 'public'
) shape`;

async function readPristine(client: pg.Client): Promise<Pristine> {
  const { rows: shapeRows } = await client.query<{ shape: string }>(shapeQuery);
  const { rows: tableRows } = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
       FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  );
  const names = tableRows.map((row) => row.name).filter((name) => !untouched.has(name));
  // Referencing tables first: a table is deleted once every table that refers to it is.
  const tables: string[] = [];
  const left = new Set(names);
  while (left.size) {
    const ready = [...left].filter((table) =>
      references.every(
        (edge) => edge.parent !== table || edge.child === table || !left.has(edge.child),
      ),
    );
    if (!ready.length)
      throw new Error(`The tables refer to each other in a loop: ${[...left].join(', ')}`);
    for (const table of ready) {
      tables.push(table);
      left.delete(table);
    }
  }
  const rows = new Map<string, unknown[]>();
  for (const table of names) {
    const { rows: found } = await client.query<{ rows: unknown[] }>(
      `SELECT coalesce(json_agg(t), '[]') AS rows FROM "${table}" t`,
    );
    if (found[0]!.rows.length) rows.set(table, found[0]!.rows);
  }
  return { shape: shapeRows[0]!.shape, tables, rows };
}

/**
 * Ends every session still on the database (a test's app, a courier it started), then deletes
 * every row the test left and puts back the ones migrations wrote. False when the test changed
 * the database's shape: then it is dropped instead.
 */
async function emptiedForReuse(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const others = `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`;
    for (let round = 0; ; round++) {
      const { rowCount } = await client.query(
        `SELECT pg_terminate_backend(pid) FROM (${others}) others`,
      );
      if (!rowCount) break;
      if (round === 100) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (!pristine) return false;
    const before = await pristine;
    const { rows } = await client.query<{ shape: string }>(shapeQuery);
    if (rows[0]!.shape !== before.shape) return false;
    await client.query('BEGIN');
    // The ledger is append-only (migration 0026): its guard lets a delete through only while
    // `ledger_unlock` holds a row, which goes last.
    const unlock = before.tables.includes('ledger_unlock');
    if (unlock) await client.query(`INSERT INTO ledger_unlock (reason) VALUES ('test reuse')`);
    for (const table of before.tables)
      if (table !== 'ledger_unlock') await client.query(`DELETE FROM "${table}"`);
    if (unlock) await client.query('DELETE FROM ledger_unlock');
    for (const [table, seeded] of before.rows)
      await client.query(
        `INSERT INTO "${table}" SELECT * FROM json_populate_recordset(NULL::"${table}", $1)`,
        [JSON.stringify(seeded)],
      );
    await client.query('COMMIT');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The emptied database under a new name, or undefined when it could not be renamed (it is then
 * dropped). A process the finished test started and left behind (a newsletter courier that has
 * not yet stopped) connects by the old name: it must find no database, as it did when each test's
 * was dropped, and never the next test's rows.
 */
async function renamedForReuse(adminUrl: string, name: string): Promise<string | undefined> {
  const fresh = `${testDatabasePrefix()}${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let round = 0; round < 50; round++) {
      try {
        // Client sessions only: an autovacuum worker is the server's own (the rename waits for
        // it, or the database is dropped, which cancels it).
        await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'",
          [name],
        );
        await admin.query(`ALTER DATABASE ${name} RENAME TO ${fresh}`);
        return fresh;
      } catch (error) {
        // 55006: a session is still on it (one just ended is gone a moment later).
        if ((error as { code?: string }).code !== '55006') return undefined;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    return undefined;
  } finally {
    await admin.end().catch(() => {});
  }
}

let sqliteTemplate: Promise<string> | undefined;

/**
 * On SQLite, a file migrated to the latest schema, copied for each test that wants its database
 * migrated: migrating an empty file took a third of the time an app takes to start (about 30 of
 * 80 ms here), and the suite starts hundreds. Kept in the temporary folder, named after the
 * migrations like the PostgreSQL template, and made again when a day old; made aside and renamed
 * into place, so a worker that finds it finds it whole.
 */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const file = path.join(tmpdir(), `chapter-template-${migrationsHash()}.db`);
    if (existsSync(file) && !isStaleTemplate(statSync(file).mtime.toISOString(), Date.now()))
      return file;
    // Other migrations' templates go once a day old, as on PostgreSQL.
    for (const other of readdirSync(tmpdir()).filter((name) =>
      /^chapter-template-\w+\.db$/.test(name),
    ))
      try {
        const at = path.join(tmpdir(), other);
        if (isStaleTemplate(statSync(at).mtime.toISOString(), Date.now())) rmSync(at);
      } catch {
        // Removed meanwhile by another worker.
      }
    const dir = mkdtempSync(path.join(tmpdir(), 'chapter-template-new-'));
    try {
      const open = openDatabase({ sqliteFile: sqliteFileIn(dir) });
      try {
        await migrateToLatest(open.db, open.engine);
      } finally {
        // The last connection's close writes its log into the file: the copy is whole.
        await open.close();
      }
      renameSync(sqliteFileIn(dir), file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return file;
  })();
  return sqliteTemplate;
}

/**
 * A new database of the engine the suite runs on: empty, or (`migrated`) at the latest schema,
 * as the app leaves an empty one when it starts.
 */
export async function createTestDatabase({ migrated = false } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-test-'));
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    if (migrated) copyFileSync(await migratedSqliteFile(), sqliteFileIn(dataDir));
    return {
      databaseUrl: undefined,
      dataDir,
      engine: 'sqlite',
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const reused = migrated ? spare.pop() : undefined;
  let name = reused ?? `${testDatabasePrefix()}${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (reused) {
      // Emptied when its last test ended.
    } else if (!migrated) await admin.query(`CREATE DATABASE ${name}`);
    else {
      const copy = async () =>
        admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(adminUrl)}`);
      await copy().catch(async (error: { code?: string }) => {
        // 3D000: the template was dropped meanwhile (a day-old one, by another checkout's suite).
        if (error.code !== '3D000') throw error;
        template = undefined;
        await copy();
      });
      // What a database holds before its test, read once from this worker's first fresh copy.
      pristine ??= (async () => {
        const client = new pg.Client({ connectionString: urlOf(adminUrl, name) });
        await client.connect();
        try {
          return await readPristine(client);
        } finally {
          await client.end();
        }
      })();
      await pristine;
    }
  } finally {
    await admin.end();
  }
  return {
    databaseUrl: urlOf(adminUrl, name),
    dataDir,
    engine: 'postgres',
    drop: async () => {
      // Renamed first, so that nothing the test left behind reaches it while it is emptied.
      const renamed = migrated ? await renamedForReuse(adminUrl, name) : undefined;
      if (renamed && (await emptiedForReuse(urlOf(adminUrl, renamed)))) {
        spare.push(renamed);
        rmSync(dataDir, { recursive: true, force: true });
        return;
      }
      if (renamed) name = renamed;
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
