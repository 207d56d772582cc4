// Newsletter emails leave from a child process of their own (./courier-process.ts), started when
// some are waiting and gone when none are left: thousands of emails built and handed over in a
// row grow a process's memory by ~100 MB (nodemailer's MIME building, V8's heap), and that memory
// stays out of the server, which keeps answering the site in its usual size (decision 014). The
// courier uses the same outbox rules as the server's mailer: claims, at most once, bounces.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { childEnv, courierNodeFlags } from '../../lib/node-flags.ts';
import { nextNewsletterDueAt } from './outbox-repository.ts';

/** What the courier process is told when it starts (it reads no environment of its own). */
export interface CourierConfig {
  databaseUrl: string | undefined;
  sqliteFile: string;
  smtpUrl: string;
  from: string;
  logLevel: string;
  /** Tests: the courier's clock runs this far ahead (a claim that has run out). */
  clockOffsetMs: number;
}

const courierFile = fileURLToPath(new URL('./courier-process.ts', import.meta.url));
const ignoreSendError = () => {};

/** A courier that does not stop within this after being asked is killed. */
const stopTimeoutMs = 30_000;

export class NewsletterCourier {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #config: CourierConfig;
  #child: ChildProcess | undefined;
  #exited: Promise<void> = Promise.resolve();
  #checking = false;
  #stopped = false;

  constructor(db: Db, log: FastifyBaseLogger, config: CourierConfig) {
    this.#db = db;
    this.#log = log;
    this.#config = config;
  }

  /** The courier's process id while it runs (tests, budgets). */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** Starts the courier when newsletter emails wait and it is not running. */
  poke(): void {
    if (this.#stopped || this.#child || this.#checking) return;
    this.#checking = true;
    nextNewsletterDueAt(this.#db)
      .then((next) => {
        this.#checking = false;
        if (next !== null && !this.#stopped && !this.#child) this.#start();
      })
      .catch((err: unknown) => {
        this.#checking = false;
        this.#log.error({ err }, 'could not look for newsletter emails to send');
      });
  }

  #start(): void {
    const child = fork(courierFile, {
      env: childEnv(),
      serialization: 'advanced',
      execArgv: courierNodeFlags,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.#child = child;
    // A message to a courier that is exiting at that moment fails (EPIPE): its exit says enough.
    child.on('error', (err) => this.#log.warn({ err }, 'newsletter courier'));
    this.#exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.#child = undefined;
        resolve();
        if (code === 0) {
          // Emails queued while it was finishing are taken by a new one.
          this.poke();
          return;
        }
        // Tried again at the mailer's next poll, not at once (a courier that cannot start).
        if (!this.#stopped)
          this.#log.error({ code, signal }, 'the newsletter courier stopped unexpectedly');
      });
    });
    child.send(this.#config, ignoreSendError);
  }

  /** Asks the courier to finish the email it is handing over and stop; waits for it. */
  async stop(): Promise<void> {
    this.#stopped = true;
    const child = this.#child;
    if (!child) return;
    if (child.connected) child.send('stop', ignoreSendError);
    const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
    await this.#exited;
    clearTimeout(timer);
  }
}
