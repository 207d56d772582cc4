// Account screens end to end (docs/product.md#login-and-signup, #deliberate-changes): signing up
// with an invite code, verifying with the emailed code, logging in to a cookie session, editing the
// profile and its picture, logging out, the login, signup and verify errors, and the password reset.
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expectRedirectBetween,
  expectShownBetween,
  gotoAccountSettled,
  gotoHydrated,
  openNavMenuIfCollapsed,
  siteNav,
  waitForAccountSettled,
  waitForHydration,
} from './helpers.ts';
import {
  alumniInvite,
  codeFrom,
  createAccount,
  memberInvite,
  newAccount,
  type Account,
} from './support/accounts.ts';
import {
  emailCountTo,
  expect,
  expectConsoleErrors,
  lastEmailTo,
  test,
  uniqueEmail,
} from './support/fixtures.ts';

const fixtures = path.resolve(import.meta.dirname, '..', 'server', 'test', 'fixtures');
const gpsPhoto = path.join(fixtures, 'photo-with-gps.jpg');
const heicPhoto = path.join(fixtures, 'phone-photo.heic');

const sessionCookie = 'chapter_session';

/** The server's texts (server/features/auth/service.ts `messages`, contract/api/auth.ts). */
const serverText = {
  badInvite: 'That invite code is not valid or has expired. Ask a chapter officer for a new one.',
  weakPassword:
    'The password must have at least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.',
  wrongCode:
    'That code is not correct, or it has expired. Check the newest email, or ask for a new one with "Resend code".',
  codeResent: 'If that account is waiting for verification, we sent it a new code.',
  badLogin: 'Invalid email or password.',
  notVerified: 'Your account is not verified yet. Enter the 6-digit code we emailed you.',
  resetSent:
    'If an account exists for that email, we sent it a link to reset the password. The link works for one hour.',
  passwordChanged: 'Your password has been changed. You can now log in.',
};

const passwordRuleTexts = [
  'At least 8 characters',
  'One uppercase letter',
  'One lowercase letter',
  'One number',
  'One special character',
] as const;

// ---------------------------------------------------------------------------------------------
// Helpers

/** Milliseconds until `condition` holds, from now. */

const loginPage = {
  email: (page: Page) => page.getByLabel('Email', { exact: true }),
  password: (page: Page) => page.getByLabel('Password', { exact: true }),
  name: (page: Page) => page.getByLabel('Full name'),
  invite: (page: Page) => page.getByLabel('Invite code'),
  heading: (page: Page) => page.getByRole('heading', { level: 1 }),
};

/** Signs up through the form on /login (already open and hydrated). */
async function signUpThroughForm(page: Page, account: Account, inviteCode: string) {
  await page.getByRole('link', { name: 'Need an account? Sign Up' }).click();
  await expect(loginPage.heading(page)).toHaveText('Create Account');
  await loginPage.name(page).fill(account.name);
  await loginPage.email(page).fill(account.email);
  await loginPage.password(page).fill(account.password);
  await loginPage.invite(page).fill(inviteCode);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

/** On /verify?email=…: enters the emailed code and waits for the way to /login. */
async function verifyThroughForm(page: Page, email: string) {
  await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email)}`);
  await waitForHydration(page);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  const code = codeFrom(await lastEmailTo(email));
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const success = page.locator('main').getByRole('status');
  await expect(success).toHaveText('Account verified! You can now log in.');
  // docs/product.md#verification: the login page follows after 1.5 s, says why, and has the email.
  await expectRedirectBetween(page, /\/login\?reason=verified&email=/, 900, 2100);
  await expect(page.locator('main output')).toHaveText(
    'Your account is verified. Log in to continue.',
  );
  await expect(loginPage.email(page)).toHaveValue(email);
}

/** Logs in through the form on /login. */
async function logInThroughForm(page: Page, email: string, password: string) {
  await expect(loginPage.heading(page)).toHaveText('Member Login');
  await waitForHydration(page);
  await loginPage.email(page).fill(email);
  await loginPage.password(page).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

/** Records the signup requests the page sends from now on. */
function watchSignups(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/signup')) sent.push(request.url());
  });
  return sent;
}

const storedUser = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('user');
    return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
  });
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** A click-to-edit field: its display button, and the input that replaces it. */
const editable = (page: Page, label: string) => ({
  display: page.getByRole('button', { name: `Edit ${label}` }),
  input: page.getByRole('textbox', { name: label, exact: true }),
});

async function editField(page: Page, label: string, value: string, leaveWith: 'Enter' | 'blur') {
  const field = editable(page, label);
  await field.display.click();
  await expect(field.input).toBeFocused();
  await field.input.fill(value);
  if (leaveWith === 'Enter') await field.input.press('Enter');
  else await field.input.blur();
  await expect(field.input).toHaveCount(0);
  await expect(field.display).toBeVisible();
  await expect(field.display).toContainText(value);
}

const messageArea = (page: Page) => page.locator('.account-card__message');
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save Changes' });
const fileInput = (page: Page) => page.locator('input[type="file"]');
const membersMenu = (page: Page) => siteNav(page).locator('.dropdown-menu');

async function openMembersMenu(page: Page) {
  await openNavMenuIfCollapsed(page);
  await siteNav(page).getByRole('button', { name: 'Members' }).click();
  await expect(membersMenu(page)).toBeVisible();
}

/** After logout: nothing stored, and the old session token is refused by the server. */
async function expectLoggedOut(page: Page, oldToken: string) {
  await expect.poll(() => storedUser(page)).toBeNull();
  expect(await storedToken(page)).toBeNull();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  const withOldToken = await page.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${oldToken}` },
  });
  expect(withOldToken.status(), 'the server revoked the session').toBe(401);
}

// ---------------------------------------------------------------------------------------------

// Timers (auto-clearing messages, delayed redirects) are moved on the page's fake clock.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.describe('a new member, from signup to logout', () => {
  test('signs up, verifies, logs in, edits the profile and picture, and logs out', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const account = newAccount('member');

    // Signup form.
    await gotoHydrated(page, '/login');
    await expect(loginPage.heading(page)).toHaveText('Member Login');
    await expect(loginPage.name(page)).toHaveCount(0);
    await expect(loginPage.invite(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Need an account? Sign Up' }).click();
    await expect(loginPage.heading(page)).toHaveText('Create Account');
    await expect(page.getByRole('link', { name: 'Already have an account? Log In' })).toBeVisible();
    await loginPage.name(page).fill(account.name);
    await loginPage.email(page).fill(account.email);

    // Show / Hide flips the password field's type.
    const password = loginPage.password(page);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveText('Hide');
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveText('Show');

    // The requirements box ticks each rule off as it is met.
    const box = page.locator('.password-requirements');
    await expect(box).toContainText('Password requirements:');
    const rule = (text: string) => box.getByRole('listitem').filter({ hasText: text });
    await expect(box.getByRole('listitem')).toHaveCount(passwordRuleTexts.length);
    const expectMet = async (met: readonly string[]) => {
      for (const text of passwordRuleTexts) {
        if (met.includes(text)) {
          await expect(rule(text)).toHaveClass(/\bis-met\b/);
          await expect(rule(text)).toContainText('(met)');
        } else {
          await expect(rule(text)).not.toHaveClass(/\bis-met\b/);
          await expect(rule(text)).toContainText('(not met yet)');
        }
      }
    };
    await expectMet([]);
    // Typed key by key: "Str0ng-" then "P" meets every rule; the rest completes the password.
    await password.clear();
    await password.pressSequentially('S');
    await expectMet(['One uppercase letter']);
    await password.pressSequentially('t');
    await expectMet(['One uppercase letter', 'One lowercase letter']);
    await password.pressSequentially('r0');
    await expectMet(['One uppercase letter', 'One lowercase letter', 'One number']);
    await password.pressSequentially('ng-');
    await expectMet([
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character',
    ]);
    await password.pressSequentially('P');
    await expectMet(passwordRuleTexts);
    await password.pressSequentially(account.password.slice('Str0ng-P'.length));
    await expect(password).toHaveValue(account.password);
    await expectMet(passwordRuleTexts);
    await expect(password).toHaveAttribute('aria-describedby', (await box.getAttribute('id'))!);

    await loginPage.invite(page).fill(memberInvite);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    // Verify with the code from the real email, then on to /login after 1.5 s.
    await verifyThroughForm(page, account.email);
    const mail = await lastEmailTo(account.email);
    expect(mail.to).toEqual([account.email]);

    // Log in: lands on the active members page, /login replaced in the history.
    await logInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/members\/active$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Active Members');

    // Only the non-secret profile is stored; the session is an httpOnly, SameSite=Lax cookie.
    const user = await storedUser(page);
    expect(user).toMatchObject({ name: account.name, email: account.email, role: 'member' });
    expect(user).not.toHaveProperty('tokens');
    expect(user).not.toHaveProperty('token');
    expect(JSON.stringify(user)).not.toMatch(/token/i);
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('token');
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === sessionCookie);
    expect(session, 'the session cookie').toBeDefined();
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe('Lax');
    expect(JSON.stringify(user)).not.toContain(session!.value);
    expect(await page.evaluate(() => document.cookie)).not.toContain(sessionCookie);

    await page.goBack();
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/members\/active$/);
    await waitForHydration(page);

    // The Members menu now offers Log Out.
    await openMembersMenu(page);
    await expect(membersMenu(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(membersMenu(page).getByRole('link', { name: 'Login or Signup' })).toHaveCount(0);

    // Account settings, with every section loaded before the session ends below.
    await gotoAccountSettled(page, '/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings');
    const card = page.locator('.account-card').first();
    await expect(card).toContainText(account.email);
    await expect(card).toContainText('Cannot be changed');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit Email' })).toHaveCount(0);
    await expect(saveButton(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Members' })).toHaveAttribute(
      'href',
      '/members/active',
    );

    // Click to edit: the input appears focused; Enter or leaving it turns it back.
    await editField(page, 'Name', `${account.name} Jr`, 'Enter');
    await expect(saveButton(page)).toBeVisible();
    await editField(page, 'Major', 'Chemical Engineering', 'blur');
    await editField(page, 'Graduation year', '2027', 'Enter');
    await editField(page, 'LinkedIn', 'https://www.linkedin.com/in/some-name', 'blur');
    const linkedinInput = editable(page, 'LinkedIn');
    await linkedinInput.display.click();
    await expect(linkedinInput.input).toHaveAttribute('type', 'url');
    await linkedinInput.input.press('Enter');

    await saveButton(page).click();
    const saved = messageArea(page).getByRole('status');
    await expect(saved).toHaveText('Profile updated successfully!');
    await expect(saveButton(page)).toHaveCount(0);
    expect(await storedUser(page)).toMatchObject({
      name: `${account.name} Jr`,
      email: account.email,
      role: 'member',
      major: 'Chemical Engineering',
      graduationYear: 2027,
      linkedin: 'https://www.linkedin.com/in/some-name',
    });
    await expectShownBetween(saved, 4000, 6500);

    // Picture: uploaded (GPS stripped and re-encoded by the server), then still to be saved.
    await fileInput(page).setInputFiles(gpsPhoto);
    // Said under the picture, and that it is not saved yet (docs/product.md#profile-picture).
    const uploaded = page.locator('.picture-picker__message').getByRole('status');
    await expect(uploaded).toHaveText(
      'Picture uploaded. Press Save Changes to make it your profile picture.',
    );
    await expect(page.locator('.picture-picker')).toContainText('Not saved yet');
    await expect(saveButton(page)).toBeVisible();
    const picture = page.getByRole('img', { name: `Profile picture of ${account.name} Jr` });
    await expect(picture).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}$/);
    await expectShownBetween(uploaded, 2000, 4500);
    await saveButton(page).click();
    await expect(messageArea(page).getByRole('status')).toHaveText('Profile updated successfully!');
    await expect(saveButton(page)).toHaveCount(0);
    const storedPicture = (await storedUser(page))!.profilePicture as string;
    expect(storedPicture).toMatch(/^\/media\/[0-9a-f-]{36}$/);

    await page.reload();
    await waitForHydration(page);
    await waitForAccountSettled(page);
    await expect(picture).toHaveAttribute('src', storedPicture);
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const media = await page.request.get(storedPicture);
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toBe('image/webp');
    // The same values came back from the server after the reload.
    await expect(editable(page, 'Name').display).toContainText(`${account.name} Jr`);
    await expect(editable(page, 'Major').display).toContainText('Chemical Engineering');
    await expect(editable(page, 'Graduation year').display).toContainText('2027');
    await expect(editable(page, 'LinkedIn').display).toContainText(
      'https://www.linkedin.com/in/some-name',
    );

    // Log Out: /login replaces /account, nothing stored, the session is over on the server too.
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login\?reason=logged-out$/);
    await expect(loginPage.heading(page)).toHaveText('Member Login');
    await expectLoggedOut(page, session!.value);
    await page.goBack();
    await expect(page).toHaveURL(/\/members\/active$/);
  });
});

test.describe('a new alumnus, from signup to logout', () => {
  test('signs up with the alumni code, lands on the alumni page, edits the name and a HEIC picture', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const account = newAccount('alumnus');
    await gotoHydrated(page, '/login');
    await signUpThroughForm(page, account, alumniInvite);
    await verifyThroughForm(page, account.email);

    await logInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/members\/alumni$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alumni');
    expect(await storedUser(page)).toMatchObject({
      name: account.name,
      email: account.email,
      role: 'alumni',
    });
    expect(await storedToken(page)).toBeNull();
    const session = (await context.cookies()).find((cookie) => cookie.name === sessionCookie);
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login$/);

    await gotoHydrated(page, '/alumni-account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alumni Account Settings');
    const card = page.locator('.account-card').first();
    await expect(card).toContainText(account.email);
    await expect(card).toContainText('Cannot be changed');
    await expect(editable(page, 'Name').display).toBeVisible();
    for (const absent of ['Major', 'Graduation year', 'Email']) {
      await expect(page.getByRole('button', { name: `Edit ${absent}` })).toHaveCount(0);
      await expect(card.getByText(absent, { exact: true })).toHaveCount(absent === 'Email' ? 1 : 0);
    }
    await expect(saveButton(page)).toHaveCount(0);

    await editField(page, 'Name', `${account.name} Sr`, 'Enter');
    await expect(saveButton(page)).toBeVisible();
    await fileInput(page).setInputFiles(heicPhoto);
    await expect(page.locator('.picture-picker__message').getByRole('status')).toHaveText(
      'iPhone photo converted and uploaded. Press Save Changes to make it your profile picture.',
      { timeout: 20_000 },
    );
    const picture = page.getByRole('img', { name: `Profile picture of ${account.name} Sr` });
    await expect(picture).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}$/);
    await saveButton(page).click();
    await expect(messageArea(page).getByRole('status')).toHaveText('Profile updated successfully!');
    await expect(saveButton(page)).toHaveCount(0);
    const stored = await storedUser(page);
    expect(stored).toMatchObject({ name: `${account.name} Sr`, role: 'alumni' });
    expect(stored!.profilePicture).toMatch(/^\/media\/[0-9a-f-]{36}$/);

    await page.reload();
    await waitForHydration(page);
    await expect(editable(page, 'Name').display).toContainText(`${account.name} Sr`);
    await expect(picture).toHaveAttribute('src', stored!.profilePicture as string);
    const media = await page.request.get(stored!.profilePicture as string);
    expect(media.headers()['content-type']).toBe('image/webp');

    await page.getByRole('link', { name: 'Back to Alumni' }).click();
    await expect(page).toHaveURL(/\/members\/alumni$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alumni');

    await openMembersMenu(page);
    await membersMenu(page).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login\?reason=logged-out$/);
    await expect(loginPage.heading(page)).toHaveText('Member Login');
    await expectLoggedOut(page, session!.value);
    await openMembersMenu(page);
    await expect(membersMenu(page).getByRole('link', { name: 'Login or Signup' })).toBeVisible();
  });
});

test.describe('login and signup errors', () => {
  test('a wrong password, or an unknown email, gets the one generic red message', async ({
    page,
    consoleErrors,
  }) => {
    const account = await createAccount(page.request, 'wrongpw');
    await gotoHydrated(page, '/login');
    await logInThroughForm(page, account.email, 'Not-The-Password-1!');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(serverText.badLogin);
    await expect(alert).toHaveClass(/\balert-danger\b/);
    await expect(alert.getByRole('link', { name: 'Verify your account' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedUser(page)).toBeNull();

    await loginPage.email(page).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(alert).toHaveText(serverText.badLogin);
    expectConsoleErrors(consoleErrors, /status of 401/);
  });

  test('an account that is not verified gets the Verify link, which prefills the email', async ({
    page,
    consoleErrors,
  }) => {
    const account = await createAccount(page.request, 'unverified', { verified: false });
    await gotoHydrated(page, '/login');
    await logInThroughForm(page, account.email, account.password);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('not verified');
    await expect(alert).toContainText(serverText.notVerified);
    const link = alert.getByRole('link', { name: 'Verify your account' });
    await expect(link).toHaveAttribute(
      'href',
      `/verify?email=${encodeURIComponent(account.email)}`,
    );
    expectConsoleErrors(consoleErrors, /status of 403/);

    await link.click();
    await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(account.email)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify Your Account');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    // The code from the email still works from here.
    await page.getByLabel('Verification code').fill(codeFrom(await lastEmailTo(account.email)));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText(
      'Account verified! You can now log in.',
    );
  });

  test('signup with a bad invite code shows the server message and stays on the form', async ({
    page,
    consoleErrors,
  }) => {
    const account = newAccount('badinvite');
    await gotoHydrated(page, '/login');
    await signUpThroughForm(page, account, 'NOT-A-REAL-CODE');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(serverText.badInvite);
    await expect(alert).toHaveClass(/\balert-danger\b/);
    await expect(page).toHaveURL(/\/login\?mode=signup$/);
    await expect(loginPage.heading(page)).toHaveText('Create Account');
    expect(emailCountTo(account.email)).toBe(0);
    expectConsoleErrors(consoleErrors, /status of 400/);

    // Switching mode clears the message.
    await page.getByRole('link', { name: 'Already have an account? Log In' }).click();
    await expect(loginPage.heading(page)).toHaveText('Member Login');
    await expect(alert).toHaveCount(0);
  });

  test('signup with a weak password shows the password rules at the field, and sends nothing', async ({
    page,
  }) => {
    const account = { ...newAccount('weakpw'), password: 'password' };
    const sent = watchSignups(page);
    await gotoHydrated(page, '/login');
    await signUpThroughForm(page, account, memberInvite);
    const password = loginPage.password(page);
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.field-error')).toHaveText(serverText.weakPassword);
    await expect(page).toHaveURL(/\/login\?mode=signup$/);
    expect(sent).toEqual([]);
    expect(emailCountTo(account.email)).toBe(0);
  });

  test('a network failure at login says so', async ({ page, consoleErrors }) => {
    await page.route('**/api/auth/login', (route) => route.abort());
    await gotoHydrated(page, '/login');
    await logInThroughForm(page, 'member@oxp-northmere.example', 'Demo-Member-2026!');
    await expect(page.getByRole('alert')).toHaveText(
      'Request failed. Please check server and network.',
    );
    await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeEnabled();
    expectConsoleErrors(consoleErrors, /ERR_FAILED/);
  });

  test('a network failure at signup says so too', async ({ page, consoleErrors }) => {
    await page.route('**/api/auth/signup', (route) => route.abort());
    await gotoHydrated(page, '/login');
    await signUpThroughForm(page, newAccount('offline'), memberInvite);
    await expect(page.getByRole('alert')).toHaveText(
      'Request failed. Please check server and network.',
    );
    expectConsoleErrors(consoleErrors, /ERR_FAILED/);
  });
});

test.describe('required fields and fallback texts', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'what is shown depends on the answer, not the screen width: checked once, at desktop width',
  );

  test('login, signup and verify need their fields before anything is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/')) sent.push(request.url());
    });
    await gotoHydrated(page, '/login');
    for (const field of [loginPage.email(page), loginPage.password(page)])
      await expect(field).toHaveJSProperty('required', true);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    expect(
      await loginPage
        .email(page)
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);

    await page.getByRole('link', { name: 'Need an account? Sign Up' }).click();
    for (const field of [
      loginPage.name(page),
      loginPage.email(page),
      loginPage.password(page),
      loginPage.invite(page),
    ])
      await expect(field).toHaveJSProperty('required', true);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await gotoHydrated(page, '/verify');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    for (const field of [
      page.getByLabel('Email', { exact: true }),
      page.getByLabel('Verification code'),
    ])
      await expect(field).toHaveJSProperty('required', true);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  for (const { mode, fallback } of [
    { mode: 'login', fallback: 'Login failed' },
    { mode: 'signup', fallback: 'Signup failed' },
  ] as const) {
    test(`${mode}: the server's error code when it sends no message, else "${fallback}"`, async ({
      page,
      consoleErrors,
    }) => {
      let answer: { status: number; body: string; contentType?: string } = {
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'internal' }),
      };
      await page.route(`**/api/auth/${mode}`, (route) => route.fulfill(answer));
      await gotoHydrated(page, '/login');
      const submit = async () => {
        if (mode === 'login') {
          await logInThroughForm(page, uniqueEmail('fallback'), 'Whatever-1!');
        } else {
          await signUpThroughForm(page, newAccount('fallback'), memberInvite);
        }
      };
      await submit();
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText('internal');
      answer = { status: 502, body: 'Bad gateway' };
      await page
        .getByRole('button', { name: mode === 'login' ? 'Log In' : 'Sign Up', exact: true })
        .click();
      await expect(alert).toHaveText(fallback);
      expectConsoleErrors(consoleErrors, /status of 50[02]/);
    });
  }

  test('verify: "Verification failed." when the server sends no message', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/api/auth/verify', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{}' }),
    );
    await gotoHydrated(page, `/verify?email=${encodeURIComponent(uniqueEmail('fallback'))}`);
    await page.getByLabel('Verification code').fill('123456');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Verification failed.');
    expectConsoleErrors(consoleErrors, /status of 400/);
  });
});

test.describe('verification errors', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'what is shown depends on the answer, not the screen width: checked once, at desktop width',
  );

  test('a wrong code shows the server message in red', async ({ page, consoleErrors }) => {
    const account = await createAccount(page.request, 'wrongcode', { verified: false });
    const code = codeFrom(await lastEmailTo(account.email));
    const wrong = code === '000000' ? '111111' : '000000';
    await gotoHydrated(page, `/verify?email=${encodeURIComponent(account.email)}`);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(serverText.wrongCode);
    await expect(alert).toHaveClass(/\balert-danger\b/);
    await expect(page).toHaveURL(/\/verify\?/);
    expectConsoleErrors(consoleErrors, /status of 400/);
  });

  test('a network failure shows its own text', async ({ page, consoleErrors }) => {
    await page.route('**/api/auth/verify', (route) => route.abort());
    await gotoHydrated(page, `/verify?email=${encodeURIComponent(uniqueEmail('offline'))}`);
    await page.getByLabel('Verification code').fill('123456');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Request failed. Please try again.');
    expectConsoleErrors(consoleErrors, /ERR_FAILED/);
  });

  test('Resend code emails a new code and says so; the new code verifies', async ({ page }) => {
    const account = await createAccount(page.request, 'resend', { verified: false });
    const first = await lastEmailTo(account.email);
    expect(emailCountTo(account.email)).toBe(1);
    await gotoHydrated(page, `/verify?email=${encodeURIComponent(account.email)}`);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await page.getByRole('button', { name: 'Resend code' }).click();
    const info = page.locator('main').getByRole('status');
    await expect(info).toHaveText(serverText.codeResent);
    await expect(info).toHaveClass(/\balert-info\b/);
    await expect.poll(() => emailCountTo(account.email)).toBe(2);
    const second = await lastEmailTo(account.email);
    expect(second).not.toEqual(first);
    await page.getByLabel('Verification code').fill(codeFrom(second));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(info).toHaveText('Account verified! You can now log in.');
    await expect(page).toHaveURL(/\/login\?reason=verified&email=/, { timeout: 5000 });
  });
});

test.describe('forgotten password', () => {
  test('the reset link from the email sets a new password; the old one stops working', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    const account = await createAccount(page.request, 'forgot');
    const newPassword = 'N3w-Secret!pass';

    await gotoHydrated(page, '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Your Password');
    await waitForHydration(page);

    // The same answer for an unknown and a known address.
    const email = page.getByLabel('Email', { exact: true });
    const notice = page.locator('main').getByRole('status');
    const unknown = uniqueEmail('nobody');
    await email.fill(unknown);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(notice).toHaveText(serverText.resetSent);
    await email.fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(notice).toHaveText(serverText.resetSent);
    await expect(notice).toHaveClass(/\balert-success\b/);

    // After the verification email, the reset email.
    await expect.poll(() => emailCountTo(account.email)).toBe(2);
    const mail = await lastEmailTo(account.email);
    expect(mail.subject).not.toBe('');
    expect(emailCountTo(unknown)).toBe(0);
    const link = /http:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, `a reset link in:\n${mail.text}`).toBeDefined();

    await gotoHydrated(page, link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a New Password');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText(serverText.passwordChanged);
    await expectRedirectBetween(page, /\/login\?reason=password-reset$/, 900, 2100);
    await expect(page.locator('main output')).toHaveText(
      'Your password has been changed. Log in with your new password.',
    );

    await logInThroughForm(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText(serverText.badLogin);
    expectConsoleErrors(consoleErrors, /status of 401/);
    await loginPage.password(page).fill(newPassword);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/members\/active$/);
    expect(await storedUser(page)).toMatchObject({ email: account.email, role: 'member' });
  });
});

test.describe('visitors', () => {
  for (const url of ['/account', '/alumni-account']) {
    test(`${url} sends a visitor to the login page, which says why`, async ({ page }) => {
      await gotoHydrated(page, '/about');
      await page.goto(url);
      await expect(page).toHaveURL(`/login?reason=account&next=${encodeURIComponent(url)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        url === '/account' ? 'Member Login' : 'Alumni Login',
      );
      await expect(page.locator('main output')).toHaveText('Log in to see your account settings.');
      expect(await storedUser(page)).toBeNull();
      // Replaced, not pushed: going back does not return to the account page.
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
    });
  }
});
