// Migration 0021 on a chapter's database as 0020 left it, on SQLite and PostgreSQL: the entries of
// "who saw my data" of one officer, account, reading and day become one with their count (the
// newest kept), the exports are marked as such, and the unique key then holds.
import { describe, expect, it } from 'vitest';
import { newUserRow } from '../../core/users/user-rows.ts';
import { freshDatabaseEachTest, migrateTo } from '../../test/migration-database.ts';
import { isUniqueViolation, migrateToLatest } from '../database.ts';

describe('migration 0021', () => {
  const fresh = freshDatabaseEachTest();

  it('merges the entries of one officer, account, reading and day into one with its count', async () => {
    const { open } = fresh;
    await migrateTo(open, '0020-privacy');
    const at = '2026-09-01T12:00:00.000Z';
    const user = newUserRow({
      name: 'Wes Watched',
      email: 'wes@example.com',
      passwordHash: '!',
      role: 'member',
      verifiedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    await open.db.insertInto('users').values(user).execute();
    const opened = 'opened your account in the console';
    const archive = "exported the chapter's whole archive, with your account in it";
    const entry = (n: number, day: string, what: string, actorId: string | null = 'a1') => ({
      id: `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
      userId: user.id!,
      at: `${day}T${String(8 + n).padStart(2, '0')}:00:00.000Z`,
      actorId,
      actorLabel: actorId ? 'Rita Registrar' : 'command line',
      what,
    });
    // Plain inserts of 0020's columns (the repository of today writes 0021's too).
    await open.db
      .insertInto('dataAccess')
      .values([
        entry(1, '2026-09-01', opened),
        entry(2, '2026-09-01', opened),
        entry(3, '2026-09-01', opened),
        entry(4, '2026-09-01', archive),
        entry(5, '2026-09-02', opened),
        entry(6, '2026-09-01', opened, null),
      ] as never)
      .execute();

    const result = await migrateToLatest(open.db, open.engine);
    expect(result.results?.every((r) => r.status === 'Success')).toBe(true);
    const rows = await open.db
      .selectFrom('dataAccess')
      .select(['id', 'at', 'day', 'actorKey', 'what', 'times', 'kind'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: entry(3, '', '').id,
        at: '2026-09-01T11:00:00.000Z',
        day: '2026-09-01',
        actorKey: 'a1',
        what: opened,
        times: 3,
        kind: 'view',
      },
      {
        id: entry(4, '', '').id,
        at: '2026-09-01T12:00:00.000Z',
        day: '2026-09-01',
        actorKey: 'a1',
        what: archive,
        times: 1,
        kind: 'export',
      },
      {
        id: entry(5, '', '').id,
        at: '2026-09-02T13:00:00.000Z',
        day: '2026-09-02',
        actorKey: 'a1',
        what: opened,
        times: 1,
        kind: 'view',
      },
      {
        id: entry(6, '', '').id,
        at: '2026-09-01T14:00:00.000Z',
        day: '2026-09-01',
        actorKey: 'name:command line',
        what: opened,
        times: 1,
        kind: 'view',
      },
    ]);
    // The key holds: a second row for the same officer, account, reading and day is refused.
    const again = await open.db
      .insertInto('dataAccess')
      .values({ ...entry(7, '2026-09-01', opened), day: '2026-09-01', actorKey: 'a1' })
      .execute()
      .catch((error: unknown) => error);
    expect(isUniqueViolation(again)).toBe(true);
  });
});
