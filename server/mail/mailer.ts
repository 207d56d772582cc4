// Queues every email in the outbox table and delivers it over SMTP with retries, or keeps it for the dev outbox.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, OutboxMessage } from '../db/schema.ts';
import { retryDelayMs, shouldGiveUp } from './retry.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
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
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

const batchSize = 20;
const claimMs = 2 * 60_000;

export class Mailer {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #from: string;
  readonly #transport: MailTransport | null;
  readonly #pollIntervalMs: number;
  readonly #clock: () => Date;
  #timer: NodeJS.Timeout | undefined;
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
  async enqueue(executor: Kysely<Database>, message: MailMessage): Promise<string> {
    const id = randomUUID();
    const at = this.#clock().toISOString();
    await executor
      .insertInto('outbox')
      .values({
        id,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        headers: JSON.stringify(message.headers ?? {}),
        status: this.#transport ? 'pending' : 'stored',
        nextAttemptAt: at,
        lockedUntil: null,
        lastError: null,
        createdAt: at,
        sentAt: null,
      })
      .execute();
    if (!this.#transport) {
      // The address and body stay out of the log: they are personal data and may hold a code.
      this.#log.info(
        { mailId: id, subject: message.subject },
        'email kept in the outbox because SMTP_URL is not set; read it with `npm run outbox`',
      );
    }
    return id;
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

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
    this.#transport?.close?.();
  }

  /** Starts a delivery run now (no-op without SMTP or after stop). */
  wake(): void {
    if (!this.#transport) return;
    if (this.#stopped) return;
    this.deliverDue().catch((err: unknown) => this.#log.error({ err }, 'outbox delivery failed'));
  }

  async #deliverBatch(): Promise<{ report: DeliveryReport; fullBatch: boolean }> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    if (!this.#transport) return { report, fullBatch: false };
    const now = this.#clock();
    const due = await this.#db
      .selectFrom('outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('nextAttemptAt', '<=', now.toISOString())
      .where((eb) =>
        eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now.toISOString())]),
      )
      .orderBy('nextAttemptAt')
      .limit(batchSize)
      .execute();
    for (const message of due) {
      if (this.#stopped) break;
      if (!(await this.#claim(message, now))) continue;
      const outcome = await this.#deliver(message);
      report[outcome] += 1;
    }
    // Only sent or given-up messages leave the due set, so a batch of retries does not loop.
    return { report, fullBatch: due.length === batchSize && report.sent + report.failed > 0 };
  }

  /** Takes a message for this process; another instance that got there first wins. */
  async #claim(message: OutboxMessage, now: Date): Promise<boolean> {
    const result = await this.#db
      .updateTable('outbox')
      .set({ lockedUntil: new Date(now.getTime() + claimMs).toISOString() })
      .where('id', '=', message.id)
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', now.toISOString())]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async #deliver(message: OutboxMessage): Promise<keyof DeliveryReport> {
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
    const at = this.#clock().toISOString();
    await this.#db
      .updateTable('outbox')
      .set({
        status: 'sent',
        sentAt: at,
        lockedUntil: null,
        attempts: message.attempts + 1,
        lastError: null,
      })
      .where('id', '=', message.id)
      .execute();
    this.#log.info({ mailId: message.id, attempts: message.attempts + 1 }, 'email sent');
    return 'sent';
  }

  async #recordFailure(message: OutboxMessage, error: unknown): Promise<'retried' | 'failed'> {
    const attempts = message.attempts + 1;
    const at = this.#clock();
    const giveUp = shouldGiveUp(new Date(message.createdAt), at);
    const reason = error instanceof Error ? error.message : String(error);
    await this.#db
      .updateTable('outbox')
      .set({
        status: giveUp ? 'failed' : 'pending',
        attempts,
        lastError: reason.slice(0, 500),
        lockedUntil: null,
        nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempts)).toISOString(),
      })
      .where('id', '=', message.id)
      .execute();
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
