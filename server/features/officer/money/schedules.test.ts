// Dues schedules and their bills (docs/api.md#money-officer-console): a bill charges each member of
// its side once, however often or however many at once it is made; what was billed stays.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billing } from '../../../core/money/schedules.ts';
import { addDays } from '../../../core/money/settle.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createOfficer, type Account } from '../../../test/accounts.ts';
import {
  auditActions,
  call,
  linesBalance,
  member,
  postingsOf,
  semester,
  today,
} from '../../../test/money.ts';

let t: TestApp;
let treasurer: Account;
let semesterId: string;
beforeEach(async () => {
  t = await createTestApp();
  treasurer = await createOfficer(t, ['treasury'], { name: 'Theo Treasurer' });
  semesterId = await semester(t);
});
afterEach(async () => t.close());

const schedule = (body: Record<string, unknown> = {}) => ({
  name: 'Fall dues',
  semesterId,
  side: 'active',
  amountCents: 25_000,
  dueOn: addDays(today(t), 30),
  nationalShareCents: 5_000,
  ...body,
});

describe('dues schedules', () => {
  it('bills in transactions of a few members at a time, each audited, to the same result', async () => {
    const actives = await Promise.all([member(t), member(t), member(t), member(t), member(t)]);
    const { id } = (await call(t, treasurer, 'POST', '/dues-schedules', schedule())).json()
      .schedule;
    const batch = billing.batch;
    billing.batch = 2;
    try {
      const billed = await call(t, treasurer, 'POST', `/dues-schedules/${id}/bill`);
      expect(billed.json()).toEqual({ billed: 5, totalCents: 125_000 });
    } finally {
      billing.batch = batch;
    }
    for (const active of actives) expect(await linesBalance(t, active.id)).toBe(25_000);
    expect((await auditActions(t)).filter((action) => action === 'money.bill')).toHaveLength(3);
  });

  it('bills each member of its side once: a preview first, a second bill charges nobody', async () => {
    const actives = await Promise.all([member(t), member(t), member(t)]);
    const newcomer = await member(t, 'new');
    const made = await call(t, treasurer, 'POST', '/dues-schedules', schedule());
    expect(made.statusCode).toBe(201);
    const { id } = made.json().schedule;
    // The treasurer was never initiated: a new member, not billed with the actives.
    const preview = await call(t, treasurer, 'GET', `/dues-schedules/${id}/bill-preview`);
    expect(preview.json()).toEqual({ count: 3, totalCents: 75_000 });
    const billed = await call(t, treasurer, 'POST', `/dues-schedules/${id}/bill`);
    expect(billed.json()).toEqual({ billed: 3, totalCents: 75_000 });
    expect((await call(t, treasurer, 'POST', `/dues-schedules/${id}/bill`)).json()).toEqual({
      billed: 0,
      totalCents: 0,
    });
    for (const active of actives) {
      expect(await linesBalance(t, active.id)).toBe(25_000);
      expect(await postingsOf(t, active.id, 'dues')).toBe(1);
    }
    expect(await linesBalance(t, newcomer.id)).toBe(0);
    // The chapter's income and national's share.
    const lines = await t.app.db
      .selectFrom('ledgerLines')
      .select(['account', 'amountCents'])
      .where('account', 'in', ['dues_income', 'national_payable'])
      .execute();
    const sum = (account: string) =>
      lines.filter((l) => l.account === account).reduce((s, l) => s + Number(l.amountCents), 0);
    expect(sum('dues_income')).toBe(-60_000);
    expect(sum('national_payable')).toBe(-15_000);
    const [row] = (await call(t, treasurer, 'GET', '/dues-schedules')).json().schedules;
    expect(row).toMatchObject({ billedCount: 3, billedCents: 75_000, unbilledCount: 0 });
    expect(row.billedAt).not.toBeNull();
    // A member who joins the side later is billed by the next bill, alone.
    const late = await member(t);
    expect((await call(t, treasurer, 'POST', `/dues-schedules/${id}/bill`)).json().billed).toBe(1);
    expect(await linesBalance(t, late.id)).toBe(25_000);
    expect(await auditActions(t)).toEqual([
      'money.schedule',
      'money.bill',
      'money.bill',
      'money.bill',
    ]);
  });

  it('lists every semester a schedule may name, to a treasurer who cannot list semesters', async () => {
    const at = new Date().toISOString();
    await t.app.db
      .insertInto('semesters')
      .values({
        id: '00000000-0000-4000-8000-00000000a001',
        name: 'Last semester',
        startsOn: addDays(today(t), -200),
        endsOn: addDays(today(t), -80),
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    // Semesters are standing's to list: the treasurer has only Money.
    expect((await call(t, treasurer, 'GET', '/semesters')).statusCode).toBe(403);
    const listed = (await call(t, treasurer, 'GET', '/dues-schedules')).json();
    expect(listed).toEqual({
      schedules: [],
      semesters: [
        {
          id: semesterId,
          name: 'This semester',
          startsOn: addDays(today(t), -60),
          endsOn: addDays(today(t), 60),
        },
        {
          id: '00000000-0000-4000-8000-00000000a001',
          name: 'Last semester',
          startsOn: addDays(today(t), -200),
          endsOn: addDays(today(t), -80),
        },
      ],
    });
    // An earlier semester is his to choose too.
    const made = await call(
      t,
      treasurer,
      'POST',
      '/dues-schedules',
      schedule({ semesterId: listed.semesters[1].id }),
    );
    expect(made.json().schedule.semesterName).toBe('Last semester');
  });

  it('20 bills at once charge each member once', async () => {
    const actives = await Promise.all(Array.from({ length: 8 }, () => member(t)));
    const { id } = (await call(t, treasurer, 'POST', '/dues-schedules', schedule())).json()
      .schedule;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t, treasurer, 'POST', `/dues-schedules/${id}/bill`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.reduce((sum, answer) => sum + answer.json().billed, 0)).toBe(8);
    for (const active of actives) expect(await postingsOf(t, active.id, 'dues')).toBe(1);
  });

  it('once billed, only the name and due day change; the amount is refused with 409', async () => {
    await member(t);
    const { id } = (await call(t, treasurer, 'POST', '/dues-schedules', schedule())).json()
      .schedule;
    // Before a bill, anything may change.
    const before = await call(
      t,
      treasurer,
      'PUT',
      `/dues-schedules/${id}`,
      schedule({ amountCents: 30_000 }),
    );
    expect(before.json().schedule.amountCents).toBe(30_000);
    await call(t, treasurer, 'POST', `/dues-schedules/${id}/bill`);
    const renamed = await call(
      t,
      treasurer,
      'PUT',
      `/dues-schedules/${id}`,
      schedule({ amountCents: 30_000, name: 'Fall dues 2026', dueOn: addDays(today(t), 40) }),
    );
    expect(renamed.json().schedule).toMatchObject({ name: 'Fall dues 2026', amountCents: 30_000 });
    for (const change of [{ amountCents: 20_000 }, { side: 'new' }, { nationalShareCents: 0 }]) {
      const refused = await call(
        t,
        treasurer,
        'PUT',
        `/dues-schedules/${id}`,
        schedule({ amountCents: 30_000, ...change }),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('already_decided');
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(t, treasurer, 'PUT', `/dues-schedules/${unknown}`, schedule())).statusCode,
    ).toBe(404);
    expect((await call(t, treasurer, 'POST', `/dues-schedules/${unknown}/bill`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(t, treasurer, 'GET', `/dues-schedules/${unknown}/bill-preview`)).statusCode,
    ).toBe(404);
  });

  it('refuses bad fields with 400 naming each, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amountCents: 0 }, 'amountCents'],
      [{ amountCents: -5 }, 'amountCents'],
      [{ amountCents: 10.5 }, 'amountCents'],
      [{ amountCents: 10_000_001 }, 'amountCents'],
      [{ dueOn: '1999-12-31' }, 'dueOn'],
      [{ dueOn: '2026-02-30' }, 'dueOn'],
      [{ side: 'alumni' }, 'side'],
      [{ semesterId: '00000000-0000-4000-8000-000000000000' }, 'semesterId'],
      [{ name: '' }, 'name'],
      [{ nationalShareCents: 30_000 }, 'nationalShareCents'],
    ];
    for (const [change, field] of cases) {
      const answer = await call(t, treasurer, 'POST', '/dues-schedules', schedule(change));
      expect({ change, status: answer.statusCode, field: answer.json().field }).toEqual({
        change,
        status: 400,
        field,
      });
    }
    // Markup is kept as text.
    const markup = await call(
      t,
      treasurer,
      'POST',
      '/dues-schedules',
      schedule({ name: '<b>Dues</b>' }),
    );
    expect(markup.json().schedule.name).toBe('<b>Dues</b>');
    expect((await t.app.db.selectFrom('duesSchedules').select('id').execute()).length).toBe(1);
  });
});
