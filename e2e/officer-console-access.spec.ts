// Who gets the officer console (docs/product.md#officer-console), at 390 px and 1280 px: a visitor
// is sent to the login page (which says why and comes back); any console address opened directly is
// the app with status 200 and its own script allowed, and one the console does not have says so; a
// member gets "Officers only" and no link in the navigation, and the server refuses him whatever the
// page shows; an officer without an area is told the page is not his; when two-factor is required
// the console says so and leads to the account's two-factor section.
import type { Page } from '@playwright/test';
import {
  gotoHydrated,
  openNavMenuIfCollapsed,
  siteNav,
  signIn,
  waitForHydration,
} from './helpers.ts';
import { createAccount } from './support/accounts.ts';
import { expect, expectConsoleErrors } from './support/fixtures.ts';
import { createOfficer, logInThroughForm, openConsoleNav, test } from './support/officers.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Officer console' });

test('a visitor who opens a console page logs in first and comes back to it; any console address opens directly', async ({
  page,
  request,
  demoOfficer,
  consoleErrors,
}) => {
  const officer = await createOfficer(request, demoOfficer);
  const response = await page.goto('/officers/accounts?role=alumni');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(
    /\/login\?reason=officers&next=%2Fofficers%2Faccounts%3Frole%3Dalumni$/,
  );
  await expect(page.locator('main output')).toHaveText(
    'The officer console is for chapter officers. Log in with your officer account.',
  );
  await waitForHydration(page);
  await logInThroughForm(page, officer);
  await expect(page).toHaveURL(/\/officers\/accounts\?role=alumni$/);
  await expect(heading(page)).toHaveText('Accounts');
  await expect(page).toHaveTitle(/^Accounts · Officer Console \| /);
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('alumni');
  await expect(page.getByText(/^Showing \d/)).toBeVisible();

  // Each address is the app's shell (status 200, its inline script allowed by the CSP).
  for (const [path, title] of [
    ['/officers/audit', 'Audit log'],
    [`/officers/accounts/${officer.id}`, officer.name],
    ['/officers/nothing-here', 'Page not found'],
    ['/officers/accounts/00000000-0000-4000-8000-000000000000', 'Account'],
  ] as const) {
    const opened = await page.goto(path);
    expect(opened?.status(), path).toBe(200);
    expect(opened?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await waitForHydration(page);
    await expect(consoleNav(page)).toBeVisible();
    await expect(heading(page)).toHaveText(title);
  }
  await expect(page.getByRole('alert')).toHaveText(/^There is no such account\./);
  expectConsoleErrors(consoleErrors, /status of 404/);
});

test('a member gets "Officers only", no Officers link, and the server refuses him', async ({
  page,
  request,
  consoleErrors,
}) => {
  const member = await createAccount(request, 'notofficer');
  await signIn(page, member);
  await gotoHydrated(page, '/members/active');
  await openNavMenuIfCollapsed(page);
  await expect(siteNav(page).getByRole('link', { name: 'Officers' })).toHaveCount(0);

  const response = await page.goto('/officers/invites');
  expect(response?.status()).toBe(200);
  await expect(heading(page)).toHaveText('Officers only');
  await expect(page.getByText(member.email)).toBeVisible();
  await expect(consoleNav(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Members' })).toHaveAttribute(
    'href',
    '/members/active',
  );

  // Whatever a page would show, the API answers only officers.
  for (const path of ['/api/officer/invites', '/api/officer/accounts', '/api/officer/audit']) {
    const refused = await page.request.get(path);
    expect(refused.status(), path).toBe(403);
    expect((await refused.json()).error).toBe('forbidden');
  }
  const write = await page.request.post('/api/officer/invites', {
    data: { role: 'member', uses: 1, days: 1 },
  });
  expect(write.status()).toBe(403);
  expect(consoleErrors).toEqual([]);
});

test('an officer sees the pages of his areas only', async ({ page, request, demoOfficer }) => {
  const treasurer = await createOfficer(request, demoOfficer, {
    label: 'treasurer',
    areas: ['treasury'],
    position: 'Treasurer',
  });
  await signIn(page, treasurer);
  await gotoHydrated(page, '/members/active');
  await openNavMenuIfCollapsed(page);
  await siteNav(page).getByRole('link', { name: 'Officers' }).click();
  await expect(heading(page)).toHaveText('Officer console');
  await expect(page.getByText('Your areas: Money.')).toBeVisible();
  await openConsoleNav(page);
  await expect(consoleNav(page).getByRole('link')).toHaveText(['Home', 'Money']);
  await expect(page.getByRole('heading', { name: 'Needs attention' })).toHaveCount(0);

  await page.goto('/officers/invites');
  await waitForHydration(page);
  await expect(heading(page)).toHaveText('Not one of your areas');
  await expect(
    page.getByText('This page is for officers responsible for accounts and access.'),
  ).toBeVisible();
});

test('when two-factor is required, the console says so and leads to the account settings', async ({
  page,
  request,
  demoOfficer,
  consoleErrors,
}) => {
  const officer = await createOfficer(request, demoOfficer);
  await signIn(page, officer);
  // The e2e server runs with OFFICER_TWO_FACTOR=optional; the answer of a server that requires it.
  await page.route('**/api/officer/attention', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'two_factor_required',
        message:
          'Officers need two-factor authentication to use the console. Turn it on in your account settings.',
      }),
    }),
  );
  await gotoHydrated(page, '/officers');
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Two-factor authentication needed.');
  await expect(refusal).toContainText('Officers need two-factor authentication');
  await refusal.getByRole('link', { name: 'Turn on two-factor authentication' }).click();
  await expect(page).toHaveURL(/\/me\/security#two-factor$/);
  const section = page.locator('#two-factor');
  await expect(section).toBeFocused();
  await expect(section.getByRole('button', { name: 'Turn on two-factor' })).toBeInViewport();
  expectConsoleErrors(consoleErrors, /status of 403/);
});
