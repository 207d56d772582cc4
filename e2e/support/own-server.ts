// A server of a test's own, for what would disturb every other test on the shared one: a chapter
// whose clock the test moves (e2e/support/moved-clock.ts). The built app on a fresh demo chapter,
// mail kept in its outbox (or, asked for, sent to an SMTP server of the test's own, to be read), on
// a port of the worker's own; stopped (and its data removed) by `stop`.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestSmtpServer } from '../../server/test/smtp.ts';
import { e2ePort } from '../../playwright.config.ts';
import { expect } from './fixtures.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface OwnServer {
  baseURL: string;
  /** Moves the server's clock `days` ahead of the real one (0: back to now). */
  moveClock(days: number): void;
  /**
   * Waits for the newest email to `address` whose plain text matches `pattern`, and gives the match
   * (a link, a code). Only with `{ mail: true }`.
   */
  fromEmail(address: string, pattern: RegExp): Promise<RegExpExecArray>;
  stop(): Promise<void>;
}

export async function startOwnServer(
  workerIndex: number,
  { mail = false }: { mail?: boolean } = {},
): Promise<OwnServer> {
  const port = e2ePort + 10 + workerIndex;
  const baseURL = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'chapter-e2e-own-'));
  const smtp = mail ? new TestSmtpServer() : null;
  const smtpUrl = smtp ? await smtp.start(0) : '';
  const clockFile = path.join(dir, 'clock-ahead-ms');
  writeFileSync(clockFile, '0');
  const server = spawn(
    process.execPath,
    ['--import', path.join(import.meta.dirname, 'moved-clock.ts'), 'server/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', openSync(path.join(dir, 'server.log'), 'a')],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, 'data'),
        DATABASE_URL: '',
        SMTP_URL: smtpUrl,
        PUBLIC_URL: baseURL,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        E2E_CLOCK_FILE: clockFile,
      },
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    await smtp?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 300 || server.exitCode !== null) {
      await stop();
      throw new Error(`the test's own server did not start on ${baseURL}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    moveClock: (days) => writeFileSync(clockFile, String(days * 86_400_000)),
    fromEmail: async (address, pattern) => {
      if (!smtp) throw new Error('startOwnServer(…, { mail: true }) keeps the emails to read');
      let found: RegExpExecArray | undefined;
      await expect
        .poll(
          () => {
            const sent = smtp.received.filter((one) => one.to.includes(address.toLowerCase()));
            found =
              sent.map((one) => pattern.exec(one.parsed.text ?? '')).findLast(Boolean) ?? undefined;
            // When none matches, the failure lists the subjects of those that came.
            return found ? 'found' : sent.map((one) => one.parsed.subject);
          },
          { timeout: 10_000, message: `an email to ${address} matching ${pattern}` },
        )
        .toBe('found');
      return found!;
    },
    stop,
  };
}
