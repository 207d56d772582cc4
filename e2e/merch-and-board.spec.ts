import type { Page } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';
import { demoBoard as officers, type BoardOfficer as Officer } from './support/demo-board.ts';
import { expect, test } from './support/fixtures.ts';

const items = [
  { name: 'Chapter T-Shirt', price: '$25.00', sizes: ['S', 'M', 'L', 'XL'] },
  { name: 'Chapter Hoodie', price: '$45.00', sizes: ['S', 'M', 'L', 'XL'] },
  { name: 'Chapter Hat', price: '$20.00', sizes: ['One Size'] },
];

const itemCard = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Featured Items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('Merchandise page', () => {
  test('shows the three items with their prices and sizes', async ({ page }) => {
    await page.goto('/merch');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merchandise');
    const featured = page.getByRole('region', { name: 'Featured Items' });
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(
      items.map((item) => item.name),
    );
    for (const item of items) {
      const card = itemCard(page, item.name);
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('img', { name: item.name })).toBeVisible();
      await expect(card.getByText(item.price, { exact: true })).toBeVisible();
      const size = card.getByRole('combobox', { name: 'Size' });
      await expect(size).toBeVisible();
      await expect(size.locator('option')).toHaveText(item.sizes);
      await expect(size).toHaveValue(item.sizes[0]!);
      await expect(card.getByRole('button', { name: `Add to Cart: ${item.name}` })).toHaveText(
        'Add to Cart',
      );
    }
  });

  test('lets a size be chosen', async ({ page }) => {
    await gotoHydrated(page, '/merch');
    const size = itemCard(page, 'Chapter Hoodie').getByRole('combobox', { name: 'Size' });
    await size.selectOption('XL');
    await expect(size).toHaveValue('XL');
  });

  test('shows the four category tiles: those with items are filter buttons, the empty one is not', async ({
    page,
  }) => {
    await page.goto('/merch');
    const categories = page.getByRole('region', { name: 'Shop by Category' });
    await expect(categories.locator('.category-tile__name')).toHaveText([
      'Apparel',
      'Accessories',
      'Gifts',
      'New Arrivals',
    ]);
    await expect(categories.getByRole('button')).toHaveCount(3);
    for (const [name, count] of [
      ['Apparel', '2 items'],
      ['Accessories', '1 item'],
      ['New Arrivals', '1 item'],
    ]) {
      const tile = categories.getByRole('button', { name: new RegExp(`^${name}`) });
      await expect(tile).toHaveAttribute('aria-pressed', 'false');
      await expect(tile).toContainText(count!);
    }
    // Gifts has no items yet: it says so and is no control.
    const gifts = categories.locator('.category-tile--empty');
    await expect(gifts).toContainText('Coming soon');
    await expect(gifts.getByRole('button')).toHaveCount(0);
    await expect(categories.getByRole('link')).toHaveCount(0);
  });

  test('on a phone the category texts sit under their pictures, not over the symbols', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'two narrow tiles a row only on a phone');
    await page.goto('/merch');
    const tiles = page.locator('.category-tile');
    await expect(tiles).toHaveCount(4);
    for (const tile of await tiles.all()) {
      const picture = (await tile.locator('img').boundingBox())!;
      const text = (await tile.locator('.category-tile__text').boundingBox())!;
      expect(text.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
    }
  });

  test('lists the special offers as text', async ({ page }) => {
    await page.goto('/merch');
    const offers = page.getByRole('region', { name: 'Special Offers' });
    await expect(offers.getByRole('listitem')).toHaveText([
      'Free shipping on orders over $50',
      '10% off for active members',
      '15% off for alumni',
    ]);
    await expect(offers.getByRole('link')).toHaveCount(0);
    await expect(offers.getByRole('button')).toHaveCount(0);
  });
});

const officerCards = (page: Page) =>
  page.getByRole('region', { name: 'Officers' }).getByRole('article');
const officerCard = (page: Page, officer: Officer) =>
  page.getByRole('article', { name: `${officer.name}, ${officer.title}`, exact: true });
const bioOf = (card: ReturnType<Page['locator']>) => card.locator('.officer-card__bio');

test.describe('Executive board page', () => {
  test('shows 15 officers in three rows of five', async ({ page }) => {
    await page.goto('/members/exec');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Executive Board');
    await expect(officerCards(page)).toHaveCount(15);
    const rows = page.getByTestId('exec-row');
    await expect(rows).toHaveCount(3);
    for (const row of await rows.all()) {
      await expect(row.locator('article')).toHaveCount(5);
    }
    // The board is in the positions' order (two holders of one position by name).
    await expect(officerCards(page).locator('.officer-card__name')).toHaveText(
      officers.map((o) => o.name),
    );
  });

  test('on a wide screen each row of five sits on one line', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'rows wrap on narrow screens by design');
    await page.goto('/members/exec');
    const rowTops: number[] = [];
    for (const row of await page.getByTestId('exec-row').all()) {
      const tops = await row
        .locator('article')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
      expect(tops).toHaveLength(5);
      expect(new Set(tops).size, `tops of one row: ${tops.join(', ')}`).toBe(1);
      rowTops.push(tops[0]!);
    }
    expect(rowTops[0]!).toBeLessThan(rowTops[1]!);
    expect(rowTops[1]!).toBeLessThan(rowTops[2]!);
  });

  test('shows every officer title of the legacy board', async ({ page }) => {
    await page.goto('/members/exec');
    const titles = await officerCards(page).locator('.officer-card__title').allInnerTexts();
    expect(titles).toHaveLength(15);
    // One officer holds two posts ("Risk Management Chair / House Manager"), so 16 posts fit 15 cards.
    const posts = titles.flatMap((title) => title.split(' / ').map((post) => post.trim()));
    const expectedPosts = [
      'President',
      'Vice President',
      'Treasurer',
      'Philanthropy Chair',
      'IFC VP of Internal Affairs',
      'Risk Management Chair',
      'Recorder',
      'Warden',
      'Member Educator',
      'Brotherhood/Alumni Chair',
      'Social Chair',
      'Social Chair',
      'Rush Chair',
      'Rush Chair',
      'House Manager',
      'House Manager',
    ];
    expect(posts.toSorted()).toEqual(expectedPosts.toSorted());
    expect(titles).toContain('Risk Management Chair / House Manager');
  });

  test('shows each photo, and a placeholder for the officers without one', async ({ page }) => {
    await page.goto('/members/exec');
    const withoutPhoto = officers.filter((o) => !o.picture);
    expect(withoutPhoto).toHaveLength(2);
    await expect(page.getByRole('img', { name: 'No photo' })).toHaveCount(2);
    for (const officer of officers) {
      const card = officerCard(page, officer);
      if (officer.picture) {
        await expect(card.getByRole('img', { name: `Portrait of ${officer.name}` })).toHaveCount(1);
        await expect(card.getByRole('img', { name: 'No photo' })).toHaveCount(0);
      } else {
        await expect(card.getByRole('img', { name: 'No photo' })).toBeVisible();
      }
    }
    // The photos load (a broken photo would fall back to the placeholder).
    const loaded = await page.locator('.officer-card__photo img').evaluateAll((imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[]).map(async (img) => {
          img.loading = 'eager';
          await img.decode().catch(() => undefined);
          return img.naturalWidth > 0;
        }),
      ),
    );
    expect(loaded).toEqual(Array(13).fill(true));
  });

  test('hides each bio until the card is hovered', async ({ page }) => {
    await gotoHydrated(page, '/members/exec');
    const first = officerCard(page, officers[0]!);
    const second = officerCard(page, officers[1]!);
    await expect(bioOf(first)).toHaveText(officers[0]!.bio);
    await expect(bioOf(first)).toHaveCSS('opacity', '0');
    await expect(bioOf(second)).toHaveCSS('opacity', '0');

    await first.hover();
    await expect(bioOf(first)).toHaveCSS('opacity', '1');
    await expect(bioOf(second)).toHaveCSS('opacity', '0');

    await second.hover();
    await expect(bioOf(second)).toHaveCSS('opacity', '1');
    await expect(bioOf(first)).toHaveCSS('opacity', '0');
  });

  test('shows a bio when its card receives keyboard focus', async ({ page }) => {
    await gotoHydrated(page, '/members/exec');
    const first = officerCard(page, officers[0]!);
    const second = officerCard(page, officers[1]!);
    // Start from the page heading and Tab into the board.
    await page.getByRole('heading', { level: 1 }).click();
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      if (await first.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(first).toBeFocused();
    await expect(bioOf(first)).toHaveCSS('opacity', '1');
    await expect(bioOf(second)).toHaveCSS('opacity', '0');

    // Tab stays inside the card until its Connect link (a bio too long for its square is itself a
    // scrollable tab stop in Chromium); the bio stays visible while focus is inside the card.
    const connect = first.getByRole('link', { name: /^Connect/ });
    for (let presses = 0; presses < 2; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await first.evaluate((card) => card.contains(document.activeElement))).toBe(true);
      await expect(bioOf(first)).toHaveCSS('opacity', '1');
      if (await connect.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(connect).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await expect(bioOf(second)).toHaveCSS('opacity', '1');
    await expect(bioOf(first)).toHaveCSS('opacity', '0');
  });

  test('has a Connect link exactly for the officers with a LinkedIn profile', async ({ page }) => {
    await page.goto('/members/exec');
    const withLinkedin = officers.filter((o) => o.linkedin);
    await expect(page.getByRole('link', { name: /^Connect/ })).toHaveCount(withLinkedin.length);
    for (const officer of officers) {
      const connect = officerCard(page, officer).getByRole('link', { name: /^Connect/ });
      if (officer.linkedin) {
        await expect(connect).toHaveAttribute('href', officer.linkedin);
        await expect(connect).toHaveAttribute('target', '_blank');
        await expect(connect).toHaveAttribute('rel', /\bnoopener\b/);
        await expect(connect).toHaveAccessibleName(
          `Connect with ${officer.name} on LinkedIn (opens in a new tab)`,
        );
      } else {
        await expect(connect).toHaveCount(0);
      }
    }
  });
});
