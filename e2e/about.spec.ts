import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';
import { expect, test } from './support/fixtures.ts';

const about = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '..', 'content', 'about.json'), 'utf8'),
) as {
  mission: { heading: string; text: string };
  manual: { link: { label: string; href: string } };
  credit: { name: string; email: string; linkedin: string };
};
const missionText = about.mission.text;
const msPerChar = 20; // docs/product.md#about (contract/limits.ts typewriterMsPerChar)

const typewriter = (page: Page) => page.locator('p.typewriter');
const typed = (page: Page) => page.getByTestId('typewriter-typed');

test.describe('About page content', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
  });

  test('tells the history: chapter established 1949, national organisation founded 1856', async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    const history = page.getByRole('region', { name: 'Our History' });
    await expect(history).toBeVisible();
    const facts = history.locator('dl.fact-row');
    await expect(
      facts.locator('div').filter({ hasText: 'Chapter established' }).locator('dd'),
    ).toHaveText('1949');
    await expect(
      facts.locator('div').filter({ hasText: 'Omicron Xi Psi founded' }).locator('dd'),
    ).toHaveText('1856');
    await expect(history.getByText(/founded in 1856/)).toBeVisible();
    await expect(history.getByText(/established at Northmere University in 1949/)).toBeVisible();
  });

  test('lists the three milestones', async ({ page }) => {
    const milestones = page.getByRole('region', { name: 'Milestones' }).getByRole('listitem');
    await expect(milestones).toHaveCount(3);
    await expect(milestones.nth(0)).toContainText('1949');
    await expect(milestones.nth(0).getByRole('heading')).toHaveText('Chapter established');
    await expect(milestones.nth(1)).toContainText('2017');
    await expect(milestones.nth(1).getByRole('heading')).toHaveText('Current house claimed');
    await expect(milestones.nth(2).getByRole('heading')).toHaveText('Largest fraternity on campus');
  });

  test('shows the four values', async ({ page }) => {
    const values = page.getByRole('region', { name: 'Our Values' });
    await expect(values.getByRole('heading', { level: 3 })).toHaveText([
      'Friendship',
      'Scholarship',
      'Service',
      'Leadership',
    ]);
    for (const name of ['Friendship', 'Scholarship', 'Service', 'Leadership']) {
      await expect(values.getByRole('heading', { name, exact: true })).toBeVisible();
    }
  });

  test('has the shield section with its picture and symbols', async ({ page }) => {
    const shield = page.getByRole('region', { name: 'Our Shield' });
    await expect(shield).toBeVisible();
    await expect(shield.getByRole('img', { name: 'The Omicron Xi Psi shield' })).toBeVisible();
    await expect(shield.locator('dt')).toHaveText([
      'The lamp',
      'The oak branch',
      'The clasped hands',
      'The three stars',
    ]);
  });

  test("links to the external members' manual in a new tab", async ({ page }) => {
    const manual = page
      .getByRole('region', { name: "Members' Manual" })
      .getByRole('link', { name: new RegExp(`^${about.manual.link.label}`) });
    await expect(manual).toBeVisible();
    await expect(manual).toHaveAttribute('href', about.manual.link.href);
    await expect(manual).toHaveAttribute('target', '_blank');
    await expect(manual).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(manual).toHaveAccessibleName(/opens in a new tab/);
  });

  test('credits the developer with a mail Contact link and a LinkedIn link', async ({ page }) => {
    const credit = page.getByRole('region', { name: 'Site credit' });
    await expect(credit).toContainText(about.credit.name);
    const contact = credit.getByRole('link', { name: 'Contact', exact: true });
    await expect(contact).toHaveAttribute('href', `mailto:${about.credit.email}`);
    const linkedin = credit.getByRole('link', { name: /^LinkedIn/ });
    await expect(linkedin).toHaveAttribute('href', about.credit.linkedin);
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expect(linkedin).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('mission typewriter', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the whole mission is in the accessibility tree from the start, while the typed copy is hidden from it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    await expect(typewriter(page).locator('.visually-hidden')).toHaveText(missionText);
    await expect(typewriter(page)).toMatchAriaSnapshot(
      `- paragraph: ${JSON.stringify(missionText)}`,
    );
    await expect(typed(page)).toHaveAttribute('aria-hidden', 'true');
  });

  test('does not start typing before the mission scrolls into view', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await expect(typewriter(page)).not.toBeInViewport();
    // Nothing can be observed to happen; give the typewriter time it would need for a few characters.
    await page.waitForTimeout(300);
    await expect(typed(page)).toHaveText('');
  });

  test('types the mission at about 20 ms per character, a growing prefix of the text, until all of it shows', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    await expect(typed(page)).toHaveText('');
    await typewriter(page).scrollIntoViewIfNeeded();

    // Measured in the page: from the first typed character, how far it gets in each second, and
    // every sample on the way must be a prefix of the mission that never shrinks. A busy machine can
    // only slow timers down, never speed them up: every window must stay under the upper bound, and
    // the best window (normally the first) must reach the lower bound.
    const measurement = await page.evaluate(async (text) => {
      const element = document.querySelector('[data-testid="typewriter-typed"]')!;
      const current = () => element.textContent ?? '';
      const started = performance.now();
      while (current().length === 0) {
        if (performance.now() - started > 5000) throw new Error('typing never started');
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      const samples: string[] = [];
      const windows: { typed: number; ms: number }[] = [];
      // Whole one-second windows while typing goes on (the mission takes about 4 s).
      while (windows.length < 3) {
        const t0 = performance.now();
        const startLength = current().length;
        while (performance.now() - t0 < 1000) {
          samples.push(current());
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        const endLength = current().length;
        if (endLength >= text.length) break;
        windows.push({ typed: endLength - startLength, ms: performance.now() - t0 });
      }
      const prefixes = samples.every((s) => text.startsWith(s));
      const growing = samples.every((s, i) => i === 0 || s.length >= samples[i - 1]!.length);
      return { windows, prefixes, growing };
    }, missionText);

    expect(measurement.prefixes, 'every sample is a prefix of the mission').toBe(true);
    expect(measurement.growing, 'the typed text never shrinks').toBe(true);
    expect(measurement.windows.length, 'typing lasts more than a second').toBeGreaterThanOrEqual(1);
    const report = measurement.windows
      .map((w) => `${w.typed} chars in ${Math.round(w.ms)} ms`)
      .join('; ');
    // Characters per 1000 ms of each window (a window can overrun its second on a busy machine).
    const perSecond = measurement.windows.map((w) => (w.typed * 1000) / w.ms);
    for (const rate of perSecond) {
      // At 20 ms per character one second is about 50 characters.
      expect(rate, `no faster than 20 ms per character: ${report}`).toBeLessThanOrEqual(65);
    }
    expect(
      Math.max(...perSecond),
      `about 50 characters per second: ${report}`,
    ).toBeGreaterThanOrEqual(25);

    // It finishes with the whole text (about 4 s for this mission), and the caret goes away.
    await expect(typed(page)).toHaveText(missionText, {
      timeout: missionText.length * msPerChar * 3,
    });
    await expect(typewriter(page)).toHaveAttribute('data-done', 'true');
    await expect(typewriter(page).locator('.typewriter__caret')).toBeHidden();
  });

  test('keeps its full size while typing, so nothing below moves', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const values = page.getByRole('heading', { name: 'Our Values' });
    const before = (await typewriter(page).boundingBox())!;
    const valuesBefore = (await values.boundingBox())!;
    expect(before.height).toBeGreaterThan(30);

    await typewriter(page).scrollIntoViewIfNeeded();
    await expect(typed(page)).not.toHaveText('');
    const during = (await typewriter(page).boundingBox())!;
    await expect(typed(page)).toHaveText(missionText, {
      timeout: missionText.length * msPerChar * 3,
    });
    const after = (await typewriter(page).boundingBox())!;
    const valuesAfter = (await values.boundingBox())!;

    expect(during.height).toBeCloseTo(before.height, 0);
    expect(after.height).toBeCloseTo(before.height, 0);
    // Positions are relative to the viewport, which scrolled: compare the distance between the two.
    expect(valuesAfter.y - after.y).toBeCloseTo(valuesBefore.y - before.y, 0);
  });
});

test.describe('mission typewriter with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows the whole mission at once', async ({ page }) => {
    await gotoHydrated(page, '/about');
    // No scrolling needed and no time to type it: 20 ms per character would take several seconds.
    await expect(typed(page)).toHaveText(missionText, { timeout: 1000 });
    await expect(typewriter(page)).toHaveAttribute('data-done', 'true');
    await typewriter(page).scrollIntoViewIfNeeded();
    await expect(typed(page)).toBeVisible();
    await expect(typed(page)).toHaveText(missionText);
  });
});
