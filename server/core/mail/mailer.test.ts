import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { OpenDatabase } from '../../db/database.ts';
import { openTestDatabase } from '../../test/database.ts';
import { TestSmtpServer } from '../../test/smtp.ts';
import { Mailer, smtpTransport } from './mailer.ts';
import { renderEmail } from './templates.ts';

const log = pino({ level: 'silent' });
const message = (to = 'someone@example.com') => ({
  to,
  subject: 'Hello from the chapter',
  ...renderEmail(
    { siteName: 'Test Chapter', footer: 'Footer line' },
    { heading: 'Hello', paragraphs: ['First <b>paragraph</b>.'] },
  ),
});

describe('Mailer', () => {
  let open: OpenDatabase;
  let smtp: TestSmtpServer;
  let now: Date;
  const clock = () => now;

  beforeEach(async () => {
    open = await openTestDatabase();
    smtp = new TestSmtpServer();
    now = new Date('2026-11-21T10:00:00Z');
  });
  afterEach(async () => {
    await Promise.all(mailers.map((m) => m.stop()));
    mailers = [];
    await smtp.stop().catch(() => {});
    await open.close();
  });

  // Each test's mailers are stopped after it: their pooled SMTP connection is closed, so the
  // test server stops at once instead of waiting for it.
  let mailers: Mailer[] = [];
  const mailer = (url: string) => {
    const made = new Mailer({
      db: open.db,
      log,
      from: 'Chapter <from@chapter.test>',
      transport: smtpTransport(url),
      clock,
    });
    mailers.push(made);
    return made;
  };
  const rows = () => open.db.selectFrom('outbox').selectAll().execute();

  it('delivers plain-text and HTML bodies over SMTP and records the message as sent', async () => {
    const url = await smtp.start(0);
    const m = mailer(url);
    await m.enqueue(open.db, message());
    const report = await m.deliverDue();
    expect(report).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.parsed.subject).toBe('Hello from the chapter');
    expect(mail!.parsed.text).toContain('First <b>paragraph</b>.');
    expect(mail!.parsed.html).toContain('First &lt;b&gt;paragraph&lt;/b&gt;.');
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('keeps messages in the outbox, unsent, when no SMTP server is configured', async () => {
    const m = new Mailer({ db: open.db, log, from: 'from@chapter.test', transport: null, clock });
    await m.send(message());
    expect(await m.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect((await rows())[0]).toMatchObject({ status: 'stored', attempts: 0 });
  });

  it('loses nothing in an SMTP outage: retries with backoff and delivers once the server is back', async () => {
    // The server is down: nothing listens on the port yet.
    await smtp.start(0);
    const url = smtp.url;
    await smtp.stop();
    const m = mailer(url);
    await m.enqueue(open.db, message('patient@example.com'));

    expect(await m.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(new Date(row!.nextAttemptAt).getTime() - now.getTime()).toBe(10_000);

    // Not due yet: nothing is attempted.
    expect(await m.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });

    // Still down at the next attempt: the wait doubles.
    now = new Date(now.getTime() + 10_000);
    expect(await m.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    [row] = await rows();
    expect(new Date(row!.nextAttemptAt).getTime() - now.getTime()).toBe(20_000);

    // The server comes back on the same address, but refuses mail for a while (4xx).
    smtp = new TestSmtpServer();
    await smtp.start(Number(new URL(url).port));
    smtp.refusing = true;
    now = new Date(now.getTime() + 20_000);
    expect(await m.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 3 });

    smtp.refusing = false;
    now = new Date(now.getTime() + 40_000);
    expect(await m.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['patient@example.com']);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
  });

  it('never sends a newsletter email twice: one the server may have taken is failed, not retried', async () => {
    const url = await smtp.start(0);
    smtp.cutAfterData.add('reader@example.com');
    smtp.cutAfterData.add('someone@example.com');
    const m = mailer(url);
    await m.enqueue(open.db, {
      ...message('reader@example.com'),
      newsletter: { sendId: 'send-1', subscriberId: 'subscriber-1' },
    });
    await m.enqueue(open.db, message('someone@example.com'));
    expect(await m.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 1 });
    const stored = await open.db.selectFrom('outbox').selectAll().orderBy('toAddress').execute();
    // The server received both; the newsletter one is given up, the other one will be tried again.
    expect(smtp.received).toHaveLength(2);
    expect(stored.map((row) => [row.toAddress, row.status])).toEqual([
      ['reader@example.com', 'failed'],
      ['someone@example.com', 'pending'],
    ]);
    expect(stored[0]!.lastError).toMatch(/may have it, so it is not sent again/);
  });

  it('retries a newsletter email while the SMTP server cannot be reached (nothing was handed over)', async () => {
    await smtp.start(0);
    const url = smtp.url;
    await smtp.stop();
    const m = mailer(url);
    await m.enqueue(open.db, {
      ...message('reader@example.com'),
      newsletter: { sendId: 'send-1', subscriberId: 'subscriber-1' },
    });
    expect(await m.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('gives a message up after a day of failures', async () => {
    await smtp.start(0);
    smtp.refusing = true;
    const m = mailer(smtp.url);
    await m.enqueue(open.db, message());
    await m.deliverDue();
    now = new Date(now.getTime() + 24 * 60 * 60_000);
    expect(await m.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await rows())[0]!.status).toBe('failed');
  });

  it('sends each message once even when two instances deliver at the same time', async () => {
    const url = await smtp.start(0);
    const a = mailer(url);
    const b = mailer(url);
    for (let i = 0; i < 6; i++) await a.enqueue(open.db, message(`person${i}@example.com`));
    const [ra, rb] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(ra.sent + rb.sent).toBe(6);
    await smtp.waitFor(6);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(6);
    expect(new Set(smtp.received.map((r) => r.to[0])).size).toBe(6);
  });
});
