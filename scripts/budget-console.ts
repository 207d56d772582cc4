// Officer console budgets, measured against the running budget server by scripts/budget.ts:
//   - the accounts list answers in < 50 ms p95 with 2,000 accounts (a page, a search, a filter)
//   - `npm run export` and `npm run import` of a chapter with 2,000 accounts, 20,000 donations and
//     500 pictures each finish in < 60 s
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, sqliteFileIn } from '../server/db/database.ts';
import { recordDonation } from '../server/core/donations/repository.ts';
import { insertMedia } from '../server/core/media/repository.ts';
import { insertUsers } from '../server/core/users/repository.ts';
import { newUserRow } from '../server/core/users/user-rows.ts';
import { demoAccounts, sessionCookie } from './budget-server.ts';

export const consoleBudgets = { accountsP95Ms: 50, exportMs: 60_000, importMs: 60_000 };

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const initiatives = ['House Maintenance', 'Pool Table', 'Basketball Hoop', 'Brotherhood Events'];

/** Grows the budget server's chapter to 2,000 accounts, 20,000 gifts and 500 pictures. */
async function fillChapter(dataDir: string) {
  const { db, close } = openDatabase({ sqliteFile: sqliteFileIn(dataDir) });
  try {
    const { default: sharp } = await import('sharp');
    // A grainy 512 × 512 picture, about the size of a real profile picture (~40 kB as WebP).
    const grain = Buffer.alloc(512 * 512 * 3);
    let seed = 3;
    for (let i = 0; i < grain.length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      grain[i] = 80 + (seed >>> 26);
    }
    const sample = await sharp(grain, { raw: { width: 512, height: 512, channels: 3 } })
      .webp({ quality: 82 })
      .toBuffer();
    const existing = Number(
      (
        await db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const at = new Date().toISOString();
    const users = Array.from({ length: 2000 - existing }, (_, i) =>
      newUserRow({
        name: `Brother ${String(i).padStart(4, '0')} ${['Ames', 'Boyd', 'Cruz', 'Diaz'][i % 4]}`,
        email: `console-budget-${i}@example.com`,
        passwordHash: '!',
        role: i % 3 === 0 ? 'alumni' : 'member',
        graduationYear: 2000 + (i % 30),
        verifiedAt: i % 17 === 0 ? null : at,
        createdAt: at,
        updatedAt: at,
      }),
    );
    await insertUsers(db, users);
    for (let i = 0; i < 500; i++)
      await insertMedia(db, {
        id: randomUUID(),
        ownerId: users[i]!.id!,
        contentType: 'image/webp',
        bytes: sample,
        width: 512,
        height: 512,
        attachedAt: at,
      });
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 20_000; i++)
        await recordDonation(trx, {
          initiative: initiatives[i % initiatives.length]!,
          amountCents: 500 + (i % 97) * 100,
          donorName: i % 5 === 0 ? null : `Donor ${i}`,
          donatedOn: `2026-${String((i % 12) + 1).padStart(2, '0')}-15`,
          note: null,
          recordedBy: 'budget',
        });
    });
  } finally {
    await close();
  }
}

const officerCookie = (base: string) => sessionCookie(base, demoAccounts.officer, '198.19.1.1');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

function cliEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  };
}

export async function measureConsole(
  base: string,
  dataDir: string,
  check: (ok: boolean, message: string) => string,
): Promise<void> {
  await fillChapter(dataDir);
  const cookie = await officerCookie(base);
  const queries = ['', '?q=boyd', '?role=alumni&verified=true', '?page=40&pageSize=25'];
  const list = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/officer/accounts${query}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`accounts list failed (${response.status})`);
    return performance.now() - started;
  };
  const total = (
    (await (await fetch(`${base}/api/officer/accounts`, { headers: { cookie } })).json()) as {
      total: number;
    }
  ).total;
  for (let i = 0; i < 20; i++) await list(queries[i % queries.length]!);
  const times: number[] = [];
  for (let i = 0; i < 400; i++) times.push(await list(queries[i % queries.length]!));
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  console.log(
    `\nOfficer console, accounts list with ${total} accounts (a page, a search, filters; 400 calls): p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${consoleBudgets.accountsP95Ms} ms) ${check(p95 < consoleBudgets.accountsP95Ms, `accounts list p95 ${p95.toFixed(0)} ms`)}`,
  );

  const scratch = mkdtempSync(path.join(tmpdir(), 'chapter-archive-'));
  try {
    const archive = path.join(scratch, 'chapter.zip');
    let started = performance.now();
    await run(process.execPath, ['server/cli/export.ts', '--out', archive], {
      cwd: root,
      env: cliEnv(dataDir),
    });
    const exportMs = performance.now() - started;
    const size = statSync(archive).size / 1024 / 1024;
    const target = path.join(scratch, 'target');
    started = performance.now();
    await run(process.execPath, ['server/cli/import.ts', '--in', archive], {
      cwd: root,
      env: cliEnv(target),
    });
    const importMs = performance.now() - started;
    console.log(
      `Export of 2,000 accounts, 20,000 donations and 500 pictures: ${(exportMs / 1000).toFixed(1)} s (${size.toFixed(1)} MB; budget ${consoleBudgets.exportMs / 1000} s) ${check(exportMs < consoleBudgets.exportMs, `export took ${(exportMs / 1000).toFixed(1)} s`)}; import into an empty database: ${(importMs / 1000).toFixed(1)} s (budget ${consoleBudgets.importMs / 1000} s) ${check(importMs < consoleBudgets.importMs, `import took ${(importMs / 1000).toFixed(1)} s`)}`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
