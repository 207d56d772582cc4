// The Stripe stand-in, driven by the official `stripe` package as the site drives Stripe: if the
// package reads its answers, the site's code that runs against the stand-in in tests runs against
// Stripe too. No database: the stand-in is a plain HTTP server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Stripe } from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseForm } from './form.ts';
import { processorFeeCents, startStripeStandIn, type StripeStandIn } from './stand-in.ts';

/** A webhook endpoint that checks signatures as the site does, and keeps what it accepted. */
class Receiver {
  readonly accepted: Stripe.Event[] = [];
  rejected = 0;
  /** Answers this many deliveries with a 500 before accepting. */
  failing = 0;
  #server: Server;
  #secret: string;
  #waiters: (() => void)[] = [];

  constructor(secret: string) {
    this.#secret = secret;
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (this.failing > 0) {
          this.failing--;
          response.writeHead(500).end();
          return;
        }
        try {
          const header = request.headers['stripe-signature'] ?? '';
          const event = Stripe.webhooks.constructEvent(
            Buffer.concat(chunks),
            header,
            this.#secret,
            300,
          );
          this.accepted.push(event);
          for (const wake of this.#waiters.splice(0)) wake();
          response.writeHead(200).end();
        } catch {
          this.rejected++;
          response.writeHead(400).end();
        }
      });
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/webhook`;
  }

  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  /** Resolves when an event of this type (for this object, when given) has been accepted. */
  async received(type: string, objectId?: string): Promise<Stripe.Event> {
    for (;;) {
      const found = this.accepted.find(
        (event) =>
          event.type === type &&
          (objectId === undefined || (event.data.object as { id: string }).id === objectId),
      );
      if (found) return found;
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }
}

let standIn: StripeStandIn;
let stripe: Stripe;
let receiver: Receiver;

beforeAll(async () => {
  standIn = await startStripeStandIn({ retryDelaysMs: [20, 40] });
  receiver = new Receiver(standIn.webhookSecret);
  standIn.setWebhookUrl(await receiver.listen());
  stripe = new Stripe(standIn.secretKey, {
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
  });
});

afterAll(async () => {
  await standIn.close();
  await receiver.close();
});

const sessionParams = (
  amount: number,
  attempt: string,
  methods: ('card' | 'us_bank_account')[] = ['card', 'us_bank_account'],
): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    {
      price_data: {
        currency: 'usd',
        unit_amount: amount,
        product_data: { name: 'Chapter dues', description: 'Omega Chi' },
      },
      quantity: 1,
    },
  ],
  client_reference_id: attempt,
  metadata: { attempt, kind: 'dues' },
  allowed_payment_method_types: methods,
  success_url: `http://localhost:5173/me/dues?checkout=${attempt}`,
  cancel_url: `http://localhost:5173/me/dues?checkout=${attempt}`,
});

const expandOne = ['payment_intent.latest_charge.balance_transaction'];

describe('parseForm', () => {
  it('reads bracketed keys back into the objects and arrays the package wrote', () => {
    expect(
      parseForm(
        'line_items[0][price_data][unit_amount]=500&line_items[0][quantity]=1&expand[]=a&expand[]=b' +
          '&metadata[0]=zero&created[gte]=17&name=a%20b%2Bc',
      ),
    ).toEqual({
      line_items: [{ price_data: { unit_amount: '500' }, quantity: '1' }],
      expand: ['a', 'b'],
      metadata: { '0': 'zero' },
      created: { gte: '17' },
      name: 'a b+c',
    });
  });
});

describe('Checkout Sessions', () => {
  it('makes a session once per idempotency key, and refuses the key with other parameters', async () => {
    const first = await stripe.checkout.sessions.create(sessionParams(2500, 'attempt-1'), {
      idempotencyKey: 'key-1',
    });
    const again = await stripe.checkout.sessions.create(sessionParams(2500, 'attempt-1'), {
      idempotencyKey: 'key-1',
    });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 2500,
      currency: 'usd',
      client_reference_id: 'attempt-1',
      metadata: { attempt: 'attempt-1', kind: 'dues' },
      payment_intent: null,
      url: `${standIn.url}/pay/${first.id}`,
    });
    expect(first.id).toMatch(/^cs_test_/);
    const error = await stripe.checkout.sessions
      .create(sessionParams(3000, 'attempt-1'), { idempotencyKey: 'key-1' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
    expect(standIn.sessions().filter((session) => session.id === first.id)).toHaveLength(1);
  });

  it('answers a failed creation again with the same session when the package retries', async () => {
    const before = standIn.sessions().length;
    standIn.failNextCreates(1, 'error');
    const afterError = await stripe.checkout.sessions.create(sessionParams(1000, 'retry-1'), {
      idempotencyKey: 'key-retry-1',
    });
    standIn.failNextCreates(1, 'drop');
    const afterDrop = await stripe.checkout.sessions.create(sessionParams(1000, 'retry-2'), {
      idempotencyKey: 'key-retry-2',
    });
    expect(standIn.sessions().length - before).toBe(2);
    expect(standIn.sessions().map((session) => session.id)).toEqual(
      expect.arrayContaining([afterError.id, afterDrop.id]),
    );
    const keys = standIn.requests().map((request) => request.idempotencyKey);
    expect(keys.filter((key) => key === 'key-retry-1')).toHaveLength(2);
    expect(keys.filter((key) => key === 'key-retry-2')).toHaveLength(2);
  });

  it('refuses a wrong key, an unknown session, bad parameters and calls the site never makes', async () => {
    const wrong = new Stripe('sk_test_wrong_key_000', {
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
    });
    await expect(wrong.checkout.sessions.retrieve('cs_test_x')).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    await expect(stripe.checkout.sessions.retrieve('cs_test_nothing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(
      stripe.checkout.sessions.create({ ...sessionParams(40, 'small') }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_small' });
    await expect(
      stripe.checkout.sessions.create({ ...sessionParams(500, 'bad'), success_url: 'nope' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'success_url' });
    await expect(stripe.customers.list()).rejects.toMatchObject({ statusCode: 404 });
  });

  it('pays by card: the session, its intent, charge and fee, expanded or as ids', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams(5000, 'card-1'));
    const balance = standIn.balanceCents();
    standIn.pay(session.id, 'card');
    const plain = await stripe.checkout.sessions.retrieve(session.id);
    expect(plain).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(plain.payment_intent).toMatch(/^pi_/);
    const full = await stripe.checkout.sessions.retrieve(session.id, { expand: expandOne });
    const intent = full.payment_intent as Stripe.PaymentIntent;
    const charge = intent.latest_charge as Stripe.Charge;
    const fee = Math.round(5000 * 0.029) + 30;
    expect(intent).toMatchObject({ id: plain.payment_intent, status: 'succeeded', amount: 5000 });
    expect(charge).toMatchObject({ amount: 5000, amount_refunded: 0, payment_intent: intent.id });
    expect(charge.balance_transaction).toMatchObject({ amount: 5000, fee, net: 5000 - fee });
    expect(standIn.balanceCents() - balance).toBe(5000 - fee);
    await expect(
      receiver.received('checkout.session.completed', session.id),
    ).resolves.toMatchObject({
      data: { object: { payment_status: 'paid', metadata: { attempt: 'card-1' } } },
    });
  });

  it('pays by bank debit: complete but unpaid until it settles, then paid or failed', async () => {
    const good = await stripe.checkout.sessions.create(sessionParams(100_000, 'bank-1'));
    const bad = await stripe.checkout.sessions.create(sessionParams(2000, 'bank-2'));
    standIn.pay(good.id, 'bank_success');
    standIn.pay(bad.id, 'bank_failure');
    const waiting = await stripe.checkout.sessions.retrieve(good.id, { expand: expandOne });
    expect(waiting).toMatchObject({
      status: 'complete',
      payment_status: 'unpaid',
      payment_intent: { status: 'processing', latest_charge: null },
    });
    const balance = standIn.balanceCents();
    standIn.settleBankDebit(good.id);
    standIn.settleBankDebit(bad.id);
    const paid = await stripe.checkout.sessions.retrieve(good.id, { expand: expandOne });
    const failed = await stripe.checkout.sessions.retrieve(bad.id, { expand: expandOne });
    expect(paid).toMatchObject({
      payment_status: 'paid',
      payment_intent: { status: 'succeeded', latest_charge: { balance_transaction: { fee: 500 } } },
    });
    expect(failed).toMatchObject({
      payment_status: 'unpaid',
      payment_intent: { status: 'requires_payment_method' },
    });
    expect(standIn.balanceCents() - balance).toBe(100_000 - 500);
    expect(processorFeeCents('us_bank_account', 2000)).toBe(16);
    await receiver.received('checkout.session.async_payment_succeeded', good.id);
    await receiver.received('checkout.session.async_payment_failed', bad.id);
  });

  it('lists sessions newest first, by pages, since a time', async () => {
    const now = Date.now();
    const old = standIn.createSessions(5, { createdAt: now - 5 * 86_400_000 });
    const recent = standIn.createSessions(230, {
      amountCents: (index) => 100 + index,
      metadata: (index) => ({ attempt: `bulk-${index}` }),
      createdAt: now + 60_000,
    });
    const listed = await stripe.checkout.sessions
      .list({
        created: { gte: Math.floor(now / 1000) + 60 },
        limit: 100,
        expand: ['data.payment_intent.latest_charge.balance_transaction'],
      })
      .autoPagingToArray({ limit: 1000 });
    expect(listed.map((session) => session.id)).toEqual(recent.toReversed());
    expect(listed.some((session) => old.includes(session.id))).toBe(false);
    const last = listed.at(-1)!;
    expect(last.metadata).toEqual({ attempt: 'bulk-0' });
    expect(last.payment_intent).toMatchObject({
      latest_charge: { balance_transaction: { fee: processorFeeCents('card', 100) } },
    });
    const first = await stripe.checkout.sessions.list({ limit: 3 });
    expect(first).toMatchObject({ object: 'list', has_more: true, url: '/v1/checkout/sessions' });
    expect(first.data).toHaveLength(3);
  });
});

describe('Events', () => {
  it('lists the events since a time, of the types asked, newest first', async () => {
    const since = Math.floor(Date.now() / 1000) - 60;
    const events = await stripe.events
      .list({ created: { gte: since }, types: ['checkout.session.async_payment_succeeded'] })
      .autoPagingToArray({ limit: 1000 });
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((event) => event.type))).toEqual(
      new Set(['checkout.session.async_payment_succeeded']),
    );
    const all = await stripe.events.list({ created: { gte: since }, limit: 100 });
    expect(all.data[0]).toMatchObject({ object: 'event', livemode: false });
    const created = all.data.map((event) => event.created);
    expect(created).toEqual(created.toSorted((a, b) => b - a));
  });
});

describe('Refunds and disputes', () => {
  let sessionId: string;
  let intentId: string;

  beforeEach(async () => {
    const session = await stripe.checkout.sessions.create(sessionParams(10_000, 'refund-1'));
    standIn.pay(session.id, 'card');
    sessionId = session.id;
    intentId = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
  });

  afterEach(() => standIn.webhooksIdle());

  it('refunds part, then the rest, and refuses more than is left', async () => {
    const balance = standIn.balanceCents();
    const refund = await stripe.refunds.create(
      { payment_intent: intentId, amount: 3000, metadata: { attempt: 'refund-1' } },
      { idempotencyKey: 'refund-key-1' },
    );
    expect(refund).toMatchObject({ object: 'refund', amount: 3000, status: 'succeeded' });
    const replay = await stripe.refunds.create(
      { payment_intent: intentId, amount: 3000, metadata: { attempt: 'refund-1' } },
      { idempotencyKey: 'refund-key-1' },
    );
    expect(replay.id).toBe(refund.id);
    await expect(
      stripe.refunds.create({ payment_intent: intentId, amount: 7001 }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    const event = await receiver.received('charge.refunded', refund.charge as string);
    expect(event.data.object).toMatchObject({ amount_refunded: 3000, refunded: false });
    await stripe.refunds.create({ payment_intent: intentId });
    const charge = (
      (await stripe.checkout.sessions.retrieve(sessionId, { expand: expandOne }))
        .payment_intent as Stripe.PaymentIntent
    ).latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ amount_refunded: 10_000, refunded: true });
    await expect(stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    expect(standIn.balanceCents()).toBe(balance - 10_000);
  });

  it('holds back a disputed charge and its fee', async () => {
    const balance = standIn.balanceCents();
    const dispute = standIn.dispute(sessionId);
    const event = await receiver.received('charge.dispute.created', dispute.id as string);
    expect(event.data.object).toMatchObject({
      object: 'dispute',
      amount: 10_000,
      payment_intent: intentId,
      balance_transactions: [{ amount: -10_000, fee: 1500, net: -11_500 }],
    });
    expect(standIn.balanceCents()).toBe(balance - 11_500);
  });
});

describe('Webhooks', () => {
  it('retries an event its endpoint refused, and sends it signed so the package accepts it', async () => {
    receiver.failing = 2;
    const session = await stripe.checkout.sessions.create(sessionParams(700, 'retried'));
    standIn.pay(session.id, 'card');
    const event = await receiver.received('checkout.session.completed', session.id);
    await standIn.webhooksIdle();
    expect(standIn.deliveries().filter((delivery) => delivery.eventId === event.id)).toEqual([
      { eventId: event.id, attempt: 0, status: 500 },
      { eventId: event.id, attempt: 1, status: 500 },
      { eventId: event.id, attempt: 2, status: 200 },
    ]);
  });

  it('replays an event as is, or signed wrongly, stale, or changed after signing', async () => {
    const [event] = standIn.events();
    const id = event!.id as string;
    await expect(standIn.deliver(id)).resolves.toBe(200);
    const rejected = receiver.rejected;
    await expect(standIn.deliver(id, { secret: 'whsec_someone_else' })).resolves.toBe(400);
    await expect(
      standIn.deliver(id, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    ).resolves.toBe(400);
    await expect(standIn.deliver(id, { tamper: true })).resolves.toBe(400);
    expect(receiver.rejected - rejected).toBe(3);
  });

  it('records but does not send events while dropping, and holds them while paused', async () => {
    standIn.dropWebhooks(true);
    const lost = await stripe.checkout.sessions.create(sessionParams(800, 'lost'));
    standIn.pay(lost.id, 'card');
    standIn.dropWebhooks(false);
    standIn.pauseWebhooks();
    const held = await stripe.checkout.sessions.create(sessionParams(900, 'held'));
    standIn.pay(held.id, 'card');
    await standIn.webhooksIdle();
    const sent = (id: string) =>
      receiver.accepted.some((event) => (event.data.object as { id: string }).id === id);
    expect([sent(lost.id), sent(held.id)]).toEqual([false, false]);
    standIn.resumeWebhooks();
    await receiver.received('checkout.session.completed', held.id);
    expect(sent(lost.id)).toBe(false);
    expect(
      standIn
        .events()
        .filter((event) => (event.data as { object: { id: string } }).object.id === lost.id),
    ).toHaveLength(1);
  });
});

describe('The hosted page', () => {
  it('shows the amount and the choices, and each choice returns the browser to the site', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams(4321, 'page-1'));
    const page = await fetch(session.url!);
    const html = await page.text();
    expect(html).toContain('$43.21');
    expect(html).toContain('Chapter dues');
    for (const label of [
      'Pay by card',
      'Pay by bank account (succeeds)',
      'Pay by bank account (fails)',
      'Cancel',
    ])
      expect(html).toContain(`>${label}</button>`);
    const choose = (action: string) =>
      fetch(session.url!, {
        method: 'POST',
        body: new URLSearchParams({ action }),
        redirect: 'manual',
      });
    const cancelled = await choose('cancel');
    expect([cancelled.status, cancelled.headers.get('location')]).toEqual([
      303,
      session.cancel_url,
    ]);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    const paid = await choose('card');
    expect([paid.status, paid.headers.get('location')]).toEqual([303, session.success_url]);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');
  });
});

describe('Controls over HTTP, and time', () => {
  it('pays and reads the balance for a test in another process; a bank debit settles by itself', async () => {
    const other = await startStripeStandIn({ autoSettleBankMs: 10 });
    const client = new Stripe(other.secretKey, {
      host: '127.0.0.1',
      port: other.port,
      protocol: 'http',
    });
    try {
      const session = await client.checkout.sessions.create(sessionParams(20_000, 'http-1'));
      const control = (name: string, body?: object) =>
        fetch(`${other.url}/_stand-in/${name}`, {
          method: body ? 'POST' : 'GET',
          ...(body ? { body: JSON.stringify(body) } : {}),
        }).then((response) => response.json() as Promise<unknown>);
      await control('pay', { sessionId: session.id, how: 'bank_success' });
      await expect(control('pay', { sessionId: session.id, how: 'card' })).resolves.toMatchObject({
        error: expect.stringContaining('not open'),
      });
      await expect.poll(() => control('balance')).toEqual({ balanceCents: 20_000 - 160 });
      const types = (await client.events.list()).data.map((event) => event.type);
      expect(types).toEqual([
        'checkout.session.async_payment_succeeded',
        'checkout.session.completed',
      ]);
    } finally {
      await other.close();
    }
  });

  it('expires an open session at its time, with its event', async () => {
    let now = Date.now();
    const other = await startStripeStandIn({ now: () => now });
    const client = new Stripe(other.secretKey, {
      host: '127.0.0.1',
      port: other.port,
      protocol: 'http',
    });
    try {
      const session = await client.checkout.sessions.create({
        ...sessionParams(1500, 'expiring'),
        expires_at: Math.floor(now / 1000) + 1800,
      });
      now += 1801 * 1000;
      await expect(client.checkout.sessions.retrieve(session.id)).resolves.toMatchObject({
        status: 'expired',
        url: null,
      });
      const events = await client.events.list({ types: ['checkout.session.expired'] });
      expect(events.data.map((event) => event.created)).toEqual([Math.floor(now / 1000)]);
    } finally {
      await other.close();
    }
  });
});
