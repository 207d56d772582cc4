// What the site looks like where it failed a first visit (docs/product.md#navigation, #home,
// #philanthropy, #highlights): a keyboard focus in the bar unlike "current page", Escape closing the
// phone menu, the hero's words readable whatever the picture, carousel arrows off the picture on a
// phone, the phone gallery filling the screen, the footer at the bottom of a short page, the home
// page's next steps, and the calendar telling a touch screen to tap.
import type { Locator } from '@playwright/test';
import { gotoHydrated, siteNav } from './helpers.ts';
import { expect, test } from './support/fixtures.ts';

type Rgba = [number, number, number, number];

const parseColour = (css: string): Rgba => {
  const parts = /rgba?\(([^)]+)\)/
    .exec(css)![1]!
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
};
/** `top` painted over an opaque `under`. */
const over = (top: Rgba, under: Rgba): Rgba => [
  top[0] * top[3] + under[0] * (1 - top[3]),
  top[1] * top[3] + under[1] * (1 - top[3]),
  top[2] * top[3] + under[2] * (1 - top[3]),
  1,
];
const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgba) => {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
/** WCAG 2 contrast ratio. */
const contrast = (a: Rgba, b: Rgba) => {
  const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};
const style = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('the navigation bar', () => {
  test('a link with the keyboard focus has a white ring and keeps its colour; the current page is gold and underlined', async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, '/about');
    const phone = testInfo.project.name === 'phone';
    if (phone) await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const bar = parseColour(await style(siteNav(page), 'background-color'));
    const current = siteNav(page).getByRole('link', { name: 'About', exact: true });
    const other = siteNav(page).getByRole('link', { name: 'Philanthropy', exact: true });
    const plainColour = await style(other, 'color');
    expect(await current.getAttribute('aria-current')).toBe('page');
    const gold = await style(current, 'color');
    expect(gold).not.toBe(plainColour);
    expect(await style(current, 'text-decoration-line')).toBe('underline');

    // Focus by keyboard: from the current link, Tab to the next one.
    await current.focus();
    await page.keyboard.press('Tab');
    await expect(other).toBeFocused();
    expect(await style(other, 'color'), 'a focused link does not turn gold').toBe(plainColour);
    expect(await style(other, 'outline-style')).toBe('solid');
    expect(parseFloat(await style(other, 'outline-width'))).toBeGreaterThanOrEqual(2);
    const ring = parseColour(await style(other, 'outline-color'));
    expect(contrast(ring, bar), 'the ring against the bar (WCAG 1.4.11)').toBeGreaterThanOrEqual(3);
    // The current page focused: gold, and the ring as well.
    await page.keyboard.press('Shift+Tab');
    await expect(current).toBeFocused();
    expect(await style(current, 'color')).toBe(gold);
    expect(await style(current, 'outline-style')).toBe('solid');
  });

  test('Escape closes the phone menu and gives the focus back to the toggle', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the menu is behind a toggle on a phone');
    await gotoHydrated(page, '/about');
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    const menu = page.locator('#site-nav-menu');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Inside the open Members menu, the first Escape closes only that menu.
    await page.keyboard.press('Enter');
    const members = menu.getByRole('button', { name: 'Members' });
    await members.focus();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Active Members' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(members).toBeFocused();
    await expect(members).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('the home page', () => {
  test('the words over the house keep AA contrast whatever the picture behind them', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const panel = page.locator('.hero__text');
    const background = parseColour(await style(panel, 'background-color'));
    for (const [what, locator] of [
      ['the gold line', page.locator('.hero__eyebrow')],
      ['the title', page.getByRole('heading', { level: 1 })],
      ['the subtitle', page.locator('.hero__subtitle')],
    ] as const) {
      const text = parseColour(await style(locator, 'color'));
      // Over the lightest and the darkest picture there could be.
      for (const picture of [
        [255, 255, 255, 1],
        [255, 217, 138, 1],
        [0, 0, 0, 1],
      ] as Rgba[]) {
        expect(
          contrast(text, over(background, picture)),
          `${what} over rgb(${picture.slice(0, 3).join(',')})`,
        ).toBeGreaterThanOrEqual(4.5);
      }
      // The panel is behind the whole of the text.
      const words = await box(locator);
      const behind = await box(panel);
      expect(words.y).toBeGreaterThanOrEqual(behind.y);
      expect(words.y + words.height).toBeLessThanOrEqual(behind.y + behind.height + 0.5);
      expect(words.x).toBeGreaterThanOrEqual(behind.x);
    }
  });

  test('offers a next step: rush interest, a visit and a gift', async ({ page }) => {
    await gotoHydrated(page, '/');
    const steps = page.getByRole('region', { name: 'Your Next Step' });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Thinking about joining?',
      'Come and visit',
      'Support the chapter',
    ]);
    // The interest form is the site's own (docs/product.md#recruitment).
    await expect(steps.getByRole('link', { name: 'Register your interest' })).toHaveAttribute(
      'href',
      '/recruitment',
    );
    await expect(steps.getByRole('link', { name: 'Arrange a visit' })).toHaveAttribute(
      'href',
      'mailto:brothers@oxp-northmere.example?subject=Visiting%20Fenwick%20Row',
    );
    await steps.getByRole('link', { name: 'See how to give' }).click();
    await expect(page).toHaveURL(/\/members\/alumni#support-heading$/);
    await expect(page.getByRole('heading', { name: 'Support Our Chapter' })).toBeInViewport();
  });
});

test.describe('phone layouts', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone layout');

  test('carousel arrows sit beside the dots, under the picture, not over the people', async ({
    page,
  }) => {
    await gotoHydrated(page, '/philanthropy');
    const carousel = page.locator('.manual-carousel').first();
    await carousel.scrollIntoViewIfNeeded();
    const picture = await box(carousel.locator('.carousel-item.active img'));
    for (const name of ['Previous competitor', 'Next competitor']) {
      const arrow = await box(carousel.getByRole('button', { name }));
      expect(arrow.y, `${name} is below the picture`).toBeGreaterThanOrEqual(
        picture.y + picture.height,
      );
      expect(arrow.height).toBeGreaterThanOrEqual(44);
    }
    await carousel.getByRole('button', { name: 'Next competitor' }).click();
    await expect(carousel.locator('.carousel-item.active')).toHaveAttribute('aria-label', /^2 of /);
  });

  test('the gallery fills the screen: the photo across the width, in the middle, on a dark ground', async ({
    page,
  }) => {
    await gotoHydrated(page, '/highlights');
    await page
      .getByRole('button', { name: /^View Gallery/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.gallery-modal__counter')).toHaveText('1 / 8');
    const photo = dialog.locator('.gallery-modal__image');
    await expect.poll(async () => (await box(photo)).width).toBeGreaterThanOrEqual(385);
    const body = await box(dialog.locator('.modal-body'));
    const image = await box(photo);
    const above = image.y - body.y;
    const below = body.y + body.height - (image.y + image.height);
    // Centred: the photo and its counter sit in the middle of the space, not at its top.
    expect(Math.abs(above - below)).toBeLessThan(80);
    const ground = parseColour(await style(dialog.locator('.modal-content'), 'background-color'));
    expect(luminance(ground)).toBeLessThan(0.05);
  });
});

test.describe('short pages', () => {
  test('the footer sits at the bottom of the window, not in the middle', async ({ page }) => {
    for (const path of ['/newsletter/already-subscribed', '/newsletter/confirmed']) {
      await gotoHydrated(page, path);
      const footer = await box(page.locator('footer.site-footer'));
      const height = page.viewportSize()!.height;
      expect(footer.y + footer.height, path).toBeGreaterThanOrEqual(height - 1);
    }
  });
});

test.describe('the calendar on a touch screen', () => {
  test('says "tap" on a touch screen and "hover" where there is a mouse', async ({ page }) => {
    await gotoHydrated(page, '/members/active');
    const touch = await page.evaluate(() => matchMedia('(hover: none)').matches);
    const hint = page.locator('.calendar-hint:visible');
    await expect(hint).toHaveCount(1);
    if (touch) {
      await expect(hint).toHaveText(
        'Tap a highlighted day to see what is on; its events show under the calendar.',
      );
    } else {
      await expect(hint).toHaveText(
        'Hover over or focus a highlighted day to see what is on; select it to keep the details open.',
      );
    }
  });
});
