// Member-area budgets (issue 4), measured against a running server by scripts/budget.ts:
//   - GET /api/auth/members with 500 members: p99 under 25 ms at 200 concurrent requests
//   - the directory filters 500 members per keystroke without a dropped frame
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { openDatabase, sqliteFileIn } from '../server/db/database.ts';
import { insertUsers } from '../server/core/users/repository.ts';
import { newUserRow } from '../server/core/users/user-rows.ts';
import { demoAccounts, sessionCookie, startServer, waitUntil } from './budget-server.ts';
import { median, readWrk, requireWrk, type WrkRun } from './budget-wrk.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/** p99 of the directory API in ms; frames (at 60 Hz) from a key press in the filter to the screen. */
export const memberBudgets = { directoryP99Ms: 25, keystrokeFrames: 2 };

/** The browser globals the in-page measurement uses (this file is type-checked as Node code). */
interface InPage {
  localStorage: { setItem(key: string, value: string): void };
}

const first = [
  'Aaron',
  'Blake',
  'Caleb',
  'Dylan',
  'Evan',
  'Felix',
  'Grant',
  'Henry',
  'Isaac',
  'Jonah',
  'Kyle',
  'Liam',
  'Mason',
  'Nolan',
  'Owen',
  'Pierce',
  'Reid',
  'Seth',
  'Tyler',
  'Wade',
];
const last = [
  'Adler',
  'Brooks',
  'Carver',
  'Dalton',
  'Ellis',
  'Foster',
  'Garner',
  'Hayes',
  'Irwin',
  'Jensen',
  'Keller',
  'Lowry',
  'Mercer',
  'Nash',
  'Olsen',
  'Porter',
  'Quinn',
  'Reyes',
  'Sutton',
  'Tate',
  'Vance',
  'Walsh',
  'Yates',
  'Zeller',
  'Barlow',
];
const majors = [
  'Economics',
  'Nursing',
  'History',
  'Finance',
  'Biology',
  'Computer Science',
  'Marketing',
  'Civil Engineering',
];

/**
 * Adds active members until the directory holds `total` (written straight into the budget server's
 * database). Every other one has a picture of his own: a copy of one of the demo chapter's, under its
 * own address, so the browser fetches and decodes each as it would real uploads.
 */
async function fillDirectory(dataDir: string, total: number): Promise<number> {
  const { db, close } = openDatabase({ sqliteFile: sqliteFileIn(dataDir) });
  try {
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'member')
      .where('verifiedAt', 'is not', null)
      .execute();
    const samples = await db
      .selectFrom('media')
      .select(['contentType', 'bytes', 'width', 'height'])
      .where('attachedAt', 'is not', null)
      .execute();
    if (!samples.length) throw new Error('the demo chapter has no pictures to copy');
    const at = new Date().toISOString();
    const users = Array.from({ length: Math.max(0, total - existing.length) }, (_, i) =>
      newUserRow({
        name: `${first[i % first.length]} ${last[Math.floor(i / first.length) % last.length]} ${Math.floor(i / 500) || ''}`.trim(),
        email: `budget-${i}@example.com`,
        passwordHash: '!',
        role: 'member',
        major: majors[i % majors.length]!,
        graduationYear: 2025 + (i % 4),
        linkedin: i % 3 === 0 ? `https://www.linkedin.com/in/budget-${i}` : null,
        profilePicture: i % 2 === 0 ? `/media/${randomUUID()}` : null,
        verifiedAt: at,
        createdAt: at,
        updatedAt: at,
      }),
    );
    const media = users.flatMap((user, i) =>
      user.profilePicture
        ? [
            {
              ...samples[i % samples.length]!,
              id: user.profilePicture.slice('/media/'.length),
              ownerId: user.id!,
              createdAt: at,
              attachedAt: at,
            },
          ]
        : [],
    );
    await insertUsers(db, users);
    for (let i = 0; i < media.length; i += 50)
      await db
        .insertInto('media')
        .values(media.slice(i, i + 50))
        .execute();
    return existing.length + users.length;
  } finally {
    await close();
  }
}

const connections = 200;

/** Each measured run's length: 5 s of 200 connections is about 200,000 requests here. */
const runSeconds = 5;

/**
 * 200 keep-alive connections for 5 s with wrk (C, one thread), three times, after a 2 s warm-up
 * that lets the JIT compile the request path. In each measured run every connection is opened and
 * accepted before the load starts (scripts/wrk-prime.lua).
 */
function loadTest(url: string, cookie: string) {
  const wrk = requireWrk('directory budget');
  const args = (seconds: number, open = connections) => [
    '-t1',
    `-c${open}`,
    `-d${seconds}s`,
    '--latency',
    '-H',
    `cookie: ${cookie}`,
    '-H',
    'accept-encoding: br, gzip',
    url,
  ];
  execFileSync(wrk, args(2, 20));
  const script = path.join(import.meta.dirname, 'wrk-prime.lua');
  // The first second of each run is the wait before the load.
  return Array.from({ length: 3 }, () =>
    readWrk(
      execFileSync(wrk, [
        ...args(runSeconds + 1),
        '-s',
        script,
        '--',
        String(connections),
      ]).toString(),
      runSeconds,
    ),
  );
}

async function countListed(base: string, cookie: string): Promise<number> {
  const answer = await fetch(`${base}/api/auth/members`, { headers: { cookie } });
  return ((await answer.json()) as { members: unknown[] }).members.length;
}

const login = (base: string) => sessionCookie(base, demoAccounts.member, '198.19.0.1');

export async function measureMembers(
  base: string,
  dataDir: string,
  check: (ok: boolean, message: string) => string,
): Promise<void> {
  const members = await fillDirectory(dataDir, 500);
  const cookie = await login(base);
  // The server may hold an older copy of the directory for a few seconds: wait until it lists them all.
  await waitUntil(
    async () => (await countListed(base, cookie)) === members,
    `the directory listing ${members} members`,
    { timeoutMs: 15_000, everyMs: 500 },
  );

  // Three runs on a fresh server; p99 on this shared 2-core machine moves by ±5 ms from one server
  // process to the next, so a miss is measured again on another fresh server, and the budget
  // holds the median of all the runs. A real slowdown misses on both.
  const loadPort = Number(new URL(base).port) + 1;
  const attempt = async () => {
    const { stop } = await startServer(dataDir, loadPort);
    try {
      const listed = await countListed(`http://127.0.0.1:${loadPort}`, cookie);
      if (listed !== members) throw new Error(`expected ${members} members, got ${listed}`);
      return loadTest(`http://127.0.0.1:${loadPort}/api/auth/members`, cookie);
    } finally {
      await stop();
    }
  };
  const budget = memberBudgets.directoryP99Ms;
  const runs: WrkRun[] = await attempt();
  if (median(runs.map((run) => run.p99)) >= budget) runs.push(...(await attempt()));
  const p99 = median(runs.map((run) => run.p99));
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  console.log(
    `\nDirectory API, ${members} members, 200 connections, ${runs.length} runs of ${runSeconds} s on ${runs.length / 3} fresh server${runs.length > 3 ? 's' : ''} (wrk): p99 ${runs.map((run) => run.p99).join(' / ')} ms; median ${Math.round(median(runs.map((run) => run.rps)))} requests/s, p50 ${fmt(median(runs.map((run) => run.p50)))} ms, p99 ${fmt(p99)} ms; slowest ${Math.max(...runs.map((run) => run.max))} ms (budget: median p99 < ${budget} ms) ${check(p99 < budget && errors === 0, `directory API median p99 ${fmt(p99)} ms, ${errors} failed requests`)}`,
  );

  await measureKeystrokes(base, cookie, members, check);
}

const fmt = (ms: number) => ms.toFixed(1);

/** One event of a Chrome trace (only the fields read here). */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  id2?: { local?: string };
  args?: {
    event_latency?: { event_type?: string };
    frame_reporter?: { state?: string; affects_smoothness?: boolean };
  };
}

/**
 * The screens the filter is typed on, both at this machine's full speed. (With Chrome's CPU slowed
 * 4×, as Lighthouse's mobile run does, typing in the directory takes about as long as typing in the
 * two-field login form, first key included: Chrome's own cost, not the filter's; see
 * docs/performance.md.)
 */
const typingDevices = [
  { label: 'desktop 1280 px', viewport: { width: 1280, height: 900 } },
  { label: 'phone 390 px', viewport: { width: 390, height: 844 } },
];

/**
 * Filtering in the browser, from Chrome's own trace: for each keystroke the time from the key press
 * to the frame that shows it (EventLatency, in microseconds; the Event Timing API rounds to 8 ms,
 * too coarse to tell one frame from two), and the frames Chrome counts as dropped (PipelineReporter).
 * A key pressed just after a frame's deadline is shown by the frame after it, so up to two frame
 * intervals (33.3 ms at 60 Hz) is "no frame dropped"; anything longer means a whole frame went by
 * without it.
 */
async function measureKeystrokes(
  base: string,
  cookie: string,
  members: number,
  check: (ok: boolean, message: string) => string,
) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const device of typingDevices) {
      const context = await browser.newContext({ viewport: device.viewport });
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: base }]);
      await context.addInitScript(() => {
        (globalThis as unknown as InPage).localStorage.setItem(
          'user',
          JSON.stringify({
            name: 'Demo Member',
            email: 'member@oxp-northmere.example',
            role: 'member',
          }),
        );
      });
      const page = await context.newPage();
      await page.goto(`${base}/members/active`, { waitUntil: 'networkidle' });
      await page.getByText(`of ${members} members`).waitFor();
      // As a brother would: scroll to the directory, let its pictures load, click the search box,
      // then type quickly (120 ms a key). Typing within the same frames as the scroll measures the
      // pictures' loading, not the filter.
      const search = page.getByPlaceholder('Search by name, major, or role...');
      await search.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await search.click();
      await page.waitForTimeout(300);
      await browser.startTracing(page, { categories: ['benchmark', 'input'] });
      const typed = 'mason nurs';
      await page.keyboard.type(typed, { delay: 120 });
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(500);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      await page.getByText(`matching "${typed.slice(0, -1)}"`).waitFor();
      await context.close();

      const begun = new Map<string, TraceEvent>();
      const latencies: number[] = [];
      let dropped = 0;
      for (const event of trace.traceEvents) {
        if (event.name === 'PipelineReporter' && event.ph === 'b') {
          const frame = event.args?.frame_reporter;
          if (frame?.state === 'STATE_DROPPED' && frame.affects_smoothness) dropped++;
        }
        if (event.name !== 'EventLatency' || !event.id2?.local) continue;
        if (event.ph === 'b') begun.set(event.id2.local, event);
        const start = begun.get(event.id2.local);
        if (event.ph === 'e' && start?.args?.event_latency?.event_type === 'KEY_PRESSED')
          latencies.push((event.ts - start.ts) / 1000);
      }
      const keystrokes = typed.length + 1;
      if (latencies.length !== keystrokes)
        throw new Error(`the trace holds ${latencies.length} key presses, not ${keystrokes}`);
      const limit = memberBudgets.keystrokeFrames * (1000 / 60);
      const late = latencies.filter((ms) => ms > limit).length;
      const sorted = latencies.toSorted((a, b) => a - b);
      console.log(
        `Directory filter, ${members} members, ${device.label}, ${keystrokes} keystrokes: key press to screen median ${fmt(sorted[Math.floor(keystrokes / 2)]!)} ms, worst ${fmt(sorted.at(-1)!)} ms; ${dropped} dropped frames (budget: each within ${fmt(limit)} ms, no dropped frame) ${check(late === 0 && dropped === 0, `directory filter on the ${device.label}: ${late} of ${keystrokes} keystrokes over ${fmt(limit)} ms, ${dropped} dropped frames`)}`,
      );
    }
  } finally {
    await browser.close();
  }
}
