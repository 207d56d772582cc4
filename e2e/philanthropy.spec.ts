import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { formatEventDates, localDate } from '../contract/event-dates.ts';
import { expectCarouselAt } from './helpers.ts';
import { expect, test } from './support/fixtures.ts';

interface PhilanthropyContent {
  currentEvents: { title: string; link: { label: string; href: string } }[];
  pastEvents: { title: string; date: string; endDate?: string; description: string }[];
  competitors: { heading: string; items: { name: string; desc: string }[] };
}

const content = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '..', 'content', 'philanthropy.json'), 'utf8'),
) as PhilanthropyContent;
const competitors = content.competitors.items.map((item) => item.name);

/** Opens the page and waits until React has hydrated it (event handlers attached to the carousel). */
async function openPhilanthropy(page: Page): Promise<void> {
  await page.goto('/philanthropy');
  await page.waitForFunction(() => {
    const carousel = document.querySelector('.carousel');
    return carousel !== null && Object.keys(carousel).some((key) => key.startsWith('__reactProps'));
  });
}

function carouselParts(page: Page) {
  const region = page.getByRole('region', { name: content.competitors.heading });
  return {
    region,
    carousel: region.locator('.carousel'),
    next: region.getByRole('button', { name: 'Next competitor' }),
    previous: region.getByRole('button', { name: 'Previous competitor' }),
    indicator: (name: string) => region.getByRole('button', { name, exact: true }),
  };
}

const expectSlide = (page: Page, index: number) =>
  expectCarouselAt(carouselParts(page).region, 'h3', competitors, index);

/**
 * The current events as the site was built (their yearly dates placed from the day of the build,
 * docs/content.md#dates), read from the prerendered HTML: title and first day, in page order.
 */
export async function builtCurrentEvents(page: Page): Promise<{ title: string; date: string }[]> {
  const html = await (await page.request.get('/philanthropy')).text();
  await page.goto('about:blank');
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return [...doc.querySelectorAll('section[aria-labelledby="current-heading"] .event-card')].map(
      (card) => ({
        title: card.querySelector('h3')!.textContent!,
        date: card.querySelector('time')!.getAttribute('datetime')!,
      }),
    );
  }, html);
}

test.describe('philanthropy page content', () => {
  // On the page's clock, the day before the first current event starts: all of them are to come.
  test.beforeEach(async ({ page }) => {
    const events = await builtCurrentEvents(page);
    const first = events.map((event) => event.date).toSorted()[0]!;
    await page.clock.install({ time: new Date(`${first}T12:00:00Z`).getTime() - 86_400_000 });
  });

  test('shows the Marlowe Week mission figures', async ({ page }) => {
    await page.goto('/philanthropy');
    await expect(page.getByRole('heading', { level: 1, name: 'Philanthropy' })).toBeVisible();
    const mission = page.locator('section[aria-labelledby="mission-heading"]');
    await expect(mission.getByRole('heading', { name: 'Marlowe Week' })).toBeVisible();
    const tiles = mission.locator('.stat-tile');
    await expect(tiles).toHaveCount(3);
    await expect(tiles.nth(0)).toHaveText(/^\$14,000\+\s*raised for the scholarship$/);
    await expect(tiles.nth(1)).toHaveText(/^7\s*days of events$/);
    await expect(tiles.nth(2)).toHaveText(/^1\s*scholarship created$/);
  });

  test('lists the pet-shelter event with date, time, location, ticket price and a Venmo link', async ({
    page,
  }) => {
    await page.goto('/philanthropy');
    const card = page
      .locator('.event-card')
      .filter({ has: page.getByRole('heading', { name: 'Paws & Pancakes' }) });
    await expect(card).toContainText('Cedar Hollow Animal Rescue');
    // A yearly date (--04-10), placed when the site was built at the next 10 April not over.
    const date = card.locator('dt', { hasText: 'Date' }).locator('+ dd time');
    const day = (await date.getAttribute('datetime'))!;
    expect(day).toMatch(/^\d{4}-04-10$/);
    const today = localDate(Date.now(), 'America/Chicago');
    expect(day >= today || Number(day.slice(0, 4)) === Number(today.slice(0, 4))).toBe(true);
    expect(Number(day.slice(0, 4)) - Number(today.slice(0, 4))).toBeLessThanOrEqual(1);
    await expect(date).toHaveText(formatEventDates(day));
    await expect(card.locator('dt', { hasText: 'Time' }).locator('+ dd')).toHaveText(
      '10:00 AM – 1:00 PM',
    );
    await expect(card.locator('dt', { hasText: 'Location' }).locator('+ dd')).toHaveText(
      'Cedar Hollow Animal Rescue, 214 Mill Road',
    );
    await expect(card.locator('dt', { hasText: 'Tickets' }).locator('+ dd')).toHaveText(
      '$7 per ticket',
    );
    const link = card.getByRole('link', { name: /^Buy tickets on Venmo/ });
    await expect(link).toHaveAttribute('href', 'https://venmo.com/u/oxp-northmere-demo');
  });

  test('lists the sorority lip-sync competition with a donation link and the mental health month with an info link', async ({
    page,
  }) => {
    await page.goto('/philanthropy');
    const current = page.locator('section[aria-labelledby="current-heading"]');
    // Soonest first.
    const built = await builtCurrentEvents(page);
    await page.goto('/philanthropy');
    expect(built.map((event) => event.title).toSorted()).toEqual(
      content.currentEvents.map((event) => event.title).toSorted(),
    );
    await expect(current.getByRole('heading', { level: 3 })).toHaveText(
      built.toSorted((a, b) => a.date.localeCompare(b.date)).map((event) => event.title),
    );

    const lipSync = current
      .locator('.event-card')
      .filter({ has: page.getByRole('heading', { name: 'Lip Sync Showdown' }) });
    await expect(lipSync).toContainText('Hosted by Alpha Lyra Sigma');
    await expect(
      lipSync.getByRole('link', { name: /^Donate to the Literacy Project/ }),
    ).toHaveAttribute('href', 'https://example.org/alpha-lyra-sigma/lip-sync-donations');

    const mentalHealth = current
      .locator('.event-card')
      .filter({ has: page.getByRole('heading', { name: "Men's Mental Health Awareness Month" }) });
    await expect(
      mentalHealth.getByRole('link', { name: /^Find support: call or text 988/ }),
    ).toHaveAttribute('href', 'https://988lifeline.org/');
  });

  test('opens every current-event link in a new tab without giving it the opener', async ({
    page,
  }) => {
    await page.goto('/philanthropy');
    const current = page.locator('section[aria-labelledby="current-heading"]');
    await expect(current.getByRole('link')).toHaveCount(3);
    for (const event of content.currentEvents) {
      const link = current
        .locator('.event-card')
        .filter({ has: page.getByRole('heading', { name: event.title }) })
        .getByRole('link');
      await expect(link).toHaveAccessibleName(
        new RegExp(`^${escapeRegExp(event.link.label)}.*opens in a new tab`),
      );
      await expect(link).toHaveAttribute('href', event.link.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
    }
  });

  test('lists the past events, latest first, with their dates written out', async ({ page }) => {
    await page.goto('/philanthropy');
    const past = page.locator('.past-events > li');
    await expect(past).toHaveCount(content.pastEvents.length);
    const written = ['April 6–12, 2025', 'November 2024', 'Saturday, September 28, 2024'];
    for (const [i, event] of content.pastEvents.entries()) {
      await expect(past.nth(i).getByRole('heading')).toHaveText(event.title);
      await expect(past.nth(i).locator('time')).toHaveText(written[i]!);
      await expect(past.nth(i).locator('time')).toHaveAttribute('datetime', event.date);
      await expect(past.nth(i)).toContainText(event.description);
    }
  });
});

test.describe('competitors carousel', () => {
  test('shows six competitors with indicators named after them, starting at the first', async ({
    page,
  }) => {
    await openPhilanthropy(page);
    const { region } = carouselParts(page);
    await expect(region.locator('.carousel-item')).toHaveCount(6);
    await expect(region.locator('.carousel-item h3')).toHaveText(competitors);
    const indicators = region.locator('.carousel-indicators button');
    await expect(indicators).toHaveCount(6);
    for (const [i, name] of competitors.entries()) {
      await expect(indicators.nth(i)).toHaveAttribute('aria-label', name);
    }
    await expectSlide(page, 0);
    await expect(region.locator('.carousel-item.active')).toContainText(
      content.competitors.items[0]!.desc,
    );
    await expect(region.locator('.carousel-item.active img')).toHaveAttribute(
      'alt',
      `${competitors[0]} at Marlowe Week`,
    );
    for (const name of competitors.slice(1)) {
      await expect(carouselParts(page).indicator(name)).toHaveAttribute('aria-current', 'false');
    }
  });

  test('does not advance by itself', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the timing check runs once, on desktop');
    await page.clock.install();
    await openPhilanthropy(page);
    await expectSlide(page, 0);
    // Bootstrap's default interval is 5 s: a minute on the page's clock would have moved it many times.
    await page.clock.runFor(60_000);
    await expectSlide(page, 0);
  });

  test('Next moves forward and Previous moves back, wrapping from the first to the last', async ({
    page,
  }) => {
    await openPhilanthropy(page);
    const { next, previous } = carouselParts(page);
    await next.click();
    await expectSlide(page, 1);
    await next.click();
    await expectSlide(page, 2);
    await previous.click();
    await expectSlide(page, 1);
    await previous.click();
    await expectSlide(page, 0);
    await previous.click();
    await expectSlide(page, 5);
    await next.click();
    await expectSlide(page, 0);
    await expect(page).toHaveURL(/\/philanthropy$/);
  });

  test('an indicator selects its competitor directly and marks it current', async ({ page }) => {
    await openPhilanthropy(page);
    const { indicator } = carouselParts(page);
    await indicator(competitors[3]!).click();
    await expectSlide(page, 3);
    await expect(indicator(competitors[0]!)).toHaveAttribute('aria-current', 'false');
    await indicator(competitors[5]!).click();
    await expectSlide(page, 5);
    await expect(indicator(competitors[3]!)).toHaveAttribute('aria-current', 'false');
    await indicator(competitors[1]!).click();
    await expectSlide(page, 1);
  });

  test('the controls and indicators work by keyboard', async ({ page }) => {
    await openPhilanthropy(page);
    const { next, previous, indicator } = carouselParts(page);

    await next.focus();
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expectSlide(page, 1);
    await page.keyboard.press('Enter');
    await expectSlide(page, 2);

    await previous.focus();
    await page.keyboard.press('Enter');
    await expectSlide(page, 1);

    await indicator(competitors[4]!).focus();
    await page.keyboard.press('Enter');
    await expectSlide(page, 4);
    await expect(page).toHaveURL(/\/philanthropy$/);
  });

  test('the controls are reached with Tab', async ({ page }) => {
    await openPhilanthropy(page);
    const { next, previous, indicator } = carouselParts(page);
    await indicator(competitors[5]!).focus();
    await page.keyboard.press('Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(indicator(competitors[5]!)).toBeFocused();
  });

  test('ArrowRight and ArrowLeft move the focused carousel', async ({ page }) => {
    await openPhilanthropy(page);
    const { indicator } = carouselParts(page);
    await indicator(competitors[0]!).focus();
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 1);
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 2);
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 1);
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 0);
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 5);
  });

  test.describe('touch', () => {
    test.beforeEach(({}, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'touch swipes need a touch screen');
    });

    test('a swipe longer than 40 px moves one slide: right-to-left to the next, left-to-right to the previous', async ({
      page,
    }) => {
      await openPhilanthropy(page);
      const { carousel } = carouselParts(page);
      await swipe(page, carousel, -120);
      await expectSlide(page, 1);
      await swipe(page, carousel, -120);
      await expectSlide(page, 2);
      await swipe(page, carousel, 120);
      await expectSlide(page, 1);
      await swipe(page, carousel, 50);
      await expectSlide(page, 0);
    });

    test('a swipe shorter than 40 px does not move', async ({ page }) => {
      await openPhilanthropy(page);
      const { carousel } = carouselParts(page);
      await swipe(page, carousel, -30);
      await swipe(page, carousel, 30);
      // A longer swipe afterwards still works, so the short ones were really received and ignored.
      await expectSlide(page, 0);
      await swipe(page, carousel, -60);
      await expectSlide(page, 1);
    });
  });
});

/** A one-finger horizontal swipe across the middle of the element, by `dx` pixels, in real touch events. */
async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const startX = box.x + box.width / 2 - dx / 2;
  const client = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y, id: 1 }];
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(startX) });
  const steps = 5;
  for (let i = 1; i <= steps; i++) {
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(startX + (dx * i) / steps),
    });
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
