// Dates that move with time (docs/product.md#dates, decision 009), on a clock the test sets with
// `page.clock`: alumni events move to "Past Events" when they are over and close their RSVPs at
// the start (also while the page is open, and on the server, which answers 409); one date for an
// event on the alumni page and in the calendar; the chapter's day, whatever the visitor's time
// zone; philanthropy events that move to past; the years the texts name.
import type { Page } from '@playwright/test';
import { fillTokens } from '../contract/content-dates.ts';
import { eventEnd, eventStart, localDate, zonedInstant } from '../contract/event-dates.ts';
import {
  alumniEvents,
  gotoHydrated,
  nextFoundersDay,
  signIn,
  type AlumniEvent,
} from './helpers.ts';
import { alumniInvite, createAccount } from './support/accounts.ts';
import { expect, expectConsoleErrors, test } from './support/fixtures.ts';

/** content/chapter.json: the demo chapter's clock. */
const chapterZone = 'America/Chicago';
const hour = 3_600_000;
const when = (event: AlumniEvent) => ({
  date: event.sortDate,
  endDate: event.endDate,
  time: event.time,
});
/** An instant given as the chapter's wall clock: `at('2027-03-05', 23, 59)`. */
const at = (date: string, h: number, m = 0) => zonedInstant(date, h, m, chapterZone);

const upcomingCards = (page: Page) =>
  page.getByRole('region', { name: 'Upcoming Events' }).locator('article.alumni-event');
const card = (page: Page, title: string) =>
  upcomingCards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const pastList = (page: Page) => page.getByRole('region', { name: 'Past Events' });
const rsvp = (page: Page) => {
  const section = page.locator('#founders-day-rsvp');
  return {
    section,
    when: section.locator('.rsvp-when time'),
    count: section.locator('.rsvp-count'),
    closed: section.getByText('RSVPs closed when the event started.'),
    button: section.getByRole('button', { name: /^(RSVP|Cancel RSVP)$/ }),
    login: section.getByRole('link', { name: 'Log in as an Alumnus to RSVP' }),
    message: section.getByRole('alert'),
  };
};

async function openAlumniAt(page: Page, time: number): Promise<void> {
  await page.clock.install({ time });
  await gotoHydrated(page, '/members/alumni');
  await expect(upcomingCards(page).or(page.getByText('No events are planned'))).not.toHaveCount(0);
}

/** The founders-day weekend the RSVP section follows, from the API. */
async function foundersDay(page: Page): Promise<AlumniEvent> {
  const key = await nextFoundersDay(page.request);
  return (await alumniEvents(page.request)).find((event) => event.id === key)!;
}

test.describe('alumni events in time', () => {
  test('an event is upcoming with its RSVP open until it starts, then under way and closed, then past', async ({
    page,
  }) => {
    const weekend = await foundersDay(page);
    expect(weekend.endDate, 'the founders-day weekend lasts several days').not.toBeNull();
    const title = weekend.title;

    // The evening before: upcoming, RSVP open.
    await openAlumniAt(page, at(weekend.sortDate, 0) - 4 * hour);
    await expect(
      card(page, title).getByRole('button', { name: 'RSVP', exact: true }),
    ).toBeVisible();
    await expect(card(page, title).getByText('Happening now')).toHaveCount(0);
    await expect(rsvp(page).when).toHaveText(weekend.displayDate);
    await expect(rsvp(page).count).toHaveText(/^\d+ brothers? (is|are) coming\.$/);
    await expect(rsvp(page).login).toBeVisible();
    await expect(rsvp(page).closed).toHaveCount(0);
    await expect(pastList(page).getByText(weekend.displayDate)).toHaveCount(0);

    // The page stays open past the chapter's midnight (an all-day event starts then): it closes.
    await page.clock.fastForward(4 * hour + 60_000);
    await expect(card(page, title).getByText('Happening now')).toBeVisible();
    await expect(card(page, title).getByRole('button', { name: 'RSVP', exact: true })).toHaveCount(
      0,
    );
    await expect(card(page, title).getByText('RSVPs closed when it started.')).toBeVisible();
    await expect(rsvp(page).closed).toBeVisible();
    await expect(rsvp(page).count).toHaveText(/^\d+ brothers? RSVP'd\.$/);
    await expect(rsvp(page).login).toHaveCount(0);
  });

  test('once its last day is over an event is listed under Past Events, latest first', async ({
    page,
  }) => {
    const weekend = await foundersDay(page);
    const over = eventEnd(when(weekend), chapterZone);
    await openAlumniAt(page, over + hour);
    await expect(card(page, weekend.title)).toHaveCount(0);
    const past = pastList(page).locator('li');
    await expect(past.first().getByRole('heading')).toHaveText(weekend.title);
    await expect(past.first().locator('time')).toHaveText(weekend.displayDate);
    await expect(past.first().locator('time')).toHaveAttribute('datetime', weekend.sortDate);
    // The RSVP section shows it, closed: there is no later one yet.
    await expect(rsvp(page).when).toHaveText(weekend.displayDate);
    await expect(rsvp(page).closed).toBeVisible();
  });

  test('the RSVP section follows the next founders-day weekend that has not started', async ({
    page,
  }) => {
    const events = await alumniEvents(page.request);
    const [last, next] = events
      .filter((event) => event.type === 'Founders Day')
      .toSorted((a, b) => a.sortDate.localeCompare(b.sortDate));
    // A day before the last one began, it is the next one.
    await openAlumniAt(page, eventStart(when(last!), chapterZone) - 24 * hour);
    await expect(rsvp(page).when).toHaveText(last!.displayDate);
    await expect(rsvp(page).login).toBeVisible();
    // Once it is over, the section moves on to the one after.
    await page.clock.fastForward(
      eventEnd(when(last!), chapterZone) + hour - (await page.evaluate(() => Date.now())),
    );
    await expect(rsvp(page).when).toHaveText(next!.displayDate);
    await expect(rsvp(page).count).toHaveText(/^\d+ brothers? (is|are) coming\.$/);
  });
});

test.describe('the server closes the list at the start', () => {
  test.skip(({ isMobile }) => isMobile, 'the server rule does not depend on the width');

  test('an RSVP the browser still offers is refused with 409 once the event has started, and the page says so', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const events = await alumniEvents(page.request);
    const [last] = events
      .filter((event) => event.type === 'Founders Day')
      .toSorted((a, b) => a.sortDate.localeCompare(b.sortDate));
    // The last weekend is over on the server's clock; a browser whose clock is a year behind still
    // offers its RSVP.
    const me = await createAccount(request, 'alumnus', { inviteCode: alumniInvite });
    await signIn(page, me);
    await openAlumniAt(page, eventStart(when(last!), chapterZone) - 7 * 24 * hour);
    const { section, button, count, message, closed, when: date } = rsvp(page);
    await expect(date).toHaveText(last!.displayDate);
    await expect(button).toHaveText('RSVP');
    await expect(count).toHaveText(/^\d+ brothers are coming\.$/);
    const before = await count.textContent();

    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api/alumni/rsvp') && r.request().method() === 'POST',
    );
    await button.click();
    expect((await refused).status()).toBe(409);
    expect(await (await refused).json()).toEqual({
      error: 'event_closed',
      message: 'RSVPs for this event closed when it started.',
    });
    await expect(message).toHaveText(
      'Your RSVP could not be saved. RSVPs for this event closed when it started.',
    );
    // Taken back, and shown closed.
    await expect(closed).toBeVisible();
    await expect(button).toHaveCount(0);
    await expect(count).toHaveText(before!.replace('are coming.', "RSVP'd."));
    // Not among those coming (the alumni directory further down may list him: other tests' alumni
    // decide whether he is on its first page).
    await expect(section.getByText(me.name)).toHaveCount(0);
    expectConsoleErrors(consoleErrors, /status of 409/);
  });
});

test.describe('one date for an event on two pages', () => {
  test.skip(({ isMobile }) => isMobile, 'the dates do not depend on the width');
  test('the calendar shows each alumni event on the day the alumni page gives', async ({
    page,
  }) => {
    const events = await alumniEvents(page.request);
    const calendar = (
      (await (await page.request.get('/api/events')).json()) as {
        events: { id: string; date: string; title: string }[];
      }
    ).events;
    for (const event of events)
      expect(calendar.find((c) => c.id === event.id)?.date, event.title).toBe(event.sortDate);

    // The tailgate, seen on both pages at a time before it.
    const tailgate = events.find((event) => event.title === 'Homecoming Tailgate')!;
    await openAlumniAt(page, at(tailgate.sortDate, 9));
    await expect(card(page, tailgate.title).locator('time')).toHaveAttribute(
      'datetime',
      tailgate.sortDate,
    );
    await gotoHydrated(page, '/members/active');
    const calendarRegion = page.getByRole('region', { name: 'Chapter Calendar' });
    const day = calendarRegion.locator(
      `td:not(.is-other-month) button[aria-label$=": ${tailgate.title}"]`,
    );
    await expect(day).toHaveCount(1);
    await expect(day).toHaveAttribute(
      'aria-label',
      `${new Date(`${tailgate.sortDate}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })}: ${tailgate.title}`,
    );
  });
});

test.describe("the chapter's day, whatever the visitor's time zone", () => {
  test.skip(({ isMobile }) => isMobile, 'the day does not depend on the width');
  test.describe('in Auckland, already the next day', () => {
    test.use({ timezoneId: 'Pacific/Auckland' });

    test('the RSVP stays open until the chapter reaches the day', async ({ page }) => {
      const weekend = await foundersDay(page);
      // 20:00 in Chicago on the evening before: already the afternoon of the day in Auckland.
      const evening = at(weekend.sortDate, 0) - 4 * hour;
      await openAlumniAt(page, evening);
      expect(await page.evaluate(() => new Date().getDate())).toBe(
        Number(weekend.sortDate.slice(8, 10)),
      );
      await expect(rsvp(page).login).toBeVisible();
      await expect(card(page, weekend.title).getByText('Happening now')).toHaveCount(0);
    });
  });

  test.describe('in Los Angeles, still the evening before', () => {
    test.use({ timezoneId: 'America/Los_Angeles' });

    test('the RSVP is closed once the chapter has reached the day', async ({ page }) => {
      const weekend = await foundersDay(page);
      const justAfter = at(weekend.sortDate, 0) + 30 * 60_000;
      await openAlumniAt(page, justAfter);
      expect(await page.evaluate(() => new Date().getDate())).not.toBe(
        Number(weekend.sortDate.slice(8, 10)),
      );
      await expect(rsvp(page).closed).toBeVisible();
      await expect(card(page, weekend.title).getByText('Happening now')).toBeVisible();
    });
  });
});

test.describe('philanthropy events move to past', () => {
  test('an event is current, then under way, then past once its day is over', async ({ page }) => {
    // The pancakes as the site was built (a yearly date placed at build time).
    const html = await (await page.request.get('/philanthropy')).text();
    const date = /Paws &amp; Pancakes[\s\S]*?<time datetime="(\d{4}-\d{2}-\d{2})"/i.exec(html)?.[1];
    expect(date, 'the prerendered date of Paws & Pancakes').toBeDefined();
    const current = page.locator('section[aria-labelledby="current-heading"] .event-card');
    const pancakes = current.filter({
      has: page.getByRole('heading', { name: 'Paws & Pancakes' }),
    });
    const past = page.locator('.past-events > li');

    // 9:00 on the day: still to come (it starts at 10:00).
    await page.clock.install({ time: at(date!, 9) });
    await gotoHydrated(page, '/philanthropy');
    await expect(pancakes).toHaveCount(1);
    await expect(pancakes.getByText('Happening now')).toHaveCount(0);
    // 11:00: under way.
    await page.clock.fastForward(2 * hour);
    await expect(pancakes.getByText('Happening now')).toBeVisible();
    // The next morning: over, and first among the past events.
    await page.clock.fastForward(14 * hour);
    await expect(pancakes).toHaveCount(0);
    await expect(past.first().getByRole('heading')).toHaveText('Paws & Pancakes');
    await expect(past.first().locator('time')).toHaveAttribute('datetime', date!);
  });
});

test.describe('years in the texts follow the date', () => {
  test.skip(({ isMobile }) => isMobile, 'the years do not depend on the width');
  for (const [date, academicYear, rushYear] of [
    ['2031-09-15', '2031–2032', '2031'],
    ['2032-03-01', '2031–2032', '2032'],
    ['2032-10-02', '2032–2033', '2033'],
  ] as const) {
    test(`on ${date}: the board of ${academicYear}, Fall Rush ${rushYear}`, async ({ page }) => {
      expect(fillTokens('{academicYear} {fallRushYear}', date)).toBe(`${academicYear} ${rushYear}`);
      await page.clock.install({ time: at(date, 12) });
      await gotoHydrated(page, '/members/exec');
      await expect(page.locator('.page-header__lead')).toContainText(
        `for the ${academicYear} year`,
      );
      await gotoHydrated(page, '/members/active');
      await expect(
        page.getByRole('link', { name: `Register for Fall Rush ${rushYear} (opens in a new tab)` }),
      ).toBeVisible();
      await gotoHydrated(page, '/');
      await expect(page.getByText(`Fall Rush ${rushYear} starts the second week`)).toBeVisible();
    });
  }

  test('the prerendered pages name the years of the day the site was built', async ({ page }) => {
    const html = await (await page.request.get('/members/exec')).text();
    expect(html).not.toContain('{academicYear}');
    const year = /for the (\d{4})–(\d{4}) year/.exec(html);
    expect(year, 'an academic year in the prerendered introduction').not.toBeNull();
    expect(Number(year![2]) - Number(year![1])).toBe(1);
    // The build is at most a day old in these tests.
    const today = localDate(Date.now(), chapterZone);
    expect(Number(year![1])).toBeGreaterThanOrEqual(Number(today.slice(0, 4)) - 1);
  });
});
