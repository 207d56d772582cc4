// Paying dues online (docs/money.md#paying-online), on SQLite and PostgreSQL, against the
// processor's stand-in: a checkout started once even when the processor fails and the package
// retries; every webhook posted exactly once whatever its order or how often it comes (20 at once
// included); a bad, stale or tampered signature changes nothing; a bank debit on its way, then
// paid or failed; an event about nothing of ours ignored; the chapter's clearing account equal to
// the stand-in's record of its balance, to the cent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listNewest } from '../../core/mail/outbox-repository.ts';
import { createSignedInAccount } from '../../test/accounts.ts';
import { createTestApp } from '../../test/app.ts';
import {
  accountSum,
  as,
  duesCheckout,
  owingMember,
  postingsOfKind,
  startPaymentsTest,
  type PaymentsTest,
} from '../../test/payments.ts';

let pt: PaymentsTest;
beforeAll(async () => {
  pt = await startPaymentsTest();
}, 30_000);
afterAll(async () => pt?.close());

/** The ledger's clearing and the stand-in's balance, as they moved since `before`. */
const moved = async (before: { clearing: number; balance: number }) => ({
  clearing: (await accountSum(pt.t, 'clearing')) - before.clearing,
  balance: pt.standIn.balanceCents() - before.balance,
});
const snapshot = async () => ({
  clearing: await accountSum(pt.t, 'clearing'),
  balance: pt.standIn.balanceCents(),
});

const attemptOf = (id: string) =>
  pt.t.app.db
    .selectFrom('paymentAttempts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const paymentsOf = async (userId: string) =>
  (await postingsOfKind(pt.t, 'payment')).filter((row) => row.userId === userId);

describe('paying dues online', () => {
  it('offers the methods and amounts, posts a card payment once with its fee, and emails the receipt', async () => {
    const before = await snapshot();
    const sam = await owingMember(pt.t, 45_000, 'Sam Online');
    const dues = (await as(pt.t, sam, 'GET', '/api/me/dues')).json();
    expect(dues.online).toBe(true);
    expect(dues.onlinePayment).toMatchObject({
      minCents: 100,
      maxCents: 45_000,
      suggestions: [{ label: 'What is due', amountCents: 45_000 }],
      processing: [],
    });
    expect(dues.onlinePayment.methods.map((m: { method: string }) => m.method)).toEqual([
      'card',
      'us_bank_account',
    ]);

    const started = await as(pt.t, sam, 'POST', '/api/me/dues/checkout', { amountCents: 20_000 });
    expect(started.statusCode).toBe(200);
    const { attemptId, url } = started.json();
    expect(url).toMatch(/\/pay\/cs_/);
    // Asked again for the same amount: the same page, no second session.
    const again = await as(pt.t, sam, 'POST', '/api/me/dues/checkout', { amountCents: 20_000 });
    expect(again.json()).toEqual({ url, attemptId });
    const open = await as(pt.t, sam, 'GET', `/api/me/dues/checkout/${attemptId}`);
    expect(open.json().attempt).toMatchObject({ status: 'open', receiptNumber: null });

    const { sessionId } = await attemptOf(attemptId);
    pt.standIn.pay(sessionId!, 'card');
    await pt.standIn.webhooksIdle();

    const [payment] = await paymentsOf(sam.id);
    expect(payment).toMatchObject({ sourceKey: `stripe:${sessionId}`, method: 'card' });
    expect(await accountSum(pt.t, 'receivable', { userId: sam.id })).toBe(25_000);
    // 2.9% + 30¢ of $200.00: $6.10 kept by the processor, $193.90 on its way to the bank.
    expect(await attemptOf(attemptId)).toMatchObject({ status: 'paid', feeCents: 610 });
    expect(await moved(before)).toEqual({ clearing: 19_390, balance: 19_390 });
    const paid = (await as(pt.t, sam, 'GET', `/api/me/dues/checkout/${attemptId}`)).json();
    expect(paid.attempt).toMatchObject({ status: 'paid', receiptNumber: payment!.receiptNumber });
    const [receipt] = await listNewest(pt.t.app.db, 1, sam.email);
    expect(receipt?.subject).toMatch(/^Receipt \d+: \$200\.00 received$/);
  });

  it('makes one session when the processor fails a create and the package retries it', async () => {
    const ray = await owingMember(pt.t, 10_000);
    const creates = () =>
      pt.standIn
        .requests()
        .filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    const before = creates().length;
    pt.standIn.failNextCreates(1, 'error');
    const { attemptId, sessionId } = await duesCheckout(pt, ray, 10_000);
    const tries = creates().slice(before);
    expect(tries).toHaveLength(2);
    expect(new Set(tries.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(
      pt.standIn
        .sessions()
        .filter((s) => (s.metadata as { attempt?: string }).attempt === attemptId),
    ).toHaveLength(1);
    expect(sessionId).toMatch(/^cs_/);
  });

  it('refuses a bad, stale, tampered or missing signature, and posts an event delivered twice once', async () => {
    const before = await snapshot();
    const lee = await owingMember(pt.t, 8_000);
    const { sessionId } = await duesCheckout(pt, lee, 8_000);
    pt.standIn.dropWebhooks(true);
    pt.standIn.pay(sessionId, 'card');
    pt.standIn.dropWebhooks(false);
    const event = pt.standIn
      .events()
      .find(
        (e) =>
          e.type === 'checkout.session.completed' &&
          (e.data as { object: { id: string } }).object.id === sessionId,
      )!;
    const id = event.id as string;
    expect([
      await pt.standIn.deliver(id, { secret: 'whsec_someone_else' }),
      await pt.standIn.deliver(id, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      await pt.standIn.deliver(id, { tamper: true }),
    ]).toEqual([400, 400, 400]);
    const unsigned = await as(pt.t, null, 'POST', '/api/payments/stripe/webhook', event);
    expect([unsigned.statusCode, unsigned.json().error]).toEqual([400, 'bad_signature']);
    // A body far larger than an event, or not JSON, is not read at all.
    const huge = await pt.t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({ padding: 'x'.repeat(1_100_000) }),
    });
    const text = await pt.t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' },
      payload: 'hello',
    });
    expect([huge.statusCode, text.statusCode]).toEqual([413, 415]);
    expect(await paymentsOf(lee.id)).toHaveLength(0);
    expect(await moved(before)).toEqual({ clearing: 0, balance: 7_738 });

    expect(await pt.standIn.deliver(id)).toBe(200);
    expect(await pt.standIn.deliver(id)).toBe(200);
    expect(await paymentsOf(lee.id)).toHaveLength(1);
    expect(await moved(before)).toEqual({ clearing: 7_738, balance: 7_738 });
  });

  it('posts once when the same event arrives 20 times at once', async () => {
    const kim = await owingMember(pt.t, 12_000);
    const { sessionId } = await duesCheckout(pt, kim, 12_000);
    pt.standIn.dropWebhooks(true);
    pt.standIn.pay(sessionId, 'card');
    pt.standIn.dropWebhooks(false);
    const id = pt.standIn
      .events()
      .find((e) => (e.data as { object: { id: string } }).object.id === sessionId)!.id as string;
    const answers = await Promise.all(Array.from({ length: 20 }, () => pt.standIn.deliver(id)));
    expect(answers).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await paymentsOf(kim.id)).toHaveLength(1);
    expect(await accountSum(pt.t, 'receivable', { userId: kim.id })).toBe(0);
  });

  it('shows a bank debit on its way, posts it when it succeeds, and tells him when one fails', async () => {
    const before = await snapshot();
    const max = await owingMember(pt.t, 30_000, 'Max Bank');
    const good = await duesCheckout(pt, max, 10_000);
    pt.standIn.pay(good.sessionId, 'bank_success');
    await pt.standIn.webhooksIdle();
    expect((await attemptOf(good.attemptId)).status).toBe('processing');
    const dues = (await as(pt.t, max, 'GET', '/api/me/dues')).json();
    expect(dues.onlinePayment.processing).toEqual([
      expect.objectContaining({ attemptId: good.attemptId, amountCents: 10_000 }),
    ]);
    expect(await paymentsOf(max.id)).toHaveLength(0);
    pt.standIn.settleBankDebit(good.sessionId);
    await pt.standIn.webhooksIdle();
    expect(await paymentsOf(max.id)).toEqual([
      expect.objectContaining({ method: 'us_bank_account' }),
    ]);
    // 0.8% of $100.00: 80¢.
    expect((await attemptOf(good.attemptId)).feeCents).toBe(80);

    const bad = await duesCheckout(pt, max, 5_000);
    pt.standIn.pay(bad.sessionId, 'bank_failure');
    pt.standIn.settleBankDebit(bad.sessionId);
    await pt.standIn.webhooksIdle();
    const failed = await as(pt.t, max, 'GET', `/api/me/dues/checkout/${bad.attemptId}`);
    expect(failed.json().attempt.status).toBe('not_paid');
    expect(await paymentsOf(max.id)).toHaveLength(1);
    const [told] = await listNewest(pt.t.app.db, 1, max.email);
    expect(told?.subject).toBe('Your payment of $50.00 did not go through');
    expect(await moved(before)).toEqual({ clearing: 9_920, balance: 9_920 });
  });

  it('posts once whatever order the events come in', async () => {
    const before = await snapshot();
    const ned = await owingMember(pt.t, 6_000);
    const { attemptId, sessionId } = await duesCheckout(pt, ned, 6_000);
    pt.standIn.dropWebhooks(true);
    pt.standIn.pay(sessionId, 'bank_success');
    pt.standIn.settleBankDebit(sessionId);
    pt.standIn.dropWebhooks(false);
    const ids = pt.standIn
      .events()
      .filter((e) => (e.data as { object: { id: string } }).object.id === sessionId)
      .map((e) => e.id as string);
    expect(ids).toHaveLength(2);
    // The payment's success first, the session's completion (a debit on its way) after it.
    for (const id of ids.toReversed()) expect(await pt.standIn.deliver(id)).toBe(200);
    expect(await paymentsOf(ned.id)).toHaveLength(1);
    expect((await attemptOf(attemptId)).status).toBe('paid');
    expect(await moved(before)).toEqual({ clearing: 6_000 - 48, balance: 6_000 - 48 });
  });

  it('answers 200 to an event about a session it never made, and posts nothing', async () => {
    const [foreign] = pt.standIn.createSessions(1);
    const event = pt.standIn
      .events()
      .find((e) => (e.data as { object: { id: string } }).object.id === foreign)!;
    const paymentsBefore = (await postingsOfKind(pt.t, 'payment')).length;
    expect(await pt.standIn.deliver(event.id as string)).toBe(200);
    expect((await postingsOfKind(pt.t, 'payment')).length).toBe(paymentsBefore);
    const stored = await pt.t.app.db
      .selectFrom('paymentEvents')
      .select('outcome')
      .where('id', '=', event.id as string)
      .executeTakeFirstOrThrow();
    expect(stored.outcome).toBe('ignored');
  });

  it('refuses a checkout of less than $1, more than he owes, or when he owes nothing', async () => {
    const zed = await owingMember(pt.t, 5_000);
    for (const [body, field] of [
      [{ amountCents: 99 }, 'amountCents'],
      [{ amountCents: 5_001 }, 'amountCents'],
      [{ amountCents: 10.5 }, 'amountCents'],
      [{ amountCents: '5000' }, 'amountCents'],
      [{ amountCents: 1_000, userId: 'someone-else' }, 'userId'],
    ] as const) {
      const refused = await as(pt.t, zed, 'POST', '/api/me/dues/checkout', body);
      expect({ body, status: refused.statusCode, field: refused.json().field }).toEqual({
        body,
        status: 400,
        field,
      });
    }
    const clear = await createSignedInAccount(pt.t);
    const nothing = await as(pt.t, clear, 'POST', '/api/me/dues/checkout', { amountCents: 100 });
    expect([nothing.statusCode, nothing.json().error]).toEqual([409, 'nothing_owed']);
    const alumnus = await createSignedInAccount(pt.t, { role: 'alumni' });
    expect(
      await Promise.all(
        [null, alumnus].map(
          async (who) =>
            (await as(pt.t, who, 'POST', '/api/me/dues/checkout', { amountCents: 100 })).statusCode,
        ),
      ),
    ).toEqual([401, 403]);
    // Another member's attempt is as missing as one that never was.
    const { attemptId } = await duesCheckout(pt, zed, 1_000);
    const other = await owingMember(pt.t, 1_000);
    expect(
      await Promise.all(
        [attemptId, '00000000-0000-4000-8000-000000000000', 'not-an-id'].map(
          async (id) => (await as(pt.t, other, 'GET', `/api/me/dues/checkout/${id}`)).statusCode,
        ),
      ),
    ).toEqual([404, 404, 400]);
    const rows = await pt.t.app.db
      .selectFrom('paymentAttempts')
      .select('id')
      .where('userId', '=', zed.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('without the processor configured', () => {
  it('offers nothing online and refuses a checkout and a webhook', async () => {
    const t = await createTestApp();
    try {
      const sam = await owingMember(t, 5_000);
      const dues = (await as(t, sam, 'GET', '/api/me/dues')).json();
      expect([dues.online, dues.onlinePayment]).toEqual([false, null]);
      const refused = await as(t, sam, 'POST', '/api/me/dues/checkout', { amountCents: 1_000 });
      expect([refused.statusCode, refused.json().error]).toEqual([409, 'online_unavailable']);
      expect((await as(t, null, 'GET', '/api/donations/totals')).json().online).toBe(false);
      const hook = await as(t, null, 'POST', '/api/payments/stripe/webhook', { id: 'evt_1' });
      expect(hook.statusCode).toBe(409);
    } finally {
      await t.close();
    }
  });
});
