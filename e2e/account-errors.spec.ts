// The account pages' error states (docs/product.md#error-messages), with a demo account and the
// server's answers replaced where a real server would not give them; and axe on the account screens.
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { demoAlumnus, demoMember, expectShownBetween, gotoHydrated, signIn } from './helpers.ts';
import { expect, expectConsoleErrors, expectNoAxeViolations, test } from './support/fixtures.ts';

const fixtures = path.resolve(import.meta.dirname, '..', 'server', 'test', 'fixtures');
const gpsPhoto = path.join(fixtures, 'photo-with-gps.jpg');

const saveUrl = '**/api/auth/update-profile';
const uploadUrl = '**/api/upload/profile-picture';

const unsupportedTail = 'not supported. Please use JPEG, PNG, WebP, GIF, or HEIC (iPhone photos).';

// ---------------------------------------------------------------------------------------------
// Helpers

async function openMemberAccount(page: Page): Promise<void> {
  await signIn(page, demoMember);
  await gotoHydrated(page, '/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings');
}

async function openAlumniAccount(page: Page): Promise<void> {
  await signIn(page, demoAlumnus);
  await gotoHydrated(page, '/alumni-account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alumni Account Settings');
}

const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('user'));

/**
 * After a session error: the storage is cleared and the login page says why at once, to come back
 * to the account page (docs/product.md#account-settings).
 */
async function expectSessionEnd(page: Page, from: RegExp): Promise<void> {
  await expect(page).toHaveURL(/\/login\?reason=session-expired&next=%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member Login');
  await expect(page.locator('main output')).toContainText('Your session has ended.');
  expect(await storedUser(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The history entry was replaced: Back does not return to the account page.
  await page.goBack();
  await expect(page).not.toHaveURL(from);
}

const messageArea = (page: Page) => page.locator('.account-card__message');
const errorMessage = (page: Page) => messageArea(page).getByRole('alert');
const successMessage = (page: Page) => messageArea(page).getByRole('status');
/** The picture's own messages, right under it (docs/product.md#profile-picture). */
const pictureError = (page: Page) => page.locator('.picture-picker__message').getByRole('alert');
const pictureStatus = (page: Page) => page.locator('.picture-picker__message').getByRole('status');
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save Changes' });
const fileInput = (page: Page) => page.locator('input[type="file"]');

/** Changes the Name field so that Save Changes appears. */
async function makeDirty(page: Page, name = `Demo Member ${Date.now().toString(36)}`) {
  await page.getByRole('button', { name: 'Edit Name' }).click();
  const input = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(input).toBeFocused();
  await input.fill(name);
  await input.press('Enter');
  await expect(saveButton(page)).toBeVisible();
}

/** Records the requests to `pattern` the page makes from now on. */
function watchRequests(page: Page, pattern: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) seen.push(request);
  });
  return seen;
}

/** Holds the requests to `url` until `release()` is called. */
async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(url, async (route) => {
    arrived();
    await held;
    await route.continue().catch(() => {});
  });
  return { release, arrival };
}

/** Waits until no CSS transition or animation runs, so axe sees the final colours. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

// ---------------------------------------------------------------------------------------------

// Timers (auto-clearing messages, delayed redirects) are moved on the page's fake clock.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.describe('saving the member profile', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'what is shown depends on the answer, not the screen width: checked once, at desktop width',
  );

  const cases: {
    title: string;
    answer: { status: number; body?: unknown } | 'abort';
    text: string | RegExp;
    console: RegExp;
  }[] = [
    {
      title: 'a refusal with a message says that the changes were not saved, and why',
      answer: { status: 400, body: { success: false, message: 'X' } },
      text: 'Your changes were not saved: X',
      console: /status of 400/,
    },
    {
      title: 'a refusal without a message names the status',
      answer: { status: 400, body: { success: false } },
      text: 'Your changes were not saved (the server answered 400).',
      console: /status of 400/,
    },
    {
      title: 'a server error says the server had a problem',
      answer: { status: 500, body: { error: 'internal', message: 'Boom' } },
      text: 'Your changes were not saved: the server had a problem. Try again in a moment.',
      console: /status of 500/,
    },
    {
      title: 'a network failure says the server could not be reached',
      answer: 'abort',
      text: 'Your changes were not saved: the server could not be reached. Check your connection and try again.',
      console: /ERR_FAILED/,
    },
  ];

  for (const { title, answer, text, console: expectedConsole } of cases) {
    test(`${title}, until the next save`, async ({ page, consoleErrors }) => {
      await openMemberAccount(page);
      await page.route(saveUrl, (route) =>
        answer === 'abort'
          ? route.abort()
          : route.fulfill({
              status: answer.status,
              contentType: 'application/json',
              body: JSON.stringify(answer.body),
            }),
      );
      await makeDirty(page);
      await saveButton(page).click();
      const alert = errorMessage(page);
      await expect(alert).toHaveText(text);
      await expect(alert).toHaveClass(/\balert-danger\b/);
      // Nothing was saved: the change is still there to save again.
      await expect(saveButton(page)).toBeVisible();
      await expect(saveButton(page)).toBeEnabled();
      // A failure stays until the person tries again: there is no hurry to read it.
      await page.clock.runFor(10_000);
      await expect(alert).toHaveText(text);
      await expect(page).toHaveURL(/\/account$/);
      expect(await storedUser(page)).not.toBeNull();
      expectConsoleErrors(consoleErrors, expectedConsole);
    });
  }

  test('a refusal that names a field shows at that field', async ({ page, consoleErrors }) => {
    await openMemberAccount(page);
    await page.route(saveUrl, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: 'validation_failed',
          message: 'The name contains characters that are not allowed.',
          field: 'name',
        }),
      }),
    );
    await makeDirty(page);
    await saveButton(page).click();
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      /The name contains characters that are not allowed\./,
    );
    await expect(errorMessage(page)).toHaveText(
      'Your changes were not saved: check the field marked in red.',
    );
    expectConsoleErrors(consoleErrors, /status of 400/);
  });

  test('a 401 ends the session: message, storage cleared, /login after 2 s', async ({
    page,
    consoleErrors,
  }) => {
    await openMemberAccount(page);
    await page.route(saveUrl, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'unauthorized', message: 'Please log in.' }),
      }),
    );
    await makeDirty(page);
    await saveButton(page).click();
    await expectSessionEnd(page, /\/account$/);
    expectConsoleErrors(consoleErrors, /status of 401/);
  });

  test('the alumni page says what failed too', async ({ page, consoleErrors }) => {
    await openAlumniAccount(page);
    await page.route(saveUrl, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'validation_failed', message: 'Nope' }),
      }),
    );
    await makeDirty(page, `Demo Alumnus ${Date.now().toString(36)}`);
    await saveButton(page).click();
    const alert = errorMessage(page);
    await expect(alert).toHaveText('Your changes were not saved: Nope');
    expectConsoleErrors(consoleErrors, /status of 400/);

    await page.unroute(saveUrl);
    await page.route(saveUrl, (route) => route.abort());
    await saveButton(page).click();
    await expect(alert).toHaveText(
      'Your changes were not saved: the server could not be reached. Check your connection and try again.',
    );
    expectConsoleErrors(consoleErrors, /ERR_FAILED/);
  });
});

test.describe('picture checks before uploading', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'what is shown depends on the answer, not the screen width: checked once, at desktop width',
  );

  const cases = [
    {
      title: 'a file over 10 MB',
      file: {
        name: 'big.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.alloc(Math.round(10.5 * 1024 * 1024), 0xff),
      },
      text: 'Image is too large (10.5 MB). Maximum size is 10MB.',
    },
    {
      title: 'an empty file',
      file: { name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) },
      text: 'File appears to be empty or corrupted. Please try a different image.',
    },
    {
      title: 'a PDF',
      file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') },
      text: `File type "application/pdf" ${unsupportedTail}`,
    },
  ];

  for (const { title, file, text } of cases) {
    test(`${title} is refused without a request, for 8 s`, async ({ page }) => {
      await openMemberAccount(page);
      const uploads = watchRequests(page, /\/api\/upload\//);
      await fileInput(page).setInputFiles(file);
      const alert = pictureError(page);
      await expect(alert).toHaveText(text);
      await expect(fileInput(page)).toHaveAccessibleDescription(
        new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      await expect(saveButton(page)).toHaveCount(0);
      await expectShownBetween(alert, 7000, 9500);
      expect(uploads).toEqual([]);
    });
  }
});

test.describe('uploading without a stored user', () => {
  test('says authentication is required and sends nothing', async ({ page }) => {
    // The stored user goes once the session check and the page's own load of the profile (both
    // GET /api/auth/me) have answered: an answer landing later would bring it back (a CI run had
    // the check land between the two steps).
    let answered = 0;
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/api/auth/me')) answered += 1;
    });
    await openMemberAccount(page);
    await expect.poll(() => answered).toBe(2);
    const uploads = watchRequests(page, /\/api\/upload\//);
    await page.evaluate(() => localStorage.removeItem('user'));
    await fileInput(page).setInputFiles(gpsPhoto);
    await expect(pictureError(page)).toHaveText('Authentication required. Please log in again.');
    await expect(saveButton(page)).toHaveCount(0);
    expect(uploads).toEqual([]);
  });
});

test.describe('the server answers an upload', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'what is shown depends on the answer, not the screen width: checked once, at desktop width',
  );

  const cases: {
    title: string;
    answer: { status: number; body?: unknown } | 'abort';
    text: string;
    console: RegExp;
  }[] = [
    {
      title: '413',
      answer: { status: 413, body: { success: false, error: 'payload_too_large', message: 'x' } },
      text: 'File is too large for the server. Try a smaller image.',
      console: /status of 413/,
    },
    {
      title: '400 with a message',
      answer: { status: 400, body: { success: false, message: 'Bad' } },
      text: 'Bad',
      console: /status of 400/,
    },
    {
      title: '400 without a message',
      answer: { status: 400, body: { success: false } },
      text: 'Invalid file or request.',
      console: /status of 400/,
    },
    {
      title: '400 mentioning HEIC',
      answer: {
        status: 400,
        body: { success: false, message: 'This iPhone photo (HEIC) could not be read.' },
      },
      text: 'This iPhone photo (HEIC) could not be read. Try converting to JPEG first.',
      console: /status of 400/,
    },
    {
      title: '500',
      answer: { status: 500, body: { success: false, error: 'internal', message: 'Boom' } },
      text: 'Server error. Please try again later.',
      console: /status of 500/,
    },
    {
      title: '418 without a body',
      answer: { status: 418 },
      text: 'Unknown error occurred.',
      console: /status of 418/,
    },
    {
      title: 'no answer (network failure)',
      answer: 'abort',
      text: 'Network error. Check your connection and try again.',
      console: /ERR_FAILED/,
    },
  ];

  for (const { title, answer, text, console: expectedConsole } of cases) {
    test(`${title}: "${text}"`, async ({ page, consoleErrors }) => {
      await openMemberAccount(page);
      const picture = page.locator('.picture-picker img');
      const before = await picture.getAttribute('src');
      await page.route(uploadUrl, (route) =>
        answer === 'abort'
          ? route.abort()
          : route.fulfill({
              status: answer.status,
              ...(answer.body === undefined
                ? {}
                : { contentType: 'application/json', body: JSON.stringify(answer.body) }),
            }),
      );
      await fileInput(page).setInputFiles(gpsPhoto);
      const alert = pictureError(page);
      await expect(alert).toHaveText(text);
      // The picture and the form are unchanged; the picker can be used again.
      await expect(picture).toHaveAttribute('src', before!);
      await expect(saveButton(page)).toHaveCount(0);
      await expect(fileInput(page)).toBeEnabled();
      await expect(page).toHaveURL(/\/account$/);
      expect(await storedUser(page)).not.toBeNull();
      expectConsoleErrors(consoleErrors, expectedConsole);
    });
  }

  test('an error message clears itself after 8 s', async ({ page, consoleErrors }) => {
    await openMemberAccount(page);
    await page.route(uploadUrl, (route) => route.abort());
    await fileInput(page).setInputFiles(gpsPhoto);
    const alert = pictureError(page);
    await expect(alert).toHaveText('Network error. Check your connection and try again.');
    await expectShownBetween(alert, 7000, 9500);
    expectConsoleErrors(consoleErrors, /ERR_FAILED/);
  });

  test('401 ends the session: storage cleared, the login page says why at once', async ({
    page,
    consoleErrors,
  }) => {
    await openMemberAccount(page);
    await page.route(uploadUrl, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'unauthorized', message: 'Please log in.' }),
      }),
    );
    await fileInput(page).setInputFiles(gpsPhoto);
    await expectSessionEnd(page, /\/account$/);
    expectConsoleErrors(consoleErrors, /status of 401/);
  });

  test('the real server says an HTML file named photo.jpg is not a picture, under the picture', async ({
    page,
    consoleErrors,
  }) => {
    await openMemberAccount(page);
    const uploads = watchRequests(page, /\/api\/upload\/profile-picture/);
    await fileInput(page).setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    });
    // Not "File type image/jpeg not supported … Try converting to JPEG first." (docs/product.md#profile-picture).
    const alert = pictureError(page);
    await expect(alert).toHaveText(
      'This file is not a picture: its contents are not a JPEG, PNG, WebP, GIF or HEIC image, whatever its name says. Choose a photo.',
    );
    await expect(page.locator('.picture-picker')).toContainText('This file is not a picture');
    await expect(fileInput(page)).toHaveAccessibleDescription(/^This file is not a picture/);
    expect(uploads).toHaveLength(1);
    await expect(saveButton(page)).toHaveCount(0);
    expectConsoleErrors(consoleErrors, /status of 400/);
  });
});

test.describe('upload in progress', () => {
  test('the picker is disabled, a spinner shows and the button reads "Uploading... N%"', async ({
    page,
  }) => {
    await openMemberAccount(page);
    const { release, arrival } = await holdRequests(page, uploadUrl);
    const label = page.locator('label.btn', { hasText: /Uploading|Change picture/ });
    await expect(label).toHaveText('Change picture');

    await fileInput(page).setInputFiles(gpsPhoto);
    await arrival;
    await expect(fileInput(page)).toBeDisabled();
    await expect(page.locator('.picture-picker .spinner-border')).toBeVisible();
    await expect(page.locator('.picture-picker__frame')).toHaveClass(/\bis-busy\b/);
    await expect(label).toHaveText(/^Uploading\.\.\. \d{1,3}%$/);
    await expect(label).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('.picture-picker').getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      /^\d{1,3}$/,
    );

    release();
    await expect(pictureStatus(page)).toHaveText(
      'Picture uploaded. Press Save Changes to make it your profile picture.',
    );
    await expect(fileInput(page)).toBeEnabled();
    await expect(page.locator('.picture-picker .spinner-border')).toHaveCount(0);
    await expect(label).toHaveText('Change picture');
    await expect(page.locator('.picture-picker').getByRole('progressbar')).toHaveCount(0);
    await expect(page.locator('.picture-picker img')).toHaveAttribute(
      'src',
      /^\/media\/[0-9a-f-]{36}$/,
    );
    await expect(saveButton(page)).toBeVisible();
  });
});

test.describe('axe on the account screens', () => {
  test('/login in both modes, with an error shown', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member Login');
    await expectNoAxeViolations(page);

    await page.route('**/api/auth/login', (route) => route.abort());
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Show password' }).click();
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page);
    expectConsoleErrors(consoleErrors, /ERR_FAILED/);

    await page.getByRole('link', { name: 'Need an account? Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account');
    await page.getByLabel('Password', { exact: true }).fill('abcD1');
    await settle(page);
    await expectNoAxeViolations(page);
  });

  for (const { url, heading } of [
    { url: '/verify', heading: 'Verify Your Account' },
    { url: '/verify?email=someone%40example.com', heading: 'Verify Your Account' },
    { url: '/forgot-password', heading: 'Reset Your Password' },
    { url: '/reset-password?token=x', heading: 'Choose a New Password' },
    { url: '/reset-password', heading: 'Choose a New Password' },
  ]) {
    test(`${url}`, async ({ page }) => {
      await gotoHydrated(page, url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await settle(page);
      await expectNoAxeViolations(page);
    });
  }

  test('/verify with a message shown', async ({ page, consoleErrors }) => {
    await page.route('**/api/auth/verify', (route) => route.abort());
    await gotoHydrated(page, '/verify?email=someone%40example.com');
    await page.getByLabel('Verification code').fill('123456');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Request failed. Please try again.');
    await settle(page);
    await expectNoAxeViolations(page);
    expectConsoleErrors(consoleErrors, /ERR_FAILED/);
  });

  for (const variant of ['member', 'alumni'] as const) {
    test(`${variant === 'member' ? '/account' : '/alumni-account'} while signed in, editing, with messages`, async ({
      page,
      consoleErrors,
    }) => {
      // Three axe runs over both account cards: on a busy machine, more than the default 30 s.
      test.setTimeout(60_000);
      if (variant === 'member') await openMemberAccount(page);
      else await openAlumniAccount(page);
      await settle(page);
      await expectNoAxeViolations(page);

      // An error message, with a field in edit mode and Save Changes shown.
      await fileInput(page).setInputFiles({
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7\n'),
      });
      await expect(pictureError(page)).toBeVisible();
      await page.getByRole('button', { name: 'Edit Name' }).click();
      const input = page.getByRole('textbox', { name: 'Name', exact: true });
      await expect(input).toBeFocused();
      await input.fill('Someone Else');
      await expect(saveButton(page)).toBeVisible();
      await settle(page);
      await expectNoAxeViolations(page);

      // A success message.
      await page.route(saveUrl, async (route) => {
        const sent = route.request().postDataJSON() as Record<string, unknown>;
        const me = await page.request.get('/api/auth/me');
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            success: true,
            message: 'Profile updated successfully!',
            user: { ...((await me.json()) as object), name: sent.name },
          }),
        });
      });
      await saveButton(page).click();
      await expect(successMessage(page)).toHaveText('Profile updated successfully!');
      await settle(page);
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('a session that ended before the page opened', () => {
  test('the account page goes to the login page at once, which says why', async ({
    page,
    consoleErrors,
  }) => {
    // A profile is stored, but the browser has no session: the check on load gets a 401.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(
          'user',
          JSON.stringify({ name: 'Old Session', email: 'old@example.com', role: 'member' }),
        );
      }
    });
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?reason=session-expired&next=%2Faccount$/);
    await expect(page.locator('main output')).toContainText('Your session has ended.');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    // The 401 of the check is the browser's own console line; nothing else is logged.
    expect(consoleErrors.splice(0).every((line) => line.includes('401'))).toBe(true);
  });
});
