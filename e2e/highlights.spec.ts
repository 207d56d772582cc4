import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

interface HighlightsContent {
  events: { id: string; title: string; date: string; description: string; gallery: string[] }[];
  recognition: {
    heading: string;
    categories: Record<string, string>;
    items: {
      name: string;
      accomplishment: string;
      description: string;
      category: string;
      year: string;
    }[];
  };
  stats: { value: string; label: string }[];
}

const content = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '..', 'content', 'highlights.json'), 'utf8'),
) as HighlightsContent;
const events = content.events;

/** Opens the page and waits until React has hydrated it (the gallery buttons have their handlers). */
async function openHighlights(page: Page): Promise<void> {
  await page.goto('/highlights');
  await page.waitForFunction(() => {
    const button = document.querySelector('.highlight-card button');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
}

function galleryButton(page: Page, title: string) {
  return page.getByRole('button', { name: `View Gallery: ${title}`, exact: true });
}

function gallery(page: Page) {
  const dialog = page.getByRole('dialog');
  return {
    dialog,
    counter: dialog.locator('.gallery-modal__counter'),
    image: dialog.locator('.gallery-modal__figure img'),
    next: dialog.getByRole('button', { name: 'Next photo' }),
    previous: dialog.getByRole('button', { name: 'Previous photo' }),
    close: dialog.getByRole('button', { name: 'Close gallery' }),
  };
}

async function expectPhoto(page: Page, title: string, n: number, total: number): Promise<void> {
  const { counter, image } = gallery(page);
  await expect(counter).toHaveText(`${n} / ${total}`);
  await expect(image).toHaveAttribute('alt', `${title}, photo ${n} of ${total}`);
}

async function openGallery(page: Page, title: string): Promise<void> {
  await galleryButton(page, title).click();
  const { dialog } = gallery(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(title);
}

test.describe('highlight event cards', () => {
  test('shows four event cards with date, description and the size of each gallery', async ({
    page,
  }) => {
    await page.goto('/highlights');
    const cards = page.locator('.highlight-card');
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
      events.map((event) => event.title),
    );
    expect(events.map((event) => event.gallery.length)).toEqual([8, 4, 9, 6]);
    for (const [i, event] of events.entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(event.date);
      await expect(card).toContainText(event.description);
      await expect(card).toContainText(`${event.gallery.length} photos`);
      const button = card.getByRole('button', { name: /^View Gallery/ });
      await expect(button).toHaveText('View Gallery');
      await expect(button).toBeEnabled();
    }
  });
});

test.describe('gallery modal', () => {
  for (const [index, event] of events.entries()) {
    const total = event.gallery.length;
    test(`"${event.title}" opens at 1 / ${total}, Next wraps from the last photo to the first`, async ({
      page,
      isMobile,
    }) => {
      test.skip(
        isMobile && index > 0,
        'every gallery works alike: the first is checked at phone width, all at desktop',
      );
      await openHighlights(page);
      await openGallery(page, event.title);
      await expect(gallery(page).dialog.locator('.modal-title')).toHaveText(event.title);
      await expectPhoto(page, event.title, 1, total);
      for (let n = 2; n <= total; n++) {
        await gallery(page).next.click();
        await expectPhoto(page, event.title, n, total);
      }
      await gallery(page).next.click();
      await expectPhoto(page, event.title, 1, total);
    });
  }

  test('Previous from the first photo goes to the last, then back one at a time', async ({
    page,
  }) => {
    await openHighlights(page);
    const event = events[2]!;
    await openGallery(page, event.title);
    await expectPhoto(page, event.title, 1, 9);
    await gallery(page).previous.click();
    await expectPhoto(page, event.title, 9, 9);
    await gallery(page).previous.click();
    await expectPhoto(page, event.title, 8, 9);
    await gallery(page).next.click();
    await gallery(page).next.click();
    await expectPhoto(page, event.title, 1, 9);
  });

  test('ArrowRight and ArrowLeft move through the photos, wrapping', async ({ page }) => {
    await openHighlights(page);
    const event = events[1]!;
    await openGallery(page, event.title);
    // Straight after opening, while focus is still on the dialog itself.
    await page.keyboard.press('ArrowRight');
    await expectPhoto(page, event.title, 2, 4);
    // And from a control inside it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowLeft');
    await expectPhoto(page, event.title, 1, 4);
    await page.keyboard.press('ArrowRight');
    await expectPhoto(page, event.title, 2, 4);
    await page.keyboard.press('ArrowRight');
    await expectPhoto(page, event.title, 3, 4);
    await page.keyboard.press('ArrowLeft');
    await expectPhoto(page, event.title, 2, 4);
    await page.keyboard.press('ArrowLeft');
    await expectPhoto(page, event.title, 1, 4);
    await page.keyboard.press('ArrowLeft');
    await expectPhoto(page, event.title, 4, 4);
    await page.keyboard.press('ArrowRight');
    await expectPhoto(page, event.title, 1, 4);
  });

  test('closes with the close button', async ({ page }) => {
    await openHighlights(page);
    await openGallery(page, events[0]!.title);
    await gallery(page).close.click();
    await expect(gallery(page).dialog).toBeHidden();
    await expect(page.locator('.modal')).toHaveCount(0);
  });

  test('closes by clicking the backdrop', async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name === 'phone',
      'the gallery is fullscreen on phones, so there is no backdrop to click',
    );
    await openHighlights(page);
    await openGallery(page, events[0]!.title);
    // Inside the dialog a click does nothing.
    await gallery(page).counter.click();
    await expect(gallery(page).dialog).toBeVisible();
    await page.locator('.modal').click({ position: { x: 5, y: 5 } });
    await expect(gallery(page).dialog).toBeHidden();
    await expect(page.locator('.modal')).toHaveCount(0);
  });

  test('closes with Escape', async ({ page }) => {
    await openHighlights(page);
    await openGallery(page, events[3]!.title);
    await page.keyboard.press('Escape');
    await expect(gallery(page).dialog).toBeHidden();
    await expect(page.locator('.modal')).toHaveCount(0);
  });

  test('reopening starts again at the first photo, of the newly chosen gallery', async ({
    page,
  }) => {
    await openHighlights(page);
    const [first, second] = [events[0]!, events[2]!];
    await openGallery(page, first.title);
    await gallery(page).next.click();
    await gallery(page).next.click();
    await expectPhoto(page, first.title, 3, 8);
    await gallery(page).close.click();
    await expect(gallery(page).dialog).toBeHidden();

    await openGallery(page, first.title);
    await expectPhoto(page, first.title, 1, 8);
    await gallery(page).previous.click();
    await expectPhoto(page, first.title, 8, 8);
    await page.keyboard.press('Escape');
    await expect(gallery(page).dialog).toBeHidden();

    await openGallery(page, second.title);
    await expectPhoto(page, second.title, 1, 9);
    await gallery(page).previous.click();
    await expectPhoto(page, second.title, 9, 9);
  });
});

test.describe('recognition wall and stats', () => {
  test('shows two honorees with name, accomplishment, description, category and year', async ({
    page,
  }) => {
    await page.goto('/highlights');
    const wall = page.locator('section[aria-labelledby="recognition-heading"]');
    await expect(wall.getByRole('heading', { level: 2 })).toHaveText(content.recognition.heading);
    const honorees = wall.locator('.honoree');
    await expect(honorees).toHaveCount(2);
    for (const [i, item] of content.recognition.items.entries()) {
      const honoree = honorees.nth(i);
      await expect(honoree.getByRole('heading')).toHaveText(item.name);
      await expect(honoree).toContainText(item.accomplishment);
      await expect(honoree).toContainText(item.year);
      await expect(honoree).toContainText(item.description);
      await expect(honoree.locator('.badge')).toHaveText(item.category);
      await expect(honoree.getByRole('img')).toHaveAttribute('alt', `Portrait of ${item.name}`);
    }
  });

  test('colours each badge by its category', async ({ page }) => {
    await page.goto('/highlights');
    expect(content.recognition.categories).toMatchObject({
      Academic: 'primary',
      Leadership: 'success',
    });
    const academic = page.locator('.honoree .badge', { hasText: 'Academic' });
    const leadership = page.locator('.honoree .badge', { hasText: 'Leadership' });
    await expect(academic).toHaveClass(/(^|\s)bg-primary(\s|$)/);
    await expect(leadership).toHaveClass(/(^|\s)bg-success(\s|$)/);
    const colours = await Promise.all(
      [academic, leadership].map((badge) =>
        badge.evaluate((el) => getComputedStyle(el).backgroundColor),
      ),
    );
    expect(colours[0]).not.toEqual(colours[1]);
  });

  test('shows the year in numbers', async ({ page }) => {
    await page.goto('/highlights');
    const stats = page.getByRole('region', { name: 'The year in numbers' }).locator('.stat-tile');
    await expect(stats).toHaveCount(3);
    const expected: [string, string][] = [
      ['20+', 'Events This Year'],
      ['Highest', 'Fraternity Average GPA'],
      ['1000+', 'Service Hours'],
    ];
    for (const [i, [value, label]] of expected.entries()) {
      await expect(stats.nth(i).locator('.stat-tile__value')).toHaveText(value);
      await expect(stats.nth(i).locator('.stat-tile__label')).toHaveText(label);
    }
  });
});
