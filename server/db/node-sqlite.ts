// Adapts Node's built-in `node:sqlite` to the driver shape Kysely's SqliteDialect expects.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** node:sqlite binds only null, numbers, bigints, strings and bytes; map the rest the same way everywhere. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    typeof value === 'string' ||
    value instanceof Uint8Array
  ) {
    return value;
  }
  throw new TypeError(`Cannot bind a value of type ${typeof value} to SQLite`);
}

const bind = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqliteValue);

/** Prepared statements kept per SQL text: preparing costs more than running a small query. */
const statementCacheSize = 500;

export interface NodeSqliteDatabase extends SqliteDatabase {
  /**
   * Whether another connection (a command-line tool) may have committed a change since the last
   * call: SQLite's `PRAGMA data_version`, read straight from the connection (a few µs, where a
   * query through Kysely costs ten times more). Inside a transaction the connection cannot see
   * other commits yet, so the answer is then always yes.
   */
  changedByOthers(): boolean;
}

export function openNodeSqlite(file: string): NodeSqliteDatabase {
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
  // WAL lets readers proceed while a write is in progress; NORMAL sync is safe under WAL.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  const statements = new Map<string, SqliteStatement>();
  const dataVersion = db.prepare('PRAGMA data_version');
  let seenDataVersion: unknown;
  return {
    changedByOthers() {
      if (db.isTransaction) return true;
      const version = dataVersion.get()?.['data_version'];
      const changed = version !== seenDataVersion;
      seenDataVersion = version;
      return changed;
    },
    close: () => {
      statements.clear();
      db.close();
    },
    prepare(text: string): SqliteStatement {
      // Kysely begins a transaction with a plain (deferred) `begin`, which takes the write lock
      // only at its first write. When another process (the newsletter courier, a command-line
      // tool) commits after the transaction's first read, that write fails at once with
      // SQLITE_BUSY_SNAPSHOT, whatever the busy timeout: a send or a signup answered 500.
      // `begin immediate` takes the write lock first, waiting for the other process as any
      // write does. In this process Kysely runs one transaction at a time anyway.
      const sql = text === 'begin' ? 'begin immediate' : text;
      const known = statements.get(sql);
      if (known) return known;
      const statement = db.prepare(sql);
      const prepared: SqliteStatement = {
        // A statement that yields columns (SELECT, or anything with RETURNING) is a reader.
        reader: statement.columns().length > 0,
        // all() and run() finish before returning, so one statement serves every caller in turn.
        all: (parameters) => statement.all(...bind(parameters)),
        run: (parameters) => statement.run(...bind(parameters)),
        // An iteration can be left half-way: it gets a statement of its own.
        iterate: (parameters) => db.prepare(sql).iterate(...bind(parameters)),
      };
      if (statements.size >= statementCacheSize) {
        statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, prepared);
      return prepared;
    },
  };
}
