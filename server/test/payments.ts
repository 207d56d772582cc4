// What paying online's tests share: the app on a real port with the processor's stand-in
// (server/test/stripe/stand-in.ts) as its processor, sending its signed webhooks to the app; a
// member who owes, a checkout started through the API, and the ledger's sums to check against the
// stand-in's own record of the chapter's balance.
import { startStripeStandIn, type StripeStandIn } from './stripe/stand-in.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './app.ts';
import { post } from '../core/money/ledger.ts';
import { nextClient, type Account } from './accounts.ts';
import { member, today } from './money.ts';

export interface PaymentsTest {
  t: TestApp;
  standIn: StripeStandIn;
  close(): Promise<void>;
}

/** The app with the stand-in as its processor, webhooks delivered to it (retried fast). */
export async function startPaymentsTest(options: TestAppOptions = {}): Promise<PaymentsTest> {
  const standIn = await startStripeStandIn({ retryDelaysMs: [50, 200] });
  const t = await createTestApp({
    ...options,
    env: {
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
      STRIPE_API_URL: standIn.url,
      ...options.env,
    },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  standIn.setWebhookUrl(`${address}/api/payments/stripe/webhook`);
  return {
    t,
    standIn,
    close: async () => {
      await standIn.close();
      await t.close();
    },
  };
}

/** A call as `who` (or nobody), JSON body, from a client address of its own. */
export const as = (
  t: TestApp,
  who: Account | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: nextClient(),
    headers: {
      ...(who ? { cookie: who.cookie } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });

/** An active member charged `cents` of dues, due today. */
export async function owingMember(t: TestApp, cents: number, name?: string): Promise<Account> {
  const account = await member(t, 'active', name);
  await t.app.db.transaction().execute((trx) =>
    post(trx, [
      {
        kind: 'dues',
        occurredOn: today(t),
        dueOn: today(t),
        description: 'Spring dues',
        userId: account.id,
        lines: [
          { account: 'receivable', userId: account.id, amountCents: cents },
          { account: 'dues_income', amountCents: -cents },
        ],
        by: { id: null, name: 'Test' },
      },
    ]),
  );
  return account;
}

/** The session id of an attempt. */
export async function sessionOf(t: TestApp, attemptId: string): Promise<string> {
  const row = await t.app.db
    .selectFrom('paymentAttempts')
    .select('sessionId')
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  return row.sessionId!;
}

/** Starts a member's checkout of `cents` through the API; its attempt and session ids. */
export async function duesCheckout(pt: PaymentsTest, who: Account, cents: number) {
  const started = await as(pt.t, who, 'POST', '/api/me/dues/checkout', { amountCents: cents });
  if (started.statusCode !== 200) throw new Error(`checkout: ${started.body}`);
  const { attemptId } = started.json() as { attemptId: string };
  return { attemptId, sessionId: await sessionOf(pt.t, attemptId) };
}

/** An account's sum in the ledger (all its lines, or one member's or initiative's). */
export async function accountSum(
  t: TestApp,
  account: string,
  filter: { userId?: string; initiative?: string } = {},
): Promise<number> {
  let query = t.app.db
    .selectFrom('ledgerLines')
    .select((eb) => eb.fn.sum<string | number>('amountCents').as('cents'))
    .where('account', '=', account);
  if (filter.userId) query = query.where('userId', '=', filter.userId);
  if (filter.initiative) query = query.where('initiative', '=', filter.initiative);
  const row = await query.executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/** The postings of `kind` (all of them, or one member's), with their source keys. */
export async function postingsOfKind(t: TestApp, kind: string) {
  return t.app.db
    .selectFrom('ledgerPostings')
    .select(['id', 'sourceKey', 'userId', 'receiptNumber', 'method'])
    .where('kind', '=', kind)
    .execute();
}
