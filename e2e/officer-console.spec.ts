// The officer console end to end (docs/product.md#officer-console), at 390 px and 1280 px: an officer
// turns on two-factor, logs in with a code, creates an invite; a new brother signs up through the
// invite's link; the officer finds him and moves him to the alumni side; the audit log shows each
// step. Each test makes its own officer (e2e/support/officers.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { gotoHydrated, openNavMenuIfCollapsed, siteNav, waitForHydration } from './helpers.ts';
import { codeFrom, newAccount } from './support/accounts.ts';
import { expect, expectConsoleErrors, lastEmailTo } from './support/fixtures.ts';
import {
  createOfficer,
  test,
  currentTotpCode,
  logInThroughForm,
  nextTotpCode,
  openConsoleNav,
  type Officer,
} from './support/officers.ts';

const siteName = (
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '..', 'content', 'chapter.json'), 'utf8'),
  ) as { siteName: string }
).siteName;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The officer's own label in the audit log (server/core/officers/actor.ts). */
const actorLabel = (officer: Officer) => `${officer.name} <${officer.email}>`;

/** Turns two-factor on in /me/security's section and gives back the secret the test's "app" keeps. */
async function turnOnTwoFactor(page: Page, password: string): Promise<string> {
  const section = page.locator('#two-factor');
  await expect(section.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(section.getByText('Status: Off')).toBeVisible();
  await section.getByRole('button', { name: 'Turn on two-factor' }).click();
  // The QR code is an image of the server's SVG, never markup put into the page.
  const qr = section.getByRole('img', { name: /QR code/ });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await expect(section.locator('svg')).toHaveCount(0);
  await section.getByText('Cannot scan it? Type a key instead').click();
  const secret = (await section.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const code = section.getByLabel('Code from the app');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(currentTotpCode(secret));
  // The password too: a session left open somewhere cannot turn it on or off.
  await section.getByLabel('Your password').fill(password);
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();

  // Ten recovery codes, shown once, to download.
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const first = (await codes.first().textContent())!;
  expect(first).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download codes' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('recovery-codes.txt');
  expect(readFileSync((await file.path())!, 'utf8')).toContain(`\n${first}\n`);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('Status: On')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
  return secret;
}

test('an officer enrols in two-factor, logs in with a code, invites a brother who signs up through the link, moves him to alumni, and the audit log shows each step', async ({
  page,
  browser,
  request,
  demoOfficer,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const officer = await createOfficer(request, demoOfficer);

  // The officer logs in and lands on the console's home; the navigation offers it too.
  await gotoHydrated(page, '/login');
  await logInThroughForm(page, officer);
  await expect(page).toHaveURL(/\/officers$/);
  await expect(heading(page)).toHaveText('Officer console');
  await gotoHydrated(page, '/members/active');
  await openNavMenuIfCollapsed(page);
  await siteNav(page).getByRole('link', { name: 'Officers' }).click();
  await expect(heading(page)).toHaveText('Officer console');
  await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();

  // 1. Two-factor, from the console's suggestion to the sign-in and security page's section.
  await page.getByRole('link', { name: 'Turn on two-factor' }).click();
  await expect(page).toHaveURL(/\/me\/security#two-factor$/);
  const secret = await turnOnTwoFactor(page, officer.password);

  // 2. Logged out (the Members menu's Log Out) and in again: after the password, the code.
  await siteNav(page).getByRole('button', { name: 'Members' }).click();
  await siteNav(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login\?reason=logged-out$/);
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(officer.email);
  await page.getByLabel('Password', { exact: true }).fill(officer.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(
    page.getByText(`Two-factor authentication is on for ${officer.email}.`),
  ).toBeVisible();
  // A wrong code is refused and the step stays.
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify and Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText(/That code is not right/);
  // The step after the one that turned it on (each code is accepted once).
  await code.fill(nextTotpCode(secret));
  await page.getByRole('button', { name: 'Verify and Log In' }).click();
  await expect(page).toHaveURL(/\/officers$/);

  // 3. An invite for a new member: the code once, a link and a message to send.
  await page.goto('/officers');
  await waitForHydration(page);
  await (await openConsoleNav(page)).getByRole('link', { name: 'Invites' }).click();
  await expect(heading(page)).toHaveText('Invites');
  await page.getByLabel('Number of sign-ups').fill('1');
  await page.getByLabel('Valid for (days)').fill('7');
  await page.getByRole('button', { name: 'Create invite for members' }).click();
  const created = page.getByRole('heading', { name: 'New invite for members' });
  await expect(created).toBeFocused();
  const inviteCode = (await page.locator('.created-invite__code code').textContent())!;
  expect(inviteCode).toMatch(/^[A-Z0-9-]{8,}$/);
  const link = `${new URL(page.url()).origin}/login?invite=${inviteCode}`;
  await expect(page.getByLabel('Sign-up link')).toHaveValue(link);
  const message = page.getByLabel('Ready-to-send message');
  await expect(message).toHaveValue(new RegExp(`on the ${siteName} website`));
  await expect(message).toHaveValue(new RegExp(link.replaceAll('?', '\\?')));
  await expect(message).toHaveValue(/The invite works until \w{3}, \w{3} \d{1,2}, \d{4}\./);
  await page.getByRole('button', { name: 'Copy message' }).click();
  await expect(page.getByText('Message copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await message.inputValue(),
  );
  const newest = page.getByRole('row').filter({ hasText: officer.name }).first();
  await expect(newest).toContainText('Active');
  await expect(newest).toContainText('For members');
  // The code is shown only this once: leaving before Done asks first.
  await (await openConsoleNav(page)).getByRole('link', { name: 'Accounts' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without the invite code?' });
  await expect(leave).toContainText('shown only this once');
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toHaveCount(0);
  await expect(heading(page)).toHaveText('Invites');
  await expect(page.locator('.created-invite__code code')).toHaveText(inviteCode);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(created).toHaveCount(0);

  // 4. The new brother opens the link: "Create Account" with the code filled in.
  const brother = newAccount('brother');
  const brotherContext = await browser.newContext({
    viewport: page.viewportSize(),
    extraHTTPHeaders: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.7` },
  });
  try {
    const brotherPage = await brotherContext.newPage();
    await brotherPage.goto(link);
    await waitForHydration(brotherPage);
    await expect(heading(brotherPage)).toHaveText('Create Account');
    await expect(brotherPage.getByLabel('Invite code')).toHaveValue(inviteCode);
    await brotherPage.getByLabel('Full name').fill(brother.name);
    await brotherPage.getByLabel('Email', { exact: true }).fill(brother.email);
    await brotherPage.getByLabel('Password', { exact: true }).fill(brother.password);
    await brotherPage.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(brotherPage).toHaveURL(/\/verify\?email=/);
    await waitForHydration(brotherPage);
    await brotherPage
      .getByLabel('Verification code')
      .fill(codeFrom(await lastEmailTo(brother.email)));
    await brotherPage.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(brotherPage.locator('main').getByRole('status')).toHaveText(
      'Account verified! You can now log in.',
    );
  } finally {
    await brotherContext.close();
  }

  // The invite is used up. Other tests' invites made meanwhile may push it past the first page:
  // it is looked for among the used-up ones, a page at a time.
  await page.reload();
  await waitForHydration(page);
  await page.getByLabel('Status').selectOption('used up');
  const invite = page.getByRole('row').filter({ hasText: officer.name });
  const nextPage = page
    .getByRole('navigation', { name: 'Invites: pages' })
    .getByRole('button', { name: 'Next page' });
  while (
    (await invite.count()) === 0 &&
    (await nextPage.count()) > 0 &&
    (await nextPage.isEnabled())
  )
    await nextPage.click();
  await expect(invite.first()).toContainText('Used up');

  // 5. The officer finds him and moves him to the alumni side.
  await (await openConsoleNav(page)).getByRole('link', { name: 'Accounts' }).click();
  await expect(heading(page)).toHaveText('Accounts');
  await page.getByRole('searchbox', { name: 'Search' }).fill(brother.name);
  await expect(page).toHaveURL(/\/officers\/accounts\?q=/);
  await expect(page.getByText('Showing 1 account')).toBeVisible();
  await page.getByRole('link', { name: brother.name }).click();
  await expect(heading(page)).toHaveText(brother.name);
  await expect(page.getByRole('radio', { name: 'Member' })).toBeChecked();
  await page.getByRole('radio', { name: 'Alumni' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  // A move to the alumni side is confirmed first, saying what it does.
  const confirm = page.getByRole('dialog', { name: `Change ${brother.name}'s account?` });
  await expect(confirm).toContainText(`${brother.name} moves to the alumni side`);
  await confirm.getByRole('button', { name: 'Save changes' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'The account was updated.' }),
  ).toBeVisible();
  await expect(page.locator('.account-facts')).toContainText('Alumni');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  // 6. The audit log: the officer's steps, newest first.
  await (await openConsoleNav(page)).getByRole('link', { name: 'Audit log' }).click();
  await expect(heading(page)).toHaveText('Audit log');
  await page.getByRole('combobox', { name: 'Who' }).selectOption({ label: actorLabel(officer) });
  const rows = page.getByRole('table', { name: 'Audit log' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('account changed');
  await expect(rows.nth(0)).toContainText(brother.email);
  await expect(rows.nth(0)).toContainText('role: member → alumni');
  await expect(rows.nth(1)).toContainText('invite created');
  await expect(rows.nth(1)).toContainText('uses: 1');
  await expect(rows.nth(2)).toContainText('two-factor turned on');
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/officer/audit?actor=${officer.id}&format=csv`,
  );

  // The login's first step answered 401 (two-factor required), and the wrong code too.
  expectConsoleErrors(consoleErrors, /status of 401/);
});
