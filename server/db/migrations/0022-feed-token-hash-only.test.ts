// Migration 0022 on a chapter's database as 0021 left it, on SQLite and PostgreSQL: the plain
// calendar feed tokens are emptied, their hashes kept, so a feed URL made before still answers.
import { describe, expect, it } from 'vitest';
import { newUserRow } from '../../core/users/user-rows.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { createTestApp } from '../../test/app.ts';
import { freshDatabaseEachTest, migrateTo } from '../../test/migration-database.ts';
import { migrateToLatest } from '../database.ts';

describe('migration 0022', () => {
  const fresh = freshDatabaseEachTest();

  it('keeps only the hash of each feed token, and a feed URL made before still works', async () => {
    const { open } = fresh;
    await migrateTo(open, '0021-gifts-and-data-access');
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
    const t = await createTestApp({ sameDatabaseAs: { database: fresh.database } });
    try {
      const feed = await t.app.inject(`/api/calendar/${token}.ics`);
      expect(feed.statusCode).toBe(200);
      expect(feed.body).toContain('BEGIN:VCALENDAR');
    } finally {
      await t.close();
    }
  });
});
