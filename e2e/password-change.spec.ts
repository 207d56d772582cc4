// Changing the password on both account pages (docs/product.md#account-settings, docs/api.md
// #change-password): the other devices are logged out and this one is not; a wrong current password
// and a weak new one are said at their fields; axe-clean.
import type { Page } from '@playwright/test';
import { gotoHydrated, signIn } from './helpers.ts';
import { alumniInvite, createAccount } from './support/accounts.ts';
import { expect, expectConsoleErrors, expectNoAxeViolations, test } from './support/fixtures.ts';

const newPassword = 'Changed-Pass-2026!';
const current = (page: Page) => page.getByLabel('Current password', { exact: true });
const next = (page: Page) => page.getByLabel('New password', { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Change Password' });
// The section is a labelled region; the page's outer section holds other regions (the calendar
// link's copy button has a status of its own).
const section = (page: Page) => page.getByRole('region', { name: 'Change Password' });

for (const variant of ['member', 'alumni'] as const) {
  const path = variant === 'member' ? '/account' : '/alumni-account';

  test(`${path}: the new password works, every other device is logged out, this one is not`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const account = await createAccount(
      page.request,
      `pw${variant}`,
      variant === 'alumni' ? { inviteCode: alumniInvite } : {},
    );
    // Another device, signed in to the same account.
    const other = await browser.newContext(baseURL ? { baseURL } : {});
    try {
      const otherLogin = await other.request.post('/api/auth/login', {
        data: { email: account.email, password: account.password },
      });
      expect(otherLogin.status()).toBe(200);

      await signIn(page, account);
      await gotoHydrated(page, path);
      await current(page).fill(account.password);
      await next(page).fill(newPassword);
      await submit(page).click();
      await expect(section(page).getByRole('status')).toHaveText(
        'Your password has been changed. You are still logged in here; every other device has been logged out.',
      );
      await expect(current(page)).toHaveValue('');
      await expect(next(page)).toHaveValue('');

      expect((await other.request.get('/api/auth/me')).status()).toBe(401);
      expect((await page.request.get('/api/auth/me')).status()).toBe(200);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Account Settings');
      await expect(page).toHaveURL(path);

      const login = (password: string) =>
        other.request.post('/api/auth/login', { data: { email: account.email, password } });
      expect((await login(account.password)).status()).toBe(401);
      expect((await login(newPassword)).status()).toBe(200);
    } finally {
      await other.close();
    }
  });
}

test('a weak new password and a wrong current one are said at their fields, changing nothing', async ({
  page,
  consoleErrors,
}) => {
  const account = await createAccount(page.request, 'pwwrong');
  await signIn(page, account);
  await gotoHydrated(page, '/account');

  await next(page).fill('weak');
  await next(page).blur();
  await expect(next(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(next(page)).toHaveAccessibleDescription(
    /The password must have at least 8 characters/,
  );
  // Nothing is sent while a field is wrong; the first wrong field takes the focus.
  await submit(page).click();
  await expect(current(page)).toBeFocused();
  await expect(current(page)).toHaveAccessibleDescription('Please enter your current password.');

  await current(page).fill('Not-My-Password-1!');
  await next(page).fill(newPassword);
  await submit(page).click();
  await expect(current(page)).toBeFocused();
  await expect(current(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(current(page)).toHaveAccessibleDescription('That is not your current password.');
  await expect(section(page).getByRole('alert')).toHaveText(
    'Your password was not changed: check the field marked in red.',
  );
  expectConsoleErrors(consoleErrors, /status of 400/);
  await expectNoAxeViolations(page);

  const login = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
});
