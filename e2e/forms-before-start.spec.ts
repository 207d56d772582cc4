// What a person types before the page has started (docs/product.md#validation): on a slow phone the
// prerendered form is on screen before its script runs. The page's scripts are held back here, the
// fields typed into and Enter pressed, then the scripts let go: every prerendered form keeps what
// was typed (and sends it), nothing is submitted before the page runs, and no address ever holds a
// password or a code.
import type { Page } from '@playwright/test';
import { waitForHydration } from './helpers.ts';
import { alumniInvite, createAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

/** Holds every script of the site until `release`: the page shows, but does not start. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Every address the tab asked for or went to: none may hold a secret. */
function watchAddresses(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) seen.push(request.url());
  });
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  return {
    expectNone(...secrets: string[]) {
      for (const url of seen)
        for (const secret of secrets) expect(decodeURIComponent(url)).not.toContain(secret);
      return seen;
    },
  };
}

/** Opens `url` with its scripts held; the prerendered page is there, not started. */
async function openUnstarted(page: Page, url: string) {
  const release = await holdScripts(page);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return release;
}

test('login: an email and a password typed before the page starts stay, Enter sends nothing, then they log in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'early');
  const addresses = watchAddresses(page);
  const release = await openUnstarted(page, '/login');
  const email = page.getByLabel('Email', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  await email.fill(account.email);
  await password.fill(account.password);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  release();
  await waitForHydration(page);
  await expect(email).toHaveValue(account.email);
  await expect(password).toHaveValue(account.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/members\/active$/);
  addresses.expectNone(account.password, encodeURIComponent(account.password));
});

test('an invite link: what was typed into the prerendered login form is carried to Create Account', async ({
  page,
}) => {
  const addresses = watchAddresses(page);
  const typed = { email: `early.${Date.now()}@example.com`, password: 'Early-Typist-2027!' };
  const release = await openUnstarted(page, `/login?invite=${alumniInvite}`);
  await page.getByLabel('Email', { exact: true }).fill(typed.email);
  await page.getByLabel('Password', { exact: true }).fill(typed.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');

  release();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(typed.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(typed.password);
  await expect(page.getByLabel('Invite code')).toHaveValue(alumniInvite);
  await expect(page.getByLabel('Full name')).toHaveValue('');
  addresses.expectNone(typed.password);
});

test('verify, forgot and reset: what was typed stays, and no code or password reaches an address', async ({
  page,
}) => {
  const addresses = watchAddresses(page);

  // Verify: the code typed early stays; the email from the address fills the empty field.
  let release = await openUnstarted(page, '/verify?email=early.verifier%40example.com');
  const code = page.getByLabel('Verification code');
  await code.fill('482913');
  await code.press('Enter');
  release();
  await waitForHydration(page);
  await expect(code).toHaveValue('482913');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('early.verifier@example.com');
  await page.unrouteAll({ behavior: 'wait' });

  // Forgot password: the email typed early is the one sent.
  release = await openUnstarted(page, '/forgot-password');
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('early.forgetter@example.com');
  await email.press('Enter');
  await expect(page).toHaveURL(/\/forgot-password$/);
  release();
  await waitForHydration(page);
  await expect(email).toHaveValue('early.forgetter@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.locator('main').getByRole('status')).toContainText(/link/i);
  await page.unrouteAll({ behavior: 'wait' });

  // Reset password: the new password typed early stays, and never reaches the address.
  release = await openUnstarted(page, '/reset-password?token=not-a-real-token');
  const newPassword = page.getByLabel('New password', { exact: true });
  await newPassword.fill('Typed-Early-2027!');
  await newPassword.press('Enter');
  release();
  await waitForHydration(page);
  await expect(newPassword).toHaveValue('Typed-Early-2027!');
  addresses.expectNone('482913', 'Typed-Early-2027!');
});

test('the newsletter sign-up keeps an address typed before the page starts, and subscribes it', async ({
  page,
}) => {
  const addresses = watchAddresses(page);
  const release = await openUnstarted(page, '/');
  const email = page.getByRole('textbox', { name: 'Email address' });
  const address = `early.reader.${Date.now()}@example.com`;
  await email.fill(address);
  await email.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  release();
  await waitForHydration(page);
  await expect(email).toHaveValue(address);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('.newsletter-signup__message')).toContainText(
    'Thank you for subscribing',
  );
  addresses.expectNone(address);
});
