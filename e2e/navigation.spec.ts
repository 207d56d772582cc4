import type { Page } from '@playwright/test';
import { gotoHydrated, openNavMenuIfCollapsed, siteNav } from './helpers.ts';
import { expect, test } from './support/fixtures.ts';

const storedUser = { name: 'Sam Doe', email: 'sam@example.com', role: 'member' };

const membersToggle = (page: Page) => siteNav(page).getByRole('button', { name: 'Members' });
const membersMenu = (page: Page) => siteNav(page).locator('.dropdown-menu');
const navMenu = (page: Page) => page.locator('#site-nav-menu');

async function openMembersDropdown(page: Page): Promise<void> {
  await openNavMenuIfCollapsed(page);
  await membersToggle(page).click();
  await expect(membersMenu(page)).toBeVisible();
}

/** Stores a signed-in user the way the app does, and reloads so the page starts signed in. */
/** Signs in for real (the session cookie) and stores the profile, as the login page does. */
async function signIn(page: Page): Promise<void> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'member@oxp-northmere.example', password: 'Demo-Member-2026!' },
  });
  expect(login.ok()).toBe(true);
  await page.evaluate((user) => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('token', 'demo-access-token');
  }, storedUser);
}

test.describe('navigation bar links', () => {
  test('the brand links to the home page', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await siteNav(page).getByRole('link', { name: 'Omicron Xi Psi at Northmere' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Omicron Xi Psi');
  });

  for (const [label, path, heading] of [
    ['About', '/about', 'About Us'],
    ['Philanthropy', '/philanthropy', 'Philanthropy'],
    ['Highlights', '/highlights', 'Highlights'],
  ] as const) {
    test(`the ${label} link opens ${path}`, async ({ page }) => {
      await gotoHydrated(page, '/');
      await openNavMenuIfCollapsed(page);
      await siteNav(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The link of the current page is marked (it may be folded away in the collapsed menu now).
      await expect(navMenu(page).locator(`a.nav-link[href="${path}"]`)).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  }

  test('the Home link goes back to the home page', async ({ page }) => {
    await gotoHydrated(page, '/merch');
    await openNavMenuIfCollapsed(page);
    await siteNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Omicron Xi Psi');
  });
});

test.describe('Members dropdown', () => {
  test('lists the member pages and ends with "Login or Signup" when no user is stored', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await openMembersDropdown(page);
    const items = membersMenu(page).locator('.dropdown-item');
    await expect(items).toHaveText([
      'Active Members',
      'Alumni',
      'Executive Board',
      'Login or Signup',
    ]);
    await expect(membersMenu(page).getByRole('link', { name: 'Active Members' })).toHaveAttribute(
      'href',
      '/members/active',
    );
    await expect(membersMenu(page).getByRole('link', { name: 'Alumni' })).toHaveAttribute(
      'href',
      '/members/alumni',
    );
    await expect(membersMenu(page).getByRole('link', { name: 'Executive Board' })).toHaveAttribute(
      'href',
      '/members/exec',
    );
    await expect(membersMenu(page).getByRole('link', { name: 'Login or Signup' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(membersMenu(page).getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  });

  for (const [label, path, heading] of [
    ['Active Members', '/members/active', 'Active Members'],
    ['Alumni', '/members/alumni', 'Alumni'],
    ['Executive Board', '/members/exec', 'Executive Board'],
    ['Login or Signup', '/login', 'Member Login'],
  ] as const) {
    test(`"${label}" in the Members dropdown opens ${path}`, async ({ page }) => {
      await gotoHydrated(page, '/');
      await openMembersDropdown(page);
      await membersMenu(page).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(membersMenu(page)).toBeHidden();
    });
  }

  test('ends with "Log Out" when a user is stored', async ({ page }) => {
    await page.goto('/');
    await signIn(page);
    await gotoHydrated(page, '/');
    await openMembersDropdown(page);
    const items = membersMenu(page).locator('.dropdown-item');
    await expect(items).toHaveText(['Active Members', 'Alumni', 'Executive Board', 'Log Out']);
    await expect(membersMenu(page).getByRole('link', { name: 'Login or Signup' })).toHaveCount(0);
  });

  test('Log Out clears the stored user and token and replaces the history entry with the login page', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await signIn(page);
    await gotoHydrated(page, '/about');
    await openMembersDropdown(page);
    await membersMenu(page).getByRole('button', { name: 'Log Out' }).click();

    // The login page says why the person is there (docs/product.md#session).
    await expect(page).toHaveURL(/\/login\?reason=logged-out$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member Login');
    await expect(page.locator('main output')).toHaveText('You have logged out.');
    // On a phone the collapsed menu closes again, like after any other choice.
    if (testInfo.project.name === 'phone') await expect(navMenu(page)).toBeHidden();
    expect(
      await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')]),
    ).toEqual([null, null]);

    // The menu now offers the login again.
    await openMembersDropdown(page);
    await expect(membersMenu(page).locator('.dropdown-item').last()).toHaveText('Login or Signup');

    // /about was replaced by /login: going back skips it and lands on the page before.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Omicron Xi Psi');
  });
});

test.describe('collapsed menu on a phone', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the menu only collapses on narrow screens');
  });

  test('the brand and the toggle share one line, down to 320 px', async ({ page }) => {
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 700 });
      await gotoHydrated(page, '/');
      const brand = (await siteNav(page).locator('.navbar-brand').boundingBox())!;
      const toggle = (await page.getByRole('button', { name: 'Toggle navigation' }).boundingBox())!;
      expect(toggle.y, `at ${width} px the toggle is not below the brand`).toBeLessThan(
        brand.y + brand.height,
      );
      expect(toggle.x).toBeGreaterThanOrEqual(brand.x + brand.width);
      expect(toggle.x + toggle.width).toBeLessThanOrEqual(width);
    }
  });

  test('the toggle opens the menu and a second press closes it', async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(navMenu(page)).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(navMenu(page)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(siteNav(page).getByRole('link', { name: 'About', exact: true })).toBeVisible();
    await toggle.click();
    await expect(navMenu(page)).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a main link closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await siteNav(page).getByRole('link', { name: 'Philanthropy', exact: true }).click();
    await expect(page).toHaveURL(/\/philanthropy$/);
    await expect(navMenu(page)).toBeHidden();
  });

  test('choosing the link of the current page also closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(navMenu(page)).toBeVisible();
    await siteNav(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(navMenu(page)).toBeHidden();
  });

  test('choosing a Members dropdown item closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await membersToggle(page).click();
    await membersMenu(page).getByRole('link', { name: 'Executive Board' }).click();
    await expect(page).toHaveURL(/\/members\/exec$/);
    await expect(navMenu(page)).toBeHidden();
  });

  test('the menu opens from the keyboard and its links are reachable with Tab', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(navMenu(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const home = siteNav(page).getByRole('link', { name: 'Home', exact: true });
    await expect(home).toBeFocused();
    await page.keyboard.press('Tab');
    const about = siteNav(page).getByRole('link', { name: 'About', exact: true });
    await expect(about).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await expect(navMenu(page)).toBeHidden();
  });
});

test.describe('keyboard use', () => {
  test('the first Tab shows the skip link, which moves focus to the main content', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    // The next Tab continues inside the main content, after the navigation bar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#main') !== null)).toBe(true);
  });

  test('the skip link is out of sight until it receives focus', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).not.toBeInViewport();
  });

  test('the Members dropdown works with Tab, Enter, arrows and Escape', async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'desktop',
      'the expanded navigation bar is a wide-screen layout',
    );
    await gotoHydrated(page, '/');
    const toggle = membersToggle(page);
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      if (await toggle.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(membersMenu(page)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // Enter opens the menu and leaves focus on the toggle; the arrows then walk through the items.
    await expect(toggle).toBeFocused();
    const item = (name: string) => membersMenu(page).getByRole('link', { name, exact: true });
    await page.keyboard.press('ArrowDown');
    await expect(item('Active Members')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('Alumni')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('Executive Board')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item('Alumni')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(membersMenu(page)).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a dropdown item is followed with Enter', async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'desktop',
      'the expanded navigation bar is a wide-screen layout',
    );
    await gotoHydrated(page, '/');
    await membersToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(membersMenu(page)).toBeVisible();
    const exec = membersMenu(page).getByRole('link', { name: 'Executive Board' });
    for (let presses = 0; presses < 3; presses += 1) await page.keyboard.press('ArrowDown');
    await expect(exec).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/members\/exec$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Executive Board');
  });
});
