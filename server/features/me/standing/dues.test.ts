// Dues in standing (docs/product.md#standing, docs/money.md), on SQLite and PostgreSQL: a side's
// requirements may ask dues paid; then dues overdue make a brother's standing at risk, with advice
// naming the treasurer, while dues paid or on a plan on track never do. His balance is shown on his
// own standing and in the standing officer's table and CSV, and nowhere else an officer of another
// area or a brother reads.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  asOfficer,
  createOfficer,
  createSignedInAccount,
  type Account,
} from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { clock } from '../../../lib/clock.ts';
import { bumpVersion } from '../../../db/data-versions.ts';
import { post, type PostingInput } from '../../../core/money/ledger.ts';

let t: TestApp;
let officer: Account;
let treasurer: Account;
let semesterId: string;
const realNow = clock.now;

// Noon in Chicago on 2027-03-03, in the spring semester (2027-01-11 to 2027-05-07).
const now = Date.parse('2027-03-03T18:00:00Z');
const system = { id: null, name: 'Test' };

const charge = (userId: string, cents: number, dueOn: string): PostingInput => ({
  kind: 'dues',
  occurredOn: '2027-01-15',
  dueOn,
  userId,
  description: 'Spring 2027 dues',
  lines: [
    { account: 'receivable', userId, amountCents: cents },
    { account: 'dues_income', amountCents: -cents },
  ],
  by: system,
});
const payment = (userId: string, cents: number): PostingInput => ({
  kind: 'payment',
  occurredOn: '2027-02-01',
  userId,
  method: 'cash',
  description: 'Cash',
  lines: [
    { account: 'cash', amountCents: cents },
    { account: 'receivable', userId, amountCents: -cents },
  ],
  by: system,
});

const setRequirements = (body: Record<string, unknown>, who = officer) =>
  asOfficer(t, who, 'PUT', '/api/officer/requirements', {
    semesterId,
    side: 'new',
    attendancePercent: 0,
    serviceHours: 0,
    points: 0,
    ...body,
  });
const requirementsOfNew = async () =>
  (await asOfficer(t, officer, 'GET', '/api/officer/semesters'))
    .json()
    .semesters.find((s: { id: string }) => s.id === semesterId).requirements.new;
const standingOf = async (who: Account) =>
  (await asOfficer(t, who, 'GET', '/api/me/standing')).json();

const people: Record<'overdue' | 'onPlan' | 'paid' | 'none', Account> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  clock.now = () => now;
  officer = await createOfficer(t, ['standing'], { name: 'Sam Secretary' });
  treasurer = await createOfficer(t, ['treasury'], { name: 'Pat Purse', title: 'Treasurer' });
  const semester = await asOfficer(t, officer, 'POST', '/api/officer/semesters', {
    name: 'Spring 2027',
    startsOn: '2027-01-11',
    endsOn: '2027-05-07',
  });
  semesterId = semester.json().semester.id;
  for (const key of ['overdue', 'onPlan', 'paid', 'none'] as const)
    people[key] = await createSignedInAccount(t, { name: `Dee ${key}` });
  await t.app.db.transaction().execute(async (trx) => {
    await post(trx, [
      charge(people.overdue.id, 30_000, '2027-02-01'),
      charge(people.onPlan.id, 30_000, '2027-02-01'),
      charge(people.paid.id, 30_000, '2027-02-01'),
      payment(people.paid.id, 30_000),
    ]);
    await trx
      .insertInto('paymentPlans')
      .values({
        id: 'plan-1',
        userId: people.onPlan.id,
        instalments: JSON.stringify([
          { dueOn: '2027-03-15', amountCents: 15_000 },
          { dueOn: '2027-04-15', amountCents: 15_000 },
        ]),
        proposedBy: 'member',
        proposedById: people.onPlan.id,
        status: 'accepted',
        createdAt: new Date(now).toISOString(),
      })
      .execute();
    await bumpVersion(trx, 'ledger');
  });
});
afterAll(async () => t.close());
afterEach(() => {
  clock.now = () => now;
});
afterAll(() => {
  clock.now = realNow;
});

describe('requirements ask dues paid', () => {
  it('takes duesPaid, gives it back, keeps it when left out, and refuses what is not yes or no', async () => {
    expect(await requirementsOfNew()).toMatchObject({ duesPaid: false });
    const set = await setRequirements({ duesPaid: true });
    expect(set.statusCode).toBe(200);
    expect(set.json().semester.requirements.new.duesPaid).toBe(true);
    expect(set.json().semester.requirements.active.duesPaid).toBe(false);
    // A form that does not know the field keeps what was set.
    expect((await setRequirements({ points: 0 })).json().semester.requirements.new.duesPaid).toBe(
      true,
    );
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select('details')
      .where('action', '=', 'requirements set')
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details).after.duesPaid).toBe(true);

    const before = await t.app.db.selectFrom('auditLog').select('id').execute();
    for (const duesPaid of ['yes', 1, null, '<b>true</b>']) {
      const refused = await setRequirements({ duesPaid });
      expect({ status: refused.statusCode, field: refused.json().field }).toEqual({
        status: 400,
        field: 'duesPaid',
      });
    }
    expect(await requirementsOfNew()).toMatchObject({ duesPaid: true });
    expect(await t.app.db.selectFrom('auditLog').select('id').execute()).toHaveLength(
      before.length,
    );
    // Only the standing officer sets requirements.
    expect((await setRequirements({ duesPaid: false }, treasurer)).statusCode).toBe(403);
  });
});

describe('standing with dues', () => {
  it('puts a brother with dues overdue at risk, naming the treasurer; paid or on a plan stay good', async () => {
    await setRequirements({ duesPaid: true });
    const overdue = await standingOf(people.overdue);
    expect(overdue.status).toBe('at_risk');
    expect(overdue.dues).toEqual({
      balanceCents: 30_000,
      overdueCents: 30_000,
      status: 'overdue',
      required: true,
    });
    expect(overdue.advice).toEqual([
      'Dues overdue: $300.00 — pay or agree a plan with the treasurer (Pat Purse, Treasurer).',
    ]);
    const onPlan = await standingOf(people.onPlan);
    expect({ status: onPlan.status, dues: onPlan.dues }).toEqual({
      status: 'good',
      dues: { balanceCents: 30_000, overdueCents: 30_000, status: 'on_plan', required: true },
    });
    for (const who of [people.paid, people.none]) {
      const standing = await standingOf(who);
      expect({ status: standing.status, dues: standing.dues }).toEqual({
        status: 'good',
        dues: { balanceCents: 0, overdueCents: 0, status: 'paid', required: true },
      });
    }
  });

  it('shows the dues without counting them when the requirements do not ask them', async () => {
    await setRequirements({ duesPaid: false });
    const overdue = await standingOf(people.overdue);
    expect({ status: overdue.status, advice: overdue.advice, dues: overdue.dues }).toEqual({
      status: 'good',
      advice: [],
      dues: { balanceCents: 30_000, overdueCents: 30_000, status: 'overdue', required: false },
    });
  });

  it('gives every brother’s dues in the standing officer’s table and CSV', async () => {
    await setRequirements({ duesPaid: true });
    const table = await asOfficer(
      t,
      officer,
      'GET',
      `/api/officer/standing?semester=${semesterId}`,
    );
    expect(table.statusCode).toBe(200);
    const rows = table.json().rows as { name: string; status: string; dues: unknown }[];
    expect(rows[0]).toMatchObject({ name: 'Dee overdue', status: 'at_risk' });
    expect(Object.fromEntries(rows.map((row) => [row.name, row.dues]))).toMatchObject({
      'Dee overdue': { balanceCents: 30_000, status: 'overdue', required: true },
      'Dee onPlan': { balanceCents: 30_000, status: 'on_plan' },
      'Dee paid': { balanceCents: 0, status: 'paid' },
      'Dee none': { balanceCents: 0, status: 'paid' },
    });
    const csv = await asOfficer(
      t,
      officer,
      'GET',
      `/api/officer/standing?format=csv&semester=${semesterId}`,
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toContain('Dues,Dues balance,Dues overdue,Dues count');
    expect(lines.find((line) => line.startsWith('Dee overdue,'))).toContain(
      ',overdue,300,300,yes,',
    );
    expect(lines.find((line) => line.startsWith('Dee onPlan,'))).toContain(',on a plan,300,300,');

    // A payment shows on the next request (the receivables are kept per version of the ledger).
    await t.app.db.transaction().execute((trx) => post(trx, [payment(people.overdue.id, 30_000)]));
    const after = await asOfficer(
      t,
      officer,
      'GET',
      `/api/officer/standing?semester=${semesterId}`,
    );
    const paid = after.json().rows.find((row: { name: string }) => row.name === 'Dee overdue');
    expect({ status: paid.status, dues: paid.dues }).toEqual({
      status: 'good',
      dues: { balanceCents: 0, overdueCents: 0, status: 'paid', required: true },
    });
  });

  it('shows a brother’s balance to nobody but him, the standing officer and the treasurer', async () => {
    const other = await createOfficer(t, ['accounts', 'calendar', 'communications', 'content'], {
      name: 'Oz Other',
    });
    const brother = people.none;
    // The standing table is the standing officer's alone.
    for (const who of [other, brother, treasurer])
      expect((await asOfficer(t, who, 'GET', '/api/officer/standing')).statusCode).toBe(403);
    // His own standing is his: another brother reads only his own.
    expect((await standingOf(brother)).dues.balanceCents).toBe(0);
    const reads: [Account, string][] = [
      [brother, '/api/auth/members'],
      [brother, '/api/alumni/directory'],
      [brother, '/api/auth/me'],
      [other, '/api/auth/members'],
      [other, '/api/officer/accounts'],
      [other, `/api/officer/accounts/${people.onPlan.id}`],
      [other, '/api/officer/accounts?format=csv'],
      [other, '/api/officer/attention'],
    ];
    for (const [who, url] of reads) {
      const answer = await asOfficer(t, who, 'GET', url);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 200 });
      expect({ url, body: answer.body }).not.toMatchObject({
        body: expect.stringMatching(/balanceCents|overdueCents|dues|300\.00|30000/i),
      });
    }
  });
});
