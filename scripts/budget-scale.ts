// A chapter of 20,000 (decision 019, docs/performance.md#a-chapter-of-20000), measured by
// scripts/budget.ts (`--skip-scale` leaves it out, `--only-scale` runs it alone) or by itself:
//   node scripts/budget-scale.ts [--accounts 20000] [--port 4000] [--on both|sqlite|postgresql]
// The demo chapter is grown to 20,000 accounts (scripts/grow-demo.ts), imported with `npm run
// import` into a fresh SQLite data directory and into a fresh PostgreSQL database (PG_TEST_URL, else
// DATABASE_URL; SQLite alone without either), and the built server is measured on each:
//   (a) GET /api/donations/totals, 200 connections: ≥ 2,000 requests/s, p99 < 250 ms, no time-out
//   (b) GET /api/alumni/events, 200 connections: p99 < 250 ms, no time-out
//   (c) the pages / and /members/alumni in turn, 200 connections: p99 < 250 ms, no time-out
//   (d) 20 officers at once, each asking in turn for a page of the ledger, the audit log, an
//       accounts search, the invites, the subscribers, the sends and an event's attendees:
//       p99 < 500 ms, no time-out
//   (e) /readyz, asked every 25 ms, answers within 250 ms throughout the officers' export (one
//       download in full) and a newsletter send to every active subscriber (outbox mode)
//   (f) the server's memory (VmRSS every 100 ms, and VmHWM) < 512 MB throughout, and 10 s after
//       the load within 100 MB of what it was idle
// The whole takes < 2 minutes. A request slower than 2 s is a time-out (wrk --timeout 2s).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { startServer } from './budget-server.ts';
import { readWrk, requireWrk, type WrkRun } from './budget-wrk.ts';
import type { GrowResult } from './grow-demo.ts';

export const scaleBudgets = {
  accounts: 20_000,
  totalsRps: 2000,
  publicP99Ms: 250,
  officersP99Ms: 500,
  readyzMs: 250,
  rssMb: 512,
  /** 10 s after the load, the server's memory is within this of its idle size. */
  settleMb: 100,
  settleMs: 10_000,
  totalMs: 120_000,
};

/** wrk's loaded seconds per run (each run first waits a second for its connections to open). */
const publicSeconds = 3;
const officerSeconds = 5;
/** A request slower than this is a time-out (wrk stops waiting for it). */
const timeoutSeconds = 2;
/** Past this, the server is stopped so the shared machine keeps its memory; the budget has failed. */
const guardMb = 2048;
const officerCount = 20;
const publicConnections = 200;

export type Check = (ok: boolean, message: string) => string;

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const demoOfficer = { email: 'officer@oxp-northmere.example', password: 'Demo-Officer-2026!' };
export const browserEncoding = 'gzip, deflate, br, zstd';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const say = (line: string) => console.log(`  ${line}`);
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0; // gone
  }
}

/** The server's resident memory every 100 ms, its peak per phase, and a guard for the machine. */
export function watchMemory(pid: number, onRunaway: (mb: number) => void) {
  const peaks = new Map<string, number>();
  let phase = 'start';
  let peak = 0;
  const timer = setInterval(() => {
    const mb = memoryMb(pid, 'VmRSS');
    if (!mb) return;
    peak = Math.max(peak, mb);
    peaks.set(phase, Math.max(peaks.get(phase) ?? 0, mb));
    if (mb > guardMb) onRunaway(mb);
  }, 100);
  return {
    phase: (name: string) => {
      phase = name;
    },
    peakOf: (name: string) => peaks.get(name) ?? 0,
    peak: () => Math.max(peak, memoryMb(pid, 'VmHWM')),
    stop: () => clearInterval(timer),
  };
}

/**
 * wrk's figures, with its time-outs apart and what Little's law says of the requests it never saw
 * answered: wrk counts a request as a time-out once it has waited `timeoutSeconds`, but one still
 * waiting when the run ends is not counted at all (nor is it in the latencies). With one request
 * at a time per connection, `connections / requests per second` is the mean time a request took;
 * when that is longer than the time-out, requests were left waiting (a server that stopped).
 */
export type LoadRun = WrkRun & { timeouts: number; littleMs: number; stalled: boolean };

export async function wrk(
  base: string,
  {
    paths,
    connections,
    loadSeconds,
    headers = [],
    sessions,
  }: {
    paths: string[];
    connections: number;
    loadSeconds: number;
    headers?: string[];
    /** A file of session cookies, one a line: each request as the next of them (one path). */
    sessions?: string;
  },
): Promise<LoadRun> {
  const binary = requireWrk('scale budget');
  // One path: every connection's first request waits a second (wrk-prime.lua); several: each
  // connection asks for them in turn (wrk-mixed.lua, which primes the same way); with sessions,
  // each request is another person's (wrk-sessions.lua, primed alike).
  const script = sessions
    ? 'wrk-sessions.lua'
    : paths.length > 1
      ? 'wrk-mixed.lua'
      : 'wrk-prime.lua';
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${loadSeconds + 1}s`,
    '--timeout',
    `${timeoutSeconds}s`,
    '--latency',
    '-H',
    `accept-encoding: ${browserEncoding}`,
    ...headers.flatMap((header) => ['-H', header]),
    '-s',
    path.join(import.meta.dirname, script),
    base + (paths.length > 1 || sessions ? '' : paths[0]),
    '--',
    String(connections),
    ...(sessions ? [paths[0]!, sessions] : paths.length > 1 ? paths : []),
  ];
  const { stdout } = await run(binary, args, { maxBuffer: 1 << 20 });
  const timeouts = Number(/Socket errors:.*timeout (\d+)/.exec(stdout)?.[1] ?? 0);
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  // A run where nothing came back has no latency figures (wrk prints zeros).
  const figures = requests
    ? readWrk(stdout, loadSeconds)
    : { requests, rps: 0, p50: NaN, p99: NaN, max: NaN, errors: timeouts };
  const littleMs = figures.rps ? (connections / figures.rps) * 1000 : Infinity;
  return { ...figures, timeouts, littleMs, stalled: littleMs >= timeoutSeconds * 1000 };
}

/** No time-out, no failure, nothing left waiting, p99 under `p99Ms` and at least `rps`. */
export const meetsLoad = (r: LoadRun, p99Ms: number, rps = 0) =>
  r.requests > 0 && r.errors === 0 && !r.stalled && r.p99 < p99Ms && r.rps >= rps;

/**
 * Waits until the server has finished the work a load left behind: a server that fell behind
 * goes on answering requests whose clients have gone, and the next measurement would be of that.
 * Quiet is three /readyz answers in a row within 50 ms (at most `maxMs`).
 */
export async function untilQuiet(base: string, maxMs = 30_000): Promise<number> {
  const began = performance.now();
  for (let calm = 0; calm < 3 && performance.now() - began < maxMs;) {
    const asked = performance.now();
    try {
      await (await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(maxMs) })).arrayBuffer();
    } catch {
      // not answering: not quiet
    }
    calm = performance.now() - asked < 50 ? calm + 1 : 0;
    await sleep(20);
  }
  return performance.now() - began;
}

/**
 * Runs a load on a quiet server and, when it misses its goal narrowly (p99 under twice the goal,
 * at least half the requests/s, no time-out), once more: this 2-core machine is shared with wrk
 * (and sometimes with others), and noise rarely misses twice where a real slowdown does. A wide
 * miss is not measured again: that is no noise. The better run stands; both are printed.
 */
export async function measured(
  base: string,
  load: () => Promise<LoadRun>,
  goal: { p99Ms: number; rps?: number },
) {
  const meets = (r: LoadRun) => meetsLoad(r, goal.p99Ms, goal.rps);
  const narrow = (r: LoadRun) =>
    r.requests > 0 &&
    r.timeouts === 0 &&
    !r.stalled &&
    r.p99 < 2 * goal.p99Ms &&
    r.rps >= (goal.rps ?? 0) / 2;
  let waitedMs = await untilQuiet(base);
  const first = await load();
  if (meets(first) || !narrow(first)) return { run: first, runs: [first], waitedMs };
  waitedMs += await untilQuiet(base);
  const second = await load();
  const better = meets(second) || second.p99 < first.p99;
  return { run: better ? second : first, runs: [first, second], waitedMs };
}

export const loadLine = (r: LoadRun) =>
  `${fmt(r.rps)} requests/s, p50 ${fmt(r.p50, 1)} ms, p99 ${fmt(r.p99, 1)} ms, ${r.timeouts} time-outs, ${r.errors - r.timeouts} other failures${r.stalled ? `, requests left waiting (${fmt(r.littleMs)} ms a request by Little's law)` : ''}`;
export const againNote = (runs: LoadRun[], waitedMs: number) =>
  (runs.length > 1
    ? ` [measured twice: p99 ${runs.map((r) => fmt(r.p99, 1)).join(' / ')} ms]`
    : '') +
  (waitedMs > 1000 ? ` [waited ${seconds(waitedMs)} for the previous load's requests first]` : '');

/** The longest /readyz wait while `work` runs (asked every 25 ms, each after the last answered). */
export async function readyzDuring<T>(base: string, work: Promise<T>) {
  const state = { finished: false };
  const settled = work.then(
    () => (state.finished = true),
    () => (state.finished = true),
  );
  let slowest = 0;
  let polls = 0;
  let failed = 0;
  while (!state.finished) {
    const started = performance.now();
    try {
      const answer = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(30_000) });
      await answer.arrayBuffer();
      if (!answer.ok) failed++;
    } catch {
      failed++;
    }
    const ms = performance.now() - started;
    slowest = Math.max(slowest, ms);
    polls++;
    await Promise.race([sleep(Math.max(0, 25 - ms)), settled]);
  }
  return { result: await work, slowest, polls, failed };
}

/**
 * /readyz through `work` on a quiet server; a narrow miss (under twice the goal) is measured once
 * more, with `work(2)`.
 */
async function readyzThrough<T>(base: string, work: (attempt: number) => Promise<T>) {
  let waitedMs = await untilQuiet(base);
  let polled = await readyzDuring(base, work(1));
  const tries = [polled.slowest];
  if (polled.slowest >= scaleBudgets.readyzMs && polled.slowest < 2 * scaleBudgets.readyzMs) {
    waitedMs += await untilQuiet(base);
    polled = await readyzDuring(base, work(2));
    tries.push(polled.slowest);
  }
  const note =
    (tries.length > 1 ? ` [measured twice: ${tries.map((ms) => fmt(ms)).join(' / ')} ms]` : '') +
    (waitedMs > 1000
      ? ` [waited ${seconds(waitedMs)} for the previous load's requests first]`
      : '');
  return { ...polled, note, ok: polled.slowest < scaleBudgets.readyzMs && polled.failed === 0 };
}

export async function officerCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.19.8.1' },
    body: JSON.stringify(demoOfficer),
  });
  if (!response.ok) throw new Error(`the demo officer's login failed (${response.status})`);
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith('chapter_session='))!
    .split(';')[0]!;
}

/**
 * The officers' lists, each as a page of 50 (docs/api.md#paged-lists). Where a list's page
 * parameters are refused (400: an endpoint that pages another way, like the audit log's `limit`),
 * the next form is used; the first that answers 200 is measured.
 */
const officerLists = (eventKey: string) => [
  { name: 'ledger', paths: ['/api/officer/donations?page=1&pageSize=50'] },
  {
    name: 'audit log',
    paths: ['/api/officer/audit?page=1&pageSize=50', '/api/officer/audit?limit=50'],
  },
  { name: 'accounts search', paths: ['/api/officer/accounts?q=mart&page=1&pageSize=50'] },
  { name: 'invites', paths: ['/api/officer/invites?page=1&pageSize=50', '/api/officer/invites'] },
  {
    name: 'subscribers',
    paths: ['/api/officer/mail/subscribers?page=1&pageSize=50', '/api/officer/mail/subscribers'],
  },
  {
    name: 'sends',
    paths: ['/api/officer/mail/sends?page=1&pageSize=50', '/api/officer/mail/sends'],
  },
  {
    name: 'attendees',
    paths: [
      `/api/officer/alumni-events/${eventKey}/attendees?page=1&pageSize=50`,
      `/api/officer/alumni-events/${eventKey}/attendees`,
    ],
  },
];

export interface Database {
  name: 'SQLite' | 'PostgreSQL';
  dataDir: string;
  databaseUrl: string;
  drop: () => Promise<void>;
}

const adminUrlOf = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** A fresh SQLite data directory, or a fresh PostgreSQL database next to `pgUrl`'s. */
export async function freshDatabase(kind: Database['name'], pgUrl?: string): Promise<Database> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-scale-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'SQLite') return { name: kind, dataDir, databaseUrl: '', drop: removeDir };
  const name = `chapter_scale_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  return {
    name: kind,
    dataDir,
    databaseUrl: adminUrlOf(pgUrl!, name),
    drop: async () => {
      await removeDir();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() =>
        admin(`DROP DATABASE IF EXISTS ${name}`),
      );
    },
  };
}

/** `npm run import -- --in archive` into the database, as an administrator runs it. */
export async function importInto(database: Database, archive: string) {
  const started = performance.now();
  const { stdout } = await run(
    process.execPath,
    [path.join(root, 'server', 'cli', 'import.ts'), '--in', archive],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        LOG_LEVEL: 'warn',
      },
      maxBuffer: 1 << 20,
    },
  );
  return { ms: performance.now() - started, said: stdout.trim() };
}

/**
 * Measures one database's server (a fresh process of the built site on the imported chapter).
 * Resolves once the load is over; `settled` resolves after the 10 s settle, when the server has
 * stopped (the next database's import runs meanwhile).
 */
async function measureDatabase(
  database: Database,
  port: number,
  check: Check,
): Promise<{ settled: Promise<void> }> {
  const base = `http://127.0.0.1:${port}`;
  const goal = (ok: boolean, message: string) => check(ok, `${database.name}: ${message}`);
  const started = performance.now();
  const server = await startServer(database.dataDir, port, {
    DATABASE_URL: database.databaseUrl,
    // The demo officer signs in with his password (production requires two-factor).
    OFFICER_TWO_FACTOR: 'optional',
  });
  say(`server ready in ${seconds(performance.now() - started)}`);
  let runaway: number | undefined;
  const memory = watchMemory(server.pid, (mb) => {
    if (runaway !== undefined) return;
    runaway = mb;
    // The machine is shared: a server past 2 GB is stopped (and every goal after it missed).
    process.kill(server.pid, 'SIGKILL');
  });
  const stopServer = async () => {
    const force = setTimeout(() => {
      try {
        process.kill(server.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }, 3000);
    await server.stop();
    clearTimeout(force);
  };
  const guarded = async (what: string, step: () => Promise<void>) => {
    memory.phase(what);
    if (runaway !== undefined) {
      say(`${what}: not measured, the server was stopped at ${fmt(runaway)} MB`);
      goal(false, `${what} not measured (the server was stopped at ${fmt(runaway)} MB)`);
      return;
    }
    try {
      await step();
    } catch (error) {
      const why =
        runaway !== undefined
          ? `the server passed ${fmt(guardMb)} MB (${fmt(runaway)} MB) and was stopped`
          : (error as Error).message.split('\n')[0];
      say(`${what}: failed: ${why}`);
      goal(false, `${what}: ${why}`);
    }
  };

  let idleMb = 0;
  try {
    const cookie = await officerCookie(base);
    const officer = [`cookie: ${cookie}`];
    const events = (await (await fetch(`${base}/api/alumni/events`)).json()) as {
      events: { id: string; count: number; waitlistCount: number }[];
    };
    const busiest = events.events.toSorted(
      (a, b) => b.count + b.waitlistCount - (a.count + a.waitlistCount),
    )[0];
    if (!busiest) throw new Error('the grown chapter has no alumni events');

    // Warm: each public call answered a few times, so the load meets compiled code.
    const publicPaths = ['/api/donations/totals', '/api/alumni/events', '/', '/members/alumni'];
    for (const url of publicPaths) {
      const until = performance.now() + 500;
      for (let i = 0; i < 100 && performance.now() < until; i++)
        await (await fetch(base + url, { headers: { 'accept-encoding': browserEncoding } })).text();
    }
    await sleep(300);
    idleMb = memoryMb(server.pid, 'VmRSS');
    say(`idle: ${fmt(idleMb)} MB`);

    /** A load measured against its goals, printed with the server's peak meanwhile. */
    const loadGoal = async (
      what: string,
      how: string,
      load: () => Promise<LoadRun>,
      target: { p99Ms: number; rps?: number },
    ) => {
      const measuredRuns = await measured(base, load, target);
      const r = measuredRuns.run;
      const goals = `${target.rps ? `≥ ${fmt(target.rps)} requests/s, ` : ''}p99 < ${target.p99Ms} ms, no time-out`;
      say(
        `${what}, ${how}: ${loadLine(r)}${againNote(measuredRuns.runs, measuredRuns.waitedMs)}; server peak ${fmt(memory.peakOf(what))} MB (goals ${goals}) ${goal(meetsLoad(r, target.p99Ms, target.rps), `${what}: ${loadLine(r)} (goals ${goals})`)}`,
      );
    };
    const publicLoad = async (what: string, paths: string[], rps = 0) =>
      guarded(what, () =>
        loadGoal(
          what,
          `${publicConnections} connections, ${publicSeconds} s`,
          () => wrk(base, { paths, connections: publicConnections, loadSeconds: publicSeconds }),
          { p99Ms: scaleBudgets.publicP99Ms, rps },
        ),
      );

    await publicLoad('(a) donation totals', ['/api/donations/totals'], scaleBudgets.totalsRps);
    await publicLoad('(b) alumni events', ['/api/alumni/events']);
    await publicLoad('(c) pages / and /members/alumni', ['/', '/members/alumni']);

    // (e) /readyz while the officers' export is downloaded, then while a newsletter is queued.
    const exportOnce = async (_attempt: number) => {
      const began = performance.now();
      const answer = await fetch(`${base}/api/officer/export`, { headers: { cookie } });
      const bytes = (await answer.arrayBuffer()).byteLength;
      if (!answer.ok) throw new Error(`the officers' export answered ${answer.status}`);
      return { bytes, ms: performance.now() - began };
    };
    await guarded("(e) officers' export", async () => {
      const polled = await readyzThrough(base, exportOnce);
      say(
        `(e) officers' export: ${fmt(polled.result.bytes / 1024 / 1024, 1)} MB in ${seconds(polled.result.ms)}; /readyz slowest ${fmt(polled.slowest)} ms over ${polled.polls} polls${polled.note}, ${polled.failed} failed; server peak ${fmt(memory.peakOf("(e) officers' export"))} MB (goal < ${scaleBudgets.readyzMs} ms) ${goal(polled.ok, `/readyz waited ${fmt(polled.slowest)} ms during the officers' export (${polled.failed} failed)`)}`,
      );
    });

    await guarded('(e) newsletter send', async () => {
      const sendOnce = async (n: number) => {
        const began = performance.now();
        const answer = await fetch(`${base}/api/officer/mail/send`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            subject: `The Lambda Letter: the scale budget, part ${n}`,
            body: '## A chapter of 20,000\n\nEvery brother, every class: thank you for **giving back**. Read more at https://example.org/news.\n\n- Homecoming is coming up\n- The house needs a new roof',
          }),
        });
        if (answer.status !== 202) throw new Error(`the send answered ${answer.status}`);
        const { queued, sendId } = (await answer.json()) as { queued: number; sendId: string };
        const answeredMs = performance.now() - began;
        // Done when every email is in the outbox (a send may go on storing after its answer).
        for (;;) {
          const progress = (await (
            await fetch(`${base}/api/officer/mail/sends/${sendId}`, { headers: { cookie } })
          ).json()) as {
            send: { queued: number; stored: number; sent: number; failed: number };
          };
          const { send } = progress;
          const stored = send.queued + send.stored + send.sent + send.failed;
          if (stored >= queued || performance.now() - began > 30_000)
            return { queued, stored, answeredMs, ms: performance.now() - began };
          await sleep(100);
        }
      };
      const polled = await readyzThrough(base, sendOnce);
      const { queued, stored, answeredMs, ms } = polled.result;
      const ok = polled.ok && stored >= queued;
      say(
        `(e) newsletter send (outbox): ${fmt(queued)} emails, answered in ${seconds(answeredMs)}, all ${fmt(stored)} stored in ${seconds(ms)}; /readyz slowest ${fmt(polled.slowest)} ms over ${polled.polls} polls${polled.note}, ${polled.failed} failed; server peak ${fmt(memory.peakOf('(e) newsletter send'))} MB (goal < ${scaleBudgets.readyzMs} ms) ${goal(ok, `/readyz waited ${fmt(polled.slowest)} ms during a newsletter send to ${fmt(queued)} (${stored} of ${queued} stored, ${polled.failed} failed)`)}`,
      );
    });

    // (d) 20 officers: each list once alone (its size and time), then all of them in turn.
    await guarded('(d) 20 officers', async () => {
      await untilQuiet(base);
      const chosen: string[] = [];
      const firsts: string[] = [];
      for (const list of officerLists(busiest.id)) {
        let answered = '';
        for (const url of list.paths) {
          const began = performance.now();
          const answer = await fetch(base + url, {
            headers: { cookie, 'accept-encoding': browserEncoding },
          });
          const bytes = (await answer.arrayBuffer()).byteLength;
          answered = `${list.name} ${answer.status}`;
          if (answer.status === 400) continue;
          if (answer.ok) {
            chosen.push(url);
            answered = `${list.name} ${fmt(bytes / 1024, 1)} kB ${fmt(performance.now() - began)} ms`;
          }
          break;
        }
        firsts.push(answered);
        if (!chosen.some((url) => list.paths.includes(url)))
          goal(false, `officer list ${list.name} answered ${answered}`);
      }
      say(`(d) each list alone (bytes as sent, time): ${firsts.join('; ')}`);
      await loadGoal(
        '(d) 20 officers',
        `the ${chosen.length} lists in turn, ${officerSeconds} s`,
        () =>
          wrk(base, {
            paths: chosen,
            connections: officerCount,
            loadSeconds: officerSeconds,
            headers: officer,
          }),
        { p99Ms: scaleBudgets.officersP99Ms },
      );
    });
  } catch (error) {
    memory.stop();
    await stopServer();
    throw error;
  }

  // (f) Memory: the peak through all of it, and 10 s after the load (meanwhile the next database
  // is imported, which this idle server does not notice).
  memory.phase('settling');
  const settled = (async () => {
    try {
      await sleep(scaleBudgets.settleMs);
      const peak = memory.peak();
      const after = runaway === undefined ? memoryMb(server.pid, 'VmRSS') : NaN;
      memory.stop();
      const ok =
        runaway === undefined &&
        peak < scaleBudgets.rssMb &&
        after - idleMb <= scaleBudgets.settleMb;
      say(
        `(f) server memory: idle ${fmt(idleMb)} MB, peak ${fmt(peak)} MB${runaway !== undefined ? ` (stopped at ${fmt(runaway)} MB)` : ''}, ${scaleBudgets.settleMs / 1000} s after the load ${fmt(after)} MB (${after >= idleMb ? '+' : ''}${fmt(after - idleMb)} MB) (goals < ${scaleBudgets.rssMb} MB, back within ${scaleBudgets.settleMb} MB of idle) ${goal(ok, `server memory idle ${fmt(idleMb)} MB, peak ${fmt(peak)} MB, ${fmt(after)} MB ${scaleBudgets.settleMs / 1000} s after the load`)}`,
      );
    } finally {
      await stopServer();
    }
  })();
  return { settled };
}

/**
 * Grows the demo chapter to `accounts`, imports it into each database and measures the server on
 * it; prints every figure and how long each part took.
 */
export async function measureScale(
  check: Check,
  {
    accounts = scaleBudgets.accounts,
    port = 4000,
    pgUrl = process.env.PG_TEST_URL || process.env.DATABASE_URL || undefined,
    on = 'both',
    onLoadDone = () => {},
    alsoOn,
  }: {
    accounts?: number;
    port?: number;
    pgUrl?: string | undefined;
    /** The databases measured: both (PostgreSQL when a URL is set), or one of them. */
    on?: 'both' | 'sqlite' | 'postgresql';
    /** Called when the last load is done: only its server's settling (10 s, idle) is left. */
    onLoadDone?: () => void;
    /**
     * Another budget on each imported chapter, with a server of its own on `port` (the money's,
     * scripts/budget-money.ts), run once this budget's loads on it are done, while its server
     * idles; its time is not this budget's.
     */
    alsoOn?: (database: Database, port: number) => Promise<void>;
  } = {},
): Promise<void> {
  const started = performance.now();
  console.log(
    `\nA chapter of ${fmt(accounts)} (scripts/budget-scale.ts; docs/performance.md#a-chapter-of-20000):`,
  );
  const scratch = mkdtempSync(path.join(tmpdir(), 'chapter-scale-archive-'));
  const archive = path.join(scratch, `chapter-${accounts}.zip`);
  if (on === 'postgresql' && !pgUrl) {
    check(false, 'the scale budget on PostgreSQL needs PG_TEST_URL or DATABASE_URL');
    return;
  }
  const kinds: Database['name'][] =
    on === 'sqlite'
      ? ['SQLite']
      : on === 'postgresql'
        ? ['PostgreSQL']
        : pgUrl
          ? ['SQLite', 'PostgreSQL']
          : ['SQLite'];
  const databases: Database[] = [];
  const times: string[] = [];
  /** The last measured server's settling (its memory 10 s after the load, then its stop). */
  let previous: Promise<void> = Promise.resolve();
  /** The time `alsoOn` took, left out of this budget's. */
  let besideMs = 0;
  try {
    // In a process of its own, so that this one (which times /readyz) holds none of its memory.
    const { stdout } = await run(
      process.execPath,
      [
        path.join(import.meta.dirname, 'grow-demo.ts'),
        '--accounts',
        String(accounts),
        '--out',
        archive,
        '--json',
      ],
      { cwd: root, maxBuffer: 1 << 20 },
    );
    const grown = JSON.parse(stdout) as GrowResult;
    const c = grown.counts;
    console.log(
      `  grown by scripts/grow-demo.ts in ${seconds(grown.growMs)} and exported by \`npm run export\` in ${seconds(grown.exportMs)} (${fmt(grown.bytes / 1024 / 1024, 1)} MB): ${fmt(c.users ?? 0)} accounts, ${fmt(c.donations ?? 0)} gifts, ${fmt(c.auditLog ?? 0)} audit entries, ${fmt(c.newsletterSubscribers ?? 0)} subscribers, ${fmt(c.rsvps ?? 0)} RSVPs over ${c.alumniEvents} alumni events, ${fmt(c.media ?? 0)} pictures`,
    );
    if (!pgUrl && on === 'both')
      console.log('  PostgreSQL not measured: neither PG_TEST_URL nor DATABASE_URL is set.');
    else if (on !== 'both') console.log(`  measured on ${kinds.join(' and ')} alone (--scale-on)`);
    for (const [i, kind] of kinds.entries()) {
      const database = await freshDatabase(kind, pgUrl);
      databases.push(database);
      const began = performance.now();
      const imported = await importInto(database, archive).catch(
        (error: unknown) => error as Error,
      );
      await previous;
      if (imported instanceof Error) {
        const said = (imported as Error & { stderr?: string }).stderr || imported.message;
        const why = said.split('\n').find((line) => line.trim()) ?? 'failed';
        console.log(`${database.name}: \`npm run import\` failed: ${why}`);
        check(false, `${database.name}: the import failed: ${why}`);
        continue;
      }
      console.log(
        `${database.name}: \`npm run import\` in ${seconds(imported.ms)} (${imported.said})`,
      );
      // The settle of this database's server runs on while the next one is imported.
      const { settled } = await measureDatabase(database, port + i, check).catch(
        (error: unknown) => {
          const why = (error as Error).message.split('\n')[0];
          console.log(`  not measured: ${why}`);
          check(false, `${database.name}: not measured: ${why}`);
          return { settled: Promise.resolve() };
        },
      );
      previous = settled.then(() => {
        const ms = performance.now() - began;
        times.push(`${database.name} ${seconds(ms)}`);
      });
      if (alsoOn) {
        const besideAt = performance.now();
        await alsoOn(database, port + 5 + i);
        besideMs += performance.now() - besideAt;
      }
    }
    onLoadDone();
    await previous;
  } catch (error) {
    // Growing or exporting failed: said in one line, and the budget is missed.
    const why = ((error as Error & { stderr?: string }).stderr || (error as Error).message)
      .split('\n')
      .find((line) => line.trim());
    console.log(`  the scale budget stopped: ${why}`);
    check(false, `the scale budget stopped: ${why}`);
  } finally {
    onLoadDone();
    // A database that failed to open must not leave the previous one's server running.
    await previous.catch(() => {});
    for (const database of databases) await database.drop().catch(() => {});
    rmSync(scratch, { recursive: true, force: true });
  }
  const totalMs = performance.now() - started - besideMs;
  console.log(
    `  the scale budget took ${seconds(totalMs)} (${times.length ? `${times.join(', ')}, each from its import to its server's stop; ` : ''}${besideMs ? `besides ${seconds(besideMs)} for the money's budget on the same chapter; ` : ''}budget ${scaleBudgets.totalMs / 1000} s) ${check(totalMs < scaleBudgets.totalMs, `the scale budget took ${seconds(totalMs)} (budget ${scaleBudgets.totalMs / 1000} s)`)}`,
  );
}

/** `--scale-on` / `--on`: both databases (the default), sqlite or postgresql. */
export function scaleOn(value: string | undefined): 'both' | 'sqlite' | 'postgresql' {
  if (value === undefined || value === 'both' || value === 'sqlite' || value === 'postgresql')
    return value ?? 'both';
  throw new Error(`--scale-on takes both, sqlite or postgresql, not "${value}"`);
}

// Alone: `node scripts/budget-scale.ts [--accounts 20000] [--port 4000] [--on both|sqlite|postgresql]`
// (needs `npm run build`).
if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      accounts: { type: 'string', default: String(scaleBudgets.accounts) },
      port: { type: 'string', default: '4000' },
      on: { type: 'string', default: 'both' },
    },
  });
  const failures: string[] = [];
  const check: Check = (ok, message) => {
    if (!ok) failures.push(message);
    return ok ? 'ok' : 'OVER';
  };
  await measureScale(check, {
    accounts: Number(values.accounts),
    port: Number(values.port),
    on: scaleOn(values.on),
  });
  if (failures.length) {
    console.error(`\nBudget missed:\n  - ${failures.join('\n  - ')}`);
    process.exit(1);
  }
  console.log('\nAll scale budgets met.');
}
