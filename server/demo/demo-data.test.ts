import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createAccount, goodPassword, post } from '../test/accounts.ts';
import { openTestDatabase } from '../test/database.ts';
import type { OpenDatabase } from '../db/database.ts';
import { insertUser } from '../core/users/repository.ts';
import { newUserRow } from '../core/users/user-rows.ts';
import { readReceivables } from '../core/money/dues.ts';
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

  it('holds a recruitment period open around its today, with rush events and prospects', async () => {
    const at = new Date('2026-11-24T03:00:00Z');
    expect(await loadDemoData(open.db, contentDir, log, chapter, at)).toBe(true);
    const periods = await open.db
      .selectFrom('recruitmentPeriods')
      .select(['name', 'opensOn', 'closesOn'])
      .execute();
    expect(periods).toEqual([
      { name: 'Fall Recruitment 2026', opensOn: '2026-11-11', closesOn: '2026-12-09' },
    ]);
    const rush = await open.db
      .selectFrom('events')
      .select(['title', 'date', 'attendance'])
      .where('recruitment', '=', 1)
      .orderBy('date')
      .execute();
    expect(rush).toEqual([
      { title: 'Rush cookout', date: '2026-11-18', attendance: 'optional' },
      { title: 'Rush study night', date: '2026-11-27', attendance: 'optional' },
    ]);
    const prospects = await open.db
      .selectFrom('prospects')
      .select(['email', 'confirmedAt'])
      .execute();
    expect(prospects).toHaveLength(6);
    expect(prospects.every((p) => p.email.endsWith('@students.northmere.example'))).toBe(true);
    expect(await open.db.selectFrom('prospectCheckIns').selectAll().execute()).toHaveLength(4);
    expect(await open.db.selectFrom('prospectNotes').selectAll().execute()).toHaveLength(4);
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

// The demo chapter's money (demo-money.ts), dated from the day it loads: this semester's dues for
// each side, payments with their receipts, a plan on track, some overdue, a claim and a proposal
// waiting, a fine; the demo member owes a ticket due in ten days and has one receipt.
describe('the demo chapter’s money', () => {
  let open: OpenDatabase;
  const today = '2026-11-23';
  beforeAll(async () => {
    open = await openTestDatabase();
    // Noon in Chicago on 23 November 2026, in the fall semester.
    await loadDemoData(open.db, contentDir, log, chapter, new Date('2026-11-23T18:00:00Z'));
  }, 60_000);
  afterAll(async () => open.close());

  const idOf = async (email: string) =>
    (
      await open.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  it('bills this semester’s dues per side, three weeks past for actives and three weeks ahead for new members', async () => {
    const schedules = await open.db
      .selectFrom('duesSchedules')
      .select(['name', 'side', 'amountCents', 'dueOn', 'billedAt'])
      .orderBy('side')
      .execute();
    expect(schedules.map(({ billedAt: _at, ...schedule }) => schedule)).toEqual([
      { name: 'Fall 2026 dues', side: 'active', amountCents: 45_000, dueOn: '2026-11-02' },
      { name: 'Fall 2026 new member dues', side: 'new', amountCents: 30_000, dueOn: '2026-12-14' },
    ]);
    // Every line balanced, and the whole ledger too.
    const sum = await open.db
      .selectFrom('ledgerLines')
      .select((eb) => eb.fn.sum<string | number>('amountCents').as('total'))
      .executeTakeFirstOrThrow();
    expect(Number(sum.total)).toBe(0);
  });

  it('tells the stories a treasurer meets: paid, on a plan, overdue, a claim and a proposal waiting', async () => {
    const { members } = await readReceivables(open.db, today);
    const of = async (email: string) => {
      const dues = members.get(await idOf(email));
      return dues && { balanceCents: dues.balanceCents, status: dues.status };
    };
    expect(await of('member@oxp-northmere.example')).toEqual({
      balanceCents: 6_000,
      status: 'paid',
    });
    expect(await of('noah.lindqvist@oxp-northmere.example')).toEqual({
      balanceCents: 45_000,
      status: 'on_plan',
    });
    expect(await of('darius.cole@oxp-northmere.example')).toEqual({
      balanceCents: 47_500,
      status: 'overdue',
    });
    expect(await of('jude.eriksen@oxp-northmere.example')).toEqual({
      balanceCents: 25_000,
      status: 'overdue',
    });
    // Most paid in full: no balance at all.
    expect(await of('liam.castellanos@oxp-northmere.example')).toBeUndefined();
    const claims = await open.db.selectFrom('paymentClaims').select(['method', 'status']).execute();
    expect(claims).toEqual([{ method: 'venmo', status: 'pending' }]);
    const plans = await open.db
      .selectFrom('paymentPlans')
      .select(['status', 'proposedBy'])
      .orderBy('status')
      .execute();
    expect(plans).toEqual([
      { status: 'accepted', proposedBy: 'member' },
      { status: 'proposed', proposedBy: 'member' },
    ]);
  });

  it('gives the demo member a next due and one receipt, and numbers receipts in order', async () => {
    const member = await idOf('member@oxp-northmere.example');
    const his = await open.db
      .selectFrom('ledgerPostings')
      .select(['kind', 'dueOn', 'method', 'receiptNumber'])
      .where('userId', '=', member)
      .orderBy('occurredOn')
      .execute();
    expect(his).toEqual([
      { kind: 'dues', dueOn: '2026-11-02', method: null, receiptNumber: null },
      { kind: 'payment', dueOn: null, method: 'check', receiptNumber: expect.any(Number) },
      { kind: 'fee', dueOn: '2026-12-03', method: null, receiptNumber: null },
    ]);
    const receipts = await open.db
      .selectFrom('ledgerPostings')
      .select(['receiptNumber', 'occurredOn', 'method'])
      .where('receiptNumber', 'is not', null)
      .orderBy('receiptNumber')
      .execute();
    expect(receipts.length).toBeGreaterThan(30);
    expect(receipts.map((r) => Number(r.receiptNumber))).toEqual(receipts.map((_, i) => i + 1));
    expect(receipts.map((r) => r.occurredOn)).toEqual(receipts.map((r) => r.occurredOn).toSorted());
    expect(new Set(receipts.map((r) => r.method))).toEqual(
      new Set(['cash', 'check', 'venmo', 'zelle']),
    );
  });
});
