import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createAccount, goodPassword, post } from '../test/accounts.ts';
import { openTestDatabase } from '../test/database.ts';
import type { OpenDatabase } from './database.ts';
import { loadDemoData, readDemoData } from './demo-data.ts';

const contentDir = new URL('../../content', import.meta.url).pathname;
const log = pino({ level: 'silent' });
const initiatives = [
  'House Maintenance',
  'Pool Table',
  'Basketball Hoop',
  'Nationals/IFC Dues',
  'Brotherhood Events',
  'Parties & Tailgates',
];

describe('the demo chapter', () => {
  let open: OpenDatabase;
  beforeEach(async () => {
    open = await openTestDatabase();
  });
  afterEach(async () => open.close());

  it('loads into an empty database once, and never twice', async () => {
    const demo = readDemoData(contentDir)!;
    expect(await loadDemoData(open.db, contentDir, log, initiatives)).toBe(true);
    const users = await open.db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(demo.accounts.length);
    expect(users.every((u) => u.verifiedAt !== null)).toBe(true);
    expect(await loadDemoData(open.db, contentDir, log, initiatives)).toBe(false);
    expect(await open.db.selectFrom('users').selectAll().execute()).toHaveLength(
      demo.accounts.length,
    );
  });

  it('is not loaded into a database that already holds a chapter’s accounts', async () => {
    await open.db
      .insertInto('users')
      .values({
        id: 'x',
        name: 'Real',
        email: 'real@example.com',
        passwordHash: '!',
        role: 'member',
        position: null,
        major: null,
        graduationYear: null,
        linkedin: null,
        profilePicture: null,
        inviteCodeId: null,
        verifiedAt: null,
        createdAt: 'now',
        updatedAt: 'now',
      })
      .execute();
    expect(await loadDemoData(open.db, contentDir, log)).toBe(false);
  });
});

describe('the demo chapter through the app', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ env: { DEMO_DATA: 'true' } });
  });
  afterEach(async () => t.close());

  it('lets the documented demo accounts log in, each to its area', async () => {
    const member = await post(t, '/api/auth/login', {
      email: 'member@oxp-northmere.example',
      password: 'Demo-Member-2026!',
    });
    expect(member.json()).toMatchObject({ role: 'member', name: 'Demo Member' });
    const alumnus = await post(t, '/api/auth/login', {
      email: 'alumnus@oxp-northmere.example',
      password: 'Demo-Alumni-2026!',
    });
    expect(alumnus.json()).toMatchObject({ role: 'alumni' });
  });

  it('accepts the documented demo invite codes, with their roles', async () => {
    const signup = await post(t, '/api/auth/signup', {
      name: 'Try Out',
      email: 'try@example.com',
      password: goodPassword,
      inviteCode: 'oxp-alumni-demo',
    });
    expect(signup.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .select('role')
      .where('email', '=', 'try@example.com')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('alumni');
    // An ordinary account still works alongside.
    expect((await createAccount(t)).token).toBeTruthy();
  });

  it('gives demo people without a password no way to log in', async () => {
    const users = await t.app.db.selectFrom('users').select(['email', 'passwordHash']).execute();
    for (const user of users.filter((u) => !u.passwordHash.startsWith('$argon2id$'))) {
      expect(
        (
          await post(t, '/api/auth/login', {
            email: user.email,
            password: '!demo-account-without-password',
          })
        ).statusCode,
      ).toBe(401);
    }
  });
});
