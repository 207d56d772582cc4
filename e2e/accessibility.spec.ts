import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

/** Waits until React has hydrated the prerendered page (its event handlers are attached). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main#main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactProps'));
  });
}

/** Waits until no CSS transition or animation runs (modal fades, menu collapse), so axe sees the final colours. */
async function waitForTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

async function open(page: Page, url: string, heading: string): Promise<void> {
  const response = await page.goto(url);
  expect(response, `a response for ${url}`).not.toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await waitForHydration(page);
}

const routes: { url: string; heading: string }[] = [
  { url: '/', heading: 'Omicron Xi Psi' },
  { url: '/philanthropy', heading: 'Philanthropy' },
  { url: '/highlights', heading: 'Highlights' },
  { url: '/merch', heading: 'Merchandise' },
  { url: '/merch/cart', heading: 'Your Cart' },
  { url: '/members/exec', heading: 'Executive Board' },
  { url: '/members/active', heading: 'Active Members' },
  { url: '/members/alumni', heading: 'Alumni' },
  { url: '/login', heading: 'Member Login' },
  { url: '/verify', heading: 'Verify Your Account' },
  // /account and /alumni-account send visitors to /login; account-errors.spec.ts checks them signed in.
  { url: '/newsletter/confirmed', heading: 'You are subscribed' },
  { url: '/newsletter/already-subscribed', heading: 'You are already subscribed' },
  { url: '/newsletter/unsubscribe', heading: 'Unsubscribe?' },
  { url: '/newsletter/unsubscribed', heading: 'You are unsubscribed' },
  { url: '/newsletter/invalid', heading: 'This link is not valid' },
];

test.describe('axe finds no violation on any route', () => {
  for (const { url, heading } of routes) {
    test(`on ${url}`, async ({ page }) => {
      await open(page, url, heading);
      await expectNoAxeViolations(page);
    });
  }

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('on /about, with the mission text fully typed', async ({ page }) => {
      await open(page, '/about', 'About Us');
      await expect(page.locator('.typewriter')).toHaveAttribute('data-done', 'true');
      await expectNoAxeViolations(page);
    });
  });

  test('on /about, after the typewriter has finished', async ({ page }) => {
    await open(page, '/about', 'About Us');
    const typewriter = page.locator('.typewriter');
    await typewriter.scrollIntoViewIfNeeded();
    await expect(typewriter).toHaveAttribute('data-done', 'true', { timeout: 20_000 });
    await expectNoAxeViolations(page);
  });

  test('on an unknown path (the 404 page)', async ({ page, consoleErrors }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    // The browser reports the page's own 404 status in the console; nothing else may be there.
    expect(consoleErrors.splice(0)).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });
});

test.describe('axe finds no violation with an overlay open', () => {
  test('the newsletter viewer on the home page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'View Full Newsletter' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Page 1 of 3');
    await waitForTransitions(page);
    await expectNoAxeViolations(page);
  });

  test('a highlights gallery', async ({ page }) => {
    await open(page, '/highlights', 'Highlights');
    await page
      .getByRole('button', { name: /^View Gallery/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.gallery-modal__counter')).toHaveText('1 / 8');
    await waitForTransitions(page);
    await expectNoAxeViolations(page);
  });

  test('the expanded phone menu', async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'phone',
      'the menu collapses behind a toggle only on narrow screens',
    );
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    const menu = page.locator('#site-nav-menu');
    const menuLink = menu.getByRole('link', { name: 'Philanthropy', exact: true });
    await expect(menuLink).toBeHidden();
    await toggle.click();
    await expect(menu).toHaveClass(/(^|\s)show(\s|$)/);
    await expect(menuLink).toBeVisible();
    await waitForTransitions(page);
    await expectNoAxeViolations(page);
  });
});

/** What has focus, and whether it is inside the open modal. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    const modal = document.querySelector('.modal');
    const label = active
      ? `${active.tagName.toLowerCase()}:${active.getAttribute('aria-label') ?? active.textContent?.trim() ?? ''}`
      : 'none';
    return { inside: modal !== null && active !== null && modal.contains(active), label };
  });
}

/** Presses `key` `times` times; after each press focus must be (or at once be put back) inside the open modal. */
async function pressKeepingFocusInside(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  times: number,
): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    await expect
      .poll(async () => (await focusState(page)).inside, {
        message: `after ${key} #${i + 1} focus is inside the dialog`,
      })
      .toBe(true);
    visited.push((await focusState(page)).label);
  }
  return visited;
}

async function expectFocusInside(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.querySelector('.modal')?.contains(document.activeElement) ?? false,
      ),
    )
    .toBe(true);
}

test.describe('modals by keyboard alone', () => {
  test('a highlights gallery opens with Enter, keeps Tab inside, closes with Escape and gives focus back', async ({
    page,
  }) => {
    await open(page, '/highlights', 'Highlights');
    const opener = page.getByRole('button', { name: 'View Gallery: Homecoming Float' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Homecoming Float' });
    await expect(dialog).toBeVisible();
    await expectFocusInside(page);

    // Tab goes through the dialog's controls in order and wraps from the last to the first;
    // Shift+Tab wraps the other way.
    expect(await pressKeepingFocusInside(page, 'Tab', 4)).toEqual([
      'button:Close gallery',
      'button:Previous photo',
      'button:Next photo',
      'button:Close gallery',
    ]);
    expect(await pressKeepingFocusInside(page, 'Shift+Tab', 2)).toEqual([
      'button:Next photo',
      'button:Previous photo',
    ]);
    await pressKeepingFocusInside(page, 'Shift+Tab', 8);

    // The controls work from the keyboard.
    await dialog.getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.locator('.gallery-modal__counter')).toHaveText('2 / 4');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the newsletter viewer opens with Enter, keeps Tab inside, closes with Escape and gives focus back', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: 'View Full Newsletter' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Page 1 of 3');
    await expectFocusInside(page);

    // Tab goes through the dialog's controls in order and wraps from the last to the first.
    expect(await pressKeepingFocusInside(page, 'Tab', 6)).toEqual([
      'button:Close',
      'button:‹ Previous',
      'button:Next ›',
      'a:Download Current Page',
      'button:Close',
      'button:Close',
    ]);
    expect(await pressKeepingFocusInside(page, 'Shift+Tab', 1)).toEqual(['button:Close']);
    await pressKeepingFocusInside(page, 'Shift+Tab', 8);

    await dialog.getByRole('button', { name: 'Next ›' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText('Page 2 of 3');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

/** Moves focus onto `target` by keyboard (Tab from the element before it), so :focus-visible applies. */
async function focusByKeyboard(page: Page, target: Locator): Promise<void> {
  await target.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

async function focusIndicator(target: Locator): Promise<{ outline: string; boxShadow: string }> {
  return target.evaluate((el: Element) => {
    const style = getComputedStyle(el);
    return { outline: `${style.outlineStyle} ${style.outlineWidth}`, boxShadow: style.boxShadow };
  });
}

function expectVisibleFocus(style: { outline: string; boxShadow: string }, what: string): void {
  const hasOutline = !style.outline.startsWith('none') && !style.outline.endsWith(' 0px');
  const hasShadow = style.boxShadow !== 'none';
  expect(
    hasOutline || hasShadow,
    `${what} shows focus (outline "${style.outline}", box-shadow "${style.boxShadow}")`,
  ).toBe(true);
}

test.describe('visible focus', () => {
  test('buttons and links show a focus indicator when reached by keyboard', async ({ page }) => {
    await open(page, '/highlights', 'Highlights');
    const button = page.getByRole('button', { name: 'View Gallery: Fall Formal 2025' });
    const before = await focusIndicator(button);
    await focusByKeyboard(page, button);
    const focused = await focusIndicator(button);
    expectVisibleFocus(focused, 'the View Gallery button');
    expect(focused, 'the focused button looks different from the unfocused one').not.toEqual(
      before,
    );

    await open(page, '/philanthropy', 'Philanthropy');
    const link = page.getByRole('link', { name: /^Buy tickets on Venmo/ });
    await focusByKeyboard(page, link);
    expectVisibleFocus(await focusIndicator(link), 'the Venmo button link');

    const footerLink = page.locator('footer').getByRole('link').first();
    await focusByKeyboard(page, footerLink);
    expectVisibleFocus(await focusIndicator(footerLink), 'a footer text link');
  });

  test('the skip link appears and the navigation links show focus', async ({ page }, testInfo) => {
    await page.goto('/philanthropy');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expectVisibleFocus(await focusIndicator(skip), 'the skip link');

    await page.keyboard.press('Tab');
    const brand = page.locator('.site-nav__brand');
    await expect(brand).toBeFocused();
    expectVisibleFocus(await focusIndicator(brand), 'the brand link');

    if (testInfo.project.name === 'desktop') {
      const navLink = page
        .getByRole('navigation')
        .first()
        .getByRole('link', { name: 'About', exact: true });
      await focusByKeyboard(page, navLink);
      expectVisibleFocus(await focusIndicator(navLink), 'the About navigation link');
    } else {
      await page.keyboard.press('Tab');
      const toggle = page.getByRole('button', { name: 'Toggle navigation' });
      await expect(toggle).toBeFocused();
      expectVisibleFocus(await focusIndicator(toggle), 'the menu toggle');
    }
  });
});
