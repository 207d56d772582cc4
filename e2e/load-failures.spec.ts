// Failures are said, not shown as data (docs/product.md#deliberate-changes, change 10): with the API
// unreachable (requests aborted), the directory, the calendar, the donation totals and the guest
// list each say they could not be loaded and offer Retry, which then loads them; an RSVP that
// cannot be sent says why; the guest count reads as words. Axe on the failed states.
import type { Page } from '@playwright/test';
import { demoAlumnus, demoMember, gotoHydrated, nextFoundersDay, signIn } from './helpers.ts';
import { expect, expectConsoleErrors, expectNoAxeViolations, test } from './support/fixtures.ts';

const unreachable = 'The server could not be reached. Check your connection, then try again.';

const sectionWith = (page: Page, heading: string | RegExp) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) });

test.describe('the active members page', () => {
  test('the directory and the calendar say they could not be loaded, and Retry loads them', async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page, demoMember);
    await page.route('**/api/auth/members', (route) => route.abort());
    await page.route('**/api/events', (route) => route.abort());
    await gotoHydrated(page, '/members/active');

    const directory = sectionWith(page, 'Active Members Directory');
    await expect(directory.getByRole('alert')).toHaveText(
      `The members directory could not be loaded. ${unreachable}`,
    );
    await expect(directory).not.toContainText('No members found');
    await expect(directory.locator('.directory-summary')).toHaveCount(0);

    const calendar = sectionWith(page, 'Chapter Calendar');
    await expect(calendar.getByRole('alert')).toHaveText(
      `The chapter's events could not be loaded. ${unreachable}`,
    );
    // The empty month is hidden from screen readers while its events are missing.
    await expect(calendar.locator('table')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(page);
    expectConsoleErrors(consoleErrors, /ERR_FAILED/);

    await page.unroute('**/api/auth/members');
    await page.unroute('**/api/events');
    const events = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.ok());
    await calendar.getByRole('button', { name: 'Retry' }).click();
    await events;
    await expect(calendar.getByRole('alert')).toHaveCount(0);
    await expect(calendar.locator('table')).not.toHaveAttribute('aria-hidden', 'true');

    await directory.getByRole('button', { name: 'Retry' }).click();
    await expect(directory.getByRole('alert')).toHaveCount(0);
    await expect(directory.locator('.directory-summary')).toHaveText(
      /^Showing 1-\d+ of \d+ members$/,
    );
  });
});

test.describe('the alumni page', () => {
  test('the guest list and the amounts raised say they could not be loaded (no $0), and Retry loads them', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/api/alumni/rsvp-list*', (route) => route.abort());
    await page.route('**/api/donations/totals*', (route) => route.abort());
    await gotoHydrated(page, '/members/alumni');

    const rsvp = page.locator('#founders-day-rsvp');
    await expect(rsvp.getByRole('alert')).toHaveText(
      `The guest list could not be loaded. ${unreachable}`,
    );
    await expect(rsvp).not.toContainText('Loading the guest list');
    const support = sectionWith(page, 'Support Our Chapter');
    await expect(support.getByRole('alert')).toHaveText(
      `The amounts raised so far could not be loaded. ${unreachable}`,
    );
    await expect(support).not.toContainText('$0 raised');
    await expect(support).not.toContainText('0%');
    await expect(support.getByRole('progressbar')).toHaveCount(0);
    await expect(support.locator('.initiative__percent').first()).toHaveText(
      'Amount raised not available',
    );
    await expectNoAxeViolations(page);
    expectConsoleErrors(consoleErrors, /ERR_FAILED/);

    await page.unroute('**/api/alumni/rsvp-list*');
    await page.unroute('**/api/donations/totals*');
    await rsvp.getByRole('button', { name: 'Retry' }).click();
    await expect(rsvp.locator('.rsvp-count')).toHaveText(
      /^(No brothers have RSVP'd yet\.|1 brother is coming\.|\d+ brothers are coming\.)$/,
    );
    await support.getByRole('button', { name: 'Retry' }).click();
    await expect(support.getByRole('progressbar')).toHaveCount(6);
    await expect(support.getByRole('alert')).toHaveCount(0);
  });

  test('an RSVP that cannot be sent says the server could not be reached', async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page, demoAlumnus);
    await page.route('**/api/alumni/rsvp', (route) => route.abort());
    await gotoHydrated(page, '/members/alumni');
    const rsvp = page.locator('#founders-day-rsvp');
    const button = rsvp.getByRole('button', { name: /^(RSVP|Cancel RSVP)$/ });
    await expect(button).toBeEnabled();
    await button.click();
    await expect(rsvp.getByRole('alert')).toHaveText(
      'Your RSVP could not be saved. The server could not be reached. Check your connection and try again.',
    );
    expectConsoleErrors(consoleErrors, /ERR_FAILED/);
  });

  test('the guest count reads as words: none, one, several', async ({ page, request }) => {
    // The demo is dated from the day it is loaded: the section follows the next weekend's key.
    const foundersDay = await nextFoundersDay(request);
    let count = 0;
    await page.route('**/api/alumni/rsvp-list*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ event: foundersDay, count, names: [], attending: false }),
      }),
    );
    const line = page.locator('#founders-day-rsvp .rsvp-count');
    for (const [n, text] of [
      [0, "No brothers have RSVP'd yet."],
      [1, '1 brother is coming.'],
      [3, '3 brothers are coming.'],
    ] as const) {
      count = n;
      await gotoHydrated(page, '/members/alumni');
      await expect(line).toHaveText(text);
    }
  });
});
