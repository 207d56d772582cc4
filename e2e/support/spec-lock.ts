// One spec at a time changes something a server holds for everyone (its content documents, the
// chapter's donation totals): a lock directory per server and subject, taken around the change.
import { mkdirSync, rmdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from './fixtures.ts';

export async function withSpecLock(
  subject: string,
  port: number,
  work: () => Promise<void>,
  { timeoutMs }: { timeoutMs: number },
): Promise<void> {
  const lock = path.join(os.tmpdir(), `chapter-e2e-${subject}-${port}.lock`);
  await expect
    .poll(
      () => {
        try {
          mkdirSync(lock);
          return true;
        } catch {
          return false;
        }
      },
      { timeout: timeoutMs, intervals: [200] },
    )
    .toBe(true);
  try {
    await work();
  } finally {
    rmdirSync(lock);
  }
}
