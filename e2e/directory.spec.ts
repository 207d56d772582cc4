// The directory on /members/active (docs/product.md#directory, docs/api.md call 2), on the
// second e2e server whose chapter holds exactly 50 active members that no other test changes.
// Expectations come from the server's own list (GET /api/auth/members), in the server's order.
import type { Page, TestInfo } from '@playwright/test';
import { directoryPort, directorySize } from '../playwright.config.ts';
import { demoAlumnus, demoMember, gotoHydrated, signIn } from './helpers.ts';
import { expect, expectConsoleErrors, test } from './support/fixtures.ts';

test.use({ baseURL: `http://127.0.0.1:${directoryPort}` });

interface Member {
  id: string;
  name: string;
  major: string | null;
  role: string;
  graduationYear: number | null;
  profilePicture: string | null;
  linkedin: string | null;
}

const classYears = ['2025', '2026', '2027', '2028'];
const noResults = 'No members found matching your search criteria.';
/** The chapter logo the cards fall back to (a hashed asset). */
const logoSrc = /\/logo-[\w-]+\.(avif|webp|png|svg)$/;

// ---------------------------------------------------------------------------------------------
// Helpers

const directory = (page: Page) => page.getByRole('region', { name: 'Active Members Directory' });
const summary = (page: Page) => directory(page).locator('.directory-summary');
const loading = (page: Page) => directory(page).getByText('Loading members...', { exact: true });
const cards = (page: Page) => directory(page).locator('.member-card');
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 3 });
const searchBox = (page: Page) =>
  directory(page).getByRole('searchbox', { name: 'Search members' });
const classSelect = (page: Page) => directory(page).getByRole('combobox', { name: 'Class' });
const pager = (page: Page) => directory(page).getByRole('navigation', { name: 'Directory pages' });
const pageButton = (page: Page, n: number) =>
  pager(page).getByRole('button', { name: `Page ${n}`, exact: true });
const previousButton = (page: Page) =>
  pager(page).getByRole('button', { name: 'Previous', exact: true });
const nextButton = (page: Page) => pager(page).getByRole('button', { name: 'Next', exact: true });

/** docs/product.md#directory: 12 a page, 6 below 768 px (the phone project is 390 px wide). */
const pageSizeOf = (testInfo: TestInfo) => (testInfo.project.name === 'phone' ? 6 : 12);

/** docs/product.md#directory: search in name, major or role, any case; class is an exact year. */
function filtered(members: Member[], search: string, classYear = 'all'): Member[] {
  const needle = search.trim().toLowerCase();
  return members.filter(
    (m) =>
      (classYear === 'all' || String(m.graduationYear) === classYear) &&
      [m.name, m.major ?? '', m.role].some((field) => field.toLowerCase().includes(needle)),
  );
}

/** The names, in alphabetical order. */
const byName = (list: Member[]) =>
  list.map((m) => m.name).toSorted((a, b) => a.localeCompare(b, 'en'));

/** The server's directory, as the signed-in browser context sees it. */
async function membersFromApi(page: Page): Promise<Member[]> {
  const response = await page.request.get('/api/auth/members');
  expect(response.status(), await response.text()).toBe(200);
  const { members } = (await response.json()) as { members: Member[] };
  return members;
}

/** Signs in, reads the server's list, opens /members/active and waits for the first page. */
async function openDirectory(
  page: Page,
  testInfo: TestInfo,
  account = demoMember,
): Promise<Member[]> {
  await signIn(page, account);
  const members = await membersFromApi(page);
  expect(members).toHaveLength(directorySize);
  await gotoHydrated(page, '/members/active');
  await expect(summary(page)).toHaveText(
    `Showing 1-${pageSizeOf(testInfo)} of ${directorySize} members`,
  );
  return members;
}

/** The card names on screen are exactly these members, in this order. */
async function expectShown(page: Page, members: Member[]): Promise<void> {
  await expect(cardNames(page)).toHaveText(members.map((m) => m.name));
}

/** What the cards show, card by card. */
const readCards = (page: Page) =>
  cards(page).evaluateAll((articles) =>
    articles.map((card) => {
      const text = (selector: string) => card.querySelector(selector)?.textContent ?? null;
      const picture = card.querySelector('img');
      const links = [...card.querySelectorAll('a')];
      return {
        name: text('h3'),
        classOf: text('.member-card__class'),
        major: text('.member-card__major'),
        badge: text('.badge'),
        links: links.map((a) => ({
          text: a.textContent,
          href: a.getAttribute('href'),
          target: a.getAttribute('target'),
        })),
        picture: picture?.getAttribute('src') ?? null,
        logo: picture?.classList.contains('is-logo') ?? null,
      };
    }),
  );

/**
 * Every card shows its member's picture (or the logo), name, "Class of" year, major, role badge, and a
 * LinkedIn link only when there is one.
 */
async function expectCardDetails(page: Page, members: Member[]): Promise<void> {
  await expect
    .poll(() => readCards(page))
    .toEqual(
      members.map((m) => ({
        name: m.name,
        classOf: `Class of ${m.graduationYear}`,
        major: m.major,
        badge: m.role,
        links: m.linkedin
          ? [
              {
                text: `LinkedIn profile of ${m.name} (opens in a new tab)`,
                href: m.linkedin,
                target: '_blank',
              },
            ]
          : [],
        picture: m.profilePicture ?? expect.stringMatching(logoSrc),
        logo: !m.profilePicture,
      })),
    );
}

/** The pagination bar, left to right: Previous, the page numbers and ellipses, Next. */
async function expectPagerItems(page: Page, items: string[], current: number): Promise<void> {
  // The ellipses are hidden from assistive technology, so read the list items themselves.
  await expect(pager(page).locator('li')).toHaveText(['Previous', ...items, 'Next']);
  await expect(pager(page).locator('[aria-current]')).toHaveCount(1);
  await expect(pageButton(page, current)).toHaveAttribute('aria-current', 'page');
  // The bar stays on one line (on a phone Previous and Next become arrows to make room).
  const rows = await pager(page)
    .locator('li')
    .evaluateAll(
      (lis) => new Set(lis.map((li) => Math.round(li.getBoundingClientRect().top))).size,
    );
  expect(rows, 'the pagination bar takes one line').toBe(1);
}

/** Distance of the directory section's top from the top of the viewport, in CSS pixels. */
const sectionTop = (page: Page) =>
  directory(page).evaluate((section) => section.getBoundingClientRect().top);

// ---------------------------------------------------------------------------------------------

test.describe('Active Members Directory', () => {
  test('a visitor sees the section and a login prompt, and no member', async ({ page }) => {
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/members')) listRequests.push(request.url());
    });
    await gotoHydrated(page, '/members/active');

    const section = directory(page);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Active Members Directory');
    await expect(section).toContainText('The directory is for brothers only. Log in to see it.');
    const login = section.getByRole('link', { name: 'Member Login' });
    await expect(login).toBeVisible();
    // docs/product.md#directory: the login page comes back to the directory.
    await expect(login).toHaveAttribute('href', '/login?next=%2Fmembers%2Factive%23directory');

    await expect(searchBox(page)).toHaveCount(0);
    await expect(classSelect(page)).toHaveCount(0);
    await expect(summary(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);
    await expect(section).not.toContainText('Showing');
    // The server refuses the list to a visitor, and the page does not even ask for it.
    expect((await page.request.get('/api/auth/members')).status()).toBe(401);
    expect(listRequests).toEqual([]);

    await login.click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member Login');
  });

  test('shows "Loading members..." until the list arrives, then the first page in the server\'s order', async ({
    page,
  }, testInfo) => {
    const pageSize = pageSizeOf(testInfo);
    await signIn(page, demoMember);
    const members = await membersFromApi(page);
    expect(members).toHaveLength(directorySize);

    // Hold the real request until the loading state has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route('**/api/auth/members', async (route) => {
      requested = true;
      await released;
      await route.continue();
    });
    await gotoHydrated(page, '/members/active');
    await expect.poll(() => requested, { message: 'the list was requested' }).toBe(true);
    await expect(loading(page)).toBeVisible();
    await expect(summary(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);

    release();
    await expect(summary(page)).toHaveText(`Showing 1-${pageSize} of 50 members`);
    await expect(loading(page)).toHaveCount(0);
    // The controls come with the list: the class filter offers the classes the directory holds.
    await expect(searchBox(page)).toHaveAttribute(
      'placeholder',
      'Search by name, major, or role...',
    );
    await expect(classSelect(page).getByRole('option')).toHaveText(['All Classes', ...classYears]);
    await expect(classSelect(page)).toHaveValue('all');

    const firstPage = members.slice(0, pageSize);
    // The first page mixes officers and members, with and without LinkedIn, so every branch shows.
    expect(firstPage.some((m) => m.role === 'Member')).toBe(true);
    expect(firstPage.some((m) => m.role !== 'Member')).toBe(true);
    expect(firstPage.some((m) => m.linkedin)).toBe(true);
    expect(firstPage.some((m) => !m.linkedin)).toBe(true);
    await expectShown(page, firstPage);
    await expectCardDetails(page, firstPage);
    // Server order (docs/product.md#directory): members with a real picture first, then by name.
    const withPicture = members.filter((m) => m.profilePicture);
    const withoutPicture = members.filter((m) => !m.profilePicture);
    expect(withPicture.length).toBeGreaterThan(pageSize);
    expect(withoutPicture.length).toBeGreaterThan(0);
    expect(members.map((m) => m.name)).toEqual([...byName(withPicture), ...byName(withoutPicture)]);
  });

  test('shows the chapter logo when a picture is missing or fails to load', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    await signIn(page, demoMember);
    const members = await membersFromApi(page);
    const [first, second] = members;
    expect(first?.profilePicture).toBeTruthy();
    expect(second?.profilePicture).toBeTruthy();
    // The first member's picture cannot be fetched.
    await page.route(`**${first!.profilePicture}`, (route) => route.abort());
    await gotoHydrated(page, '/members/active');
    await expect(summary(page)).toHaveText(
      `Showing 1-${pageSizeOf(testInfo)} of ${directorySize} members`,
    );

    const brokenCard = cards(page).first();
    await expect(brokenCard).toContainText(first!.name);
    await brokenCard.scrollIntoViewIfNeeded(); // the pictures load lazily
    const brokenPicture = brokenCard.locator('img');
    await expect(brokenPicture).toHaveAttribute('src', logoSrc);
    await expect(brokenPicture).toHaveClass(/\bis-logo\b/);
    await expect
      .poll(() => brokenPicture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Its neighbour's picture loads normally.
    const goodPicture = cards(page).nth(1).locator('img');
    await expect(goodPicture).toHaveAttribute('src', second!.profilePicture!);
    await expect
      .poll(() => goodPicture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expectConsoleErrors(consoleErrors, /ERR_FAILED|Failed to load resource/);

    // A member without a picture shows the logo too.
    const withoutPicture = members.find((m) => !m.profilePicture);
    expect(withoutPicture, 'a member without a picture').toBeDefined();
    await searchBox(page).fill(withoutPicture!.name);
    await expectShown(page, filtered(members, withoutPicture!.name));
    const card = cards(page).filter({ hasText: withoutPicture!.name });
    await expect(card.locator('img')).toHaveAttribute('src', logoSrc);
    await expect(card.locator('img')).toHaveClass(/\bis-logo\b/);
  });

  test('searches by name, major and role ignoring case, and filters by class', async ({
    page,
  }, testInfo) => {
    const pageSize = pageSizeOf(testInfo);
    const members = await openDirectory(page, testInfo);
    const page1 = (list: Member[]) => list.slice(0, pageSize);
    const range = (list: Member[]) => `1-${Math.min(pageSize, list.length)} of ${list.length}`;

    // From page 3, a search goes back to page 1 (this search still has at least 3 pages).
    await pageButton(page, 3).click();
    await expect(summary(page)).toHaveText(
      `Showing ${2 * pageSize + 1}-${3 * pageSize} of 50 members`,
    );
    const byRole = filtered(members, 'mEmBeR');
    expect(byRole.length).toBeGreaterThan(2 * pageSize);
    await searchBox(page).fill('mEmBeR');
    await expect(summary(page)).toHaveText(`Showing ${range(byRole)} members matching "mEmBeR"`);
    await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
    await expectShown(page, page1(byRole));

    // By name, in any case.
    const ethan = members.find((m) => m.name === 'Ethan Caldwell')!;
    expect(ethan).toBeDefined();
    await searchBox(page).fill('CALDWELL');
    await expect(summary(page)).toHaveText('Showing 1 member matching "CALDWELL"');
    await expectCardDetails(page, [ethan]);
    // A single page: no pagination.
    await expect(pager(page)).toHaveCount(0);

    // By major.
    const music = filtered(members, 'music');
    expect(music.length).toBeGreaterThan(1);
    expect(music.every((m) => m.major?.includes('Music'))).toBe(true);
    await searchBox(page).fill('music');
    await expect(summary(page)).toHaveText(`Showing ${range(music)} members matching "music"`);
    await expectShown(page, page1(music));

    // By role (an officer position).
    const treasurer = filtered(members, 'treasurer');
    expect(treasurer.map((m) => m.role)).toEqual(['Treasurer']);
    await searchBox(page).fill('treasurer');
    await expect(summary(page)).toHaveText('Showing 1 member matching "treasurer"');
    await expectCardDetails(page, treasurer);

    // Back to everyone, then a class filter from page 3 (the class has more than one page).
    await searchBox(page).fill('');
    await expect(summary(page)).toHaveText(`Showing 1-${pageSize} of 50 members`);
    const biggestClass = classYears
      .map((year) => ({ year, list: filtered(members, '', year) }))
      .toSorted((a, b) => b.list.length - a.list.length)[0]!;
    expect(biggestClass.list.length).toBeGreaterThan(pageSize);
    await pageButton(page, 3).click();
    await expect(pageButton(page, 3)).toHaveAttribute('aria-current', 'page');
    await classSelect(page).selectOption(biggestClass.year);
    await expect(summary(page)).toHaveText(
      `Showing ${range(biggestClass.list)} members in the Class of ${biggestClass.year}`,
    );
    await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
    await expectShown(page, page1(biggestClass.list));
    await expect(cards(page).locator('.member-card__class')).toHaveText(
      page1(biggestClass.list).map(() => `Class of ${biggestClass.year}`),
    );

    // Every class on its own.
    for (const year of classYears) {
      const list = filtered(members, '', year);
      await classSelect(page).selectOption(year);
      await expect(summary(page)).toHaveText(
        `Showing ${range(list)} members in the Class of ${year}`,
      );
      await expectShown(page, page1(list));
    }

    // Search and class together.
    const both = filtered(members, 'History', '2028');
    expect(both.length).toBeGreaterThan(1);
    await classSelect(page).selectOption('2028');
    await searchBox(page).fill('History');
    await expect(summary(page)).toHaveText(
      `Showing ${range(both)} members matching "History" in the Class of 2028`,
    );
    await expectShown(page, page1(both));

    // Back to all classes.
    await searchBox(page).fill('');
    await classSelect(page).selectOption({ label: 'All Classes' });
    await expect(summary(page)).toHaveText(`Showing 1-${pageSize} of 50 members`);
    await expectShown(page, page1(members));
  });

  test('pages through the list with Previous, Next and page numbers, and scrolls to the section', async ({
    page,
  }, testInfo) => {
    const pageSize = pageSizeOf(testInfo);
    const members = await openDirectory(page, testInfo);
    const slice = (n: number) => members.slice((n - 1) * pageSize, n * pageSize);
    const showing = (n: number) =>
      `Showing ${(n - 1) * pageSize + 1}-${Math.min(n * pageSize, 50)} of 50 members`;
    const phone = testInfo.project.name === 'phone';
    const pages = phone ? 9 : 5;
    // docs/product.md#directory: ≤ 5 pages: all; near the start 1-4 … last, near the end
    // first … last 4, otherwise first … current-1 to current+1 … last.
    const windows: Record<number, string[]> = phone
      ? {
          1: ['1', '2', '3', '4', '…', '9'],
          2: ['1', '2', '3', '4', '…', '9'],
          3: ['1', '2', '3', '4', '…', '9'],
          4: ['1', '…', '3', '4', '5', '…', '9'],
          5: ['1', '…', '4', '5', '6', '…', '9'],
          6: ['1', '…', '5', '6', '7', '…', '9'],
          7: ['1', '…', '6', '7', '8', '9'],
          8: ['1', '…', '6', '7', '8', '9'],
          9: ['1', '…', '6', '7', '8', '9'],
        }
      : Object.fromEntries(
          [1, 2, 3, 4, 5].map((n) => [n, ['1', '2', '3', '4', '5']] as [number, string[]]),
        );
    const expectPage = async (n: number) => {
      await expect(summary(page)).toHaveText(showing(n));
      await expectShown(page, slice(n));
      await expectPagerItems(page, windows[n]!, n);
      if (n === 1) await expect(previousButton(page)).toBeDisabled();
      else await expect(previousButton(page)).toBeEnabled();
      if (n === pages) await expect(nextButton(page)).toBeDisabled();
      else await expect(nextButton(page)).toBeEnabled();
    };

    await expectPage(1);

    // Next goes to page 2 and brings the top of the section to the top of the window.
    await nextButton(page).scrollIntoViewIfNeeded();
    expect(await sectionTop(page), 'the section starts above the window').toBeLessThan(-50);
    await nextButton(page).click();
    await expectPage(2);
    await expect.poll(async () => Math.abs(await sectionTop(page))).toBeLessThan(2);

    if (phone) {
      // Walk through every shape of the window.
      for (const n of [3, 4]) {
        await pageButton(page, n).click();
        await expectPage(n);
      }
      for (const n of [5, 6, 7]) {
        await nextButton(page).click();
        await expectPage(n);
      }
    }

    // The last page: the last two members, Next disabled; it scrolls to the section too.
    await pageButton(page, pages).scrollIntoViewIfNeeded();
    expect(await sectionTop(page)).toBeLessThan(-50);
    await pageButton(page, pages).click();
    await expectPage(pages);
    await expect(summary(page)).toHaveText('Showing 49-50 of 50 members');
    await expectShown(page, members.slice(48));
    await expect.poll(async () => Math.abs(await sectionTop(page))).toBeLessThan(2);

    // Previous goes back by one; page 1 disables Previous again.
    await previousButton(page).click();
    await expectPage(pages - 1);
    await pageButton(page, 1).click();
    await expectPage(1);
  });

  test('recomputes the page size when the window is resized', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'resizes a desktop window');
    const members = await openDirectory(page, testInfo);
    await expectShown(page, members.slice(0, 12));
    await expect(pageButton(page, 5)).toBeVisible();

    await page.setViewportSize({ width: 600, height: 800 });
    await expect(summary(page)).toHaveText('Showing 1-6 of 50 members');
    await expectShown(page, members.slice(0, 6));
    await expectPagerItems(page, ['1', '2', '3', '4', '…', '9'], 1);

    // The threshold is 768 px.
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(summary(page)).toHaveText('Showing 1-12 of 50 members');
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(summary(page)).toHaveText('Showing 1-6 of 50 members');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(summary(page)).toHaveText('Showing 1-12 of 50 members');
    await expectShown(page, members.slice(0, 12));
    await expectPagerItems(page, ['1', '2', '3', '4', '5'], 1);
  });

  test('says when nothing matches, and Clear Filters resets the search and the class', async ({
    page,
  }, testInfo) => {
    const pageSize = pageSizeOf(testInfo);
    const members = await openDirectory(page, testInfo);

    await classSelect(page).selectOption('2025');
    await searchBox(page).fill('zzzz');
    await expect(directory(page).getByText(noResults, { exact: true })).toBeVisible();
    await expect(summary(page)).toHaveText('No members matching "zzzz" in the Class of 2025');
    await expect(cards(page)).toHaveCount(0);
    await expect(pager(page)).toHaveCount(0);

    await directory(page).getByRole('button', { name: 'Clear Filters' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(classSelect(page)).toHaveValue('all');
    await expect(classSelect(page).locator('option:checked')).toHaveText('All Classes');
    await expect(summary(page)).toHaveText(`Showing 1-${pageSize} of 50 members`);
    await expect(directory(page).getByText(noResults)).toHaveCount(0);
    await expectShown(page, members.slice(0, pageSize));
    await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
  });

  test('an alumnus sees the directory too, without the alumni in it', async ({
    page,
  }, testInfo) => {
    const pageSize = pageSizeOf(testInfo);
    const alumnus = await signIn(page, demoAlumnus);
    expect(alumnus.role).toBe('alumni');
    const members = await membersFromApi(page);
    expect(members).toHaveLength(directorySize);
    expect(members.map((m) => m.name)).not.toContain(alumnus.name);

    await gotoHydrated(page, '/members/active');
    await expect(summary(page)).toHaveText(`Showing 1-${pageSize} of 50 members`);
    await expectShown(page, members.slice(0, pageSize));
    await searchBox(page).fill(String(alumnus.name));
    await expect(directory(page).getByText(noResults, { exact: true })).toBeVisible();
  });
});
