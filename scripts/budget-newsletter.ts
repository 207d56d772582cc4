// Newsletter budget (docs/performance.md#sending-a-newsletter), measured by scripts/budget.ts or
// alone (`node scripts/budget-newsletter.ts`):
//   - with no pace configured, a newsletter to 5,000 active subscribers is handed to a local SMTP
//     server in < 5 minutes (queued by one request, delivered by the outbox worker, one pooled
//     connection), every subscriber getting it exactly once
//   - the server's memory grows by at most 60 MB meanwhile (its RSS, peak over the one before)
// The SMTP server is an in-process sink of this script that counts what arrives.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { openDatabase, sqliteFileIn } from '../server/db/database.ts';
import { randomToken } from '../server/lib/tokens.ts';
import { startServer } from './budget-server.ts';

export const newsletterBudgets = { recipients: 5000, durationMs: 5 * 60_000, extraMemoryMb: 60 };

const demoOfficer = { email: 'officer@oxp-northmere.example', password: 'Demo-Officer-2026!' };
const subject = 'The Lambda Letter: the budget issue';
/** About the length of a real issue: a few headed sections, lists, links (~4 kB of text). */
const body = Array.from(
  { length: 8 },
  (_, i) =>
    `## Section ${i + 1}\n\nHomecoming brought **over 200 alumni** back to Fenwick Row, and the new member class led the float build. Read more at https://example.org/news/${i}.\n\n- The float took second place\n- Marlowe Week raised $4,200\n- Founders day is _March 6_`,
).join('\n\n');

/** A local SMTP server that takes every message and counts it per recipient. */
async function startSink() {
  const perRecipient = new Map<string, number>();
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        for (const { address } of session.envelope.rcptTo)
          perRecipient.set(address, (perRecipient.get(address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    perRecipient,
    received: () => received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Adds `count` active subscribers to the chapter's database (written as a confirmed sign-up). */
async function addSubscribers(dataDir: string, count: number, prefix: string): Promise<void> {
  const { db, close } = openDatabase({ sqliteFile: sqliteFileIn(dataDir) });
  try {
    const at = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < count; i += 500)
        await trx
          .insertInto('newsletterSubscribers')
          .values(
            Array.from({ length: Math.min(500, count - i) }, (_, j) => ({
              id: randomUUID(),
              email: `${prefix}-${i + j}@budget.example`,
              status: 'active' as const,
              confirmTokenHash: null,
              confirmExpiresAt: null,
              confirmationSentAt: at,
              unsubscribeToken: randomToken(),
              createdAt: at,
              confirmedAt: at,
              unsubscribedAt: null,
            })),
          )
          .execute();
    });
  } finally {
    await close();
  }
}

function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0; // gone
  }
}

/** The processes `pid` started: the server's newsletter courier (Linux). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function officerSession(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.19.3.1' },
    body: JSON.stringify(demoOfficer),
  });
  if (!response.ok) throw new Error(`demo officer login failed (${response.status})`);
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith('chapter_session='))!
    .split(';')[0]!;
}

interface Progress {
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  done: boolean;
}

/**
 * Sends a newsletter to 5,000 subscribers from a fresh server of its own (on `dataDir`'s chapter,
 * with SMTP pointing at the sink) and prints the time, the server's memory, and that of its
 * newsletter courier (the child process that hands the emails over, server/core/mail/courier.ts).
 */
export async function measureNewsletter(
  dataDir: string,
  check: (ok: boolean, message: string) => string,
  port = 3994,
): Promise<void> {
  const { recipients, durationMs, extraMemoryMb } = newsletterBudgets;
  const sink = await startSink();
  await addSubscribers(dataDir, recipients, 'reader');
  const server = await startServer(dataDir, port, { SMTP_URL: sink.url });
  const base = `http://127.0.0.1:${port}`;
  try {
    const cookie = await officerSession(base);
    const send = async () => {
      const response = await fetch(`${base}/api/officer/mail/send`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ subject, body }),
      });
      if (response.status !== 202) throw new Error(`send failed (${response.status})`);
      return (await response.json()) as { queued: number; sendId: string };
    };
    const untilDone = async (sendId: string, started: number) => {
      for (;;) {
        const { send: state } = (await (
          await fetch(`${base}/api/officer/mail/sends/${sendId}`, { headers: { cookie } })
        ).json()) as { send: Progress };
        if (state.done || performance.now() - started > durationMs * 2) return state;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };

    // Warm: the routes, the schemas and the database are used once before the baseline.
    for (let i = 0; i < 5; i++)
      await (await fetch(`${base}/api/officer/mail/sends`, { headers: { cookie } })).text();
    const baseline = rssMb(server.pid);
    let peak = baseline;
    let courierPeak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
      for (const child of childrenOf(server.pid)) courierPeak = Math.max(courierPeak, rssMb(child));
    }, 50);

    const started = performance.now();
    const answer = await send();
    const queuedMs = performance.now() - started;
    const state = await untilDone(answer.sendId, started);
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(server.pid));
    const extra = peak - baseline;
    const readers = [...sink.perRecipient].filter(([address]) => address.startsWith('reader-'));
    const once = readers.length === recipients && readers.every(([, n]) => n === 1);
    const perSecond = state.sent / (elapsed / 1000);
    console.log(
      `\nNewsletter to ${answer.queued.toLocaleString('en-US')} active subscribers, no pace, a local SMTP server (a fresh server of its own): queued in ${(queuedMs / 1000).toFixed(1)} s (one request), all handed over in ${(elapsed / 1000).toFixed(1)} s, ${perSecond.toFixed(0)} emails/s (budget ${durationMs / 60_000} min) ${check(state.done && elapsed < durationMs, `newsletter took ${(elapsed / 1000).toFixed(0)} s (${state.sent} sent, ${state.failed} failed, ${state.queued} queued)`)}; server memory ${baseline.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB: +${extra.toFixed(0)} MB (budget +${extraMemoryMb} MB) ${check(extra <= extraMemoryMb, `newsletter memory +${extra.toFixed(0)} MB`)}, its newsletter courier process peak ${courierPeak.toFixed(0)} MB (then gone); ${state.sent} sent, ${state.failed} failed, every subscriber exactly once: ${check(once && answer.queued === recipients && state.sent === recipients, `newsletter: ${readers.length} recipients of ${recipients}, ${sink.received()} emails received`)}`,
    );
  } finally {
    await server.stop();
    await sink.stop();
  }
}

// Alone: a fresh demo chapter in a temporary directory (its first start loads the demo).
if (import.meta.main) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-newsletter-budget-'));
  const failures: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) failures.push(message);
    return ok ? 'ok' : 'OVER';
  };
  try {
    // The first start loads the demo chapter (its officer sends the newsletter), then stops.
    await (await startServer(dataDir, 3995)).stop();
    await measureNewsletter(dataDir, check, 3995);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}
