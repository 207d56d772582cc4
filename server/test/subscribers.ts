// Test helpers for the newsletter: subscribers in a given state, written through the newsletter's
// repository as the double opt-in leaves them, and the send call with its Idempotency-Key.
import { randomUUID } from 'node:crypto';
import type { SubscriberStatus } from '../../contract/api/officer/mail.ts';
import { insertSubscriber } from '../features/newsletter/repository.ts';
import { randomToken } from '../lib/tokens.ts';
import { nextClient, type Account } from './accounts.ts';
import type { TestApp } from './app.ts';

export interface TestSubscriber {
  id: string;
  email: string;
  unsubscribeToken: string;
}

export async function addSubscribers(
  t: TestApp,
  count: number,
  status: SubscriberStatus = 'active',
  prefix: string = status,
): Promise<TestSubscriber[]> {
  const made: TestSubscriber[] = [];
  const at = new Date().toISOString();
  for (let i = 0; i < count; i++) {
    const subscriber = {
      id: randomUUID(),
      email: `${prefix}.${i}@example.com`,
      unsubscribeToken: randomToken(),
    };
    await insertSubscriber(t.app.db, {
      ...subscriber,
      status,
      confirmTokenHash: null,
      confirmExpiresAt: null,
      confirmationSentAt: at,
      createdAt: at,
      confirmedAt: status === 'pending' ? null : at,
      unsubscribedAt: status === 'unsubscribed' ? at : null,
      bouncedAt: status === 'bouncing' ? at : null,
    });
    made.push(subscriber);
  }
  return made;
}

export const newsletter = { subject: 'The Lambda Letter, November', body: 'Hello **brothers**.' };

/** POST /api/officer/mail/send as `officer` (cookie, same site) with `key`. */
export function sendNewsletter(
  t: TestApp,
  officer: Account,
  key: string | undefined,
  payload: unknown = newsletter,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/officer/mail/send',
    remoteAddress: nextClient(),
    headers: {
      cookie: officer.cookie,
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
      ...headers,
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

/** The newsletter emails in the outbox, oldest first. */
export const newsletterEmails = (t: TestApp) =>
  t.app.db
    .selectFrom('outbox')
    .selectAll()
    .where('newsletterSendId', 'is not', null)
    .orderBy('nextAttemptAt')
    .orderBy('toAddress')
    .execute();

/** Polls the send's progress until nothing is queued (each poll is a real API call). */
export async function progressWhenDone(t: TestApp, officer: Account, sendId: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/officer/mail/sends/${sendId}`,
      headers: { cookie: officer.cookie },
    });
    const { send } = response.json();
    if (send.done) return send;
    if (Date.now() > deadline) throw new Error(`send not done: ${JSON.stringify(send)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
