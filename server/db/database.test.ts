import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Migrator } from 'kysely/migration';
import { findUserByEmail, updateUser } from '../core/users/repository.ts';
import { newUserRow } from '../core/users/user-rows.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { migrationsFor } from './migrations/index.ts';
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
    expect(first.results?.map((r) => r.status)).toEqual(
      Object.keys(migrationsFor(open.engine)).map(() => 'Success'),
    );
    expect(first.results).toHaveLength(27);
    const second = await migrateToLatest(open.db, open.engine);
    expect(second.results).toEqual([]);
    expect(await isReachable(open.db)).toBe(true);
  });

  it('migrates a database that already holds a chapter, keeping every row', async () => {
    // A chapter's database as the first release left it (migrations up to 0003), with data.
    const migrator = new Migrator({
      db: open.db,
      provider: { getMigrations: async () => migrationsFor(open.engine) },
    });
    expect((await migrator.migrateTo('0003-member-area')).error).toBeUndefined();
    const at = '2026-09-01T12:00:00.000Z';
    const user = newUserRow({
      name: 'Old Brother',
      email: 'old@example.com',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
      role: 'member',
      verifiedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    // Plain inserts: the repositories of today may expect tables the old database lacks.
    await open.db.insertInto('users').values(user).execute();
    await open.db
      .insertInto('sessions')
      .values({
        id: 's1',
        userId: user.id!,
        tokenHash: 'h',
        createdAt: at,
        expiresAt: '2027-01-01T00:00:00.000Z',
        lastSeenAt: at,
        revokedAt: null,
      })
      .execute();
    await open.db
      .insertInto('events')
      .values({
        id: 'e1',
        title: 'Rush',
        date: '2026-09-10',
        time: null,
        location: null,
        description: null,
        createdAt: at,
      })
      .execute();
    await open.db
      .insertInto('donations')
      .values({
        id: 'd1',
        initiative: 'Pool Table',
        amountCents: 1250,
        donorName: null,
        donatedOn: '2026-09-02',
        note: null,
        recordedBy: 'cli:x',
        createdAt: at,
      })
      .execute();
    const before = await Promise.all(
      (['users', 'sessions', 'events', 'donations'] as const).map((table) =>
        open.db.selectFrom(table).selectAll().execute(),
      ),
    );

    const result = await migrateToLatest(open.db, open.engine);
    expect(result.results?.every((r) => r.status === 'Success')).toBe(true);
    const after = await Promise.all(
      (['users', 'sessions', 'events', 'donations'] as const).map((table) =>
        open.db.selectFrom(table).selectAll().execute(),
      ),
    );
    // Every row as it was; the new columns hold their defaults.
    expect(after).toEqual(before.map((rows) => rows.map((row) => expect.objectContaining(row))));
    expect((after[0]![0] as { areas: string }).areas).toBe('');
    // The new tables work with the old rows.
    await updateUser(open.db, user.id!, { major: 'History' });
    expect((await findUserByEmail(open.db, 'old@example.com'))!.major).toBe('History');
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
