// Queues every email in the outbox table and delivers it over SMTP with retries, or keeps it for the dev outbox.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { orderedId } from '../../lib/ordered-id.ts';
import type { OutboxMessage } from '../../db/schema.ts';
import * as outbox from './outbox-repository.ts';
import { retryDelayMs, shouldGiveUp } from './retry.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /**
   * A newsletter email: its send and subscriber. Such an email is sent at most once (a crash
   * while it is handed to SMTP leaves it failed, never sent twice), and a permanent refusal
   * marks the subscriber as bouncing.
   */
  newsletter?: { sendId: string; subscriberId: string };
  /** Not before this time (pacing a newsletter under a provider's hourly limit). */
  notBefore?: Date;
  /** The prospective member it is to: deleted with him (docs/product.md#recruitment). */
  prospectId?: string;
}

/** The part of a nodemailer transport the outbox uses; tests pass a real SMTP transport. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
  }): Promise<unknown>;
  close?(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    // One connection kept open for a run of messages (a newsletter is thousands in a row).
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }) as unknown as MailTransport;
}

export interface MailerOptions {
  db: Db;
  log: FastifyBaseLogger;
  from: string;
  /** Null when SMTP_URL is not set: messages are stored and logged, not sent. */
  transport: MailTransport | null;
  /** How often the worker looks for due messages (a send also wakes it at once). */
  pollIntervalMs?: number;
  clock?: () => Date;
  /**
   * Which messages this mailer delivers: all of them (the default), only newsletter emails (the
   * courier process, ./courier-process.ts), or all but those (the server, when a courier
   * delivers them).
   */
  delivers?: outbox.Scope;
  /** The courier that delivers newsletter emails: woken and stopped with this mailer. */
  courier?: { poke(): void; stop(): Promise<void> };
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

const batchSize = 20;
const claimMs = 2 * 60_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Failures that happen before a connection to the server exists: nothing was handed over. */
const beforeConnecting = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EDNS',
]);

/**
 * Whether a failed SMTP delivery may still have reached the server: no reply came, and the
 * connection was not refused before it began (a cut connection or a time-out in the middle of a
 * session, perhaps after the data was sent). A reply (4xx, 5xx) means the server did not take it.
 */
export function mayHaveBeenDelivered(error: unknown): boolean {
  const e = error as {
    responseCode?: unknown;
    code?: unknown;
    originalCode?: unknown;
    timeoutType?: unknown;
  };
  if (typeof e.responseCode === 'number') return false;
  if (beforeConnecting.has(String(e.originalCode)) || beforeConnecting.has(String(e.code)))
    return false;
  if (e.code === 'ETIMEDOUT')
    return e.timeoutType !== 'CONNECTION_TIMEOUT' && e.timeoutType !== 'GREETING_TIMEOUT';
  // Refused at the start of the session: sign-in, TLS, the envelope.
  if (e.code === 'EAUTH' || e.code === 'ETLS' || e.code === 'EENVELOPE') return false;
  return true;
}

export class Mailer {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #from: string;
  readonly #transport: MailTransport | null;
  readonly #pollIntervalMs: number;
  readonly #clock: () => Date;
  readonly #scope: outbox.Scope;
  readonly #courier: MailerOptions['courier'];
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  #running: Promise<DeliveryReport> | undefined;
  #stopped = false;
  #again = false;

  constructor(options: MailerOptions) {
    this.#db = options.db;
    this.#log = options.log;
    this.#from = options.from;
    this.#transport = options.transport;
    this.#pollIntervalMs = options.pollIntervalMs ?? 15_000;
    this.#clock = options.clock ?? (() => new Date());
    this.#scope = options.delivers ?? 'all';
    this.#courier = options.courier;
  }

  get delivers(): boolean {
    return this.#transport !== null;
  }

  /** Queues a message; it is delivered by the worker, so an SMTP outage never fails the caller. */
  async send(message: MailMessage): Promise<string> {
    const id = await this.enqueue(this.#db, message);
    this.wake();
    return id;
  }

  /**
   * Queues a message inside the caller's transaction, so the email exists if and only if the change
   * that caused it was committed. Call `wake()` after the commit to deliver it at once.
   */
  async enqueue(executor: Db, message: MailMessage): Promise<string> {
    const row = this.#row(message, this.#clock().toISOString());
    await outbox.insertMessage(executor, row);
    const id = row.id;
    if (!this.#transport) {
      // The address and body stay out of the log: they are personal data and may hold a code.
      this.#log.info(
        { mailId: id, subject: message.subject },
        'email kept in the outbox because SMTP_URL is not set; read it with `npm run outbox`',
      );
    }
    return id;
  }

  /**
   * Queues many messages at once inside the caller's transaction (a newsletter's recipients, in
   * batches): one statement per batch, one log line.
   */
  async enqueueMany(executor: Db, messages: MailMessage[]): Promise<void> {
    const at = this.#clock().toISOString();
    await outbox.insertMessages(
      executor,
      messages.map((message) => this.#row(message, at)),
    );
  }

  #row(message: MailMessage, at: string): outbox.NewOutboxMessage {
    return {
      // Time-ordered: two emails of one millisecond list newest first (the outbox, `npm run outbox`).
      id: orderedId(),
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      headers: JSON.stringify(message.headers ?? {}),
      status: this.#transport ? 'pending' : 'stored',
      createdAt: at,
      nextAttemptAt: message.notBefore?.toISOString() ?? at,
      newsletterSendId: message.newsletter?.sendId ?? null,
      subscriberId: message.newsletter?.subscriberId ?? null,
      prospectId: message.prospectId ?? null,
    };
  }

  /** Delivers every message that is due now; safe to run from several instances at once. */
  deliverDue(): Promise<DeliveryReport> {
    if (this.#running) {
      // A message queued while a run is in progress is picked up by one more pass.
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#deliverUntilDone().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #deliverUntilDone(): Promise<DeliveryReport> {
    const total: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    let full: boolean;
    do {
      this.#again = false;
      const { report, fullBatch } = await this.#deliverBatch();
      total.sent += report.sent;
      total.retried += report.retried;
      total.failed += report.failed;
      full = fullBatch;
    } while ((this.#again || full) && !this.#stopped);
    return total;
  }

  start(): void {
    if (!this.#transport || this.#timer) return;
    this.#stopped = false;
    this.#timer = setInterval(() => this.wake(), this.#pollIntervalMs);
    this.#timer.unref();
    this.wake();
  }

  /** Finishes the message being handed over (and the courier's), then stops. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    this.#timer = undefined;
    await Promise.all([this.#running, this.#courier?.stop()]);
    if (this.#closed) return;
    this.#closed = true;
    this.#transport?.close?.();
  }

  /** Starts a delivery run now (no-op without SMTP or after stop). */
  wake(): void {
    if (!this.#transport) return;
    if (this.#stopped) return;
    this.#courier?.poke();
    this.deliverDue().catch((err: unknown) => this.#log.error({ err }, 'outbox delivery failed'));
  }

  async #deliverBatch(): Promise<{ report: DeliveryReport; fullBatch: boolean }> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    if (!this.#transport) return { report, fullBatch: false };
    const now = this.#clock();
    await outbox.failInterrupted(this.#db, now.toISOString());
    const due = await outbox.findDue(this.#db, now.toISOString(), batchSize, this.#scope);
    for (const candidate of due) {
      if (this.#stopped) break;
      if (!(await this.#claim(candidate, now))) continue;
      // The bodies are read only now, one message at a time: a batch of newsletters (thousands
      // of emails in a row) never holds more than one email's text in memory.
      const message = await outbox.findMessage(this.#db, candidate.id);
      // Dropped since it was claimed (its account was ended): not sent.
      if (!message || message.status !== 'pending') continue;
      const outcome = await this.#deliver(message);
      report[outcome] += 1;
    }
    // Only sent or given-up messages leave the due set, so a batch of retries does not loop.
    return { report, fullBatch: due.length === batchSize && report.sent + report.failed > 0 };
  }

  /** Takes a message for this process; another instance that got there first wins. */
  async #claim(message: outbox.DueMessage, now: Date): Promise<boolean> {
    return outbox.claim(
      this.#db,
      message.id,
      now.toISOString(),
      new Date(now.getTime() + claimMs).toISOString(),
    );
  }

  async #deliver(message: OutboxMessage): Promise<keyof DeliveryReport> {
    // A newsletter email is marked as being handed over first: if the process dies before the
    // answer, it is left failed rather than sent again (outbox.failInterrupted).
    if (message.newsletterSendId) await outbox.markSending(this.#db, message.id);
    try {
      await this.#transport!.sendMail({
        from: this.#from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        headers: JSON.parse(message.headers) as Record<string, string>,
      });
    } catch (error) {
      return this.#recordFailure(message, error);
    }
    await outbox.markSent(this.#db, message.id, message.attempts + 1, this.#clock().toISOString());
    this.#log.info({ mailId: message.id, attempts: message.attempts + 1 }, 'email sent');
    return 'sent';
  }

  async #recordFailure(message: OutboxMessage, error: unknown): Promise<'retried' | 'failed'> {
    const attempts = message.attempts + 1;
    const at = this.#clock();
    // A 5xx answer is the receiving server's final word (no such mailbox, refused): no retry.
    const permanent = Number((error as { responseCode?: unknown }).responseCode) >= 500;
    // A newsletter email the server may have taken is not sent again (at most once).
    const ambiguous = message.newsletterSendId !== null && mayHaveBeenDelivered(error);
    const giveUp = permanent || ambiguous || shouldGiveUp(new Date(message.createdAt), at);
    const reason = ambiguous
      ? `${errorText(error)}; the mail server may have it, so it is not sent again, to avoid a duplicate`
      : errorText(error);
    if (permanent && message.subscriberId)
      await outbox.markSubscriberBouncing(this.#db, message.subscriberId, at.toISOString());
    await outbox.markFailedAttempt(this.#db, message.id, {
      giveUp,
      attempts,
      lastError: reason.slice(0, 500),
      nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempts)).toISOString(),
    });
    if (giveUp) {
      this.#log.error(
        { mailId: message.id, attempts, reason },
        'email given up after repeated failures',
      );
      return 'failed';
    }
    this.#log.warn({ mailId: message.id, attempts, reason }, 'email not sent; will retry');
    return 'retried';
  }
}
