import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import {
  isReachable,
  isUniqueViolation,
  migrateToLatest,
  openDatabase,
  sqliteFileIn,
  type OpenDatabase,
} from './database.ts';

describe('the database', () => {
  let database: TestDatabase;
  let open: OpenDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
    open = openDatabase({
      databaseUrl: database.databaseUrl,
      sqliteFile: sqliteFileIn(database.dataDir),
    });
  });
  afterEach(async () => {
    await open.close();
    await database.drop();
  });

  it('uses the engine the configuration asks for', () => {
    expect(open.engine).toBe(database.engine);
  });

  it('migrates an empty database, and a second start changes nothing', async () => {
    const first = await migrateToLatest(open.db, open.engine);
    expect(first.results?.map((r) => r.status)).toEqual(['Success', 'Success', 'Success']);
    const second = await migrateToLatest(open.db, open.engine);
    expect(second.results).toEqual([]);
    expect(await isReachable(open.db)).toBe(true);
  });

  it('recognises unique-constraint violations on either engine', async () => {
    await migrateToLatest(open.db, open.engine);
    await open.db.insertInto('appMeta').values({ key: 'k', value: '1' }).execute();
    const error = await open.db
      .insertInto('appMeta')
      .values({ key: 'k', value: '2' })
      .execute()
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('something else'))).toBe(false);
  });

  it('is reported unreachable when the database server does not answer', async () => {
    const nowhere = openDatabase({ databaseUrl: 'postgres://nobody:secret@127.0.0.1:1/none' });
    try {
      expect(await isReachable(nowhere.db)).toBe(false);
    } finally {
      await nowhere.close();
    }
  });
});
