// Migration 0017 on a copy of the demo chapter as it was before terms (content/demo/accounts.json's
// officers with their flag, areas and position): every officer becomes a current term of a position
// named by his position, and nobody gains or loses an area — what the terms give each account, worked
// out again, is what it had.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areas, type Area } from '../../../contract/officer-areas.ts';
import { migrateToLatest } from '../../db/database.ts';
import { newUserRow } from '../users/user-rows.ts';
import { freshDatabaseEachTest, migrateTo } from '../../test/migration-database.ts';
import { officeOf } from './office.ts';
import { termsOfUser } from './repository.ts';

interface DemoAccount {
  name: string;
  email: string;
  role: 'member' | 'alumni';
  position?: string;
  isOfficer?: boolean;
  areas?: Area[];
}

const demo = (
  JSON.parse(readFileSync('content/demo/accounts.json', 'utf8')) as { accounts: DemoAccount[] }
).accounts;

describe('migration 0017 (positions and terms)', () => {
  const fresh = freshDatabaseEachTest();

  it('turns the demo chapter’s officers into current terms; nobody gains or loses access', async () => {
    const { open } = fresh;
    await migrateTo(open, '0016-batched-work');
    const at = '2026-09-01T12:00:00.000Z';
    // The accounts as the demo chapter had them, plus an officer without a position.
    // (The `standing` and `recruitment` areas came later, with migrations 0019 and 0028: an officer
    // of them alone was no officer.)
    const legacy: DemoAccount[] = [
      ...demo.map((account) => {
        const older = (account.areas ?? []).filter(
          (area) => area !== 'standing' && area !== 'recruitment',
        );
        return {
          ...account,
          areas: older,
          isOfficer: account.isOfficer === true && older.length > 0,
        };
      }),
      {
        name: 'Untitled Officer',
        email: 'untitled@example.com',
        role: 'member',
        isOfficer: true,
        areas: ['content'],
      },
    ];
    for (const account of legacy) {
      const row = newUserRow({
        name: account.name,
        email: account.email,
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
        role: account.role,
        verifiedAt: at,
        createdAt: at,
        updatedAt: at,
      });
      // Plain inserts of the columns the old database has.
      await open.db
        .insertInto('users')
        .values({
          ...row,
          position: account.position ?? null,
          isOfficer: account.isOfficer ? 1 : 0,
          areas: account.isOfficer ? areas.filter((a) => account.areas?.includes(a)).join(',') : '',
        } as never)
        .execute();
    }
    const before = await open.db
      .selectFrom('users')
      .select(['id', 'email', 'isOfficer', 'areas', 'position'])
      .orderBy('email')
      .execute();

    await migrateToLatest(open.db, open.engine);

    const today = new Date().toISOString().slice(0, 10);
    const after = await open.db
      .selectFrom('users')
      .select(['id', 'email', 'isOfficer', 'areas', 'position', 'officeGrant', 'officeUntil'])
      .orderBy('email')
      .execute();
    // The same areas for everyone; the same position text, "Officer" for an officer without one.
    expect(
      after.map(({ email, isOfficer, areas: held, position }) => ({
        email,
        isOfficer,
        areas: held,
        position,
      })),
    ).toEqual(
      before.map(({ email, isOfficer, areas: held, position }) => ({
        email,
        isOfficer,
        areas: held,
        position: position ?? (isOfficer ? 'Officer' : null),
      })),
    );
    // What the terms give, worked out again, is what each account has.
    for (const user of after) {
      const terms = await termsOfUser(open.db, user.id);
      const office = officeOf(terms, user.officeGrant === 1, today);
      expect({
        email: user.email,
        isOfficer: office.isOfficer,
        areas: office.areas,
        position: office.position,
      }).toEqual({
        email: user.email,
        isOfficer: user.isOfficer,
        areas: user.areas,
        position: user.position,
      });
    }
    // One position per title (and set of areas): the two Social Chairs share theirs, with two seats.
    const positions = await open.db
      .selectFrom('positions')
      .select(['title', 'seats', 'areas'])
      .orderBy('title')
      .execute();
    expect(positions).toContainEqual({ title: 'Social Chair', seats: 2, areas: '' });
    expect(positions).toContainEqual({
      title: 'President',
      seats: 1,
      areas: 'accounts,calendar,treasury,communications,content',
    });
    expect(positions).toContainEqual({ title: 'Officer', seats: 1, areas: 'content' });
    const terms = await open.db.selectFrom('terms').select(['endsOn']).execute();
    expect(terms).toHaveLength(legacy.filter((a) => a.isOfficer || a.position).length);
    expect(terms.every((term) => term.endsOn === null)).toBe(true);
  });
});
