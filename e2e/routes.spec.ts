import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demoBoard as officers } from './support/demo-board.ts';
import { expect, test } from './support/fixtures.ts';

const content = (name: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '..', 'content', `${name}.json`), 'utf8'),
  );
const chapter = content('chapter') as { siteName: string };
const home = content('home') as { intro: { heading: string; paragraphs: string[] } };
const about = content('about') as { mission: { text: string }; history: { paragraphs: string[] } };
const philanthropy = content('philanthropy') as {
  mission: { heading: string; paragraphs: string[] };
  currentEvents: { title: string }[];
};
const highlights = content('highlights') as { events: { title: string; description: string }[] };
const merch = content('merch') as { items: { name: string }[] };

/** Routes of docs/product.md#routes with the main heading each shows. */
const routes = [
  { path: '/', heading: 'Omicron Xi Psi' },
  { path: '/about', heading: 'About Us' },
  { path: '/philanthropy', heading: 'Philanthropy' },
  { path: '/highlights', heading: 'Highlights' },
  { path: '/merch', heading: 'Merchandise' },
  { path: '/members/exec', heading: 'Executive Board' },
  { path: '/members/active', heading: 'Active Members' },
  { path: '/members/alumni', heading: 'Alumni' },
  { path: '/login', heading: 'Member Login' },
  { path: '/verify', heading: 'Verify Your Account' },
  { path: '/merch/cart', heading: 'Your Cart' },
  // /account and /alumni-account send visitors to /login (account-journeys.spec.ts).
];
const publicRoutes = routes.slice(0, 6);

/** The page's own main text, which must be in the prerendered HTML. */
const mainText: Record<string, (page: Page) => Promise<void>> = {
  '/': async (page) => {
    await expect(page.getByRole('heading', { name: home.intro.heading })).toBeVisible();
    await expect(page.getByText(home.intro.paragraphs[0]!)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest Newsletter' })).toBeVisible();
  },
  '/about': async (page) => {
    await expect(page.getByText(about.history.paragraphs[0]!)).toBeVisible();
    // Without scripts, CSS (`@media (scripting: none)`) shows the full mission instead of the typewriter.
    const mission = page.locator('.typewriter__ghost');
    await expect(mission).toHaveText(about.mission.text);
    await expect(mission).toBeVisible();
    await expect(mission).toHaveCSS('visibility', 'visible');
    await expect(page.getByTestId('typewriter-typed')).toBeHidden();
  },
  '/philanthropy': async (page) => {
    await expect(
      page.getByRole('heading', { name: philanthropy.mission.heading, exact: true }),
    ).toBeVisible();
    await expect(page.getByText(philanthropy.mission.paragraphs[0]!)).toBeVisible();
    for (const event of philanthropy.currentEvents) {
      await expect(page.getByRole('heading', { name: event.title, exact: true })).toBeVisible();
    }
  },
  '/highlights': async (page) => {
    for (const event of highlights.events) {
      await expect(page.getByRole('heading', { name: event.title, exact: true })).toBeVisible();
      await expect(page.getByText(event.description)).toBeVisible();
    }
  },
  '/merch': async (page) => {
    for (const item of merch.items) {
      await expect(page.getByRole('heading', { name: item.name, exact: true })).toBeVisible();
    }
    await expect(page.getByText('$25.00', { exact: true })).toBeVisible();
  },
  '/members/exec': async (page) => {
    await expect(page.getByRole('article')).toHaveCount(15);
    for (const officer of officers) {
      await expect(page.getByRole('heading', { name: officer.name, exact: true })).toBeVisible();
    }
  },
};

test.describe('every route answers', () => {
  for (const route of routes) {
    test(`${route.path} responds 200 and shows the heading "${route.heading}"`, async ({
      page,
    }) => {
      const response = await page.goto(route.path);
      expect(response!.status()).toBe(200);
      expect(response!.headers()['content-type']).toContain('text/html');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Nothing sticks out sideways: the page never scrolls horizontally.
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
      }));
      expect(widths.page).toBe(widths.window);
    });
  }

  for (const unknown of ['/no-such-page', '/members/nope']) {
    test(`${unknown} responds 404 with "Page not found"`, async ({ page, consoleErrors }) => {
      const response = await page.goto(unknown);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(page).toHaveTitle(`Page not found | ${chapter.siteName}`);
      // The browser reports the 404 of the document itself; that one is expected.
      const unexpected = consoleErrors.filter((message) => !/status of 404/.test(message));
      consoleErrors.splice(0, consoleErrors.length, ...unexpected);
    });
  }

  test('an unknown API path answers 404 JSON', async ({ request, isMobile }) => {
    test.skip(isMobile, 'no page: checked once');
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = await response.json();
    expect(body).toMatchObject({ error: 'not_found' });
    expect(typeof body.message).toBe('string');
  });

  test('/favicon.ico is the chapter logo as an icon', async ({ request, isMobile }) => {
    test.skip(isMobile, 'no page: checked once');
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    const icon = await response.body();
    // ICO header: reserved 0, type 1 (icon), then three images (16, 32 and 48 px), each a PNG.
    expect([...icon.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    expect(icon.subarray(6 + 3 * 16, 6 + 3 * 16 + 4).toString('latin1')).toBe('\x89PNG');
  });
});

test.describe('pages without JavaScript', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'what is shown depends on the answer, not the screen width: checked once, at desktop width',
  );

  test.use({ javaScriptEnabled: false });

  for (const route of publicRoutes) {
    test(`${route.path} is prerendered: heading and main text show without scripts`, async ({
      page,
    }) => {
      const response = await page.goto(route.path);
      expect(response!.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await mainText[route.path]!(page);
    });
  }
});

test.describe('page titles and descriptions', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'what is shown depends on the answer, not the screen width: checked once, at desktop width',
  );

  test('each public route has its own title ending with the site name, and a description', async ({
    page,
  }) => {
    const titles: string[] = [];
    for (const route of publicRoutes) {
      await page.goto(route.path);
      const title = await page.title();
      expect(title, route.path).toMatch(new RegExp(`${chapter.siteName}$`));
      titles.push(title);
      const description = page.locator('head meta[name="description"]');
      await expect(description, route.path).toHaveCount(1);
      expect(
        (await description.getAttribute('content'))!.trim().length,
        route.path,
      ).toBeGreaterThan(20);
    }
    expect(new Set(titles).size).toBe(publicRoutes.length);
  });

  test('inner pages put their own name before the site name', async ({ page }) => {
    for (const [route, title] of [
      ['/about', 'About'],
      ['/philanthropy', 'Philanthropy'],
      ['/highlights', 'Highlights'],
      ['/merch', 'Merchandise'],
      ['/members/exec', 'Executive Board'],
    ] as const) {
      await page.goto(route);
      await expect(page).toHaveTitle(`${title} | ${chapter.siteName}`);
    }
    await page.goto('/');
    await expect(page).toHaveTitle(chapter.siteName);
  });
});
