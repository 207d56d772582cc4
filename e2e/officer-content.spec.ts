// The console's content editors (area `content`, docs/product.md#officer-console), at 390 px and
// 1280 px. The edits run against the second server, whose exec board and alumni page no other spec
// reads but the live-content spec (both take the content lock), as the demo officer (every area);
// each test puts the document back as it found it. The lists are the alumni page's notable alumni
// (the board itself comes from the terms; its document holds only its texts). An officer without
// `content` is refused on the main server.
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
import type { NotableAlumnus } from './support/content-shapes.ts';

const origin = `http://127.0.0.1:${directoryPort}`;
const documentUrl = (name: Edited) => `${origin}/api/officer/content/${name}`;

/** The documents these tests edit: the board's texts, and the alumni page with its lists. */
interface Documents {
  officers: { intro: string };
  alumni: {
    welcome: string;
    notableAlumni: {
      items: NotableAlumnus[];
    };
  };
}
type Edited = keyof Documents;

async function readDocument<N extends Edited>(
  api: APIRequestContext,
  name: N,
): Promise<{ document: Documents[N]; etag: string }> {
  const response = await api.get(documentUrl(name));
  expect(response.status()).toBe(200);
  return { document: (await response.json()) as Documents[N], etag: response.headers()['etag']! };
}

/** Publishes `document` over whatever is published now (the test's clean-up). */
async function putBack<N extends Edited>(
  api: APIRequestContext,
  name: N,
  document: Documents[N],
): Promise<void> {
  const { etag } = await readDocument(api, name);
  const saved = await api.put(documentUrl(name), { data: document, headers: { 'if-match': etag } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * Signs the demo officer in on the second server, runs `work` under the lock, puts the document
 * back.
 */
async function editing<N extends Edited>(
  page: Page,
  name: N,
  work: (original: Documents[N]) => Promise<void>,
) {
  await signIn(page, demoOfficer);
  await withContentLock(directoryPort, async () => {
    const { document: original } = await readDocument(page.request, name);
    try {
      await work(original);
    } finally {
      await putBack(page.request, name, original);
    }
  });
}

const editorTitles: Record<Edited, string> = { officers: 'Executive board', alumni: 'Alumni page' };

async function openEditor(page: Page, name: Edited): Promise<void> {
  await page.goto(`/officers/content/${name}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(editorTitles[name]);
  await expect(page.locator(name === 'officers' ? '#cf-intro' : '#cf-title')).toBeVisible();
}

/** Opens the alumni page's section of notable alumni (it starts folded, as the page has several). */
async function openNotableAlumni(page: Page): Promise<void> {
  const section = page.locator('details.content-section').filter({
    has: page.locator('#cf-notableAlumni-section'),
  });
  await page.locator('#cf-notableAlumni-section').click();
  await expect(section).toHaveJSProperty('open', true);
}

const tag = () => Math.random().toString(36).slice(2, 7);

test.describe('on the second server', () => {
  test.use({ baseURL: origin });

  test('an officer edits a list of the alumni page, previews it, publishes it, and a visitor without JavaScript sees it', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await editing(page, 'alumni', async (original) => {
      const people = original.notableAlumni.items;
      const suffix = tag();
      const newTitle = `President and Webmaster ${suffix}`;
      const newAchievement = `Chaired the meetings and kept the site running (${suffix}).`;
      const newName = `Riley Newcomer ${suffix}`;

      await page.goto('/officers/content');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public pages');
      const alumniLink = page.getByRole('link', { name: 'Alumni page', exact: true });
      await expect(page.locator('.content-index__item').filter({ has: alumniLink })).toContainText(
        /Version \d+, published/,
      );
      await expectNoAxeViolations(page);
      await shot(page, 'content-index');
      await alumniLink.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alumni page');
      await openNotableAlumni(page);

      // The first notable alumnus: a new title and a new first achievement (a list in the list).
      const first = page.locator('#cf-notableAlumni-items-0');
      await expect(first).toContainText(people[0]!.name);
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await page.locator('#cf-notableAlumni-items-0-title').fill(newTitle);
      await page.locator('#cf-notableAlumni-items-0-achievements-0').fill(newAchievement);
      await expect(page.getByText('Unpublished changes').first()).toBeVisible();

      // The second moves up, with the keyboard; the move is announced and the focus follows.
      await page.locator('#cf-notableAlumni-items-1-up').focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('#cf-notableAlumni-items-0')).toContainText(people[1]!.name);
      await expect(page.locator('#cf-notableAlumni-items-1')).toContainText(people[0]!.name);
      await expect(page.locator('#cf-notableAlumni-items-0-down')).toBeFocused();
      await expect(page.locator('.visually-hidden[aria-live="polite"]').first()).toHaveText(
        `${people[1]!.name} moved to position 1 of ${people.length}.`,
      );

      // A new one at the end.
      const added = people.length;
      await page.getByRole('button', { name: 'Add item to Items' }).click();
      await expect(page.locator(`#cf-notableAlumni-items-${added}`)).toBeFocused();
      await page.locator(`#cf-notableAlumni-items-${added}-id`).fill(`riley-${suffix}`);
      await page.locator(`#cf-notableAlumni-items-${added}-name`).fill(newName);
      await page.locator(`#cf-notableAlumni-items-${added}-label`).fill('Class of 2024');
      await page
        .locator(`#cf-notableAlumni-items-${added}-title`)
        .fill('Keeps the <b>site</b> up.');
      await expectNoAxeViolations(page);
      await shot(page, 'content-editor');

      // The preview shows the page with the draft, before anything is published.
      await page.getByRole('button', { name: 'Preview' }).first().click();
      const preview = page.frameLocator('iframe[title="Preview of the Alumni page page"]');
      await expect(preview.getByText(newName)).toBeVisible();
      await expect(preview.getByText(newTitle)).toBeAttached();
      await expect(preview.getByText(newAchievement)).toBeAttached();
      await expect(preview.getByText('Keeps the <b>site</b> up.')).toBeAttached();
      await expect(page.locator('iframe.content-preview__frame')).toHaveAttribute(
        'sandbox',
        'allow-same-origin',
      );
      // The frame runs no script (its sandbox allows none, checked above): the test's own look
      // inside it may be refused, and said in the console.
      dropSandboxRefusals(consoleErrors);
      const published = await (await page.request.get(`${origin}/members/alumni`)).text();
      expect(published).not.toContain(newName);
      await shot(page, 'content-preview');

      await page.getByRole('button', { name: 'Publish' }).first().click();
      await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
      await expect(page.getByText('No changes').first()).toBeVisible();

      // A visitor with JavaScript off sees the change in the page's HTML within 5 s.
      const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
      const visitor = await noScript.newPage();
      await expect(async () => {
        await visitor.goto('/members/alumni');
        await expect(visitor.getByText(newName)).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 5_000, intervals: [250] });
      await expect(visitor.getByText(newTitle)).toBeVisible();
      await expect(visitor.getByText('Keeps the <b>site</b> up.')).toBeAttached();
      const names = visitor.locator('.notable h3');
      await expect(names.nth(0)).toHaveText(people[1]!.name);
      await expect(names.nth(1)).toHaveText(people[0]!.name);
      await noScript.close();
    });
  });

  test('a problem shows at its field and in the summary, and nothing is published', async ({
    page,
  }) => {
    await editing(page, 'alumni', async (original) => {
      await openEditor(page, 'alumni');
      await openNotableAlumni(page);
      await page.locator('#cf-notableAlumni-items-2').click();
      await page.locator('#cf-notableAlumni-items-2-name').fill('');
      await page.locator('#cf-notableAlumni-items-2-linkedin').fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Publish' }).first().click();
      const summary = page.getByRole('region', { name: /^\d problems to fix before publishing$/ });
      await expect(summary).toBeVisible();
      await expect(summary.getByRole('heading')).toBeFocused();
      const name = page.locator('#cf-notableAlumni-items-2-name');
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#cf-notableAlumni-items-2-name-error')).toHaveText(
        'Fill this in.',
      );
      await expect(name).toHaveAccessibleDescription('Fill this in.');
      await expect(page.locator('#cf-notableAlumni-items-2-linkedin-error')).toContainText('https');
      // The summary's link leads to the field.
      await summary.getByRole('link', { name: 'Notable alumni › Items › 3 › Name' }).click();
      await expect(name).toBeFocused();
      await expectNoAxeViolations(page);
      expect((await readDocument(page.request, 'alumni')).document).toEqual(original);

      // The draft survives a reload of the tab.
      await page.locator('#cf-notableAlumni-items-2-name').fill('Kept Across Reloads');
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByText('Your unpublished changes are back.')).toBeVisible();
      await openNotableAlumni(page);
      await page.locator('#cf-notableAlumni-items-2').click();
      await expect(page.locator('#cf-notableAlumni-items-2-name')).toHaveValue(
        'Kept Across Reloads',
      );
    });
  });

  test('a publish after another officer’s says so, and reloads theirs keeping the draft to copy', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await editing(page, 'officers', async () => {
      const suffix = tag();
      const otherContext = await browser.newContext({ baseURL: origin });
      const other = await otherContext.newPage();
      await signIn(other, demoOfficer);
      await openEditor(other, 'officers');
      await openEditor(page, 'officers');

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
      expect((await readDocument(page.request, 'officers')).document.intro).toBe(
        `Their introduction ${suffix}.`,
      );
    });
  });

  test('an earlier version is restored after a confirmation, and the editor shows it', async ({
    page,
  }) => {
    await editing(page, 'officers', async (original) => {
      const { etag } = await readDocument(page.request, 'officers');
      const changed = { ...original, intro: `A passing introduction ${tag()}.` };
      const saved = await page.request.put(documentUrl('officers'), {
        data: changed,
        headers: { 'if-match': etag },
      });
      expect(saved.status()).toBe(200);
      const { version } = (await saved.json()) as { version: { number: number } };

      await openEditor(page, 'officers');
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
      expect((await readDocument(page.request, 'officers')).document).toEqual(original);
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
    data: { intro: 'x' },
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
