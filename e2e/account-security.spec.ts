// What a person does to keep his account his (docs/product.md#my-sessions): signing out everywhere else with his
// password, forgetting a browser, logging in again with his code when the console asks, and an
// officer resetting a brother's two-factor from the console.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { totpCode } from '../server/lib/totp.ts';
import { gotoHydrated, gotoSecuritySettled, signIn } from './helpers.ts';
import { createAccount, memberInvite, type Account } from './support/accounts.ts';
import { emailTo, expect, expectConsoleErrors } from './support/fixtures.ts';
import {
  accountId,
  createOfficer,
  currentTotpCode,
  logInThroughForm,
  test,
} from './support/officers.ts';

const siteName = (
  JSON.parse(readFileSync(new URL('../content/chapter.json', import.meta.url), 'utf8')) as {
    siteName: string;
  }
).siteName;

/** Logs `account` in on `api` (another device) and turns two-factor on there; gives the secret. */
async function turnOnTwoFactorElsewhere(api: APIRequestContext, account: Account) {
  const login = await api.post('/api/auth/login', { data: account });
  expect(login.status(), await login.text()).toBe(200);
  const setup = await api.post('/api/auth/two-factor/setup');
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await api.post('/api/auth/two-factor/enable', {
    data: { code: currentTotpCode(secret), password: account.password },
  });
  expect(enable.status(), await enable.text()).toBe(200);
  return secret;
}

test('signing out everywhere else asks for the password; a known browser can be forgotten', async ({
  page,
  request,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  const account = await createAccount(request, 'sessions');
  // Another device: its own session and its own known-browser cookie.
  const phone = await playwright.request.newContext({
    baseURL: baseURL!,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    extraHTTPHeaders: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.7` },
  });
  expect((await phone.post('/api/auth/login', { data: account })).status()).toBe(200);

  await signIn(page, account);
  await gotoSecuritySettled(page);
  const sessions = page.locator('#sessions');
  await expect(sessions.getByText('Safari on iPhone').first()).toBeVisible();

  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const password = sessions.getByLabel('Your password');
  await password.fill('Not-my-password-1!');
  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(sessions.getByText('That is not your password.')).toBeVisible();
  expect((await phone.get('/api/auth/me')).status()).toBe(200);

  await password.fill(account.password);
  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(sessions.getByText('Every other session of your account has ended.')).toBeVisible();
  await expect(sessions.getByText('You are not logged in anywhere else.')).toBeVisible();
  expect((await phone.get('/api/auth/me')).status()).toBe(401);

  // The phone is still a known browser until it is forgotten.
  const browsers = sessions.getByRole('list', { name: 'Known browsers' });
  const iPhone = browsers.getByRole('listitem').filter({ hasText: 'Safari on iPhone' });
  await expect(iPhone).toHaveCount(1);
  await iPhone.getByRole('button', { name: 'Forget Safari on iPhone' }).click();
  await expect(sessions.getByText(/That browser is forgotten/)).toBeVisible();
  await expect(iPhone).toHaveCount(0);
  await expect(browsers.getByText('This browser')).toBeVisible();
  await phone.dispose();
  // The wrong password's answer.
  expectConsoleErrors(consoleErrors, /status of 400/);
  expect(consoleErrors).toEqual([]);
});

test('signing up with an email that has an account looks like a new signup; its owner is emailed the way back in', async ({
  page,
  request,
  consoleErrors,
  isMobile,
}) => {
  test.skip(isMobile, 'the same answers at any width');
  const existing = await createAccount(request, 'already');
  await gotoHydrated(page, `/login?invite=${memberInvite}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account');
  await expect(page.getByLabel('Invite code')).toHaveValue(memberInvite);
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('Email', { exact: true }).fill(existing.email);
  await page.getByLabel('Password', { exact: true }).fill('An0ther-Pass!word');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  // Exactly what a new signup sees.
  await expect(page).toHaveURL(/\/verify\?email=/);

  const mail = await emailTo(existing.email, `You already have a ${siteName} account`);
  const link = /https?:\/\/\S+\/forgot-password\?email=\S+/.exec(mail.text)![0];
  await gotoHydrated(page, new URL(link).pathname + new URL(link).search);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(existing.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we sent it a link to reset the password/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a session opened before two-factor was turned on logs in again with the code to use the console', async ({
  page,
  request,
  playwright,
  baseURL,
  demoOfficer,
  consoleErrors,
  isMobile,
}) => {
  test.skip(isMobile, 'the same flow at any width');
  const officer = await createOfficer(request, demoOfficer, { areas: ['accounts'] });
  await signIn(page, officer);
  await gotoHydrated(page, '/officers/accounts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts');

  const laptop = await playwright.request.newContext({ baseURL: baseURL! });
  const secret = await turnOnTwoFactorElsewhere(laptop, officer);
  await laptop.dispose();

  await gotoHydrated(page, '/officers/accounts');
  const refusal = page.getByRole('alert').filter({ hasText: 'Two-factor authentication needed.' });
  await expect(refusal).toContainText('This session was opened without your two-factor code.');
  await refusal.getByRole('button', { name: 'Log in again with your code' }).click();
  await expect(page).toHaveURL(/\/login\?reason=officers&next=%2Fofficers%2Faccounts$/);
  await gotoHydrated(page, page.url());
  await page.getByLabel('Email', { exact: true }).fill(officer.email);
  await page.getByLabel('Password', { exact: true }).fill(officer.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  // The step after the one that turned it on (each code is accepted once).
  await code.fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify and Log In' }).click();
  await expect(page).toHaveURL(/\/officers\/accounts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts');
  await expect(page.getByRole('table').or(page.locator('.data-table')).first()).toBeVisible();
  // The console's refusal, and the login's question for the code.
  expectConsoleErrors(consoleErrors, /status of 403/);
  expectConsoleErrors(consoleErrors, /status of 401/);
  expect(consoleErrors).toEqual([]);
});

test('an officer resets the two-factor of a brother who lost his phone; the brother is emailed', async ({
  page,
  request,
  playwright,
  baseURL,
  demoOfficer,
  consoleErrors,
  isMobile,
}) => {
  test.skip(isMobile, 'a dialog and a message, at any width');
  const officer = await createOfficer(request, demoOfficer, { areas: ['accounts'] });
  const brother = await createAccount(request, 'phoneless');
  const device = await playwright.request.newContext({ baseURL: baseURL! });
  await turnOnTwoFactorElsewhere(device, brother);
  await device.dispose();
  const id = await accountId(demoOfficer, brother.email);

  await gotoHydrated(page, '/login');
  await logInThroughForm(page, officer);
  await expect(page).not.toHaveURL(/\/login/);
  await gotoHydrated(page, `/officers/accounts/${id}`);
  await page.getByRole('button', { name: 'Reset two-factor' }).click();
  const dialog = page.getByRole('dialog', { name: `Reset ${brother.name}'s two-factor?` });
  await expect(dialog).toContainText('Do this only when you are sure it is him asking');
  await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(page.getByText(/Two-factor authentication is off for this account/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset two-factor' })).toHaveCount(0);

  const mail = await emailTo(
    brother.email,
    'Your two-factor authentication was reset by an officer',
  );
  expect(mail.text).toContain(`${officer.name} reset two-factor authentication`);
  const login = await request.post('/api/auth/login', { data: brother });
  expect(login.status()).toBe(200);
  expect(consoleErrors).toEqual([]);
});
