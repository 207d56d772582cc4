// Accessibility of the member areas signed in (docs/product.md#accessibility: WCAG 2.2 AA, axe finds
// no violation, everything works by keyboard): /members/active with the directory loaded and a calendar
// tooltip open, and /members/alumni with the RSVP section loaded, as a member and as an alumnus, at
// both widths. The visitor variants are in accessibility.spec.ts.
import type { Locator, Page } from '@playwright/test';
import { demoAlumnus, demoMember, gotoHydrated, nextFoundersDay, signIn } from './helpers.ts';
import { alumniInvite, createAccount } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

/** Waits until no CSS transition or animation runs, so axe sees the final colours. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

const directorySearch = (page: Page) => page.getByRole('searchbox', { name: 'Search members' });
const classFilter = (page: Page) => page.getByRole('combobox', { name: 'Class' });
const rsvpSection = (page: Page) => page.locator('#founders-day-rsvp');
const rsvpButton = (page: Page) =>
  rsvpSection(page).getByRole('button', { name: /^(RSVP|Cancel RSVP)$/ });

/** /members/active, signed in, with the directory's first page of members shown. */
async function openActiveWithDirectory(page: Page): Promise<void> {
  const calendarLoaded = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/events' && r.ok(),
  );
  await gotoHydrated(page, '/members/active');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Active Members');
  await expect(page.locator('.directory-summary')).toHaveText(/^Showing 1-\d+ of \d+ members$/);
  await expect(page.locator('.member-grid > li').first()).toBeVisible();
  await calendarLoaded;
}

/** The first day of the shown month with an event, moving on a month at a time if there is none. */
async function firstEventDay(page: Page): Promise<Locator> {
  const days = page.locator('.calendar-day:not(.is-other-month) .calendar-day__button');
  for (let moves = 0; moves < 12 && (await days.count()) === 0; moves += 1) {
    const month = await page.locator('.events-calendar__month').textContent();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.locator('.events-calendar__month')).not.toHaveText(month ?? '');
  }
  await expect(days.first()).toBeVisible();
  return days.first();
}

/** /members/alumni with the events, the donation totals and the RSVP list loaded. */
async function openAlumniLoaded(page: Page): Promise<void> {
  const totalsLoaded = page.waitForResponse(
    (r) => r.url().includes('/api/donations/totals') && r.ok(),
  );
  await gotoHydrated(page, '/members/alumni');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alumni');
  await expect(page.locator('article.alumni-event')).toHaveCount(3);
  await expect(rsvpSection(page).locator('.rsvp-count')).toHaveText(
    /^(\d+ brothers? (is|are) coming\.|No brothers have RSVP'd yet\.)$/,
  );
  await totalsLoaded;
}

/** Presses Tab until `target` has focus (at most `limit` times); returns how many presses it took. */
async function tabTo(page: Page, target: Locator, limit = 150): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`Tab did not reach ${target} in ${limit} presses`);
}

// ---------------------------------------------------------------------------------------------

for (const { who, account } of [
  { who: 'a member', account: demoMember },
  { who: 'an alumnus', account: demoAlumnus },
]) {
  test.describe(`axe, signed in as ${who}`, () => {
    test('/members/active with the directory loaded and a calendar tooltip open', async ({
      page,
    }) => {
      await signIn(page, account);
      await openActiveWithDirectory(page);
      await settle(page);
      await expectNoAxeViolations(page);

      // An event day focused by keyboard shows its tooltip.
      const day = await firstEventDay(page);
      const tooltip = page.locator(`[id="${await day.getAttribute('aria-describedby')}"]`);
      await expect(tooltip).toBeHidden();
      await day.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(day).toBeFocused();
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toHaveRole('tooltip');
      await expect(tooltip.locator('.event-details__title').first()).not.toBeEmpty();
      await settle(page);
      await expect(tooltip).toHaveCSS('opacity', '1');
      await expectNoAxeViolations(page);
    });

    test('/members/alumni with the events, totals and RSVP section loaded', async ({ page }) => {
      const profile = await signIn(page, account);
      await openAlumniLoaded(page);
      if (profile.role === 'alumni') await expect(rsvpButton(page)).toBeEnabled();
      else
        await expect(
          rsvpSection(page).getByRole('link', { name: 'Log in as an Alumnus to RSVP' }),
        ).toBeVisible();
      await settle(page);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('the member areas by keyboard alone', () => {
  test('Tab reaches the directory search and the class filter, and both work from the keyboard', async ({
    page,
  }) => {
    const { name } = await signIn(page, demoMember);
    await openActiveWithDirectory(page);
    const summary = page.locator('.directory-summary');
    const total = Number(/of (\d+) members/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);

    await page.locator('body').focus();
    await tabTo(page, directorySearch(page));
    await page.keyboard.type(String(name));
    await expect(summary).toHaveText(
      new RegExp(
        `^Showing (1 member|1-(\\d+) of \\2 members) matching "${String(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"$`,
      ),
    );
    await expect(page.locator('.member-grid > li').first()).toContainText(String(name));
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await expect(summary).toHaveText(new RegExp(`^Showing 1-\\d+ of ${total} members$`));

    await page.keyboard.press('Tab');
    await expect(classFilter(page)).toBeFocused();
    await expect(classFilter(page)).toHaveValue('all');
    await page.keyboard.press('ArrowDown');
    await expect(classFilter(page)).toHaveValue('2025');
    await expect(summary).toHaveText(/^Showing \d+-\d+ of \d+ members in the Class of 2025$/);
  });

  test('Tab reaches the RSVP button, and Enter RSVPs and cancels the RSVP', async ({
    page,
    request,
  }) => {
    const me = await createAccount(request, 'alumnus', { inviteCode: alumniInvite });
    await signIn(page, me);
    await openAlumniLoaded(page);
    const button = rsvpButton(page);
    await expect(button).toHaveText('RSVP');
    await expect(button).toBeEnabled();

    await page.locator('body').focus();
    // The events' RSVP button comes first; Tab goes on to the one in the RSVP section.
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toHaveText('Cancel RSVP');
    await expect(rsvpSection(page).locator('.rsvp-names li', { hasText: me.name })).toHaveCount(1);
    await expect(button).toBeEnabled();
    // Focus stays on the button, so a keyboard user can change his mind at once. Soft, and put
    // back if lost, so the Cancel RSVP by keyboard is still checked.
    await expect.soft(button, 'focus stays on the RSVP button').toBeFocused({ timeout: 1000 });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveText('RSVP');
    await expect(rsvpSection(page).locator('.rsvp-names li', { hasText: me.name })).toHaveCount(0);
    await expect(button).toBeEnabled();
    await expect.soft(button, 'focus stays on the RSVP button').toBeFocused({ timeout: 1000 });
    const list = (await (
      await page.request.get(`/api/alumni/rsvp-list?event=${await nextFoundersDay(page.request)}`)
    ).json()) as { attending: boolean };
    expect(list.attending).toBe(false);
  });
});
