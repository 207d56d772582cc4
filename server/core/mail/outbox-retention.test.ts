// The outbox keeps an email's bodies (its codes, links and text) for limits.outbox.keepBodiesDays,
// then clears them when a server starts and every hour after; the row stays for the counts.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { limits } from '../../../contract/limits.ts';
import type { OutboxMessage } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let a: TestApp;
beforeEach(async () => {
  a = await createTestApp();
});
afterEach(async () => a.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function write(status: OutboxMessage['status'], days: number): Promise<string> {
  const id = randomUUID();
  await a.app.db
    .insertInto('outbox')
    .values({
      id,
      toAddress: `${status}.${days}@example.com`,
      subject: `Verify your account (${status}, ${days} days)`,
      textBody: 'Your code is 123456.',
      htmlBody: '<p>Your code is <b>123456</b>.</p>',
      headers: '{"List-Unsubscribe":"<https://chapter.example/u/abc>"}',
      status,
      attempts: status === 'sent' ? 1 : 0,
      nextAttemptAt: daysAgo(days),
      lockedUntil: null,
      lastError: null,
      createdAt: daysAgo(days),
      sentAt: status === 'sent' ? daysAgo(days) : null,
      newsletterSendId: null,
      subscriberId: null,
    })
    .execute();
  return id;
}

const row = (id: string) =>
  a.app.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

it('clears the bodies of old emails that are done when a server starts, and keeps the rest', async () => {
  const keep = limits.outbox.keepBodiesDays;
  const old = {
    sent: await write('sent', keep + 10),
    failed: await write('failed', keep + 1),
    stored: await write('stored', keep + 400),
  };
  const oldButDue = await write('pending', keep + 2);
  const recent = await write('sent', keep - 1);

  const b = await createTestApp({ sameDatabaseAs: a });
  try {
    const started = Date.now();
    // Every old row is waited for, not one: the first app's own clearing at its start runs
    // unawaited and may have caught some of these rows as they were written (a CI flake).
    const allCleared = async () => {
      for (const id of Object.values(old)) if ((await row(id)).textBody !== '') return false;
      return true;
    };
    while (!(await allCleared())) {
      if (Date.now() - started > 5000) throw new Error('the old bodies were not cleared');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const [status, id] of Object.entries(old)) {
      const cleared = await row(id);
      expect(cleared).toMatchObject({ textBody: '', htmlBody: '', headers: '{}', status });
      // Who got what, and when, is still known.
      expect(cleared.toAddress).toMatch(new RegExp(`^${status}\\.`));
      expect(cleared.subject).toContain(status);
    }
    for (const id of [oldButDue, recent]) {
      expect(await row(id)).toMatchObject({
        textBody: 'Your code is 123456.',
        htmlBody: '<p>Your code is <b>123456</b>.</p>',
        headers: '{"List-Unsubscribe":"<https://chapter.example/u/abc>"}',
      });
    }
  } finally {
    await b.close();
  }
});
