// The site as the budget scripts run it: the environment of a fresh budget server, and the wait
// until it answers /readyz.

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
    TRUST_PROXY: 'true',
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
