import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createAccount, goodPassword, post } from '../test/accounts.ts';
import { openTestDatabase } from '../test/database.ts';
import type { OpenDatabase } from '../db/database.ts';
import { insertUser } from '../core/users/repository.ts';
import { newUserRow } from '../core/users/user-rows.ts';
import { loadDemoData, readDemoData } from './demo-data.ts';

const contentDir = new URL('../../content', import.meta.url).pathname;
const log = pino({ level: 'silent' });
const chapter = {
  initiatives: [
    'House Maintenance',
    'Pool Table',
    'Basketball Hoop',
    'Nationals/IFC Dues',
    'Brotherhood Events',
    'Parties & Tailgates',
  ],
  timeZone: 'America/Chicago',
};

describe('the demo chapter', () => {
  let open: OpenDatabase;
  beforeEach(async () => {
    open = await openTestDatabase();
  });
  afterEach(async () => open.close());

  it('loads into an empty database once, and never twice', async () => {
    const demo = readDemoData(contentDir)!;
    expect(await loadDemoData(open.db, contentDir, log, chapter)).toBe(true);
    const users = await open.db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(demo.accounts.length);
    expect(users.every((u) => u.verifiedAt !== null)).toBe(true);
    expect(await loadDemoData(open.db, contentDir, log, chapter)).toBe(false);
    expect(await open.db.selectFrom('users').selectAll().execute()).toHaveLength(
      demo.accounts.length,
    );
  });

  it("is dated from the day it is loaded, on the chapter's calendar", async () => {
    // 03:00 UTC on 24 November is still the 23rd in Chicago.
    const at = new Date('2026-11-24T03:00:00Z');
    expect(await loadDemoData(open.db, contentDir, log, chapter, at)).toBe(true);
    const events = await open.db
      .selectFrom('alumniEvents')
      .select(['key', 'displayDate', 'sortDate', 'endDate', 'canRsvp'])
      .orderBy('sortDate')
      .execute();
    expect(events).toEqual([
      {
        key: 'FoundersDay-2026-03-06',
        displayDate: 'March 6–8, 2026',
        sortDate: '2026-03-06',
        endDate: '2026-03-08',
        canRsvp: 1,
      },
      {
        key: 'FoundersDay-2027-03-05',
        displayDate: 'March 5–7, 2027',
        sortDate: '2027-03-05',
        endDate: '2027-03-07',
        canRsvp: 1,
      },
      {
        key: 'FallParty-2027-10-23',
        displayDate: 'Saturday, October 23, 2027',
        sortDate: '2027-10-23',
        endDate: null,
        canRsvp: 0,
      },
      {
        key: 'Tailgate-2027-11-06',
        displayDate: 'Saturday, November 6, 2027',
        sortDate: '2027-11-06',
        endDate: null,
        canRsvp: 0,
      },
    ]);
    const rsvps = await open.db
      .selectFrom('rsvps')
      .select(({ fn }) => ['eventKey', fn.countAll<number>().as('count')])
      .groupBy('eventKey')
      .orderBy('eventKey')
      .execute();
    expect(rsvps.map((r) => [r.eventKey, Number(r.count)])).toEqual([
      ['FoundersDay-2026-03-06', 8],
      ['FoundersDay-2027-03-05', 3],
    ]);
    // The calendar is placed in the academic year under way; donations a few weeks back.
    const calendar = await open.db.selectFrom('events').select('date').orderBy('date').execute();
    expect(calendar.at(0)!.date).toBe('2026-08-28');
    expect(calendar.at(-1)!.date).toBe('2027-02-13');
    const donations = await open.db.selectFrom('donations').select('donatedOn').execute();
    expect(donations.map((d) => d.donatedOn).toSorted()).toEqual([
      '2026-09-14',
      '2026-10-02',
      '2026-10-20',
      '2026-10-21',
      '2026-11-03',
      '2026-11-10',
    ]);
  });

  it('keeps a founders-day weekend under way as the next one', async () => {
    expect(
      await loadDemoData(open.db, contentDir, log, chapter, new Date('2027-03-07T18:00:00Z')),
    ).toBe(true);
    const keys = await open.db.selectFrom('alumniEvents').select('key').orderBy('key').execute();
    expect(keys.map((k) => k.key)).toEqual([
      'FallParty-2027-10-23',
      'FoundersDay-2026-03-06',
      'FoundersDay-2027-03-05',
      'Tailgate-2027-11-06',
    ]);
  });

  it('is not loaded into a database that already holds a chapter’s accounts', async () => {
    await insertUser(
      open.db,
      newUserRow({ name: 'Real', email: 'real@example.com', passwordHash: '!', role: 'member' }),
    );
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
    const withoutPassword = users.filter((u) => !u.passwordHash.startsWith('$argon2id$'));
    // Every demo person but the documented accounts (so the loop below checks something).
    expect(withoutPassword.length).toBe(
      readDemoData(contentDir)!.accounts.filter((a) => !a.password).length,
    );
    expect(withoutPassword.length).toBeGreaterThan(10);
    for (const user of withoutPassword) {
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
