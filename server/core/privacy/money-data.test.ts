// A brother's money in "take my data" and at his account's end (docs/product.md#privacy,
// docs/money.md), on SQLite and PostgreSQL: his export carries his balance, statement, receipts,
// claims and plans, and nobody else's; ending his account keeps every ledger line as it was (the
// chapter's financial records), the ledger still balanced.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { asOfficer, createAccount, goodPassword, type Account } from '../../test/accounts.ts';
import { post, takeReceiptNumber, type PostingInput } from '../money/ledger.ts';

let t: TestApp;
let member: Account;
let other: Account;
const at = '2026-10-01T12:00:00.000Z';
const by = { id: null, name: 'Theo Treasurer <theo@example.com>' };

const dues = (userId: string, cents: number): PostingInput => ({
  kind: 'dues',
  occurredOn: '2026-09-01',
  dueOn: '2026-09-15',
  userId,
  description: 'Fall 2026 dues',
  lines: [
    { account: 'receivable', userId, amountCents: cents },
    { account: 'dues_income', amountCents: -cents },
  ],
  by,
});

beforeAll(async () => {
  t = await createTestApp();
  member = await createAccount(t, { name: 'Mo Money' });
  other = await createAccount(t, { name: 'Otto Other' });
  await t.app.db.transaction().execute(async (trx) => {
    await post(trx, [
      dues(member.id, 45_000),
      dues(other.id, 30_000),
      {
        kind: 'payment',
        occurredOn: '2026-09-20',
        userId: member.id,
        method: 'cash',
        receiptNumber: await takeReceiptNumber(trx),
        description: 'Cash payment',
        lines: [
          { account: 'cash', amountCents: 20_000 },
          { account: 'receivable', userId: member.id, amountCents: -20_000 },
        ],
        by,
      },
    ]);
    await trx
      .insertInto('paymentClaims')
      .values({
        id: randomUUID(),
        userId: member.id,
        amountCents: 5_000,
        method: 'venmo',
        reference: '@mo',
        paidOn: '2026-09-30',
        note: '<b>rest soon</b>',
        pictureId: null,
        status: 'pending',
        decidedBy: null,
        decidedAt: null,
        decisionNote: null,
        postingId: null,
        createdAt: at,
      })
      .execute();
    await trx
      .insertInto('paymentPlans')
      .values({
        id: randomUUID(),
        userId: member.id,
        instalments: JSON.stringify([{ dueOn: '2026-10-15', amountCents: 25_000 }]),
        proposedBy: 'member',
        proposedById: member.id,
        status: 'proposed',
        decidedBy: null,
        decidedAt: null,
        note: null,
        createdAt: at,
      })
      .execute();
  });
});
afterAll(async () => t.close());

const ledger = async () => ({
  lines: (await t.app.db.selectFrom('ledgerLines').selectAll().execute())
    .map((row) => JSON.stringify(row))
    .toSorted(),
  postings: (await t.app.db.selectFrom('ledgerPostings').selectAll().execute())
    .map((row) => JSON.stringify(row))
    .toSorted(),
});

describe('his money, his to take', () => {
  it('carries his balance, statement, receipts, claims and plans, and nobody else’s', async () => {
    const file = await asOfficer(t, member, 'GET', '/api/me/export');
    expect(file.statusCode).toBe(200);
    const { money } = file.json();
    expect(money.balanceCents).toBe(25_000);
    expect(
      money.statement.map((line: Record<string, unknown>) => [
        line.description,
        line.amountCents,
        line.balanceAfterCents,
        line.recordedBy,
      ]),
    ).toEqual([
      ['Fall 2026 dues', 45_000, 45_000, 'Theo Treasurer'],
      ['Cash payment', -20_000, 25_000, 'Theo Treasurer'],
    ]);
    expect(money.receipts).toEqual([
      expect.objectContaining({ number: 1, amountCents: 20_000, method: 'cash', name: 'Mo Money' }),
    ]);
    expect(money.claims).toEqual([
      expect.objectContaining({ amountCents: 5_000, status: 'pending', note: '<b>rest soon</b>' }),
    ]);
    expect(money.plans).toEqual([
      expect.objectContaining({
        status: 'proposed',
        proposedBy: 'member',
        instalments: [{ dueOn: '2026-10-15', amountCents: 25_000 }],
      }),
    ]);
    expect(file.body).not.toContain('theo@example.com');
    expect(file.body).not.toContain(other.id);

    const theirs = (await asOfficer(t, other, 'GET', '/api/me/export')).json().money;
    expect({
      balance: theirs.balanceCents,
      receipts: theirs.receipts,
      claims: theirs.claims,
    }).toEqual({ balance: 30_000, receipts: [], claims: [] });
  });

  it('keeps his ledger lines, untouched and balanced, when he ends his account', async () => {
    const before = await ledger();
    const ended = await asOfficer(t, member, 'DELETE', '/api/me', { password: goodPassword });
    expect(ended.statusCode).toBe(200);
    expect(await ledger()).toEqual(before);
    const sum = await t.app.db
      .selectFrom('ledgerLines')
      .select((eb) => eb.fn.sum<string | number>('amountCents').as('total'))
      .executeTakeFirstOrThrow();
    expect(Number(sum.total)).toBe(0);
    const his = await t.app.db
      .selectFrom('ledgerLines')
      .select('amountCents')
      .where('userId', '=', member.id)
      .where('account', '=', 'receivable')
      .execute();
    expect(his.map((line) => Number(line.amountCents)).toSorted()).toEqual([-20_000, 45_000]);
  });
});
