// Small helpers shared by the end-to-end specs (not a spec file itself).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './support/fixtures.ts';

/**
 * Pages are prerendered; buttons only work once React has hydrated them. Waits until React has
 * committed the hydration of the document (its root is no longer "dehydrated").
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const key = Object.keys(document).find((k) => k.startsWith('__reactContainer$'));
    if (!key) return false;
    const hostRoot = (
      document as unknown as Record<
        string,
        { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
      >
    )[key];
    return hostRoot?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
}

/** Opens a route and waits for hydration. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * Opens an account settings page and waits until its sections have loaded (who sees each field).
 * A request still in flight when a test ends the session would be answered 401, which the browser
 * logs as an error — or, on the account page, sends the tab to the login page before the test's
 * next click.
 */
export async function gotoAccountSettled(page: Page, url: string): Promise<void> {
  await gotoHydrated(page, url);
  await waitForAccountSettled(page);
}

/** The account settings page on screen has loaded its sections (see gotoAccountSettled). */
export async function waitForAccountSettled(page: Page): Promise<void> {
  // The privacy choices have their answer once each field's chooser shows.
  await expect(page.getByLabel('Who sees your bio')).toBeVisible();
}

/**
 * Opens the sign-in and security page (/me/security) and waits until its sections have loaded
 * (signed-in devices and the calendar link), for the same reason as gotoAccountSettled.
 */
export async function gotoSecuritySettled(page: Page): Promise<void> {
  await gotoHydrated(page, '/me/security');
  // The calendar section has its answer once it offers a link (it shows one only when made).
  await expect(
    page.locator('#calendar-feed').getByRole('button', { name: /^Make (my|a new) link$/ }),
  ).toBeVisible();
  await expect(page.locator('.session-list__current', { hasText: 'This device' })).toBeVisible();
}

/** On narrow screens the navigation links sit in a collapsed menu: open it first. */
export async function openNavMenuIfCollapsed(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  if (await toggle.isVisible()) {
    const menu = page.locator('#site-nav-menu');
    // Let an opening or closing animation finish before deciding.
    await expect(menu).not.toHaveClass(/\bcollapsing\b/);
    if (!(await menu.isVisible())) await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu).not.toHaveClass(/\bcollapsing\b/);
  }
}

/** The primary navigation bar (not the footer navigation). */
export const siteNav = (page: Page) => page.locator('nav.site-nav');

/**
 * An auto-clearing message: visible now, still visible `stayMs` later, gone by `goneByMs`. Time is
 * moved on the page's fake clock (`page.clock.install()` must run before the page starts the timer),
 * so the check is exact and takes no real time.
 */
export async function expectShownBetween(
  locator: Locator,
  stayMs: number,
  goneByMs: number,
): Promise<void> {
  const page = locator.page();
  await expect(locator).toBeVisible();
  await page.clock.runFor(stayMs);
  await expect(locator, `still shown after ${stayMs} ms`).toBeVisible();
  await page.clock.runFor(goneByMs - stayMs);
  await expect(locator, `gone by ${goneByMs} ms`).toBeHidden();
}

/**
 * A redirect after a delay (on the fake clock): not there `beforeMs` in, there by `byMs`.
 */
export async function expectRedirectBetween(
  page: Page,
  to: RegExp,
  beforeMs: number,
  byMs: number,
): Promise<void> {
  await page.clock.runFor(beforeMs);
  await expect(page, `not yet moved after ${beforeMs} ms`).not.toHaveURL(to);
  await page.clock.runFor(byMs - beforeMs);
  await expect(page).toHaveURL(to);
}

/**
 * A ManualCarousel at rest on slide `index` of `names`: exactly one slide active, showing its name
 * (found with `nameSelector` inside the slide), labelled "i of n", no transition under way, and its
 * indicator marked current. The names are matched as a list: during a transition two slides are
 * active, and a single-element locator would fail on strict mode instead of waiting.
 */
export async function expectCarouselAt(
  carousel: Locator,
  nameSelector: string,
  names: string[],
  index: number,
): Promise<void> {
  await expect(carousel.locator(`.carousel-item.active ${nameSelector}`)).toHaveText([
    names[index]!,
  ]);
  await expect(carousel.locator('.carousel-item.active')).toHaveCount(1);
  await expect(carousel.locator('.carousel-item-next, .carousel-item-prev')).toHaveCount(0);
  await expect(carousel.locator('.carousel-item.active')).toHaveAttribute(
    'aria-label',
    `${index + 1} of ${names.length}`,
  );
  await expect(carousel.getByRole('button', { name: names[index]!, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
}

/** A same-site link: its address, and that following it opens the page with that main heading. */
export async function expectLinkOpens(link: Locator, path: string, heading: string): Promise<void> {
  const page = link.page();
  await expect(link).toHaveAttribute('href', path);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/** The demo chapter's sign-ins (content/demo/accounts.json). */
export const demoMember = { email: 'member@oxp-northmere.example', password: 'Demo-Member-2026!' };
export const demoAlumnus = {
  email: 'alumnus@oxp-northmere.example',
  password: 'Demo-Alumni-2026!',
};

/**
 * Signs in through the real API (the session cookie lands in the browser context) and stores the
 * profile under `user` the way the login page does. Leaves the page on /healthz; open the next page after.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
): Promise<Record<string, unknown>> {
  const response = await page.request.post('/api/auth/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  const {
    tokens: _tokens,
    message: _message,
    ...profile
  } = (await response.json()) as Record<string, unknown>;
  // Any page of the site's origin holds its local storage; the smallest one loads fastest.
  await page.goto('/healthz');
  await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), profile);
  return profile;
}

/** An alumni event as GET /api/alumni/events gives it. */
export interface AlumniEvent {
  id: string;
  title: string;
  displayDate: string;
  sortDate: string;
  endDate: string | null;
  time: string | null;
  location: string | null;
  type: string;
  description: string;
  canRsvp: boolean;
}

export async function alumniEvents(request: APIRequestContext): Promise<AlumniEvent[]> {
  const response = await request.get('/api/alumni/events');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { events: AlumniEvent[] }).events;
}

/**
 * The key of the founders-day weekend the RSVP section follows: the demo is dated from the day the
 * e2e server loaded it (docs/decisions/009), so its key (FoundersDay-YYYY-MM-DD) is read, not written.
 */
export async function nextFoundersDay(request: APIRequestContext): Promise<string> {
  const founders = (await alumniEvents(request))
    .filter((event) => event.type === 'Founders Day' && event.canRsvp)
    .toSorted((a, b) => a.sortDate.localeCompare(b.sortDate));
  expect(founders.length, 'the next and the last founders-day weekend').toBe(2);
  return founders.at(-1)!.id;
}
