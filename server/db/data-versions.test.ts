import { DatabaseSync } from 'node:sqlite';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { bumpVersion, sharedVersionsReader } from './data-versions.ts';
import { migrateToLatest, openDatabase, sqliteFileIn, type OpenDatabase } from './database.ts';

describe('the data versions an instance reads', () => {
  let database: TestDatabase;
  let open: OpenDatabase;
  beforeEach(async () => {
    database = await createTestDatabase({ migrated: true });
    open = openDatabase({
      databaseUrl: database.databaseUrl,
      sqliteFile: sqliteFileIn(database.dataDir),
    });
    await migrateToLatest(open.db, open.engine);
  });
  afterEach(async () => {
    await open.close();
    await database.drop();
  });

  it('follow a bump made by this process on the next read', async () => {
    const read = sharedVersionsReader(open.db, open.changedByOthers);
    const before = (await read()).accounts;
    await nextTurn();
    await bumpVersion(open.db, 'accounts');
    expect((await read()).accounts).toBe(before + 1);
  });

  it('follow a bump committed inside a transaction once it commits', async () => {
    const read = sharedVersionsReader(open.db, open.changedByOthers);
    const before = (await read()).accounts;
    await nextTurn();
    await open.db.transaction().execute(async (trx) => bumpVersion(trx, 'accounts'));
    expect((await read()).accounts).toBe(before + 1);
  });

  // A command-line tool is another process: its writes are not counted by this one's bumps.
  it.runIf(!process.env.DATABASE_URL)(
    'on SQLite, are read again only after another connection committed a change',
    async () => {
      const read = sharedVersionsReader(open.db, open.changedByOthers);
      const first = read();
      const before = (await first).accounts;
      await nextTurn();
      // Nothing changed: the versions already read stand, without a query.
      expect(read()).toBe(first);

      const other = new DatabaseSync(sqliteFileIn(database.dataDir));
      try {
        other
          .prepare("UPDATE data_versions SET version = version + 1 WHERE name = 'accounts'")
          .run();
      } finally {
        other.close();
      }
      await nextTurn();
      expect((await read()).accounts).toBe(before + 1);
    },
  );

  it.runIf(!process.env.DATABASE_URL)(
    'on SQLite, count every read inside an open transaction as possibly changed',
    async () => {
      expect(open.changedByOthers).toBeDefined();
      open.changedByOthers!();
      expect(open.changedByOthers!()).toBe(false);
      await open.db.transaction().execute(async () => {
        expect(open.changedByOthers!()).toBe(true);
      });
    },
  );
});
