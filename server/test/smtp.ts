// A real SMTP server for tests: receives what the app sends, can refuse mail to simulate an outage.
import type { AddressInfo, Socket } from 'node:net';
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
  /** Addresses refused for good (550: no such mailbox), as a receiving server bounces them. */
  readonly unknownRecipients = new Set<string>();
  /**
   * From the message that makes `received` this long on, messages are received (kept in
   * `received`) but not answered until `release()`, as when a server or the network stalls after
   * the data has arrived.
   */
  holdFrom = Infinity;
  /**
   * Addresses whose message is received, after which the connection is cut without an answer:
   * the network failing after the data arrived (the sender cannot know whether it was taken).
   */
  readonly cutAfterData = new Set<string>();
  #held: (() => void)[] = [];
  #server: SMTPServer;
  #port = 0;
  #waiters: (() => void)[] = [];

  constructor() {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.unknownRecipients.has(address.address.toLowerCase())) {
          callback(Object.assign(new Error('No such user here'), { responseCode: 550 }) as Error);
          return;
        }
        callback();
      },
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
              if (session.envelope.rcptTo.some((r) => this.cutAfterData.has(r.address))) {
                const connection = [...this.#server.connections].find((c) => c.id === session.id);
                // smtp-server has no call that drops a connection without answering: its socket.
                // oxlint-disable-next-line no-underscore-dangle -- smtp-server's own field name
                (connection as unknown as { _socket: Socket })._socket.destroy();
                return;
              }
              if (this.received.length >= this.holdFrom) this.#held.push(() => callback());
              else callback();
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

  /** Answers the held messages (accepted) and stops holding. */
  release(): void {
    this.holdFrom = Infinity;
    for (const answer of this.#held.splice(0)) answer();
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
