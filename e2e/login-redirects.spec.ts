// Every way to the login page says why and comes back after (docs/product.md#login-and-signup): a
// session that ends while editing (the cookie deleted) keeps the edits, unsaved and marked, for the
// same account only; account pages for a visitor; "Alumni Login"; `next` only within the site; and
// the signup form at an address of its own.
import type { BrowserContext, Page } from '@playwright/test';
import {
  demoAlumnus,
  demoMember,
  gotoAccountSettled,
  gotoHydrated,
  signIn,
  waitForHydration,
} from './helpers.ts';
import { createAccount, type Account } from './support/accounts.ts';
import { expect, expectConsoleErrors, expectNoAxeViolations, test } from './support/fixtures.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const reason = (page: Page) => page.locator('main output');
const editButton = (page: Page, label: string) =>
  page.getByRole('button', { name: `Edit ${label}` });
const unsavedBar = (page: Page) => page.locator('.unsaved-bar');

/** The session ends on the server's side of the browser: its cookie is gone. */
async function expireSession(context: BrowserContext) {
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === 'chapter_session');
  expect(session, 'a session cookie to delete').toBeDefined();
  await context.clearCookies({ name: 'chapter_session' });
}

async function logInThroughForm(page: Page, account: { email: string; password: string }) {
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

async function edit(page: Page, label: string, value: string) {
  await editButton(page, label).click();
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Enter');
  await expect(editButton(page, label)).toContainText(value);
}

test.describe('a session that ends while editing', () => {
  for (const variant of ['member', 'alumni'] as const) {
    const path = variant === 'member' ? '/account' : '/alumni-account';
    test(`${path}: log in again, and the edits are back, unsaved and marked`, async ({
      page,
      context,
      consoleErrors,
    }) => {
      const account = await createAccount(
        page.request,
        `expiry${variant}`,
        variant === 'alumni' ? { inviteCode: 'OXP-ALUMNI-DEMO' } : {},
      );
      await signIn(page, account);
      await gotoAccountSettled(page, path);
      const newName = `${account.name} Edited`;
      await edit(page, 'Name', newName);
      if (variant === 'member') await edit(page, 'Major', 'Marine Biology');

      await expireSession(context);
      await page.getByRole('button', { name: 'Save Changes' }).click();

      // The login page says why, and will come back here.
      await expect(page).toHaveURL(
        `/login?reason=session-expired&next=${encodeURIComponent(path)}`,
      );
      await expect(heading(page)).toHaveText(
        variant === 'member' ? 'Member Login' : 'Alumni Login',
      );
      await expect(reason(page)).toHaveText(
        'Your session has ended. Log in again to continue where you left off; nothing you had typed is lost.',
      );
      await expectNoAxeViolations(page);
      expectConsoleErrors(consoleErrors, /status of 401/);

      await logInThroughForm(page, account);
      await expect(page).toHaveURL(path);
      await expect(page.locator('.account-card__restored')).toContainText(
        'Your unsaved changes are back',
      );
      await expect(editButton(page, 'Name')).toContainText(newName);
      await expect(
        page.locator('.editable-field', { has: editButton(page, 'Name') }),
      ).toContainText('Not saved yet');
      if (variant === 'member')
        await expect(editButton(page, 'Major')).toContainText('Marine Biology');
      await expect(unsavedBar(page)).toContainText('You have unsaved changes.');

      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.locator('.account-card__message').getByRole('status')).toHaveText(
        'Profile updated successfully!',
      );
      await expect(unsavedBar(page)).toHaveCount(0);
      const me = (await (await page.request.get('/api/auth/me')).json()) as Record<string, unknown>;
      expect(me.name).toBe(newName);
      if (variant === 'member') expect(me.major).toBe('Marine Biology');
    });
  }

  test('someone else who logs in on the same tab does not get the edits', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const first: Account = await createAccount(page.request, 'expiryfirst');
    const second: Account = await createAccount(page.request, 'expirysecond');
    await signIn(page, first);
    await gotoAccountSettled(page, '/account');
    await edit(page, 'Name', 'Not For Anyone Else');
    await expireSession(context);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/login\?reason=session-expired/);
    expectConsoleErrors(consoleErrors, /status of 401/);

    await logInThroughForm(page, second);
    await expect(page).toHaveURL('/account');
    await expect(editButton(page, 'Name')).toContainText(second.name);
    await expect(page.locator('.account-card__restored')).toHaveCount(0);
    await expect(unsavedBar(page)).toHaveCount(0);
  });
});

test.describe('the way back after logging in', () => {
  test('a visitor on /account is told why, and comes back to /account', async ({ page }) => {
    await gotoHydrated(page, '/account');
    await expect(page).toHaveURL('/login?reason=account&next=%2Faccount');
    await expect(reason(page)).toHaveText('Log in to see your account settings.');
    await logInThroughForm(page, demoMember);
    await expect(page).toHaveURL('/account');
    await expect(heading(page)).toHaveText('Account Settings');
  });

  test('"Alumni Login" opens a page titled so, which returns to the alumni page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/members/alumni');
    await page.getByRole('link', { name: 'Alumni Login' }).click();
    await expect(heading(page)).toHaveText('Alumni Login');
    await expect(page).toHaveTitle(/^Alumni Login \|/);
    await logInThroughForm(page, demoAlumnus);
    await expect(page).toHaveURL('/members/alumni');
    await expect(page.locator('.member-welcome__greeting')).toHaveText(/^Welcome Brother/);
  });

  test.describe('an address outside the site', () => {
    test.skip(({ isMobile }) => isMobile, 'where a login leads does not depend on the width');
    for (const next of [
      '//evil.example/steal',
      'https://evil.example/',
      '/\\evil.example',
      '/login',
    ]) {
      test(`next=${next} is not followed: the member lands on his own page`, async ({ page }) => {
        await gotoHydrated(page, `/login?next=${encodeURIComponent(next)}`);
        await expect(heading(page)).toHaveText('Member Login');
        await logInThroughForm(page, demoMember);
        await expect(page).toHaveURL('/members/active');
      });
    }
  });
});

test.describe('signup', () => {
  test('has an address of its own, and Back returns to the login form', async ({ page }) => {
    await gotoHydrated(page, '/login');
    await page.getByRole('link', { name: 'Need an account? Sign Up' }).click();
    await expect(page).toHaveURL('/login?mode=signup');
    await expect(heading(page)).toHaveText('Create Account');
    await expect(page).toHaveTitle(/^Create Account \|/);
    await page.goBack();
    await expect(page).toHaveURL('/login');
    await expect(heading(page)).toHaveText('Member Login');

    await gotoHydrated(page, '/login?mode=signup');
    await expect(heading(page)).toHaveText('Create Account');
    await expect(page.getByLabel('Invite code')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('checks each field as it is left, with the contract’s rules', async ({ page }) => {
    await gotoHydrated(page, '/login?mode=signup');
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('not-an-email');
    await email.blur();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await email.fill('new.brother@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });
});
