import { waitForHydration } from './helpers.ts';
import {
  emailCountTo,
  expect,
  expectConsoleErrors,
  lastEmailTo,
  test,
  uniqueEmail,
} from './support/fixtures.ts';

test.describe('newsletter sign-up on the home page', () => {
  test('subscribes, shows the green server message, clears the field, and the confirmation email works', async ({
    page,
  }) => {
    await page.goto('/');
    const email = uniqueEmail('reader');
    const field = page.getByRole('textbox', { name: 'Email address' });
    await field.fill(email);

    // Hold the answer back to see the submitting state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('/api/newsletter/subscribe', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const submitting = page.getByRole('button', { name: 'Subscribing...' });
    await expect(submitting).toBeDisabled();
    release();

    const status = page.getByRole('status');
    await expect(status).toHaveText(/Thank you for subscribing!/);
    await expect(status).toHaveCSS('color', 'rgb(126, 226, 168)');
    await expect(field).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();

    const mail = await lastEmailTo(email);
    expect(mail.subject).toContain('Confirm your subscription');
    expect(mail.headers['list-unsubscribe']).toContain('/api/newsletter/unsubscribe?token=');
    const confirm = mail.text.match(/http:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/)![0];
    await page.goto(confirm);
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');
    expect(emailCountTo(email)).toBe(1);

    // The same link opened again says the address is subscribed already (not "not valid").
    await page.goto(confirm);
    await expect(page).toHaveURL(/\/newsletter\/already-subscribed$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are already subscribed');
    await expect(page.getByText('This address was confirmed before')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(emailCountTo(email)).toBe(1);
  });

  test('the unsubscribe link asks first: opening it changes nothing, the button unsubscribes', async ({
    page,
  }) => {
    const email = uniqueEmail('leaver');
    expect((await page.request.post('/api/newsletter/subscribe', { data: { email } })).ok()).toBe(
      true,
    );
    const mail = await lastEmailTo(email);
    const link = (name: string) =>
      new URL(mail.text.match(new RegExp(`http://\\S+/api/newsletter/${name}\\?token=\\S+`))![0]);
    const confirm = link('confirm');
    await page.request.get(confirm.pathname + confirm.search);
    const unsubscribe = link('unsubscribe');

    // Opened twice (as a mail scanner would, then the reader): the question both times.
    for (let i = 0; i < 2; i++) {
      await page.goto(unsubscribe.pathname + unsubscribe.search);
      await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?token=/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Unsubscribe from the newsletter?',
      );
    }
    await expect(
      page.getByText('this address will no longer receive the newsletter'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');

    // Opened again, the link says so at once.
    await page.goto(unsubscribe.pathname + unsubscribe.search);
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
  });

  test('an invalid link offers the sign-up form right there, and it works', async ({ page }) => {
    await page.goto(`/api/newsletter/confirm?token=${'A'.repeat(43)}`);
    await expect(page).toHaveURL(/\/newsletter\/invalid$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
    await expect(page.getByText('You can sign up again below')).toBeVisible();
    await waitForHydration(page);
    const email = uniqueEmail('again');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(/Thank you for subscribing!/);
    expect((await lastEmailTo(email)).subject).toContain('Confirm your subscription');
  });

  test('shows the server message in red when the address is refused, and clears it on the next submit', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const field = page.getByRole('textbox', { name: 'Email address' });
    // Passes the browser's email check, fails the server's.
    await field.fill('someone@localhost');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const status = page.getByRole('status');
    await expect(status).toHaveText('Please enter a valid email address.');
    await expect(status).toHaveCSS('color', 'rgb(255, 179, 189)');
    await expect(field).toHaveValue('someone@localhost');
    // The browser logs the refused request (400) and the page logs the failure; nothing else.
    expectConsoleErrors(consoleErrors, /\b400\b/);
    expectConsoleErrors(consoleErrors, /^Newsletter subscription failed/);

    // The next submit starts clean: the old message is gone while the new request runs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('/api/newsletter/subscribe', async (route) => {
      await held;
      await route.continue();
    });
    await field.fill(uniqueEmail());
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(status).toBeEmpty();
    release();
    await expect(status).toHaveText(/Thank you for subscribing!/);
  });

  test('falls back to the generic error text when the server sends no message', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('/api/newsletter/subscribe', (route) =>
      route.fulfill({ status: 502, body: 'Bad gateway' }),
    );
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail());
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Error subscribing to newsletter. Please try again.',
    );
    expectConsoleErrors(consoleErrors, /\b502\b/);
  });

  test('smooth-scrolls to the sign-up section when the URL names it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/#newsletter-signup-section');
    const section = page.locator('#newsletter-signup-section');
    await expect(section).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});
