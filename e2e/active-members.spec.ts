// /members/active around its calendar and directory (docs/product.md#active-members): the title, the
// member resources, the welcome ("Welcome Brother" and the first name with Account Settings for a
// signed-in member, "Member Login" for anyone else), New Member Education with its bullets, its
// three-photo carousel that never moves by itself, the recognition note and the Fall Rush link, and
// the footer. The calendar and the directory have specs of their own.
import { fillTokens } from '../contract/content-dates.ts';
import { localDate } from '../contract/event-dates.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  demoAlumnus,
  demoMember,
  expectCarouselAt,
  expectLinkOpens,
  gotoHydrated,
  signIn,
} from './helpers.ts';
import { expect, test } from './support/fixtures.ts';

const contentDir = path.resolve(import.meta.dirname, '..', 'content');
const members = JSON.parse(readFileSync(path.join(contentDir, 'members.json'), 'utf8')) as {
  title: string;
  intro: string;
  resources: { heading: string; items: { label: string; href: string; text: string }[] };
  education: {
    heading: string;
    text: string;
    bullets: string[];
    carousel: { image: string; caption: string }[];
    recognition: string;
    rush: { text: string; link: { label: string; href: string } };
  };
};
const chapter = JSON.parse(readFileSync(path.join(contentDir, 'chapter.json'), 'utf8')) as {
  organisation: { name: string };
  chapter: { name: string };
  university: string;
};

const openActiveMembers = (page: Page) => gotoHydrated(page, '/members/active');
/** The welcome in the page header (the directory has a login link of its own for visitors). */
const welcome = (page: Page) => page.locator('header .member-welcome');
const education = (page: Page) =>
  page.getByRole('region', { name: members.education.heading, exact: true });
const photos = (page: Page) =>
  page.getByRole('region', { name: `${members.education.heading} photos` });

const captions = members.education.carousel.map((slide) => slide.caption);
const expectPhoto = (page: Page, index: number) =>
  expectCarouselAt(photos(page), '.manual-carousel__caption', captions, index);

test.describe('the page and its resources', () => {
  test('shows the title, the introduction and the member resources, which open in new tabs', async ({
    page,
  }) => {
    await openActiveMembers(page);
    await expect(page).toHaveTitle(new RegExp(`^${members.title} \\|`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(members.title);
    await expect(page.getByText(members.intro, { exact: true })).toBeVisible();
    const resources = page.getByRole('region', { name: members.resources.heading });
    await expect(resources.getByRole('heading', { level: 2 })).toHaveText(
      members.resources.heading,
    );
    const links = resources.getByRole('link');
    await expect(links).toHaveCount(members.resources.items.length);
    for (const [i, item] of members.resources.items.entries()) {
      await expect(links.nth(i)).toHaveAccessibleName(`${item.label} (opens in a new tab)`);
      await expect(links.nth(i)).toHaveAttribute('href', item.href);
      await expect(links.nth(i)).toHaveAttribute('target', '_blank');
      await expect(links.nth(i)).toHaveAttribute('rel', /noopener/);
      await expect(resources.getByText(item.text, { exact: true })).toBeVisible();
    }
  });

  test('ends with the footer and its copyright line', async ({ page }) => {
    await openActiveMembers(page);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toBeVisible();
    await expect(footer.locator('.site-footer__copyright')).toHaveText(
      `© ${new Date().getFullYear()} ${chapter.organisation.name}, ${chapter.chapter.name} at ${chapter.university}.`,
    );
  });
});

test.describe('welcome', () => {
  test('a visitor sees "Member Login", which opens /login and comes back here', async ({
    page,
  }) => {
    await openActiveMembers(page);
    await expect(page.getByText(/^Welcome Brother/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Account Settings' })).toHaveCount(0);
    const login = welcome(page).getByRole('link', { name: 'Member Login' });
    await expect(login).toHaveAttribute('href', '/login?next=%2Fmembers%2Factive');
    await login.click();
    await expect(page).toHaveURL(/\/login\?next=%2Fmembers%2Factive$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member Login');
  });

  test('a signed-in member is welcomed by first name, with Account Settings to /account', async ({
    page,
  }) => {
    const profile = await signIn(page, demoMember);
    expect(profile.role).toBe('member');
    const firstName = String(profile.name).trim().split(/\s+/)[0]!;
    await openActiveMembers(page);
    await expect(page.locator('.member-welcome__greeting')).toHaveText(
      `Welcome Brother ${firstName}`,
    );
    await expect(page.getByRole('link', { name: 'Member Login' })).toHaveCount(0);
    await expectLinkOpens(
      welcome(page).getByRole('link', { name: 'Account Settings' }),
      '/account',
      'Account Settings',
    );
  });

  test('a signed-in alumnus is not welcomed here as a member, and is offered the login', async ({
    page,
  }) => {
    await signIn(page, demoAlumnus);
    await openActiveMembers(page);
    await expect(welcome(page).getByRole('link', { name: 'Member Login' })).toBeVisible();
    await expect(page.getByText(/^Welcome Brother/)).toHaveCount(0);
  });
});

test.describe('New Member Education', () => {
  test('shows the text, every bullet, the recognition note and the Fall Rush link in a new tab', async ({
    page,
  }) => {
    await openActiveMembers(page);
    const section = education(page);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(members.education.heading);
    await expect(section.getByText(members.education.text, { exact: true })).toBeVisible();
    await expect(section.locator('.education-list > li')).toHaveText(members.education.bullets);
    await expect(section.getByText(members.education.recognition, { exact: true })).toBeVisible();
    // "Fall Rush {fallRushYear}": the next fall rush, for the day the page is read (docs/content.md#dates).
    const today = localDate(Date.now(), 'America/Chicago');
    await expect(
      section.getByText(fillTokens(members.education.rush.text, today), { exact: true }),
    ).toBeVisible();
    const rush = section.getByRole('link', {
      name: `${fillTokens(members.education.rush.link.label, today)} (opens in a new tab)`,
    });
    await expect(rush).toHaveAttribute('href', members.education.rush.link.href);
    await expect(rush).toHaveAttribute('target', '_blank');
    await expect(rush).toHaveAttribute('rel', /noopener/);
  });

  test('the carousel holds the three photos with their captions and starts at the first', async ({
    page,
  }) => {
    await openActiveMembers(page);
    const carousel = photos(page);
    await expect(carousel.locator('.carousel-item')).toHaveCount(members.education.carousel.length);
    expect(members.education.carousel).toHaveLength(3);
    for (const [i, slide] of members.education.carousel.entries()) {
      const item = carousel.locator('.carousel-item').nth(i);
      await expect(item.locator('img')).toHaveAttribute('alt', slide.caption);
      await expect(item.locator('.manual-carousel__caption')).toHaveText(slide.caption);
    }
    await expectPhoto(page, 0);
    // The first photo is really shown: loaded, and not the size of a broken-image icon.
    const first = carousel.locator('.carousel-item.active img');
    await first.scrollIntoViewIfNeeded();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(100);
  });

  test('Next, Previous and the indicators move it, wrapping at both ends', async ({ page }) => {
    await openActiveMembers(page);
    const carousel = photos(page);
    const next = carousel.getByRole('button', { name: 'Next photo' });
    const previous = carousel.getByRole('button', { name: 'Previous photo' });
    await next.click();
    await expectPhoto(page, 1);
    await next.click();
    await expectPhoto(page, 2);
    await next.click();
    await expectPhoto(page, 0);
    await previous.click();
    await expectPhoto(page, 2);
    await carousel.getByRole('button', { name: captions[1]!, exact: true }).click();
    await expectPhoto(page, 1);
  });

  test('does not advance by itself', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the timing check runs once, on desktop');
    await page.clock.install();
    await openActiveMembers(page);
    await expectPhoto(page, 0);
    // Bootstrap's default interval is 5 s: a minute on the page's clock would have moved it many times.
    await page.clock.runFor(60_000);
    await expectPhoto(page, 0);
  });
});
