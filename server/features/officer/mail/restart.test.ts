// A restart in the middle of a newsletter (docs/operations.md#newsletter-sending): every active
// subscriber gets exactly one email, checked with a real SMTP server. Stopped gracefully, the
// server (its newsletter courier) finishes the email it is handing over and the next server sends
// the rest; killed while an email is being handed over, that email is marked failed and never
// sent again (at most once: the receiving server may have it already), and the next server sends
// the rest.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteFileIn } from '../../../db/database.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createOfficer, goodPassword, type Account } from '../../../test/accounts.ts';
import { TestSmtpServer } from '../../../test/smtp.ts';
import {
  addSubscribers,
  newsletter,
  progressWhenDone,
  sendNewsletter,
  type TestSubscriber,
} from '../../../test/subscribers.ts';

const recipients = 40;
/** The email that is being handed over when the server stops. */
const stopAt = 15;
const root = path.resolve(import.meta.dirname, '../../../..');

let smtp: TestSmtpServer;
let first: TestApp;
let officer: Account;
let active: TestSubscriber[];
let closingFirst: Promise<void> | undefined;
/** Stops the first server (once), keeping its database for the next one. */
const firstClosed = () => (closingFirst ??= first.app.close());
beforeEach(async () => {
  closingFirst = undefined;
  smtp = new TestSmtpServer();
  await smtp.start(0);
  first = await createTestApp({ env: { SMTP_URL: smtp.url } });
  officer = await createOfficer(first, ['communications']);
  active = await addSubscribers(first, recipients, 'active');
  await addSubscribers(first, 3, 'unsubscribed');
  await addSubscribers(first, 2, 'bouncing');
  await addSubscribers(first, 2, 'pending');
  // The officer's verification email; the newsletter's emails are counted after it.
  await smtp.waitFor(1);
});
afterEach(async () => {
  await firstClosed();
  smtp.release();
  await smtp.stop();
  await first.database.drop();
});

const newsletterMails = () =>
  smtp.received.filter((mail) => mail.parsed.subject === newsletter.subject);

/** Every active subscriber got the newsletter exactly once, and nobody else got it. */
function expectExactlyOneEach() {
  const counts = new Map<string, number>();
  for (const mail of newsletterMails())
    for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  expect([...counts.keys()].toSorted()).toEqual(active.map((s) => s.email).toSorted());
  expect([...counts.values()].every((n) => n === 1)).toBe(true);
}

/** The newsletter's emails per status, read while no server runs. */
async function outboxStatuses() {
  const { db, close } = openDatabase({
    databaseUrl: first.database.databaseUrl,
    sqliteFile: sqliteFileIn(first.database.dataDir),
  });
  try {
    const rows = await db
      .selectFrom('outbox')
      .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
      .where('newsletterSendId', 'is not', null)
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)])) as Partial<
      Record<'pending' | 'sending' | 'sent' | 'failed', number>
    >;
  } finally {
    await close();
  }
}

describe('a restart in the middle of a newsletter', () => {
  it('stopped gracefully: the next server sends the rest, nobody gets it twice', async () => {
    smtp.holdFrom = 1 + stopAt;
    const sent = await sendNewsletter(first, officer, 'restart-graceful-1');
    expect(sent.json().queued).toBe(recipients);
    await smtp.waitFor(1 + stopAt);

    // Stopping waits for the email being handed over; its answer comes while it waits.
    const closing = firstClosed();
    smtp.release();
    await closing;
    // Between the two servers: the emails handed over are sent (the held one, and perhaps one
    // more begun before the stop took effect), the others wait, none is half-way.
    const between = await outboxStatuses();
    expect(between.sending).toBeUndefined();
    expect(between.sent).toBeGreaterThanOrEqual(stopAt);
    expect(between.sent! + between.pending!).toBe(recipients);
    expect(newsletterMails()).toHaveLength(between.sent!);

    const second = await createTestApp({ sameDatabaseAs: first, env: { SMTP_URL: smtp.url } });
    try {
      const progress = await progressWhenDone(second, officer, sent.json().sendId);
      expect(progress).toMatchObject({ recipients, sent: recipients, failed: 0, queued: 0 });
      expectExactlyOneEach();
    } finally {
      await second.close();
    }
  });

  it('killed while an email is handed over: that one is failed, never resent; the rest go once', async () => {
    // The first server only made the data; a real server process sends and is killed.
    await firstClosed();
    const port = await freePort();
    const server = spawn(process.execPath, [path.join(root, 'server', 'main.ts')], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: 'http://chapter.test',
        DATA_DIR: first.database.dataDir,
        ...(first.database.databaseUrl ? { DATABASE_URL: first.database.databaseUrl } : {}),
        SMTP_URL: smtp.url,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'silent',
        OFFICER_TWO_FACTOR: 'optional',
      },
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    const exited = new Promise((resolve) => server.once('exit', resolve));
    let sendId: string;
    try {
      const base = `http://127.0.0.1:${port}`;
      await ready(base);
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: officer.email, password: goodPassword }),
      });
      expect(login.status).toBe(200);
      const { AccessToken } = ((await login.json()) as { tokens: { AccessToken: string } }).tokens;

      smtp.holdFrom = 1 + stopAt;
      const response = await fetch(`${base}/api/officer/mail/send`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${AccessToken}`,
          'content-type': 'application/json',
          'idempotency-key': 'restart-killed-01',
        },
        body: JSON.stringify(newsletter),
      });
      expect(response.status).toBe(202);
      sendId = ((await response.json()) as { sendId: string }).sendId;
      // The 15th email has reached the SMTP server, which has not answered yet: kill the sender,
      // the server's newsletter courier (its child process), then the server.
      await smtp.waitFor(1 + stopAt);
      const couriers = childrenOf(server.pid!);
      expect(couriers).toHaveLength(1);
      for (const pid of couriers) process.kill(pid, 'SIGKILL');
    } finally {
      server.kill('SIGKILL');
      await exited;
    }
    smtp.release();
    expect(newsletterMails()).toHaveLength(stopAt);
    expect(await outboxStatuses()).toEqual({
      sent: stopAt - 1,
      sending: 1,
      pending: recipients - stopAt,
    });

    // The next server, once the dead one's claim on the email has run out (2 minutes).
    const second = await createTestApp({
      sameDatabaseAs: first,
      env: { SMTP_URL: smtp.url },
      mailClockOffsetMs: 3 * 60_000,
    });
    try {
      const progress = await progressWhenDone(second, officer, sendId);
      expect(progress).toMatchObject({ recipients, sent: recipients - 1, failed: 1, queued: 0 });
      const [interrupted] = await second.app.db
        .selectFrom('outbox')
        .selectAll()
        .where('status', '=', 'failed')
        .execute();
      expect(interrupted!.lastError).toBe(
        'interrupted while being sent; not sent again, to avoid a duplicate',
      );
      // The SMTP server had received it before the crash: its reader has it, once.
      expect(newsletterMails()[stopAt - 1]!.to).toEqual([interrupted!.toAddress]);
      expectExactlyOneEach();
    } finally {
      await second.close();
    }
  }, 60_000);
});

/** The processes `pid` started (Linux). */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function ready(base: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
