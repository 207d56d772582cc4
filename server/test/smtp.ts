// A real SMTP server for tests: receives what the app sends, can refuse mail to simulate an outage.
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  parsed: Email;
}

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** While true, every message is refused with a temporary (4xx) error. */
  refusing = false;
  #server: SMTPServer;
  #port = 0;
  #waiters: (() => void)[] = [];

  constructor() {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refusing) {
            const error = Object.assign(new Error('Mailbox temporarily unavailable'), {
              responseCode: 451,
            });
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          PostalMime.parse(raw).then(
            (parsed) => {
              this.received.push({
                to: session.envelope.rcptTo.map((r) => r.address),
                raw,
                parsed,
              });
              for (const wake of this.#waiters.splice(0)) wake();
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
  }

  /** Listens on the given port (0 = any free port) and returns the SMTP URL to use. */
  async start(port = this.#port): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(port, '127.0.0.1', () => resolve());
    });
    this.#port = (this.#server.server.address() as AddressInfo).port;
    return this.url;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Resolves once `count` messages in all have arrived (or rejects after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 5000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Expected ${count} emails, got ${this.received.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received;
  }
}
