// The site as the budget scripts run it: the environment of a fresh budget server, the wait until it
// answers /readyz, and a server process of its own for a load test.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { serverEnv, serverNodeFlags } from '../server/lib/node-flags.ts';
import { ensureCompileCache } from './compile-cache.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The public pages every budget measures. */
export const publicRoutes = [
  '/',
  '/about',
  '/philanthropy',
  '/highlights',
  '/merch',
  '/members/exec',
  '/members/active',
  '/members/alumni',
  '/recruitment',
];

/** Demo data on (its accounts are used to measure logins and uploads), quiet logs, SQLite only. */
export function budgetServerEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    // Each measured login comes from its own address (X-Forwarded-For).
    TRUST_PROXY: '1',
  };
}

/** Polls until `check` holds, every `everyMs`; fails with `what` after `timeoutMs`. */
export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  { timeoutMs = 30_000, everyMs = 20 } = {},
): Promise<void> {
  const started = performance.now();
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs)
      throw new Error(`${what}: not in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export const serverReady = (base: string) =>
  waitUntil(async () => (await fetch(`${base}/readyz`)).ok, `${base} ready`);

/**
 * A server of its own for a load test, on the budget server's database: a fresh process, so that
 * what the earlier budgets left (heap, JIT, caches) plays no part. `pid` is the node process itself.
 */
export async function startServer(
  dataDir: string,
  port: number,
  /** More environment, e.g. `{ SMTP_URL }` for a server that sends mail. */
  env: NodeJS.ProcessEnv = {},
): Promise<{ pid: number; stop: () => Promise<void> }> {
  // As `npm start` runs it (scripts/start.ts): Node's flags for the server, its compile cache filled.
  ensureCompileCache();
  const server = spawn(
    process.execPath,
    [...serverNodeFlags, path.join(root, 'server', 'main.ts')],
    {
      cwd: root,
      env: serverEnv({ ...budgetServerEnv(port, dataDir), ...env }),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // Resolves once the process is gone, so that the next server can listen on the same port.
  const stop = () => {
    server.kill('SIGTERM');
    return exited;
  };
  try {
    await serverReady(`http://127.0.0.1:${port}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: server.pid!, stop };
}

/** The demo chapter's accounts the budgets sign in as (content/demo/accounts.json). */
export const demoAccounts = {
  officer: { email: 'officer@oxp-northmere.example', password: 'Demo-Officer-2026!' },
  member: { email: 'member@oxp-northmere.example', password: 'Demo-Member-2026!' },
} as const;

/** Signs `account` in from `address` (its own, for the per-address limits): its session cookie. */
export async function sessionCookie(
  base: string,
  account: { email: string; password: string },
  address: string,
): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`the login of ${account.email} failed (${response.status})`);
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith('chapter_session='))!
    .split(';')[0]!;
}
