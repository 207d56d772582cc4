// Member-area budgets (docs/performance.md), measured against a running server by scripts/budget.ts:
//   - GET /api/auth/members with 500 members: p99 under 25 ms at 200 concurrent requests
//   - the directory filters 500 members per keystroke without a dropped frame
//   - GET /api/alumni/directory with 5,000 alumni, searched and filtered as alumni do: p99 under
//     50 ms at 200 concurrent requests
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { industries, type PrivacyChoices } from '../contract/privacy.ts';
import { openDatabase, sqliteFileIn } from '../server/db/database.ts';
import { bumpVersion } from '../server/db/data-versions.ts';
import { insertUsers } from '../server/core/users/repository.ts';
import { newUserRow } from '../server/core/users/user-rows.ts';
import { demoAccounts, sessionCookie, startServer, waitUntil } from './budget-server.ts';
import { median, readWrk, requireWrk, type WrkRun } from './budget-wrk.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/** p99 of the directory API in ms; frames (at 60 Hz) from a key press in the filter to the screen. */
export const memberBudgets = { directoryP99Ms: 25, keystrokeFrames: 2, alumniDirectoryP99Ms: 50 };

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

/**
 * Each measured run's length: 2 s of 200 connections is about 60,000 requests here. Since the
 * gentle warm-up, 2 s runs moved as much as 5 s runs did (decision 020).
 */
const runSeconds = 2;

/**
 * 200 keep-alive connections for 2 s with wrk (C, one thread), three times, after a 2 s warm-up
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
  await measureAlumniDirectory(base, dataDir, check);
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

// ---- The alumni directory (docs/performance.md#the-alumni-directory) ----------------------------

const alumniCount = 5000;
const alumniEmail = (i: number) => `budget-alumnus-${i}@example.com`;
const alumniEmails = 'budget-alumnus-%@example.com';
const cities = [
  'Denver',
  'Chicago',
  'Austin',
  'Seattle',
  'Boston',
  'Atlanta',
  'Phoenix',
  'Nashville',
  'Portland',
  'Minneapolis',
  'Kansas City',
  'St. Louis',
  'Dallas',
  'San Diego',
  'Columbus',
  'Omaha',
];
const employers = [
  'Northwind Traders',
  'Contoso',
  'Fabrikam',
  'Tailspin Toys',
  'Wide World Importers',
  'Adventure Works',
  'Litware',
  'Proseware',
  'Fourth Coffee',
  'Alpine Ski House',
  'Blue Yonder Airlines',
  'City Power & Light',
  'Coho Winery',
  'Humongous Insurance',
  'Lucerne Publishing',
  'Margie’s Travel',
  'Trey Research',
  'Woodgrove Bank',
];
/** Who chose what: most never did; the others hide a few details from some audiences. */
const privacyPatterns: PrivacyChoices[] = [
  {},
  {},
  {},
  { phone: 'me', city: 'members' },
  { employer: 'officers', industry: 'chapter' },
  { mentoring: 'me', hiring: 'members', city: 'officers' },
  { phone: 'chapter', bio: 'public', linkedin: 'chapter' },
  { city: 'chapter', employer: 'members', industry: 'officers', mentoring: 'chapter' },
];

/**
 * Adds 5,000 verified alumni straight into the budget server's database, in large inserts in one
 * transaction: classes from 1970, cities, employers, industries, mentoring and hiring, and their
 * privacy choices all varied. Returns how many alumni the directory then lists (the demo's too).
 */
async function fillAlumni(dataDir: string): Promise<number> {
  const { db, close } = openDatabase({ sqliteFile: sqliteFileIn(dataDir) });
  try {
    const at = new Date().toISOString();
    const users = Array.from({ length: alumniCount }, (_, i) => {
      const yesNo = (every: number) => (i % every === 0 ? 1 : i % every === 1 ? 0 : null);
      return newUserRow({
        name: `${first[i % first.length]} ${String.fromCharCode(65 + (i % 26))}. ${last[Math.floor(i / first.length) % last.length]}`,
        email: alumniEmail(i),
        passwordHash: '!',
        role: 'alumni',
        major: majors[i % majors.length]!,
        graduationYear: 1970 + (i % 56),
        linkedin: i % 3 === 0 ? `https://www.linkedin.com/in/budget-alumnus-${i}` : null,
        bio: i % 4 === 0 ? `Class of ${1970 + (i % 56)}; glad to talk about the road since.` : null,
        phone: i % 2 === 0 ? `+1 555 010 ${String(i % 10_000).padStart(4, '0')}` : null,
        city: i % 10 === 9 ? null : cities[(i * 7) % cities.length]!,
        employer: i % 6 === 5 ? null : employers[(i * 5) % employers.length]!,
        industry: i % 8 === 7 ? null : industries[(i * 3) % industries.length]!,
        mentoring: yesNo(3),
        hiring: yesNo(7),
        privacy: JSON.stringify(privacyPatterns[i % privacyPatterns.length]),
        verifiedAt: at,
        createdAt: at,
        updatedAt: at,
      });
    });
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < users.length; i += 500)
        await trx
          .insertInto('users')
          .values(users.slice(i, i + 500))
          .execute();
      await bumpVersion(trx, 'accounts');
    });
    const listed = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('role', '=', 'alumni')
      .where('verifiedAt', 'is not', null)
      .where('disabledAt', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(listed.count);
  } finally {
    await close();
  }
}

/** Takes the 5,000 out again: the budgets after this one measure the chapter they always did. */
async function removeAlumni(dataDir: string): Promise<void> {
  const { db, close } = openDatabase({ sqliteFile: sqliteFileIn(dataDir) });
  try {
    await db.deleteFrom('users').where('email', 'like', alumniEmails).execute();
    await bumpVersion(db, 'accounts');
  } finally {
    await close();
  }
}

/** What alumni ask, in turn: a name, a city, an industry of mentors, a class, a page, the list. */
const alumniQueries = [
  '',
  '?q=carver',
  '?city=denver',
  '?industry=Technology&mentoring=true',
  '?class=2015',
  '?page=3',
  '?q=owen%20northwind',
  '?hiring=true&city=chicago',
];

/**
 * The alumni directory's runs, short as it adds to a budget run CI waits for: a 2 s warm-up with
 * all 200 connections (1 s with 20 left the first run's p99 at twice the second's: the JIT and the
 * heap were still growing), then one of 2 s (about 20,000 requests; a miss is measured again on
 * a fresh server).
 */
const alumniRun = { warmUpSeconds: 2, seconds: 2, runs: 1 };

/**
 * The alumni directory under 200 connections, signed in as the demo alumnus, each connection asking
 * the queries in turn (scripts/wrk-mixed.lua; in a measured run every connection is open before
 * the load): on a fresh server, a warm-up and two runs; a miss is measured again on another fresh
 * server, and the budget holds the median of all the runs.
 */
async function measureAlumniDirectory(
  base: string,
  dataDir: string,
  check: (ok: boolean, message: string) => string,
): Promise<void> {
  const began = performance.now();
  const wrk = requireWrk('alumni directory budget');
  const script = path.join(import.meta.dirname, 'wrk-mixed.lua');
  const alumni = await fillAlumni(dataDir);
  try {
    const cookie = await sessionCookie(base, demoAlumnus, '198.19.0.2');
    const loadPort = Number(new URL(base).port) + 1;
    const attempt = async () => {
      const { stop } = await startServer(dataDir, loadPort);
      try {
        const url = `http://127.0.0.1:${loadPort}/api/alumni/directory`;
        const answer = await fetch(url, { headers: { cookie } });
        const listed = ((await answer.json()) as { total?: number }).total;
        if (listed !== alumni) throw new Error(`expected ${alumni} alumni, got ${listed}`);
        /** `primed`: the first request on each connection waits a second (wrk-mixed.lua). */
        const args = (seconds: number, primed: boolean) => [
          '-t1',
          `-c${connections}`,
          `-d${seconds}s`,
          '--latency',
          '-H',
          `cookie: ${cookie}`,
          '-H',
          'accept-encoding: br, gzip',
          '-s',
          script,
          url,
          '--',
          String(primed ? connections : 0),
          ...alumniQueries.map((query) => `/api/alumni/directory${query}`),
        ];
        execFileSync(wrk, args(alumniRun.warmUpSeconds, false));
        return Array.from({ length: alumniRun.runs }, () =>
          readWrk(
            execFileSync(wrk, args(alumniRun.seconds + 1, true)).toString(),
            alumniRun.seconds,
          ),
        );
      } finally {
        await stop();
      }
    };
    const budget = memberBudgets.alumniDirectoryP99Ms;
    const runs: WrkRun[] = await attempt();
    if (median(runs.map((run) => run.p99)) >= budget) runs.push(...(await attempt()));
    const p99 = median(runs.map((run) => run.p99));
    const errors = runs.reduce((sum, run) => sum + run.errors, 0);
    const servers = runs.length / alumniRun.runs;
    console.log(
      `\nAlumni directory API, ${alumni} alumni, ${alumniQueries.length} searches in turn, 200 connections, ${runs.length} runs of ${alumniRun.seconds} s on ${servers} fresh server${servers > 1 ? 's' : ''} (wrk): p99 ${runs.map((run) => run.p99).join(' / ')} ms; median ${Math.round(median(runs.map((run) => run.rps)))} requests/s, p50 ${fmt(median(runs.map((run) => run.p50)))} ms, p99 ${fmt(p99)} ms; slowest ${Math.max(...runs.map((run) => run.max))} ms (budget: median p99 < ${budget} ms) ${check(p99 < budget && errors === 0, `alumni directory API median p99 ${fmt(p99)} ms, ${errors} failed requests`)}; ${((performance.now() - began) / 1000).toFixed(1)} s with the 5,000 written and taken out`,
    );
  } finally {
    await removeAlumni(dataDir);
  }
}

/** The demo chapter's alumnus (content/demo/accounts.json). */
const demoAlumnus = { email: 'alumnus@oxp-northmere.example', password: 'Demo-Alumni-2026!' };
