// SQLite shared with another process (the newsletter courier, a command-line tool): a transaction
// that reads before it writes must not fail because the other process committed in between.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './database.ts';

// Another connection in another thread, as the courier is in another process: it says when it
// starts its write, and when that write is committed.
const otherWriter = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.file, { timeout: 5000 });
parentPort.postMessage('writing');
try {
  db.exec('insert into t values (2)');
  parentPort.postMessage('committed');
} catch (error) {
  parentPort.postMessage('failed: ' + error.message);
}
db.close();
`;

describe('SQLite with another process writing', () => {
  let dir = '';
  let open: OpenDatabase | undefined;
  afterEach(async () => {
    await open?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a transaction that read first writes and commits; the other write waits for it, then lands', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'chapter-sqlite-'));
    const file = path.join(dir, 'chapter.db');
    open = openDatabase({ sqliteFile: file });
    const { db } = open;
    await sql`create table t (x integer)`.execute(db);

    let other: Promise<string> | undefined;
    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx);
      const worker = new Worker(otherWriter, { eval: true, workerData: { file } });
      const messages: string[] = [];
      const started = new Promise<void>((resolve) =>
        worker.on('message', (message: string) => {
          messages.push(message);
          if (message === 'writing') resolve();
        }),
      );
      other = new Promise((resolve) => worker.on('exit', () => resolve(messages.at(-1) ?? '')));
      await started;
      // Before the fix the other write committed at once, and this transaction's write then
      // failed with SQLITE_BUSY_SNAPSHOT ("database is locked"), whatever the busy timeout.
      expect(await Promise.race([other, delay(300, 'still waiting')])).toBe('still waiting');
      await sql`insert into t values (1)`.execute(trx);
    });
    expect(await other).toBe('committed');
    const rows = await sql<{ x: number }>`select x from t order by rowid`.execute(db);
    expect(rows.rows.map((row) => row.x)).toEqual([1, 2]);
  });
});
