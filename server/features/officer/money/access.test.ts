// Who may use the money console (docs/api.md#money-officer-console): officers of `treasury` only;
// nobody records, reverses or decides money of his own; an officer-elect reads, takes no file and
// writes nothing. A refusal writes nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/money/settle.ts';
import { refreshOffice } from '../../../core/offices/office.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createOfficer, giveOffice, nextClient, type Account } from '../../../test/accounts.ts';
import { call, linesBalance, member, today } from '../../../test/money.ts';

let t: TestApp;
let treasurer: Account;
let deputy: Account;
beforeEach(async () => {
  t = await createTestApp();
  [treasurer, deputy] = await Promise.all([
    createOfficer(t, ['treasury'], { name: 'Theo Treasurer' }),
    createOfficer(t, ['treasury'], { name: 'Dee Deputy' }),
  ]);
});
afterEach(async () => t.close());

const postingsCount = async () =>
  (await t.app.db.selectFrom('ledgerPostings').select('id').execute()).length;

describe('access to the money console', () => {
  it('refuses his own payment, charge, reversal and plan; another treasurer records them', async () => {
    const payment = {
      userId: treasurer.id,
      amountCents: 1_000,
      method: 'cash',
      receivedOn: today(t),
    };
    const own = await call(t, treasurer, 'POST', '/payments', payment);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('forbidden');
    const ownCharge = await call(t, treasurer, 'POST', '/charges', {
      userIds: [deputy.id, treasurer.id],
      kind: 'fine',
      description: 'Late',
      amountCents: 500,
      dueOn: today(t),
    });
    expect(ownCharge.statusCode).toBe(403);
    expect(await postingsCount()).toBe(0);
    const byDeputy = await call(t, deputy, 'POST', '/payments', payment);
    expect(byDeputy.statusCode).toBe(201);
    const reversal = await call(
      t,
      treasurer,
      'POST',
      `/postings/${byDeputy.json().payment.postingId}/reverse`,
      { reason: 'Mine' },
    );
    expect(reversal.statusCode).toBe(403);
    const plan = await call(t, treasurer, 'POST', '/payment-plans', {
      userId: treasurer.id,
      instalments: [{ dueOn: addDays(today(t), 10), amountCents: 1_000 }],
    });
    expect(plan.statusCode).toBe(403);
    expect(await linesBalance(t, treasurer.id)).toBe(-1_000);
  });

  it('is for officers of treasury: others 403, the signed-out 401; an elect reads, no CSV, no writes', async () => {
    const [sam, calendar, elect] = await Promise.all([
      member(t),
      createOfficer(t, ['calendar']),
      member(t),
    ]);
    const { termId } = await giveOffice(t, elect.id, ['treasury']);
    await t.app.db
      .updateTable('terms')
      .set({ startsOn: addDays(today(t), 10) })
      .where('id', '=', termId)
      .execute();
    await refreshOffice(t.app.db, elect.id, today(t));
    const write = (who: Account) =>
      call(t, who, 'POST', '/payments', {
        userId: sam.id,
        amountCents: 1_000,
        method: 'cash',
        receivedOn: today(t),
      });
    for (const who of [sam, calendar]) {
      expect((await call(t, who, 'GET', '/balances')).statusCode).toBe(403);
      expect((await write(who)).statusCode).toBe(403);
    }
    const signedOut = await t.app.inject({
      method: 'GET',
      url: '/api/officer/balances',
      remoteAddress: nextClient(),
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await call(t, elect, 'GET', '/balances')).statusCode).toBe(200);
    expect((await call(t, elect, 'GET', '/money-handover')).statusCode).toBe(200);
    const csv = await call(t, elect, 'GET', '/money-reports/journal?format=csv');
    expect(csv.json().error).toBe('not_yet');
    expect((await write(elect)).json().error).toBe('not_yet');
    expect(await postingsCount()).toBe(0);
  });
});
