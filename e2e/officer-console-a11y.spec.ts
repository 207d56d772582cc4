// Accessibility of the officer console and the account pages' security sections (docs/product.md
// #accessibility: WCAG 2.2 AA, axe finds no violation), at 390 px and 1280 px: every console page
// loaded (home, invites with a new invite and the revoke dialog, accounts, one account and its
// confirmation, audit log, export with its download, an unknown console page), "Officers only",
// two-factor off / setting up / recovery codes / on, My sessions, and the login's code step.
import type { Page } from '@playwright/test';
import { gotoHydrated, signIn, waitForHydration } from './helpers.ts';
import { createAccount } from './support/accounts.ts';
import { expect, expectNoAxeViolations } from './support/fixtures.ts';
import { createOfficer, currentTotpCode, test } from './support/officers.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Waits until no CSS transition or animation runs, so axe sees the final colours. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

test('every console page', async ({ page, request, demoOfficer }) => {
  test.setTimeout(90_000);
  const officer = await createOfficer(request, demoOfficer);
  const member = await createAccount(request, 'axetarget', { verified: false });
  await signIn(page, officer);

  await gotoHydrated(page, '/officers');
  await expect(heading(page)).toHaveText('Officer console');
  await expect(page.getByRole('heading', { name: 'Not verified' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/officers/invites');
  await waitForHydration(page);
  await expect(page.getByText(/^Showing (\d+–\d+ of )?\d+ invites?$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create invite for members' }).click();
  await expect(page.getByRole('heading', { name: 'New invite for members' })).toBeFocused();
  await page.getByRole('button', { name: 'Copy code' }).click();
  await expectNoAxeViolations(page);
  await page
    .getByRole('button', { name: /^Revoke/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Revoke this invite?' })).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Done: the code is no longer on screen, so leaving does not ask.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'New invite for members' })).toHaveCount(0);

  await page.goto(`/officers/accounts?q=${encodeURIComponent(member.email)}`);
  await waitForHydration(page);
  await expect(page.getByText('Showing 1 account')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: member.name }).click();
  await expect(heading(page)).toHaveText(member.name);
  await expect(page.getByRole('button', { name: 'Email a new verification code' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Role and office' })).toContainText(
    'Holds no position today.',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Alumni' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('dialog', { name: `Change ${member.name}'s account?` }),
  ).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Discard changes' }).click();

  await page.goto('/officers/audit');
  await waitForHydration(page);
  await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/officers/export');
  await waitForHydration(page);
  await expect(heading(page)).toHaveText('Export');
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download the chapter/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^chapter-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByRole('status')).toHaveText(
    /^Downloaded chapter-data-.*\.zip \(\d+ kB\)\.$/,
  );

  await page.goto('/officers/nothing-here');
  await waitForHydration(page);
  await expect(heading(page)).toHaveText('Page not found');
  await expectNoAxeViolations(page);
});

test('"Officers only" and the login page for a visitor', async ({ page, request }) => {
  const member = await createAccount(request, 'axemember');
  await gotoHydrated(page, '/officers');
  await expect(page).toHaveURL(/\/login\?reason=officers/);
  await expectNoAxeViolations(page);
  await signIn(page, member);
  await gotoHydrated(page, '/officers');
  await expect(heading(page)).toHaveText('Officers only');
  await expectNoAxeViolations(page);
});

test('two-factor and My sessions on the sign-in and security page, and the login code step', async ({
  page,
  request,
  demoOfficer,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const officer = await createOfficer(request, demoOfficer);
  await signIn(page, officer);
  await gotoHydrated(page, '/me/security');
  const section = page.locator('#two-factor');
  await expect(section.getByText('Status: Off')).toBeVisible();
  const sessions = page.locator('#sessions');
  await expect(sessions.getByText('This device')).toBeVisible();
  await expectNoAxeViolations(page);

  await section.getByRole('button', { name: 'Turn on two-factor' }).click();
  await section.getByText('Cannot scan it? Type a key instead').click();
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // A wrong code says so at the field's form.
  await section.getByLabel('Your password').fill(officer.password);
  await section.getByLabel('Code from the app').fill('12');
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(section.locator('.field-error')).toBeVisible();
  await expectNoAxeViolations(page);

  const secret = (await section.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
  await section.getByLabel('Code from the app').fill(currentTotpCode(secret));
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(section.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('Status: On')).toBeVisible();
  await expectNoAxeViolations(page);

  // The login's second step.
  const other = await browserPage(page);
  await gotoHydrated(other, '/login');
  await other.getByLabel('Email', { exact: true }).fill(officer.email);
  await other.getByLabel('Password', { exact: true }).fill(officer.password);
  await other.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(other.getByLabel('Authentication code')).toBeFocused();
  await expectNoAxeViolations(other);
  await other.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await expect(other.getByLabel('Recovery code')).toBeFocused();
  await expectNoAxeViolations(other);
  await other.context().close();
  expect(consoleErrors).toEqual([]);
});

/** A page in a new context (no session), at the test's viewport. */
async function browserPage(page: Page): Promise<Page> {
  const browser = page.context().browser()!;
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { 'x-forwarded-for': `10.8.${Math.floor(Math.random() * 250)}.9` },
  });
  return context.newPage();
}
