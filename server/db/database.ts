// Opens the database (embedded SQLite by default, PostgreSQL with DATABASE_URL) and migrates it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql, type Dialect } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import pg from 'pg';
import { migrationsFor, type Engine } from './migrations/index.ts';
import { openNodeSqlite } from './node-sqlite.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type { Engine };

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined;
  /** A file path or `:memory:`. */
  sqliteFile?: string;
}

export interface OpenDatabase {
  db: Db;
  engine: Engine;
  /**
   * SQLite: whether another connection may have written since the last call (see
   * `NodeSqliteDatabase.changedByOthers`). PostgreSQL has no such probe: other instances write.
   */
  changedByOthers?: () => boolean;
  close(): Promise<void>;
}

export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, 'chapter.db');
}

export function openDatabase(options: DatabaseOptions): OpenDatabase {
  let dialect: Dialect;
  let engine: Engine;
  let changedByOthers: (() => boolean) | undefined;
  if (options.databaseUrl) {
    engine = 'postgres';
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    dialect = new PostgresDialect({ pool });
  } else {
    engine = 'sqlite';
    const file = options.sqliteFile ?? ':memory:';
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    const database = openNodeSqlite(file);
    changedByOthers = () => database.changedByOthers();
    dialect = new SqliteDialect({ database });
  }
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  return { db, engine, ...(changedByOthers ? { changedByOthers } : {}), close: () => db.destroy() };
}

export async function migrateToLatest(db: Db, engine: Engine): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(engine) },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${String(result.error)}`, {
      cause: result.error,
    });
  }
  return result;
}

/** True when the database answers a trivial query (used by /readyz). */
export async function isReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export const now = (): string => new Date().toISOString();

/** True for a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || /UNIQUE constraint failed/i.test(error.message);
}
