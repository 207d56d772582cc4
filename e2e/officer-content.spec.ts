// The console's content editors (area `content`, docs/product.md#officer-console), at 390 px and
// 1280 px. The edits run against the second server, whose exec board no other spec reads but the
// live-content spec (both take the content lock), as the demo officer (every area); each test puts
// the board back as it found it. An officer without `content` is refused on the main server.
import type { APIRequestContext, Page } from '@playwright/test';
import { directoryPort } from '../playwright.config.ts';
import { signIn, waitForHydration } from './helpers.ts';
import { withContentLock } from './support/content-lock.ts';
import {
  dropSandboxRefusals,
  expect,
  expectConsoleErrors,
  expectNoAxeViolations,
} from './support/fixtures.ts';
import { shot } from './support/shots.ts';
import { createOfficer, demoOfficer, openConsoleNav, test } from './support/officers.ts';

const origin = `http://127.0.0.1:${directoryPort}`;
const documentUrl = `${origin}/api/officer/content/officers`;

interface Board {
  intro: string;
  officers: { name: string; title: string; bio: string; image?: string; linkedin?: string }[];
}

async function readBoard(api: APIRequestContext): Promise<{ board: Board; etag: string }> {
  const response = await api.get(documentUrl);
  expect(response.status()).toBe(200);
  return { board: (await response.json()) as Board, etag: response.headers()['etag']! };
}

/** Publishes `board` over whatever is published now (the test's clean-up). */
async function putBack(api: APIRequestContext, board: Board): Promise<void> {
  const { etag } = await readBoard(api);
  const saved = await api.put(documentUrl, { data: board, headers: { 'if-match': etag } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Signs the demo officer in on the second server, runs `work` under the lock, puts the board back. */
async function editingTheBoard(page: Page, work: (original: Board) => Promise<void>) {
  await signIn(page, demoOfficer);
  await withContentLock(directoryPort, async () => {
    const { board: original } = await readBoard(page.request);
    try {
      await work(original);
    } finally {
      await putBack(page.request, original);
    }
  });
}

async function openEditor(page: Page): Promise<void> {
  await page.goto('/officers/content/officers');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Executive board');
  await expect(page.locator('#cf-intro')).toBeVisible();
}

const tag = () => Math.random().toString(36).slice(2, 7);

test.describe('on the second server', () => {
  test.use({ baseURL: origin });

  test('an officer edits the executive board, previews it, publishes it, and a visitor without JavaScript sees it', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await editingTheBoard(page, async (original) => {
      const suffix = tag();
      const newTitle = `President and Webmaster ${suffix}`;
      const newBio = `Chairs the meetings and keeps the site running (${suffix}).`;
      const newName = `Riley Newcomer ${suffix}`;

      await page.goto('/officers/content');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public pages');
      const boardLink = page.getByRole('link', { name: 'Executive board', exact: true });
      await expect(page.locator('.content-index__item').filter({ has: boardLink })).toContainText(
        /Version \d+, published/,
      );
      await expectNoAxeViolations(page);
      await shot(page, 'content-index');
      await boardLink.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Executive board');

      // The first officer: a new title and bio.
      const first = page.locator('#cf-officers-0');
      await expect(first).toHaveText(new RegExp(original.officers[0]!.name));
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await page.locator('#cf-officers-0-title').fill(newTitle);
      await page.locator('#cf-officers-0-bio').fill(newBio);
      await expect(page.getByText('Unpublished changes').first()).toBeVisible();

      // The second officer moves up, with the keyboard; the move is announced and the focus follows.
      await page.locator('#cf-officers-1-up').focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('#cf-officers-0')).toContainText(original.officers[1]!.name);
      await expect(page.locator('#cf-officers-1')).toContainText(original.officers[0]!.name);
      await expect(page.locator('#cf-officers-0-down')).toBeFocused();
      await expect(page.locator('.visually-hidden[aria-live="polite"]').first()).toHaveText(
        `${original.officers[1]!.name} moved to position 1 of ${original.officers.length}.`,
      );

      // A new officer at the end.
      const added = original.officers.length;
      await page.getByRole('button', { name: 'Add officer to Officers' }).click();
      await expect(page.locator(`#cf-officers-${added}`)).toBeFocused();
      await page.locator(`#cf-officers-${added}-name`).fill(newName);
      await page.locator(`#cf-officers-${added}-title`).fill('Webmaster');
      await page.locator(`#cf-officers-${added}-bio`).fill('Keeps the <b>site</b> up.');
      await expectNoAxeViolations(page);
      await shot(page, 'content-editor');

      // The preview shows the page with the draft, before anything is published.
      await page.getByRole('button', { name: 'Preview' }).first().click();
      const preview = page.frameLocator('iframe[title="Preview of the Executive board page"]');
      await expect(preview.getByText(newName)).toBeVisible();
      await expect(preview.getByText(newTitle)).toBeAttached();
      await expect(preview.getByText('Keeps the <b>site</b> up.')).toBeAttached();
      await expect(page.locator('iframe.content-preview__frame')).toHaveAttribute(
        'sandbox',
        'allow-same-origin',
      );
      // The frame runs no script (its sandbox allows none, checked above): the test's own look
      // inside it may be refused, and said in the console.
      dropSandboxRefusals(consoleErrors);
      const published = await (await page.request.get(`${origin}/members/exec`)).text();
      expect(published).not.toContain(newName);
      await shot(page, 'content-preview');

      await page.getByRole('button', { name: 'Publish' }).first().click();
      await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
      await expect(page.getByText('No changes').first()).toBeVisible();

      // A visitor with JavaScript off sees the change in the page's HTML within 5 s.
      const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
      const visitor = await noScript.newPage();
      await expect(async () => {
        await visitor.goto('/members/exec');
        await expect(visitor.getByText(newName)).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 5_000, intervals: [250] });
      await expect(visitor.getByText(newTitle)).toBeVisible();
      await expect(visitor.getByText('Keeps the <b>site</b> up.')).toBeAttached();
      const names = visitor.locator('.officer-card__name');
      await expect(names.nth(0)).toHaveText(original.officers[1]!.name);
      await expect(names.nth(1)).toHaveText(original.officers[0]!.name);
      await noScript.close();
    });
  });

  test('a problem shows at its field and in the summary, and nothing is published', async ({
    page,
  }) => {
    await editingTheBoard(page, async (original) => {
      await openEditor(page);
      await page.locator('#cf-officers-2').click();
      await page.locator('#cf-officers-2-name').fill('');
      await page.locator('#cf-officers-2-linkedin').fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Publish' }).first().click();
      const summary = page.getByRole('region', { name: /^\d problems to fix before publishing$/ });
      await expect(summary).toBeVisible();
      await expect(summary.getByRole('heading')).toBeFocused();
      const name = page.locator('#cf-officers-2-name');
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#cf-officers-2-name-error')).toHaveText('Fill this in.');
      await expect(name).toHaveAccessibleDescription('Fill this in.');
      await expect(page.locator('#cf-officers-2-linkedin-error')).toContainText('https');
      // The summary's link leads to the field.
      await summary.getByRole('link', { name: 'Officers › 3 › Name' }).click();
      await expect(name).toBeFocused();
      await expectNoAxeViolations(page);
      expect((await readBoard(page.request)).board).toEqual(original);

      // The draft survives a reload of the tab.
      await page.locator('#cf-officers-2-name').fill('Kept Across Reloads');
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByText('Your unpublished changes are back.')).toBeVisible();
      await page.locator('#cf-officers-2').click();
      await expect(page.locator('#cf-officers-2-name')).toHaveValue('Kept Across Reloads');
    });
  });

  test('a publish after another officer’s says so, and reloads theirs keeping the draft to copy', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await editingTheBoard(page, async () => {
      const suffix = tag();
      const otherContext = await browser.newContext({ baseURL: origin });
      const other = await otherContext.newPage();
      await signIn(other, demoOfficer);
      await openEditor(other);
      await openEditor(page);

      await other.locator('#cf-intro').fill(`Their introduction ${suffix}.`);
      await other.getByRole('button', { name: 'Publish' }).first().click();
      await expect(other.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
      await otherContext.close();

      await page.locator('#cf-intro').fill(`My introduction ${suffix}.`);
      await page.getByRole('button', { name: 'Publish' }).first().click();
      const conflict = page.getByRole('alert').filter({
        hasText: 'Someone else published this page meanwhile',
      });
      await expect(conflict).toBeVisible();
      await expect(conflict.getByRole('listitem')).toHaveText(['Intro']);
      expectConsoleErrors(consoleErrors, /412/);
      await expectNoAxeViolations(page);

      await conflict.getByRole('button', { name: 'Reload the published version' }).click();
      await expect(page.locator('#cf-intro')).toHaveValue(`Their introduction ${suffix}.`);
      await expect(page.getByLabel('Your draft as JSON')).toHaveValue(
        new RegExp(`My introduction ${suffix}`),
      );
      expect((await readBoard(page.request)).board.intro).toBe(`Their introduction ${suffix}.`);
    });
  });

  test('an earlier version is restored after a confirmation, and the editor shows it', async ({
    page,
  }) => {
    await editingTheBoard(page, async (original) => {
      const { etag } = await readBoard(page.request);
      const changed = { ...original, intro: `A passing introduction ${tag()}.` };
      const saved = await page.request.put(documentUrl, {
        data: changed,
        headers: { 'if-match': etag },
      });
      expect(saved.status()).toBe(200);
      const { version } = (await saved.json()) as { version: { number: number } };

      await openEditor(page);
      await expect(page.locator('#cf-intro')).toHaveValue(changed.intro);
      const history = page.getByRole('list', { name: 'Versions, newest first' });
      await expect(history.getByRole('listitem').first()).toContainText(
        `Version ${version.number}`,
      );
      await history.getByRole('button', { name: `Restore version ${version.number - 1}` }).click();
      const dialog = page.getByRole('dialog', { name: `Restore version ${version.number - 1}?` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: `Restore version ${version.number - 1}` }).click();
      await expect(
        page.getByRole('status').filter({
          hasText: `Version ${version.number - 1} is published again, as version ${version.number + 1}.`,
        }),
      ).toBeVisible();
      await expect(page.locator('#cf-intro')).toHaveValue(original.intro);
      await expect(history.getByRole('listitem').first()).toContainText(
        `a restore of version ${version.number - 1}`,
      );
      expect((await readBoard(page.request)).board).toEqual(original);
    });
  });
});

test('an officer without the content area is refused', async ({
  page,
  request,
  demoOfficer: demo,
}) => {
  const officer = await createOfficer(request, demo, { label: 'secretary', areas: ['accounts'] });
  await signIn(page, officer);
  await page.goto('/officers/content/officers');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not one of your areas');
  const nav = await openConsoleNav(page);
  await expect(nav.getByRole('link', { name: 'Accounts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Public pages' })).toHaveCount(0);
  const refused = await page.request.get('/api/officer/content/officers');
  expect(refused.status()).toBe(403);
  const preview = await page.request.post('/api/officer/content/officers/preview', {
    data: { intro: 'x', officers: [] },
  });
  expect(preview.status()).toBe(403);
});

// The nine editors in one test: one officer and one sign-in (most of the time of a test each).
test('every editor opens with its fields, and axe finds nothing', async ({
  page,
  request,
  demoOfficer: demo,
}) => {
  test.setTimeout(90_000);
  const officer = await createOfficer(request, demo, { label: 'editor', areas: ['content'] });
  await signIn(page, officer);
  for (const document of [
    'home',
    'about',
    'philanthropy',
    'highlights',
    'merch',
    'officers',
    'members',
    'alumni',
    'chapter',
  ]) {
    await test.step(`the ${document} editor`, async () => {
      await page.goto(`/officers/content/${document}`);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: 'Publish' }).first()).toBeVisible();
      // Every section open, and the first item of each list.
      const closed = page.locator('details.content-section:not([open])');
      while ((await closed.count()) > 0) await closed.first().locator('summary').click();
      for (const section of await page.locator('details.content-section').all()) {
        const toggle = section.locator('.content-item__toggle').first();
        if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false')
          await toggle.click();
      }
      await expect(page.getByText('cannot be edited here')).toHaveCount(0);
      await expectNoAxeViolations(page);
      // Nothing changed: nothing to publish.
      await expect(page.getByText('No changes').first()).toBeVisible();
    });
  }
});
