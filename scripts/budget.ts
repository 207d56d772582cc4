// `npm run budget`: measures the performance budgets of docs/performance.md against the built app
// and exits non-zero when one is missed. Prints every figure, so notes can quote them.
//   - `npm start` ready to serve in under 3 s (once built)
//   - every public route prerendered, its main text in the HTML
//   - initial JS per public route ≤ 130 kB gzip, CSS ≤ 35 kB gzip
//   - the officer console's initial JS (/officers: the app shell and its routes' modules) ≤ 150 kB gzip
//   - every <img> with width and height, content pictures offered as AVIF and WebP at several widths
//   - Lighthouse (mobile): performance ≥ 95, accessibility, best practices and SEO = 100
//   - accounts (scripts/budget-accounts.ts): login p50, JPEG and HEIC processing, memory
//   - member area (scripts/budget-members.ts): directory API p99 at 200 concurrent, filtering per keystroke
//   - check-in (scripts/budget-check-in.ts): 150 brothers checking in at a meeting, p99 and rows
//   - officer console (scripts/budget-console.ts): the accounts list with 2,000 accounts, export and import
//   - newsletter (scripts/budget-newsletter.ts): 5,000 emails to a local SMTP server, time and memory
//   - pages (scripts/budget-pages.ts): pages beside a bare node:http server, a mixed load's p99 and memory
//   - a chapter of 20,000 (scripts/budget-scale.ts): the demo grown to 20,000 accounts, imported into
//     SQLite and PostgreSQL (PG_TEST_URL), public summaries, officers' lists, /readyz and memory
//   - the chapter's money (scripts/budget-money.ts), on each chapter of 20,000 imported, with a server
//     of its own: a semester's dues billed to every member, members' dues pages, the treasurers'
//     balances and aging, the journal's CSV of ~500,000 lines
//   - paying online (scripts/budget-payments.ts), with a server of its own and the Stripe stand-in:
//     100 checkouts at once, a burst of webhooks each sent twice, a reconciliation, a kill mid-burst
//   - recruitment (scripts/budget-recruitment.ts), with servers of its own: a rush fair's 1,000
//     registrations, 20 officers reading a pipeline of 2,000, 60 actives voting at once, and the
//     deletion of 2,000 prospects at the server's start beside /readyz
// Options: --skip-lighthouse, --skip-accounts, --skip-members, --skip-check-in, --skip-console, --skip-newsletter,
// --skip-pages, --skip-scale, --skip-money, --skip-payments, --skip-recruitment, --routes /,/about; --lighthouse-routes /,/highlights (Lighthouse on
// these alone); --side-by-side-routes / (the pages measured beside a bare server: these alone); --scale-on sqlite|postgresql (the chapter of 20,000 on one database: CI's, see
// decision 020; the money follows it); --only-pages measures the start-up and the pages alone;
// --only-scale the chapter of 20,000 (and its money) alone. With --skip-scale, the money grows and
// imports a chapter of its own. --reconcile-sessions 4000: paying online reconciles that many
// sessions instead of 10,000, against the same rate (CI's, decision 020).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measureAccounts } from './budget-accounts.ts';
import { measureCheckIn } from './budget-check-in.ts';
import { measureConsole } from './budget-console.ts';
import { measureMembers } from './budget-members.ts';
import { measureNewsletter } from './budget-newsletter.ts';
import { measurePages } from './budget-pages.ts';
import { measureMoney, measureMoneyAlone } from './budget-money.ts';
import { measurePayments } from './budget-payments.ts';
import { measureRecruitment } from './budget-recruitment.ts';
import { measureScale, scaleOn, type Database } from './budget-scale.ts';
import { budgetServerEnv, publicRoutes, serverReady } from './budget-server.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-accounts': { type: 'boolean', default: false },
    'skip-members': { type: 'boolean', default: false },
    'skip-check-in': { type: 'boolean', default: false },
    'skip-console': { type: 'boolean', default: false },
    'skip-newsletter': { type: 'boolean', default: false },
    'skip-pages': { type: 'boolean', default: false },
    'only-pages': { type: 'boolean', default: false },
    'skip-scale': { type: 'boolean', default: false },
    'only-scale': { type: 'boolean', default: false },
    'skip-money': { type: 'boolean', default: false },
    'skip-payments': { type: 'boolean', default: false },
    'skip-recruitment': { type: 'boolean', default: false },
    'reconcile-sessions': { type: 'string', default: '10000' },
    routes: { type: 'string' },
    'lighthouse-routes': { type: 'string' },
    'side-by-side-routes': { type: 'string' },
    'mixed-load-seconds': { type: 'string', default: '20' },
    'scale-on': { type: 'string' },
    port: { type: 'string', default: '3990' },
  },
});

const routes = values.routes ? values.routes.split(',') : publicRoutes;
/** Lighthouse's pages: every route measured, unless named (CI names three; decision 020). */
const lighthouseRoutes = values['lighthouse-routes']
  ? values['lighthouse-routes'].split(',')
  : routes;
const scaleDatabases = scaleOn(values['scale-on']);
/** The officer console's first page: not prerendered, measured from the route manifest. */
const consolePath = '/officers';
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

const budgets = {
  startMs: 3000,
  jsKb: 130,
  cssKb: 35,
  /** The officer console's first page (not prerendered; see "Officer console" below). */
  consoleJsKb: 150,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** "No layout shift": Lighthouse's CLS, with room for rounding only. */
  layoutShift: 0.001,
};

/** The visible text of an HTML fragment, roughly: what a reader without JavaScript gets. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const failures: string[] = [];
/** How long each part took, said at the end (CI's time is a budget of its own). */
const took: string[] = [];
const startedAt = performance.now();
async function timed<T>(part: string, work: () => Promise<T>): Promise<T> {
  const at = performance.now();
  try {
    return await work();
  } finally {
    took.push(`${part} ${((performance.now() - at) / 1000).toFixed(0)} s`);
  }
}
const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message);
  return ok ? 'ok' : 'OVER';
};

if (!existsSync(path.join(root, 'build', 'client', 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

/** Paying online runs a server of its own on `port + 40`. */
const paymentsPort = port + 40;
/** Recruitment runs servers of its own on `port + 50` and `port + 51`. */
const recruitmentPort = port + 50;
/** The chapter of 20,000 runs servers of its own, on ports from `port + 10`. */
const scalePort = port + 10;
/** The money, on each chapter of 20,000 the scale budget imported, with a server of its own. */
const money = values['skip-money']
  ? undefined
  : (database: Database, onPort: number) =>
      timed(`money on ${database.name}`, () => measureMoney(database, onPort, check));
let scale: Promise<void> = Promise.resolve();
if (values['only-scale']) {
  await measureScale(check, { port: scalePort, on: scaleDatabases, alsoOn: money });
  if (failures.length > 0) {
    console.error(`\nBudget missed:\n  - ${failures.join('\n  - ')}`);
    process.exit(1);
  }
  console.log('\nAll budgets met.');
  process.exit(0);
}

// ---- Start-up time of `npm start` on an empty data directory --------------------------------------
const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-budget-'));
const started = performance.now();
const server = spawn('npm', ['start', '--silent'], {
  cwd: root,
  env: budgetServerEnv(port, dataDir),
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});

const stopServer = () => {
  if (server.pid) {
    try {
      // npm runs the server as a child: end the whole process group we started.
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  await serverReady(base);
  const readyMs = performance.now() - started;
  console.log(
    `\nStart-up: \`npm start\` ready in ${(readyMs / 1000).toFixed(2)} s (budget ${budgets.startMs / 1000} s) ${check(readyMs < budgets.startMs, `start-up took ${readyMs.toFixed(0)} ms`)}`,
  );

  // ---- Per-route HTML, JS, CSS and images ---------------------------------------------------------
  const onlyPages = values['only-pages'];
  const gzipKb = async (url: string) =>
    gzipSync(Buffer.from(await (await fetch(base + url)).arrayBuffer()), { level: 9 }).length /
    1024;

  if (!onlyPages) {
    console.log('\nroute            main text  JS gzip   CSS gzip  images (sized / responsive)');
    for (const route of routes) {
      const html = await (await fetch(base + route)).text();
      const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? '';
      const h1 = main.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
      const mainChars = textOf(main).length;
      const prerendered = Boolean(h1) && mainChars > 300;
      check(
        prerendered,
        `${route}: main text missing from the prerendered HTML (${mainChars} characters)`,
      );

      const scripts = new Set<string>();
      for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
        scripts.add(m[1]!);
      for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(m[1]!);
      for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(m[1]!);
      for (const m of html.matchAll(/import \* as \w+ from "([^"]+\.js)"/g)) scripts.add(m[1]!);
      let js = 0;
      for (const src of scripts) js += await gzipKb(src);
      let css = 0;
      for (const m of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g))
        css += await gzipKb(m[1]!);

      const imgs = [...main.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
      const sized = imgs.filter(
        (tag) => /\bwidth="\d+"/.test(tag) && /\bheight="\d+"/.test(tag),
      ).length;
      const pictures = [...main.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map((m) => m[1]!);
      const responsive = pictures.filter(
        (p) =>
          /type="image\/avif"[^>]*srcSet="[^"]+,/i.test(p) ||
          /srcSet="[^"]+,[^"]*"[^>]*type="image\/avif"/i.test(p),
      ).length;
      const webp = pictures.every((p) => /type="image\/webp"/.test(p));
      check(
        js <= budgets.jsKb,
        `${route}: initial JS ${js.toFixed(1)} kB gzip > ${budgets.jsKb} kB`,
      );
      check(css <= budgets.cssKb, `${route}: CSS ${css.toFixed(1)} kB gzip > ${budgets.cssKb} kB`);
      check(
        sized === imgs.length,
        `${route}: ${imgs.length - sized} images without width and height`,
      );
      check(
        webp && responsive === pictures.length,
        `${route}: ${pictures.length - responsive} pictures without responsive AVIF/WebP sources`,
      );
      console.log(
        `${route.padEnd(16)} ${String(mainChars).padStart(6)} ch  ${js.toFixed(1).padStart(6)} kB  ${css.toFixed(1).padStart(6)} kB  ${sized}/${imgs.length} sized, ${responsive}/${pictures.length} AVIF+WebP srcset`,
      );
    }
    console.log(`budgets: JS ≤ ${budgets.jsKb} kB, CSS ≤ ${budgets.cssKb} kB (gzip, level 9)`);
  }

  // ---- Officer console ----------------------------------------------------------------------------
  // /officers is not prerendered: the server sends the app shell (React Router's SPA fallback),
  // whose scripts are the entry, the root route and the route manifest. The browser then loads the
  // console's route (`officers/*`, with its imports as the route manifest lists them), and that
  // route loads the console's frame and its home page on demand (decision 017): Vite's preload
  // table in the route's file names each of those files with the files it needs. The console's
  // initial JS is all of these, each file counted once; CSS likewise.
  {
    const response = await fetch(`${base}${consolePath}`);
    const html = await response.text();
    check(
      response.status === 200,
      `${consolePath}: answered ${response.status}, not the app shell`,
    );
    const scripts = new Set<string>();
    for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(m[1]!);
    for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(m[1]!);
    for (const m of html.matchAll(/import \* as \w+ from "([^"]+\.js)"/g)) scripts.add(m[1]!);
    const styles = new Set(
      [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!),
    );
    const manifestUrl = [...scripts].find((src) => /\/manifest-[^/]+\.js$/.test(src));
    if (!manifestUrl) throw new Error(`${consolePath}: no route manifest in the app shell`);
    const manifestJs = await (await fetch(base + manifestUrl)).text();
    const manifest = JSON.parse(
      manifestJs.slice(manifestJs.indexOf('{'), manifestJs.lastIndexOf('}') + 1),
    ) as {
      routes: Record<
        string,
        {
          id: string;
          parentId?: string;
          path?: string;
          module: string;
          imports?: string[];
          css?: string[];
        }
      >;
    };
    const consoleRoute = Object.values(manifest.routes).find(
      (route) => route.parentId === 'root' && route.path === `${consolePath.slice(1)}/*`,
    );
    if (!consoleRoute) throw new Error(`${consolePath}: its route is not in the route manifest`);
    for (const src of [consoleRoute.module, ...(consoleRoute.imports ?? [])]) scripts.add(src);
    for (const href of consoleRoute.css ?? []) styles.add(href);
    // `const __vite__mapDeps=(…m.f=["assets/a.js",…])` and `import(\`./console-layout-….js\`)…,
    // __vite__mapDeps([0,1,2])`: the files each on-demand module needs, itself first.
    const routeJs = await (await fetch(base + consoleRoute.module)).text();
    const table = JSON.parse(routeJs.match(/m\.f=(\[[^\]]*\])/)?.[1] ?? '[]') as string[];
    for (const piece of ['console-layout', 'console-home']) {
      const call = new RegExp(
        `import\\(\`\\./${piece}-[^\`]+\`\\)[^]*?__vite__mapDeps\\(\\[([\\d,]+)\\]\\)`,
      );
      const indexes = routeJs.match(call)?.[1];
      if (!indexes)
        throw new Error(`${consolePath}: ${piece} is not loaded by the console's route`);
      for (const index of indexes.split(',')) {
        const file = `/${table[Number(index)]!}`;
        if (file.endsWith('.css')) styles.add(file);
        else scripts.add(file);
      }
    }
    let js = 0;
    for (const src of scripts) js += await gzipKb(src);
    let css = 0;
    for (const href of styles) css += await gzipKb(href);
    check(
      js <= budgets.consoleJsKb,
      `${consolePath}: initial JS ${js.toFixed(1)} kB gzip > ${budgets.consoleJsKb} kB`,
    );
    console.log(
      `\nOfficer console: ${consolePath} initial JS ${js.toFixed(1)} kB gzip in ${scripts.size} files (budget ${budgets.consoleJsKb} kB) ${js <= budgets.consoleJsKb ? 'ok' : 'OVER'}, CSS ${css.toFixed(1)} kB`,
    );
  }

  // ---- Accounts -----------------------------------------------------------------------------------
  if (!values['skip-accounts'] && !onlyPages)
    await timed('accounts', () => measureAccounts(base, server.pid!, check));
  if (!values['skip-members'] && !onlyPages)
    await timed('directory', () => measureMembers(base, dataDir, check));
  if (!values['skip-check-in'] && !onlyPages)
    await timed('check-in', () => measureCheckIn(base, dataDir, check));
  if (!values['skip-console'] && !onlyPages)
    await timed('console', () => measureConsole(base, dataDir, check));
  if (!values['skip-newsletter'] && !onlyPages)
    await timed('newsletter', () => measureNewsletter(dataDir, check, port + 4));
  if (!values['skip-pages'])
    await timed('pages', () =>
      measurePages(
        base,
        dataDir,
        check,
        values['side-by-side-routes']?.split(','),
        Number(values['mixed-load-seconds']),
      ),
    );

  // ---- Paying online (a server of its own, beside the Stripe stand-in; this one idles) -----------
  if (!values['skip-payments'] && !onlyPages)
    await timed('payments', () =>
      measurePayments(check, {
        port: paymentsPort,
        reconcileSessions: Number(values['reconcile-sessions']),
      }),
    );

  // ---- Recruitment (servers of its own; this one idles) -------------------------------------------
  if (!values['skip-recruitment'] && !onlyPages)
    await timed('recruitment', () => measureRecruitment(check, { port: recruitmentPort }));

  // ---- A chapter of 20,000 (servers of its own; this one idles meanwhile) ------------------------
  // Its last server's 10 idle seconds before its memory is read run beside Lighthouse.
  if (!values['skip-scale'] && !onlyPages) {
    const { promise: loaded, resolve: loadDone } = Promise.withResolvers<void>();
    scale = timed('scale (its last 10 s beside Lighthouse)', () =>
      measureScale(check, {
        port: scalePort,
        on: scaleDatabases,
        onLoadDone: () => loadDone(),
        alsoOn: money,
      }),
    );
    await Promise.race([loaded, scale]);
  } else if (money && !onlyPages)
    await timed('money', () => measureMoneyAlone(check, { port: scalePort, on: scaleDatabases }));

  // ---- Lighthouse ---------------------------------------------------------------------------------
  if (!values['skip-lighthouse'] && !onlyPages) {
    const lighthouseAt = performance.now();
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    try {
      console.log('\nLighthouse (mobile)  perf  a11y  best  seo   LCP     TBT    CLS');
      for (const route of lighthouseRoutes) {
        // One warm-up visit fills the server's and the OS's caches, like a real server that has been up.
        await fetch(base + route);
        const run = () =>
          lighthouse(`${base}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            // The pictures of the page that no score reads (about a second per page).
            disableFullPageScreenshot: true,
            skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
          });
        let result = await run();
        // A run that could not measure (a runtime error such as NO_FCP: no score at all, not a low
        // one) says nothing about the page: it is said, and the page is measured once more.
        const unmeasured = typeof result?.lhr.categories['performance']?.score !== 'number';
        if (result && unmeasured) {
          console.log(
            `${route}: Lighthouse could not measure (${result.lhr.runtimeError?.code ?? 'no performance score'}); measuring again`,
          );
          result = await run();
        }
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        const { categories, audits } = result.lhr;
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
        const scores = {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
        };
        check(
          scores.performance >= budgets.performance,
          `${route}: Lighthouse performance ${scores.performance} < ${budgets.performance}`,
        );
        check(
          scores.accessibility >= budgets.accessibility,
          `${route}: Lighthouse accessibility ${scores.accessibility} < 100`,
        );
        check(
          scores.bestPractices >= budgets.bestPractices,
          `${route}: Lighthouse best practices ${scores.bestPractices} < 100`,
        );
        check(scores.seo >= budgets.seo, `${route}: Lighthouse SEO ${scores.seo} < 100`);
        const layoutShift = audits['cumulative-layout-shift']?.numericValue ?? 0;
        check(
          layoutShift <= budgets.layoutShift,
          `${route}: layout shift ${layoutShift.toFixed(4)} (budget: none, ≤ ${budgets.layoutShift})`,
        );
        for (const [key, category] of Object.entries(categories)) {
          if (key === 'performance' || (category.score ?? 0) >= 1) continue;
          const failing = category.auditRefs
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id);
          failures.push(`${route}: ${key} audits failing: ${failing.join(', ')}`);
        }
        console.log(
          `${route.padEnd(20)} ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${String(scores.bestPractices).padStart(4)}  ${String(scores.seo).padStart(4)}  ${audits['largest-contentful-paint']?.displayValue?.padStart(6)}  ${audits['total-blocking-time']?.displayValue?.padStart(6)}  ${audits['cumulative-layout-shift']?.displayValue}`,
        );
      }
      console.log(
        `budgets: performance ≥ ${budgets.performance}, accessibility, best practices, SEO = 100`,
      );
    } finally {
      chrome.kill();
      took.push(`Lighthouse ${((performance.now() - lighthouseAt) / 1000).toFixed(0)} s`);
    }
  }
} finally {
  // Its servers are its own to stop: it is waited for, whatever happened here.
  await scale.catch(() => {});
  stopServer();
}
console.log(
  `\nThe budgets took ${((performance.now() - startedAt) / 1000).toFixed(0)} s (${took.join(', ')}).`,
);

if (failures.length > 0) {
  console.error(`\nBudget missed:\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
