// Charges, payments, reversals, the balances, a member's statement and the reports
// (docs/api.md#money-officer-console): every posting balances, a balance is the sum of its lines.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { post } from '../../../core/money/ledger.ts';
import { addDays } from '../../../core/money/settle.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createOfficer, lastEmail, type Account } from '../../../test/accounts.ts';
import { auditActions, call, linesBalance, member, today } from '../../../test/money.ts';

let t: TestApp;
let treasurer: Account;
beforeEach(async () => {
  t = await createTestApp();
  treasurer = await createOfficer(t, ['treasury'], { name: 'Theo Treasurer' });
});
afterEach(async () => t.close());

const charge = (userIds: string[], body: Record<string, unknown> = {}) =>
  call(t, treasurer, 'POST', '/charges', {
    userIds,
    kind: 'fee',
    description: 'Formal ticket',
    amountCents: 4_000,
    dueOn: addDays(today(t), -40),
    ...body,
  });
const pay = (userId: string, body: Record<string, unknown> = {}) =>
  call(t, treasurer, 'POST', '/payments', {
    userId,
    amountCents: 1_500,
    method: 'venmo',
    reference: '@sam-1234',
    receivedOn: today(t),
    ...body,
  });

describe('charges, payments and reversals', () => {
  it('charges, takes a payment with a receipt and its email, reverses it, and the statement says each', async () => {
    const [sam, ray] = await Promise.all([member(t, 'active', 'Sam Brother'), member(t)]);
    const charged = await charge([sam.id, ray.id]);
    expect(charged.statusCode).toBe(201);
    expect(charged.json()).toMatchObject({ count: 2, totalCents: 8_000 });
    const paid = await pay(sam.id);
    expect(paid.statusCode).toBe(201);
    const { payment, receipt } = paid.json();
    expect(payment).toMatchObject({ userId: sam.id, amountCents: 1_500, method: 'venmo' });
    expect(receipt).toMatchObject({ number: 1, name: 'Sam Brother', reversed: false });
    const mail = await lastEmail(t, sam.email);
    expect(mail.subject).toBe('Receipt 1: $15.00 received');
    expect(mail.textBody).toContain('http://chapter.test/me/dues');
    expect(await linesBalance(t, sam.id)).toBe(2_500);
    // The next receipt has the next number; a member may pay more than he owes (a credit).
    expect((await pay(ray.id, { amountCents: 5_000, method: 'cash' })).json().receipt.number).toBe(
      2,
    );
    expect(await linesBalance(t, ray.id)).toBe(-1_000);

    const reversed = await call(t, treasurer, 'POST', `/postings/${payment.postingId}/reverse`, {
      reason: 'The Venmo was refunded',
    });
    expect(reversed.statusCode).toBe(201);
    expect(reversed.json().reversal).toMatchObject({ reverses: payment.postingId });
    expect(await linesBalance(t, sam.id)).toBe(4_000);
    const twice = await call(t, treasurer, 'POST', `/postings/${payment.postingId}/reverse`, {
      reason: 'Again',
    });
    expect(twice.json().error).toBe('already_reversed');
    const ofReversal = await call(
      t,
      treasurer,
      'POST',
      `/postings/${reversed.json().reversal.id}/reverse`,
      { reason: 'Undo' },
    );
    expect(ofReversal.json().error).toBe('already_reversed');
    const unknown = await call(t, treasurer, 'POST', '/postings/no-such-posting/reverse', {
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);

    const statement = await call(t, treasurer, 'GET', `/members/${sam.id}/statement`);
    expect(statement.statusCode).toBe(200);
    const body = statement.json();
    expect(body).toMatchObject({
      balanceCents: 4_000,
      status: 'overdue',
      member: { side: 'active' },
    });
    expect(body.lines.map((line: { kind: string }) => line.kind)).toEqual([
      'fee',
      'payment',
      'reversal',
    ]);
    expect(body.lines.map((line: { balanceAfterCents: number }) => line.balanceAfterCents)).toEqual(
      [4_000, 2_500, 4_000],
    );
    expect(body.lines[1].reversedBy).toBe(reversed.json().reversal.id);
    expect(body.receipts).toEqual([expect.objectContaining({ number: 1, reversed: true })]);
    // Sam sees that the treasurer opened his statement.
    const seen = await t.app.db
      .selectFrom('dataAccess')
      .select(['what', 'actorId'])
      .where('userId', '=', sam.id)
      .execute();
    expect(seen).toEqual([
      { what: 'opened your dues statement in the console', actorId: treasurer.id },
    ]);

    const balances = (await call(t, treasurer, 'GET', '/balances')).json();
    expect(balances.rows.map((row: { userId: string }) => row.userId).toSorted()).toEqual(
      [sam.id, ray.id].toSorted(),
    );
    expect(balances).toMatchObject({ owedCents: 4_000, creditCents: 1_000, total: 2 });
    expect(balances.aging.days31to60Cents).toBe(4_000);
    const credit = (await call(t, treasurer, 'GET', '/balances?status=credit')).json();
    expect(credit.rows.map((row: { userId: string }) => row.userId)).toEqual([ray.id]);
    expect((await call(t, treasurer, 'GET', '/balances?q=sam')).json().total).toBe(1);
    const csv = await call(t, treasurer, 'GET', '/balances?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Sam Brother,active,40.00,40.00,overdue');

    const trial = (await call(t, treasurer, 'GET', '/money-reports/trial-balance')).json();
    expect(trial.totalDebitCents).toBe(trial.totalCreditCents);
    const journal = (await call(t, treasurer, 'GET', '/money-reports/journal?pageSize=3')).json();
    expect(journal).toMatchObject({ total: 10, pageSize: 3 });
    expect(journal.lines).toHaveLength(3);
    const journalCsv = await call(t, treasurer, 'GET', '/money-reports/journal?format=csv');
    expect(journalCsv.body.trim().split('\n')).toHaveLength(11);
    const aging = (await call(t, treasurer, 'GET', '/money-reports/aging')).json();
    expect(aging.rows).toEqual([expect.objectContaining({ userId: sam.id, totalCents: 4_000 })]);
    expect(await auditActions(t)).toEqual([
      'money.charge',
      'money.payment',
      'money.payment',
      'money.reverse',
    ]);
  });

  it('refuses a gift here (voided in Donations), a day received after today, and bad fields', async () => {
    const sam = await member(t);
    const [gift] = await t.app.db.transaction().execute((trx) =>
      post(trx, [
        {
          kind: 'gift',
          occurredOn: today(t),
          description: 'Gift to Pool Table',
          lines: [
            { account: 'bank', amountCents: 2_000 },
            { account: 'donations_income', initiative: 'Pool Table', amountCents: -2_000 },
          ],
          by: { id: null, name: 'test' },
        },
      ]),
    );
    const refused = await call(t, treasurer, 'POST', `/postings/${gift}/reverse`, {
      reason: 'Wrong',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Donations');
    expect((await pay(sam.id, { receivedOn: addDays(today(t), 1) })).json().field).toBe(
      'receivedOn',
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ amountCents: 0 }, 'amountCents'],
      [{ amountCents: -100 }, 'amountCents'],
      [{ amountCents: 1.5 }, 'amountCents'],
      [{ amountCents: 10_000_001 }, 'amountCents'],
      [{ receivedOn: '2100-01-01' }, 'receivedOn'],
      [{ method: 'bitcoin' }, 'method'],
      [{ userId: '00000000-0000-4000-8000-000000000000' }, 'userId'],
    ];
    for (const [change, field] of cases)
      expect({ change, field: (await pay(sam.id, change)).json().field }).toEqual({
        change,
        field,
      });
    for (const [change, field] of [
      [{ userIds: [] }, 'userIds'],
      [{ kind: 'late_fee' }, 'kind'],
      [{ description: '' }, 'description'],
      [{ dueOn: '2026-13-01' }, 'dueOn'],
      [{ amountCents: 0 }, 'amountCents'],
    ] as const)
      expect({ change, field: (await charge([sam.id], change)).json().field }).toEqual({
        change,
        field,
      });
    const markup = await charge([sam.id], { description: '<img src=x onerror=alert(1)>' });
    expect(markup.statusCode).toBe(201);
    const statement = (await call(t, treasurer, 'GET', `/members/${sam.id}/statement`)).json();
    expect(statement.lines[0].description).toBe('<img src=x onerror=alert(1)>');
    expect(await linesBalance(t, sam.id)).toBe(4_000);
  });
});
