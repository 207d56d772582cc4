// Member-area budgets (issue 4), measured against a running server by scripts/budget.ts:
//   - GET /api/auth/members with 500 members: p99 under 25 ms at 200 concurrent requests
//   - the directory filters 500 members per keystroke without a dropped frame
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { openDatabase, sqliteFileIn } from '../server/db/database.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

export const memberBudgets = { directoryP99Ms: 25, keystrokeMs: 16 };

/** The browser globals the in-page measurement uses (this file is type-checked as Node code). */
interface InPage {
  localStorage: { setItem(key: string, value: string): void };
  keystrokes: number[];
  PerformanceObserver: new (
    callback: (list: { getEntries(): { name: string; duration: number }[] }) => void,
  ) => {
    observe(options: { type: string; buffered: boolean; durationThreshold: number }): void;
  };
}

const demoMember = { email: 'member@oxp-northmere.example', password: 'Demo-Member-2026!' };
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

/** Adds active members until the directory holds `total` (written straight into the budget server's database). */
async function fillDirectory(dataDir: string, total: number): Promise<number> {
  const { db, close } = openDatabase({ sqliteFile: sqliteFileIn(dataDir) });
  try {
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'member')
      .where('verifiedAt', 'is not', null)
      .execute();
    const at = new Date().toISOString();
    const rows = Array.from({ length: Math.max(0, total - existing.length) }, (_, i) => ({
      id: randomUUID(),
      name: `${first[i % first.length]} ${last[Math.floor(i / first.length) % last.length]} ${Math.floor(i / 500) || ''}`.trim(),
      email: `budget-${i}@example.com`,
      passwordHash: '!',
      role: 'member' as const,
      position: null,
      major: majors[i % majors.length]!,
      graduationYear: 2025 + (i % 4),
      linkedin: i % 3 === 0 ? `https://www.linkedin.com/in/budget-${i}` : null,
      profilePicture: i % 2 === 0 ? `/media/${randomUUID()}` : null,
      inviteCodeId: null,
      verifiedAt: at,
      createdAt: at,
      updatedAt: at,
    }));
    for (let i = 0; i < rows.length; i += 100)
      await db
        .insertInto('users')
        .values(rows.slice(i, i + 100))
        .execute();
    return existing.length + rows.length;
  } finally {
    await close();
  }
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.19.0.1' },
    body: JSON.stringify(demoMember),
  });
  if (!response.ok) throw new Error(`demo login failed (${response.status})`);
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith('chapter_session='))!
    .split(';')[0]!;
}

export async function measureMembers(
  base: string,
  dataDir: string,
  check: (ok: boolean, message: string) => string,
): Promise<void> {
  const members = await fillDirectory(dataDir, 500);
  const cookie = await login(base);
  // The server keeps the directory for 5 s: wait until it reads the new rows.
  await new Promise((resolve) => setTimeout(resolve, 5_500));
  const warm = (await (
    await fetch(`${base}/api/auth/members`, { headers: { cookie } })
  ).json()) as { members: unknown[] };
  if (warm.members.length !== members)
    throw new Error(`expected ${members} members, got ${warm.members.length}`);

  const result = await autocannon({
    url: `${base}/api/auth/members`,
    connections: 200,
    duration: 10,
    headers: { cookie, 'accept-encoding': 'br, gzip' },
  });
  const { p50, p99 } = result.latency;
  console.log(
    `\nDirectory API, ${members} members, 200 concurrent for 10 s: ${Math.round(result.requests.average)} requests/s, p50 ${p50} ms, p99 ${p99} ms (budget p99 < ${memberBudgets.directoryP99Ms} ms) ${check(p99 < memberBudgets.directoryP99Ms && result.non2xx === 0, `directory p99 ${p99} ms (${result.non2xx} errors)`)}`,
  );

  // Filtering in the browser: each keystroke until the next paint (Event Timing API).
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: base }]);
    await context.addInitScript(() => {
      const page = globalThis as unknown as InPage;
      page.localStorage.setItem(
        'user',
        JSON.stringify({
          name: 'Demo Member',
          email: 'member@oxp-northmere.example',
          role: 'member',
        }),
      );
      page.keystrokes = [];
      new page.PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'keydown' || entry.name === 'keypress' || entry.name === 'input')
            page.keystrokes.push(entry.duration);
        }
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
    });
    const page = await context.newPage();
    await page.goto(`${base}/members/active`, { waitUntil: 'networkidle' });
    await page.getByText(`of ${members} members`).waitFor();
    const search = page.getByPlaceholder('Search by name, major, or role...');
    await search.click();
    await page.keyboard.type('mason nurs', { delay: 120 });
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(500);
    const slow = await page.evaluate(() => (globalThis as unknown as InPage).keystrokes);
    const worst = slow.length ? Math.max(...slow) : 0;
    console.log(
      `Directory filter, ${members} members, 11 keystrokes: ${slow.length} took 16 ms or more to paint${slow.length ? ` (worst ${worst} ms)` : ''} (budget: none) ${check(slow.length === 0, `${slow.length} keystrokes dropped a frame (worst ${worst} ms)`)}`,
    );
  } finally {
    await browser.close();
  }
}
