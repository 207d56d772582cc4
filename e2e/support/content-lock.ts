// One spec at a time changes a server's content documents (the exec board of the second server):
// the content editors' spec at both widths and the live-content spec take this lock around edits.
import { mkdirSync, rmdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from './fixtures.ts';

export async function withContentLock(port: number, work: () => Promise<void>): Promise<void> {
  const lock = path.join(os.tmpdir(), `chapter-e2e-content-${port}.lock`);
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
      { timeout: 90_000, intervals: [200] },
    )
    .toBe(true);
  try {
    await work();
  } finally {
    rmdirSync(lock);
  }
}
