// Payment claims and plans in the console (docs/api.md#money-officer-console): a claim confirmed
// posts one payment with its receipt, however many decide it at once; a refusal says why; a plan the
// treasurer proposes covers the balance exactly, and the member's accepted replaces his earlier one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClaim } from '../../../core/money/claims.ts';
import { proposePlan } from '../../../core/money/plans.ts';
import { addDays } from '../../../core/money/settle.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createOfficer, lastEmail, type Account } from '../../../test/accounts.ts';
import { call, linesBalance, member, postingsOf, today } from '../../../test/money.ts';

let t: TestApp;
let treasurer: Account;
let sam: Account;
beforeEach(async () => {
  t = await createTestApp();
  [treasurer, sam] = await Promise.all([
    createOfficer(t, ['treasury'], { name: 'Theo Treasurer' }),
    member(t, 'active', 'Sam Brother'),
  ]);
});
afterEach(async () => t.close());

const claim = () =>
  t.app.db
    .transaction()
    .execute((trx) =>
      createClaim(
        trx,
        sam.id,
        { amountCents: 2_500, method: 'zelle', reference: 'ZL-1', paidOn: today(t) },
        today(t),
      ),
    );
const charge = (amountCents: number) =>
  call(t, treasurer, 'POST', '/charges', {
    userIds: [sam.id],
    kind: 'dues',
    description: 'Dues',
    amountCents,
    dueOn: addDays(today(t), -20),
  });

describe('payment claims', () => {
  it('approved by two treasurers at once: one payment, one receipt; decided again: 409', async () => {
    const deputy = await createOfficer(t, ['treasury']);
    const { id } = await claim();
    const listed = (await call(t, treasurer, 'GET', '/payment-claims?status=pending')).json();
    expect(listed.claims).toEqual([
      expect.objectContaining({ id, name: 'Sam Brother', amountCents: 2_500, status: 'pending' }),
    ]);
    const answers = await Promise.all(
      [treasurer, deputy, treasurer, deputy].map((who) =>
        call(t, who, 'POST', `/payment-claims/${id}/decision`, { approve: true }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 409, 409, 409]);
    const won = answers.find((answer) => answer.statusCode === 200)!.json();
    expect(won.claim.status).toBe('approved');
    expect(won.receipt).toMatchObject({ amountCents: 2_500, method: 'zelle' });
    expect(await postingsOf(t, sam.id, 'payment')).toBe(1);
    expect(await linesBalance(t, sam.id)).toBe(-2_500);
    expect((await lastEmail(t, sam.email)).subject).toBe('Receipt 1: $25.00 received');
  });

  it('a refusal needs a note; his own claim is not his to decide; an unknown claim is 404', async () => {
    const { id } = await claim();
    const noNote = await call(t, treasurer, 'POST', `/payment-claims/${id}/decision`, {
      approve: false,
    });
    expect(noNote.json().field).toBe('note');
    const refused = await call(t, treasurer, 'POST', `/payment-claims/${id}/decision`, {
      approve: false,
      note: 'No such Zelle arrived',
    });
    expect(refused.json()).toMatchObject({
      claim: { status: 'refused', decisionNote: 'No such Zelle arrived' },
      payment: null,
    });
    expect(await postingsOf(t, sam.id, 'payment')).toBe(0);
    const unknown = await call(
      t,
      treasurer,
      'POST',
      '/payment-claims/00000000-0000-4000-8000-000000000000/decision',
      { approve: true },
    );
    expect(unknown.statusCode).toBe(404);
    const picture = await call(t, treasurer, 'GET', `/payment-claims/${id}/picture`);
    expect(picture.statusCode).toBe(404);
    const own = await t.app.db
      .transaction()
      .execute((trx) =>
        createClaim(
          trx,
          treasurer.id,
          { amountCents: 100, method: 'cash', reference: '', paidOn: today(t) },
          today(t),
        ),
      );
    const mine = await call(t, treasurer, 'POST', `/payment-claims/${own.id}/decision`, {
      approve: true,
    });
    expect(mine.statusCode).toBe(403);
  });
});

describe('payment plans', () => {
  it('the treasurer proposes a plan covering the balance; he accepts the member’s; it replaces the last', async () => {
    await charge(30_000);
    const instalments = [
      { dueOn: addDays(today(t), 10), amountCents: 10_000 },
      { dueOn: addDays(today(t), 40), amountCents: 20_000 },
    ];
    const short = await call(t, treasurer, 'POST', '/payment-plans', {
      userId: sam.id,
      instalments: instalments.slice(0, 1),
    });
    expect(short.json().field).toBe('instalments');
    const proposed = await call(t, treasurer, 'POST', '/payment-plans', {
      userId: sam.id,
      instalments,
    });
    expect(proposed.statusCode).toBe(201);
    expect(proposed.json().plan).toMatchObject({ status: 'proposed', proposedBy: 'treasurer' });
    // The treasurer does not accept his own proposal: the member does.
    const ownSide = await call(
      t,
      treasurer,
      'POST',
      `/payment-plans/${proposed.json().plan.id}/accept`,
    );
    expect(ownSide.statusCode).toBe(409);
    // The member proposes his own instead (his replaces the one waiting); the treasurer accepts it.
    const his = await t.app.db.transaction().execute((trx) =>
      proposePlan(trx, {
        userId: sam.id,
        instalments,
        side: 'member',
        by: { id: sam.id, name: sam.name },
        today: today(t),
      }),
    );
    const accepted = await call(t, treasurer, 'POST', `/payment-plans/${his.id}/accept`);
    expect(accepted.json().plan).toMatchObject({ status: 'accepted', planStatus: 'on_track' });
    const statement = (await call(t, treasurer, 'GET', `/members/${sam.id}/statement`)).json();
    expect(statement).toMatchObject({
      status: 'on_plan',
      plan: { id: his.id, status: 'on_track' },
    });
    const again = await call(t, treasurer, 'POST', `/payment-plans/${his.id}/decline`, {});
    expect(again.json().error).toBe('already_decided');
    const plans = (await call(t, treasurer, 'GET', '/payment-plans')).json();
    expect(plans.plans.map((plan: { status: string }) => plan.status)).toEqual([
      'accepted',
      'replaced',
    ]);
    // A second plan accepted replaces the first.
    const next = await t.app.db.transaction().execute((trx) =>
      proposePlan(trx, {
        userId: sam.id,
        instalments: [{ dueOn: addDays(today(t), 5), amountCents: 30_000 }],
        side: 'member',
        by: { id: sam.id, name: sam.name },
        today: today(t),
      }),
    );
    await call(t, treasurer, 'POST', `/payment-plans/${next.id}/accept`);
    const after = (await call(t, treasurer, 'GET', '/payment-plans?status=accepted')).json();
    expect(after.plans.map((plan: { id: string }) => plan.id)).toEqual([next.id]);
    const declined = await t.app.db.transaction().execute((trx) =>
      proposePlan(trx, {
        userId: sam.id,
        instalments: [{ dueOn: addDays(today(t), 6), amountCents: 30_000 }],
        side: 'member',
        by: { id: sam.id, name: sam.name },
        today: today(t),
      }),
    );
    const no = await call(t, treasurer, 'POST', `/payment-plans/${declined.id}/decline`, {
      note: 'Keep the plan you have',
    });
    expect(no.json().plan).toMatchObject({ status: 'declined', note: 'Keep the plan you have' });
  });
});
