// The officer console's navigation (docs/product.md#officer-console): below 768 px one menu button
// (aria-expanded; Enter, Tab into the pages, Escape closes and gives the focus back, a chosen page
// closes it) instead of the pages' buttons over the top of every page; at 1280 px the column as
// before. SHOTS_DIR=dir saves a screenshot of each width to look at.
import type { Page } from '@playwright/test';
import { gotoHydrated, signIn } from './helpers.ts';
import { expect, expectNoAxeViolations } from './support/fixtures.ts';
import { shot } from './support/shots.ts';
import { createOfficer, test } from './support/officers.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Officer console' });
const menuButton = (page: Page) =>
  consoleNav(page).getByRole('button', { name: /^Officer console/ });

test('on a phone the pages are one menu button: it opens, closes by Escape and by a choice', async ({
  page,
  request,
  demoOfficer,
  isMobile,
}) => {
  test.skip(!isMobile, 'the desktop keeps its column (the next test)');
  const officer = await createOfficer(request, demoOfficer);
  await signIn(page, officer);
  await gotoHydrated(page, '/officers/accounts');
  await expect(heading(page)).toHaveText('Accounts');

  // Collapsed, the navigation is one line: the page's title is in the first screen, near the top.
  const toggle = menuButton(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('Accounts');
  await expect(consoleNav(page).getByRole('link')).toHaveCount(0);
  const navBox = (await consoleNav(page).boundingBox())!;
  expect(navBox.height).toBeLessThanOrEqual(64);
  const titleBox = (await heading(page).boundingBox())!;
  expect(titleBox.y + titleBox.height).toBeLessThan(844 / 2);
  await expectNoAxeViolations(page);
  await shot(page, 'console-nav-closed');

  // By pointer: open, and a page chosen closes it.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const links = consoleNav(page).getByRole('link');
  await expect(links).toHaveText([
    'Home',
    'Invites',
    'Accounts',
    'Positions',
    'Graduation',
    'Initiation',
    'Privacy',
    'Audit log',
    'Export',
  ]);
  await expect(consoleNav(page).getByRole('link', { name: 'Accounts' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page);
  await shot(page, 'console-nav-open');
  await consoleNav(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(heading(page)).toHaveText('Audit log');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('Audit log');
  await expect(links).toHaveCount(0);

  // By keyboard: Enter opens, Tab goes into the pages, Escape closes and gives the focus back.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(consoleNav(page).getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  // Open again, then a click elsewhere on the page closes it.
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await heading(page).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('on a desktop the pages stay a column beside the page, without a menu button', async ({
  page,
  request,
  demoOfficer,
  isMobile,
}) => {
  test.skip(isMobile, 'a phone has the menu button (the test above)');
  const officer = await createOfficer(request, demoOfficer);
  await signIn(page, officer);
  await gotoHydrated(page, '/officers/accounts');
  await expect(heading(page)).toHaveText('Accounts');
  await expect(menuButton(page)).toHaveCount(0);
  await expect(consoleNav(page).getByRole('link')).toHaveText([
    'Home',
    'Invites',
    'Accounts',
    'Positions',
    'Graduation',
    'Initiation',
    'Privacy',
    'Audit log',
    'Export',
  ]);
  const nav = (await consoleNav(page).boundingBox())!;
  const title = (await heading(page).boundingBox())!;
  // Beside the page, not above it.
  expect(nav.x + nav.width).toBeLessThanOrEqual(title.x);
  expect(Math.abs(nav.y - title.y)).toBeLessThan(120);
  await shot(page, 'console-nav');
});
