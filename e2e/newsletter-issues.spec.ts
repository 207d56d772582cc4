// The home page's "Latest Newsletter" follows the issues published in the console (decision 016):
// an officer publishes an issue, and a visitor's home page shows it with JavaScript off (its title,
// date and page 1's preview); the viewer opens at it, and an earlier issue can be chosen and read;
// when the list of issues cannot be loaded the viewer says so and offers Retry. Runs against the
// second server, whose home page no other spec reads but the issue test of officer-mail.spec
// (both under its content lock), and leaves it with no issue: the build's own home page.
import type { Page } from '@playwright/test';
import { directoryPort } from '../playwright.config.ts';
import { gotoHydrated, signIn, waitForHydration } from './helpers.ts';
import { withContentLock } from './support/content-lock.ts';
import { expect, expectConsoleErrors, expectNoAxeViolations, test } from './support/fixtures.ts';
import { deleteAllIssues, listIssues, pagePicture } from './support/newsletter-issues.ts';
import { demoOfficer } from './support/officers.ts';

const origin = `http://127.0.0.1:${directoryPort}`;
test.use({ baseURL: origin });

const rand = () => Math.random().toString(36).slice(2, 8);
const card = (page: Page) => page.locator('.latest-newsletter');
const viewer = (page: Page) => page.getByRole('dialog');
const issueList = (page: Page) => viewer(page).getByLabel('Issue', { exact: true });

test('an issue published in the console is the home page’s latest newsletter; an earlier one opens in the viewer', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const newest = `The Lambda Letter · Spring ${rand()}`;
  const earlier = `The Lambda Letter · Archive ${rand()}`;
  await signIn(page, demoOfficer);
  await withContentLock(directoryPort, async () => {
    try {
      // An earlier issue (one page), through the console's API.
      const archived = await page.request.post('/api/officer/mail/issues', {
        multipart: {
          title: earlier,
          date: '2020-01-15',
          pages: {
            name: 'archive.png',
            mimeType: 'image/png',
            buffer: await pagePicture(40, 140, 60),
          },
        },
      });
      expect(archived.status(), await archived.text()).toBe(201);

      // The newest (two pages, dated 2027-02-01), through the console's form.
      await page.goto('/officers/mail/issues');
      await waitForHydration(page);
      const form = page.getByRole('region', { name: 'Publish a new issue' });
      await form.getByLabel('Title').fill(newest);
      await form.getByLabel('Date of the issue').fill('2027-02-01');
      await form.getByLabel('Pages', { exact: true }).setInputFiles([
        { name: 'front.png', mimeType: 'image/png', buffer: await pagePicture(200, 40, 40) },
        { name: 'back.png', mimeType: 'image/png', buffer: await pagePicture(40, 60, 200) },
      ]);
      await form.getByRole('button', { name: 'Publish the issue' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `“${newest}” is published.` }),
      ).toBeVisible({ timeout: 30_000 });
      const [latest] = await listIssues(page.request);
      expect(latest!.title).toBe(newest);

      // A visitor with JavaScript off: the card shows the newest issue, page 1 sized ahead.
      const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
      try {
        const visitor = await noScript.newPage();
        await visitor.goto('/');
        await expect(
          card(visitor).getByRole('heading', { name: 'Latest Newsletter' }),
        ).toBeVisible();
        await expect(card(visitor).getByText(newest, { exact: true })).toBeVisible();
        await expect(card(visitor).getByText('February 1, 2027')).toBeVisible();
        const preview = card(visitor).getByRole('img', { name: `Preview of ${newest}` });
        await expect(preview).toHaveAttribute('src', latest!.pages[0]!.preview);
        await expect(preview).toHaveAttribute('width', String(latest!.pages[0]!.width));
        await expect(preview).toHaveAttribute('height', String(latest!.pages[0]!.height));
        await expect
          .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await expect(card(visitor)).not.toContainText('Fall 2026 edition');
      } finally {
        await noScript.close();
      }

      // With JavaScript: the same card after hydration, and the viewer opens at the newest issue.
      await gotoHydrated(page, '/');
      await expect(card(page).getByText(newest, { exact: true })).toBeVisible();
      await card(page).getByRole('button', { name: 'View Full Newsletter' }).click();
      await expect(viewer(page)).toHaveAccessibleName(newest);
      await expect(viewer(page).getByText('Page 1 of 2')).toBeVisible();
      const shown = viewer(page).getByRole('img', { name: `Page 1 of ${newest}` });
      await expect(shown).toHaveAttribute('src', latest!.pages[0]!.full);
      await page.keyboard.press('ArrowRight');
      await expect(viewer(page).getByText('Page 2 of 2')).toBeVisible();
      const download = viewer(page).getByRole('link', { name: 'Download Current Page' });
      await expect(download).toHaveAttribute('href', latest!.pages[1]!.full);
      await expect(download).toHaveAttribute('download', 'newsletter-page-2.webp');

      // The issues, newest first; the earlier one opens at its page 1.
      await expect(issueList(page)).toHaveValue(latest!.id);
      const options = await issueList(page).locator('option').allTextContents();
      expect(options[0]).toBe(`${newest} (February 1, 2027)`);
      expect(options).toContain(`${earlier} (January 15, 2020)`);
      await expectNoAxeViolations(page);
      await issueList(page).selectOption({ label: `${earlier} (January 15, 2020)` });
      await expect(viewer(page)).toHaveAccessibleName(earlier);
      await expect(viewer(page).getByText('Page 1 of 1')).toBeVisible();
      const archive = viewer(page).getByRole('img', { name: `Page 1 of ${earlier}` });
      await expect
        .poll(() => archive.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      // In the list, the arrow keys are the list's: they choose an issue, not a page.
      await issueList(page).selectOption(latest!.id);
      await expect(viewer(page)).toHaveAccessibleName(newest);
      await issueList(page).focus();
      await page.keyboard.press('ArrowRight');
      await expect(viewer(page).getByText(/^Page 1 of \d+$/)).toBeVisible();
      await expect(issueList(page)).not.toHaveValue(latest!.id);

      // Closed and opened again: the newest issue, page 1.
      await page.keyboard.press('Escape');
      await expect(viewer(page)).toHaveCount(0);
      await card(page).getByRole('button', { name: 'View Full Newsletter' }).click();
      await expect(viewer(page)).toHaveAccessibleName(newest);
      await expect(viewer(page).getByText('Page 1 of 2')).toBeVisible();

      // The list could not be loaded: said, with Retry; the newest issue is readable meanwhile.
      await page.route('**/api/newsletter/issues', (route) => route.abort());
      await gotoHydrated(page, '/');
      await card(page).getByRole('button', { name: 'View Full Newsletter' }).click();
      await expect(viewer(page).getByRole('alert')).toContainText(
        'The earlier issues could not be loaded.',
      );
      await expect(viewer(page).getByText('Page 1 of 2')).toBeVisible();
      await expect(issueList(page)).toHaveCount(0);
      expectConsoleErrors(consoleErrors, /ERR_FAILED/);
      await page.unroute('**/api/newsletter/issues');
      await viewer(page).getByRole('button', { name: 'Retry' }).click();
      await expect(issueList(page)).toHaveValue(latest!.id);
      await expect(viewer(page).getByRole('alert')).toHaveCount(0);
    } finally {
      await deleteAllIssues(page.request);
    }

    // None left: the home page shows the issue of content/home.json again.
    await page.goto('/');
    await expect(card(page).getByText('The Lambda Letter · Fall 2026 edition')).toBeVisible();
  });
});
