// Migration 0022 on a chapter's database as 0021 left it, on SQLite and PostgreSQL: the plain
// calendar feed tokens are emptied, their hashes kept, so a feed URL made before still answers.
import { Migrator } from 'kysely/migration';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUserRow } from '../../core/users/user-rows.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { createTestApp } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { migrateToLatest, openDatabase, sqliteFileIn, type OpenDatabase } from '../database.ts';
import { migrationsFor } from './index.ts';

describe('migration 0022', () => {
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

  it('keeps only the hash of each feed token, and a feed URL made before still works', async () => {
    const migrator = new Migrator({
      db: open.db,
      provider: { getMigrations: async () => migrationsFor(open.engine) },
    });
    expect((await migrator.migrateTo('0021-gifts-and-data-access')).error).toBeUndefined();
    const at = '2026-09-01T12:00:00.000Z';
    const token = randomToken();
    const user = newUserRow({
      name: 'Cal Subscriber',
      email: 'cal@example.com',
      passwordHash: '!',
      role: 'member',
      verifiedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    // As 0021's code wrote it: the token, and its hash beside it.
    await open.db
      .insertInto('users')
      .values({ ...user, calendarFeedToken: token, calendarFeedTokenHash: hashToken(token) })
      .execute();

    const result = await migrateToLatest(open.db, open.engine);
    expect(result.results?.every((r) => r.status === 'Success')).toBe(true);
    expect(
      await open.db
        .selectFrom('users')
        .select(['calendarFeedToken', 'calendarFeedTokenHash'])
        .execute(),
    ).toEqual([{ calendarFeedToken: null, calendarFeedTokenHash: hashToken(token) }]);

    // The calendar app that holds the old URL still reads its feed.
    const t = await createTestApp({ sameDatabaseAs: { database } });
    try {
      const feed = await t.app.inject(`/api/calendar/${token}.ics`);
      expect(feed.statusCode).toBe(200);
      expect(feed.body).toContain('BEGIN:VCALENDAR');
    } finally {
      await t.close();
    }
  });
});
