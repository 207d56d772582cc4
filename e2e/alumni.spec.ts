// The alumni page (/members/alumni; docs/product.md#alumni, #roles, changes 1, 3, 5 and 6 of
// #deliberate-changes; docs/api.md calls 3–6 and #alumni-events): the welcome, the events from the
// server, the founders-day RSVP for visitors, members and alumni (optimistic, rolled back when the
// server refuses), the donation initiatives, the hiring box, the notable alumni and the ways to stay
// connected.
// Every test that RSVPs signs up its own alumnus, so tests running side by side never share an RSVP.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import {
  alumniEvents,
  demoAlumnus,
  demoMember,
  expectLinkOpens,
  expectShownBetween,
  gotoHydrated,
  nextFoundersDay,
  openNavMenuIfCollapsed,
  signIn,
  siteNav,
} from './helpers.ts';
import { alumniInvite, createAccount } from './support/accounts.ts';
import { expect, expectConsoleErrors, test } from './support/fixtures.ts';
import type { NotableAlumnus } from './support/content-shapes.ts';

const contentDir = path.resolve(import.meta.dirname, '..', 'content');
const alumni = JSON.parse(readFileSync(path.join(contentDir, 'alumni.json'), 'utf8')) as {
  tagline: string;
  events: { heading: string; pastHeading: string; contactSubject: string };
  rsvp: { eventType: string; heading: string };
  support: {
    heading: string;
    initiatives: { name: string; goal: number; description: string }[];
    payment: { tag: string; link: { label: string; href: string } };
    confirm: { link: { label: string; href: string } };
  };
  hiring: { heading: string; text: string; linkLabel: string };
  notableAlumni: {
    heading: string;
    items: NotableAlumnus[];
    nomination: { label: string; subject: string };
  };
  stayConnected: {
    heading: string;
    newsletter: { title: string; label: string };
    directory: { title: string; link: { label: string; href: string } };
    mentorship: { title: string; label: string; subject: string };
  };
};
const chapter = JSON.parse(readFileSync(path.join(contentDir, 'chapter.json'), 'utf8')) as {
  email: string;
  alumniEmail: string;
};

/** The next founders-day weekend's key: the demo is dated from the day it was loaded. */
let foundersDay = '';
test.beforeEach(async ({ request }) => {
  foundersDay ||= await nextFoundersDay(request);
});
const sessionCookie = 'chapter_session';

/** docs/product.md#demo-chapter: the six initiatives and their goals in USD, in page order. */
const goals = [
  ['House Maintenance', 5000],
  ['Pool Table', 700],
  ['Basketball Hoop', 100],
  ['Nationals/IFC Dues', 2000],
  ['Brotherhood Events', 5000],
  ['Parties & Tailgates', 5000],
] as const;

interface RsvpList {
  event: string;
  count: number;
  names: string[];
  attending: boolean;
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** What the page says about the number of guests. */
const countText = (count: number) =>
  count === 0
    ? "No brothers have RSVP'd yet."
    : `${count} ${count === 1 ? 'brother is' : 'brothers are'} coming.`;

const rsvp = (page: Page) => {
  const section = page.locator('#founders-day-rsvp');
  return {
    section,
    count: section.locator('.rsvp-count'),
    names: section.locator('.rsvp-names li'),
    button: section.getByRole('button', { name: /^(RSVP|Cancel RSVP)$/ }),
    loginLink: section.getByRole('link', { name: 'Log in as an Alumnus to RSVP' }),
    message: section.getByRole('alert'),
  };
};

/**
 * The page's RSVP calls (the list, RSVP and Cancel RSVP), in the order it made them. The answer to the
 * last one is what the page shows (an earlier list request is cancelled when the page re-asks).
 */
function watchRsvpCalls(page: Page) {
  const requests: Request[] = [];
  let seen = 0;
  page.on('request', (request) => {
    if (/\/api\/alumni\/rsvp(-list\?|$)/.test(request.url())) requests.push(request);
  });
  return {
    requests,
    /** Call before a navigation: the next answer is then one the new page asked for, not the old one's. */
    mark() {
      seen = requests.length;
    },
    async lastAnswer(): Promise<RsvpList> {
      await expect.poll(() => requests.length, { message: 'an RSVP call' }).toBeGreaterThan(seen);
      const response = await requests.at(-1)!.response();
      expect(response, `an answer to ${requests.at(-1)!.url()}`).not.toBeNull();
      return (await response!.json()) as RsvpList;
    },
  };
}

/** The list shown equals the server's answer: the count, and the names in the same order. */
async function expectShowsList(page: Page, list: RsvpList): Promise<void> {
  const { count, names } = rsvp(page);
  await expect(count).toHaveText(countText(list.count));
  await expect(names).toHaveText(list.names);
}

/** Holds the page's next RSVP call of `method` until `release()` is called (the real server answers then). */
async function holdRsvpCall(page: Page, method: 'POST' | 'DELETE') {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  let sent!: () => void;
  const passedOn = new Promise<void>((resolve) => (sent = resolve));
  const url = '**/api/alumni/rsvp';
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    arrived();
    await held;
    await route.continue();
    sent();
  });
  return {
    arrival,
    release: async () => {
      release();
      await passedOn;
      await page.unroute(url);
    },
  };
}

const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('user'));

async function openAlumniPage(page: Page): Promise<void> {
  await gotoHydrated(page, '/members/alumni');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alumni');
}

const eventCards = (page: Page) =>
  page.getByRole('region', { name: alumni.events.heading }).locator('article.alumni-event');

const initiativeCard = (page: Page, name: string) =>
  page
    .getByRole('region', { name: alumni.support.heading })
    .locator('article.initiative')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

const notableCard = (page: Page, name: string) =>
  page
    .getByRole('region', { name: alumni.notableAlumni.heading })
    .locator('article.notable')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

const top = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top);

/** docs/product.md#donations: the rounded percent of the goal, kept within 0–100. */
const percentOf = (raised: number, goal: number) =>
  goal > 0 ? Math.min(100, Math.max(0, Math.round((raised / goal) * 100))) : 0;

const dollars = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

// ---------------------------------------------------------------------------------------------

test.describe('welcome', () => {
  test('a visitor sees the title, the tagline and "Alumni Login", which opens the "Alumni Login" page', async ({
    page,
  }) => {
    await openAlumniPage(page);
    await expect(page.getByText(alumni.tagline, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Welcome Brother/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Account Settings' })).toHaveCount(0);
    const login = page.getByRole('link', { name: 'Alumni Login' });
    await expect(login).toHaveAttribute('href', '/login?next=%2Fmembers%2Falumni');
    await login.click();
    await expect(page).toHaveURL(/\/login\?next=%2Fmembers%2Falumni$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alumni Login');
  });

  test('a signed-in alumnus is welcomed by first name, with Account Settings to /alumni-account', async ({
    page,
  }) => {
    const profile = await signIn(page, demoAlumnus);
    expect(profile.role).toBe('alumni');
    const firstName = String(profile.name).trim().split(/\s+/)[0];
    expect(firstName).toBe('Demo');
    await openAlumniPage(page);
    await expect(page.locator('.member-welcome__greeting')).toHaveText(
      `Welcome Brother ${firstName}`,
    );
    await expect(page.getByRole('link', { name: 'Alumni Login' })).toHaveCount(0);
    await expectLinkOpens(
      page.getByRole('link', { name: 'Account Settings' }),
      '/alumni-account',
      'Alumni Account Settings',
    );
  });
});

test.describe('Upcoming Events', () => {
  test('the events from the server, by date; RSVP goes to the RSVP section, the others are mail links', async ({
    page,
  }, testInfo) => {
    const events = await alumniEvents(page.request);
    // docs/product.md#demo-chapter, dated from the day the demo was loaded: the next founders-day
    // weekend, fall party and tailgate, and the last founders-day weekend, which is over.
    expect(events.map((event) => [event.title, event.canRsvp]).toSorted()).toEqual([
      ['Fall Party', false],
      ['Founders Day Weekend', true],
      ['Founders Day Weekend', true],
      ['Homecoming Tailgate', false],
    ]);
    const byDate = events.toSorted((a, b) => a.sortDate.localeCompare(b.sortDate));
    const [last, ...upcoming] = byDate;
    expect(last!.id).toMatch(/^FoundersDay-\d{4}-\d{2}-\d{2}$/);
    expect(upcoming[0]!.id).toBe(foundersDay);

    await openAlumniPage(page);
    const cards = eventCards(page);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(upcoming.map((e) => e.title));
    expect(upcoming.map((e) => e.title)).toEqual([
      'Founders Day Weekend',
      'Fall Party',
      'Homecoming Tailgate',
    ]);
    for (const [i, event] of upcoming.entries()) {
      const card = cards.nth(i);
      await expect(card.locator('.eyebrow')).toHaveText(event.type);
      // The date, with the time when there is one worth showing.
      await expect(card.locator('.alumni-event__date')).toHaveText(
        event.time && event.time !== 'ALL DAY'
          ? `${event.displayDate} · ${event.time}`
          : event.displayDate,
      );
      await expect(card.locator('.alumni-event__location')).toHaveText(event.location!);
      await expect(card.getByText(event.description, { exact: true })).toBeVisible();
      const contact = card.getByRole('link', { name: 'Contact for Details' });
      if (event.canRsvp) {
        await expect(contact).toHaveCount(0);
        await expect(card.getByRole('button', { name: 'RSVP', exact: true })).toBeVisible();
      } else {
        await expect(card.getByRole('button')).toHaveCount(0);
        await expect(contact).toHaveAttribute(
          'href',
          `mailto:${chapter.email}?subject=${encodeURIComponent(`${alumni.events.contactSubject}: ${event.title}`)}`,
        );
      }
    }

    // Layout: three side by side on a wide screen, one under the other on a phone.
    const tops = await Promise.all([0, 1, 2].map((i) => top(cards.nth(i))));
    if (testInfo.project.name === 'desktop') {
      expect(new Set(tops).size, `card tops ${tops.join(', ')}`).toBe(1);
    } else {
      expect(tops[0]!).toBeLessThan(tops[1]!);
      expect(tops[1]!).toBeLessThan(tops[2]!);
    }

    // The last founders-day weekend is listed under Past Events.
    const past = page.getByRole('region', { name: alumni.events.pastHeading });
    await expect(past.getByRole('heading', { level: 3 })).toHaveText([last!.title]);
    await expect(past.getByText(`${last!.displayDate} · ${last!.location}`)).toBeVisible();

    // The founders-day RSVP button scrolls to the RSVP section.
    const section = rsvp(page).section;
    const heading = section.getByRole('heading', { name: alumni.rsvp.heading });
    await expect(heading).not.toBeInViewport();
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    await cards.nth(0).getByRole('button', { name: 'RSVP', exact: true }).click();
    await expect(heading).toBeInViewport();
    await expect.poll(() => top(section)).toBeLessThan(40);
    await expect.poll(() => top(section)).toBeGreaterThan(-2);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore);
    await expect(page).toHaveURL(/\/members\/alumni$/);
  });
});

test.describe('founders-day RSVP', () => {
  test('a visitor, then a signed-in member, sees the count, no names and "Log in as an Alumnus to RSVP"', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    // Someone is coming, so there are names the server could give away.
    const guest = await createAccount(request, 'alumnus', { inviteCode: alumniInvite });
    const guestClient = await playwright.request.newContext({
      baseURL: baseURL!,
      extraHTTPHeaders: { 'x-forwarded-for': `10.251.${Math.floor(Math.random() * 250)}.7` },
    });
    try {
      expect((await guestClient.post('/api/auth/login', { data: guest })).status()).toBe(200);
      const added = await guestClient.post('/api/alumni/rsvp', { data: { event: foundersDay } });
      expect(added.status(), await added.text()).toBe(200);
      expect(((await added.json()) as RsvpList).names).toContain(guest.name);

      for (const who of ['visitor', 'member'] as const) {
        if (who === 'member') await signIn(page, demoMember);
        const calls = watchRsvpCalls(page);
        await openAlumniPage(page);
        const { count, names, loginLink, button } = rsvp(page);
        await expect(count).toHaveText(/^\d+ brothers? (is|are) coming\.$/);
        const shown = await calls.lastAnswer();
        expect(shown.count, `${who}: the guest is counted`).toBeGreaterThanOrEqual(1);
        await expect(count).toHaveText(countText(shown.count));
        await expect(button).toHaveCount(0);
        await expect(loginLink).toHaveAttribute('href', '/login');
        // A member is offered the alumni login on this page too.
        await expect(page.getByRole('link', { name: 'Alumni Login' })).toBeVisible();
        // The count only, no names (docs/product.md#roles gives RSVP names to alumni only).
        // Soft, so the rest of the journey is still checked if names leak. The list is shown
        // (the count is), so the names would be there now.
        expect.soft(shown.names, `${who}: the server sends no names`).toEqual([]);
        expect.soft(await names.allTextContents(), `${who}: no names are shown`).toEqual([]);
        // Nowhere but the alumni directory, where a signed-in member finds every alumnus.
        const outsideDirectory = page.locator('main > :not(#alumni-directory)');
        expect
          .soft(await outsideDirectory.getByText(guest.name).count(), `${who}: the guest's name`)
          .toBe(0);
      }

      await rsvp(page).loginLink.click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member Login');
    } finally {
      await guestClient.delete('/api/alumni/rsvp', { data: { event: foundersDay } });
      await guestClient.dispose();
    }
  });

  test('an alumnus RSVPs and cancels it: the change shows at once and is kept by the server', async ({
    page,
    request,
  }) => {
    const me = await createAccount(request, 'alumnus', { inviteCode: alumniInvite });
    await signIn(page, me);
    const calls = watchRsvpCalls(page);
    await openAlumniPage(page);
    const { count, names, button, loginLink } = rsvp(page);
    await expect(loginLink).toHaveCount(0);
    await expect(button).toHaveText('RSVP');
    await expect(button).toBeEnabled();
    const before = await calls.lastAnswer();
    expect(before.attending).toBe(false);
    expect(before.names).not.toContain(me.name);
    await expectShowsList(page, before);

    // RSVP: the name and the count change before the server answers.
    const post = await holdRsvpCall(page, 'POST');
    await button.click();
    await post.arrival;
    await expect(button).toHaveText('Cancel RSVP');
    await expect(button).toBeDisabled();
    await expect(count).toHaveText(countText(before.count + 1));
    await expect(names.filter({ hasText: me.name })).toHaveCount(1);
    await post.release();
    const added = await calls.lastAnswer();
    expect(added).toMatchObject({ event: foundersDay, attending: true });
    expect(added.names.filter((name) => name === me.name)).toHaveLength(1);
    await expectShowsList(page, added);
    await expect(button).toHaveText('Cancel RSVP');
    await expect(button).toBeEnabled();

    // After a reload the server still has the RSVP.
    calls.mark();
    await openAlumniPage(page);
    await expect(button).toHaveText('Cancel RSVP');
    const reloaded = await calls.lastAnswer();
    expect(reloaded.attending).toBe(true);
    await expectShowsList(page, reloaded);
    await expect(names.filter({ hasText: me.name })).toHaveCount(1);

    // Cancel RSVP: gone at once, and the server agrees.
    const del = await holdRsvpCall(page, 'DELETE');
    await button.click();
    await del.arrival;
    await expect(button).toHaveText('RSVP');
    await expect(count).toHaveText(countText(reloaded.count - 1));
    await expect(names.filter({ hasText: me.name })).toHaveCount(0);
    await del.release();
    const removed = await calls.lastAnswer();
    expect(removed).toMatchObject({ event: foundersDay, attending: false });
    expect(removed.names).not.toContain(me.name);
    await expectShowsList(page, removed);
    await expect(button).toBeEnabled();
    await expect(rsvp(page).message).toHaveCount(0);

    calls.mark();
    await openAlumniPage(page);
    await expect(button).toHaveText('RSVP');
    expect((await calls.lastAnswer()).attending).toBe(false);
  });
});

/** The card's own words for an event without a limit (web/features/alumni/rsvp-state.ts). */
const going = (n: number) =>
  n === 0 ? 'No one has RSVPed yet.' : `${n} ${n === 1 ? 'is' : 'are'} going.`;

test('the founders-day card and the RSVP section are one answer, said with the same words', async ({
  page,
  request,
}) => {
  const me = await createAccount(request, 'onestate', { inviteCode: alumniInvite });
  await signIn(page, me);
  const calls = watchRsvpCalls(page);
  await openAlumniPage(page);
  const { count, names, button } = rsvp(page);
  // Other tests RSVP for the same weekend meanwhile: each figure is checked against the answer
  // the page last had, which both controls must show.
  const before = await calls.lastAnswer();
  expect(before.attending).toBe(false);
  const event = (await alumniEvents(request)).find((listed) => listed.id === foundersDay)!;
  const card = eventCards(page).filter({ has: page.getByRole('heading', { name: event.title }) });
  const places = card.locator('.alumni-event__places');
  await expect(places).toHaveText(going(before.count));

  // RSVP on the card: the section below follows at once, without a reload.
  await card.getByRole('button', { name: 'RSVP', exact: true }).click();
  await expect(card.locator('.alumni-event__own')).toHaveText("You're going.");
  const added = await calls.lastAnswer();
  expect(added.attending).toBe(true);
  await expect(count).toHaveText(countText(added.count));
  await expect(places).toHaveText(going(added.count));
  await expect(names.filter({ hasText: me.name })).toHaveCount(1);
  await expect(button).toHaveText('Cancel RSVP');
  await expect(card.getByRole('button', { name: 'Cancel RSVP' })).toBeVisible();

  // Cancelled in the section: the card follows, with the same word for the same act.
  await button.click();
  await expect(button).toHaveText('RSVP');
  await expect(card.locator('.alumni-event__own')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'RSVP', exact: true })).toBeVisible();
  const removed = await calls.lastAnswer();
  expect(removed.attending).toBe(false);
  await expect(count).toHaveText(countText(removed.count));
  await expect(places).toHaveText(going(removed.count));
  await expect(names.filter({ hasText: me.name })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Un-RSVP|Withdraw/ })).toHaveCount(0);
});

test.describe('founders-day RSVP, width-independent', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'the API and what is shown for its answers do not depend on the screen width: checked once, at desktop width',
  );

  test('the API: RSVPing twice is harmless, and the payload cannot name someone else', async ({
    page,
    request,
  }) => {
    const me = await createAccount(request, 'alumnus', { inviteCode: alumniInvite });
    await signIn(page, me);
    const call = async (method: 'post' | 'delete', data: Record<string, unknown>) => {
      const response = await page.request[method]('/api/alumni/rsvp', { data });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as RsvpList;
    };

    const first = await call('post', { event: foundersDay });
    const second = await call('post', { event: foundersDay });
    for (const list of [first, second]) {
      expect(list).toMatchObject({ event: foundersDay, attending: true });
      expect(list.names.filter((name) => name === me.name)).toHaveLength(1);
    }
    const listed = (await (
      await page.request.get(`/api/alumni/rsvp-list?event=${foundersDay}`)
    ).json()) as RsvpList;
    expect(listed.attending).toBe(true);
    expect(listed.names.filter((name) => name === me.name)).toHaveLength(1);

    // The session's identity counts (docs/product.md#deliberate-changes): sent name, email ignored.
    expect((await call('delete', { event: foundersDay })).attending).toBe(false);
    const spoofed = await call('post', {
      event: foundersDay,
      name: 'Someone Else',
      email: 'x@y.z',
    });
    expect(spoofed.attending).toBe(true);
    expect(spoofed.names).toContain(me.name);
    expect(spoofed.names).not.toContain('Someone Else');
    // A DELETE naming another brother removes the caller, never that brother.
    const other = await call('delete', { event: foundersDay, email: demoAlumnus.email });
    expect(other.attending).toBe(false);
    expect(other.names).not.toContain(me.name);
    expect(other.names).not.toContain('Someone Else');
  });

  test('when the server refuses (the session was revoked), the RSVP is rolled back with a message', async ({
    page,
    request,
    playwright,
    baseURL,
    consoleErrors,
  }) => {
    const me = await createAccount(request, 'alumnus', { inviteCode: alumniInvite });
    await signIn(page, me);
    await page.clock.install();
    const calls = watchRsvpCalls(page);
    await openAlumniPage(page);
    const { count, names, button, loginLink, message } = rsvp(page);
    await expect(button).toHaveText('RSVP');
    await expect(button).toBeEnabled();
    const before = await calls.lastAnswer();
    await expectShowsList(page, before);
    // The alumni directory asks with this session too: its answer is in before the session ends,
    // so the only call the ended session meets is the RSVP's.
    await expect(page.locator('#alumni-directory .alumni-count')).toHaveText(/alumn/);

    // End the session on the server, from another client with the same cookie; the browser keeps it.
    const session = (await page.context().cookies()).find((c) => c.name === sessionCookie);
    expect(session, 'the session cookie').toBeDefined();
    const elsewhere = await playwright.request.newContext({
      baseURL: baseURL!,
      storageState: { cookies: [session!], origins: [] },
      extraHTTPHeaders: { origin: new URL(baseURL!).origin },
    });
    try {
      expect((await elsewhere.post('/api/auth/logout')).status()).toBe(200);
      expect((await elsewhere.get('/api/auth/me')).status()).toBe(401);
    } finally {
      await elsewhere.dispose();
    }
    expect((await page.context().cookies()).map((c) => c.name)).toContain(sessionCookie);

    const post = await holdRsvpCall(page, 'POST');
    await button.click();
    await post.arrival;
    // Optimistic first…
    await expect(button).toHaveText('Cancel RSVP');
    await expect(count).toHaveText(countText(before.count + 1));
    await expect(names.filter({ hasText: me.name })).toHaveCount(1);
    await post.release();

    // …then taken back, with a message.
    await expect(message).toHaveText(/^Your RSVP could not be saved\./);
    await expect(message).toHaveText('Your RSVP could not be saved. Please log in to continue.');
    // The message stays for 8 s (on the page's fake clock).
    await expectShownBetween(message, 7000, 9500);
    // Not among those coming (the alumni directory lower on the page may list him).
    await expect(names.filter({ hasText: me.name })).toHaveCount(0);
    const refused = await calls.requests
      .find((r) => r.method() === 'POST')!
      .response()
      .then((r) => r!.status());
    expect(refused).toBe(401);

    // A 401 signs the browser out (docs/product.md#session): the stored user goes and the page shows
    // the signed-out state; it stays on the alumni page so the message can be read.
    await expect.poll(() => storedUser(page)).toBeNull();
    await expect(button).toHaveCount(0);
    await expect(loginLink).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alumni Login' })).toBeVisible();
    await expect(page.locator('.member-welcome__greeting')).toHaveCount(0);
    await openNavMenuIfCollapsed(page);
    await siteNav(page).getByRole('button', { name: 'Members' }).click();
    await expect(siteNav(page).locator('.dropdown-menu .dropdown-item').last()).toHaveText(
      'Login or Signup',
    );
    // Signed out, the page asks for the list again (visitors get the count only), and shows the
    // server's latest answer, not the list it took back (other tests RSVP meanwhile: the count is
    // the answer's, whatever it is).
    await expect.poll(() => calls.requests.at(-1)?.url() ?? '').toContain('/api/alumni/rsvp-list?');
    await expect
      .poll(async () => {
        const latest = await calls.lastAnswer();
        const shown = await count.textContent();
        // The names a visitor is sent (none), once the page shows the latest answer's count.
        return shown === countText(latest.count)
          ? latest.names
          : `the page shows "${shown}", the server answered ${latest.count}`;
      })
      .toEqual([]);
    await expect(page).toHaveURL(/\/members\/alumni$/);

    // Nothing was recorded for this alumnus.
    const again = await page.request.post('/api/auth/login', { data: me });
    expect(again.status()).toBe(200);
    const list = (await (
      await page.request.get(`/api/alumni/rsvp-list?event=${foundersDay}`)
    ).json()) as RsvpList;
    expect(list.attending).toBe(false);
    expect(list.names).not.toContain(me.name);

    expectConsoleErrors(consoleErrors, /status of 401/);
  });
});

test.describe('Support Our Chapter', () => {
  test('six initiatives with their goals, the raised amounts from the server and the progress', async ({
    page,
  }) => {
    const answer = await page.request.get('/api/donations/totals');
    expect(answer.status()).toBe(200);
    const { totals } = (await answer.json()) as { totals: Record<string, number> };
    expect(Object.keys(totals).toSorted()).toEqual(goals.map(([name]) => name).toSorted());

    const totalsRequest = page.waitForRequest((r) => r.url().includes('/api/donations/totals'));
    await openAlumniPage(page);
    // docs/api.md call 6: asked with a cache-busting timestamp.
    expect((await totalsRequest).url()).toMatch(/\/api\/donations\/totals\?t=\d+$/);

    const region = page.getByRole('region', { name: alumni.support.heading });
    await expect(region.locator('article.initiative h3')).toHaveText(goals.map(([name]) => name));
    for (const [name, goal] of goals) {
      expect(alumni.support.initiatives.find((i) => i.name === name)?.goal).toBe(goal);
      const raised = totals[name]!;
      const percent = percentOf(raised, goal);
      const card = initiativeCard(page, name);
      await expect(card.locator('.initiative__amounts')).toHaveText(
        `${dollars(raised)} raised of ${dollars(goal)}`,
      );
      const bar = card.getByRole('progressbar');
      await expect(bar).toHaveAccessibleName(`${name}: ${percent}% of the goal`);
      await expect(bar).toHaveJSProperty('value', percent);
      await expect(bar).toHaveJSProperty('max', 100);
      await expect(card.locator('.initiative__percent')).toHaveText(`${percent}%`);
      await expect(card.locator('.initiative__note code')).toHaveText(
        `${alumni.support.payment.tag} | ${name} | your e-mail`,
      );
    }
    // The demo ledger: something raised, and the hoop fully paid (100%, never more).
    expect(totals['House Maintenance']).toBeGreaterThan(0);
    await expect(initiativeCard(page, 'Basketball Hoop').getByRole('progressbar')).toHaveJSProperty(
      'value',
      percentOf(totals['Basketball Hoop']!, 100),
    );

    // How to give: the note format, the payment app and the confirmation form, in new tabs.
    await expect(region.locator('.payment-box__format')).toHaveText(
      `${alumni.support.payment.tag} | initiative | your e-mail`,
    );
    for (const link of [alumni.support.payment.link, alumni.support.confirm.link]) {
      const anchor = region.getByRole('link', { name: link.label });
      await expect(anchor).toHaveAttribute('href', link.href);
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('rel', /noopener/);
    }
    expect(alumni.support.confirm.link.label).toBe('Donation confirmation form');
  });
});

test.describe('Support Our Chapter without totals', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'what is shown depends on the answer, not the screen width: checked once, at desktop width',
  );

  test('when the totals cannot be read, the section says so (no $0 anywhere) and Retry loads them', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/api/donations/totals*', (route) => route.abort());
    await openAlumniPage(page);
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Support Our Chapter' }),
    });
    const failure = section.getByRole('alert');
    await expect(failure).toHaveText(
      'The amounts raised so far could not be loaded. The server could not be reached. Check your connection, then try again.',
    );
    for (const [name, goal] of goals) {
      const card = initiativeCard(page, name);
      await expect(card.locator('.initiative__amounts')).toHaveText(`Goal ${dollars(goal)}`);
      await expect(card.getByRole('progressbar')).toHaveCount(0);
      await expect(card.locator('.initiative__percent')).toHaveText('Amount raised not available');
    }
    await expect(section).not.toContainText('$0');
    await expect(section).not.toContainText('0%');
    expectConsoleErrors(consoleErrors, /ERR_FAILED/);

    await page.unroute('**/api/donations/totals*');
    await section.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toHaveCount(0);
    for (const [name, goal] of goals)
      await expect(initiativeCard(page, name).locator('.initiative__amounts')).toHaveText(
        new RegExp(`^\\$[\\d,]+ raised of ${dollars(goal).replace('$', '\\$')}$`),
      );
  });
});

test.describe('hiring and notable alumni', () => {
  test('the hiring box links to the active members page', async ({ page }) => {
    await openAlumniPage(page);
    const box = page.getByRole('region', { name: alumni.hiring.heading });
    await expect(box.getByText(alumni.hiring.text)).toBeVisible();
    const link = box.getByRole('link', { name: alumni.hiring.linkLabel });
    await expect(link).toHaveAttribute('href', '/members/active');
    await link.click();
    await expect(page).toHaveURL(/\/members\/active$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Active Members');
  });

  test('Notable Alumni: three profiles, a picture or the logo, LinkedIn only when known, nominations by mail', async ({
    page,
  }) => {
    await openAlumniPage(page);
    const region = page.getByRole('region', { name: alumni.notableAlumni.heading });
    const people = alumni.notableAlumni.items;
    expect(people).toHaveLength(3);
    await expect(region.locator('article.notable h3')).toHaveText(people.map((p) => p.name));
    for (const person of people) {
      const card = notableCard(page, person.name);
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('.eyebrow')).toHaveText(person.label);
      await expect(card.locator('.notable__title')).toHaveText(person.title);
      await expect(card.locator('.notable__achievements li')).toHaveText(person.achievements);
      const portrait = card.getByRole('img', { name: `Portrait of ${person.name}` });
      if (person.image) {
        await expect(portrait).toBeVisible();
        await expect
          .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await expect(card.locator('.notable__fallback')).toHaveCount(0);
      } else {
        await expect(portrait).toHaveCount(0);
        await expect(card.locator('img.notable__fallback')).toBeVisible();
      }
      const linkedin = card.getByRole('link', { name: /^LinkedIn/ });
      if (person.linkedin) {
        await expect(linkedin).toHaveAttribute('href', person.linkedin);
        await expect(linkedin).toHaveAttribute('target', '_blank');
        await expect(linkedin).toHaveAccessibleName(
          `LinkedIn profile of ${person.name} (opens in a new tab)`,
        );
      } else {
        await expect(linkedin).toHaveCount(0);
      }
    }
    expect(people.filter((p) => p.linkedin)).toHaveLength(2);
    await expect(
      region.getByRole('link', { name: alumni.notableAlumni.nomination.label }),
    ).toHaveAttribute(
      'href',
      `mailto:${chapter.alumniEmail}?subject=${encodeURIComponent(alumni.notableAlumni.nomination.subject)}`,
    );
  });
});

test.describe('a broken notable alumni picture', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'the fallback does not depend on the screen width: checked once, at desktop width',
  );

  test('a notable alumnus whose picture fails to load gets the chapter logo instead', async ({
    page,
    consoleErrors,
  }) => {
    const person = alumni.notableAlumni.items[1]!;
    const file = path.basename(person.image!, path.extname(person.image!));
    await page.route(`**/assets/${file}-*`, (route) => route.abort());
    await openAlumniPage(page);
    const card = notableCard(page, person.name);
    await card.scrollIntoViewIfNeeded();
    // The picture request failed (the browser logs that)…
    await expect.poll(() => consoleErrors.some((line) => line.includes('ERR_FAILED'))).toBe(true);
    expectConsoleErrors(consoleErrors, /ERR_FAILED/);
    // …and the chapter logo stands in for it.
    await expect(card.locator('img.notable__fallback')).toBeVisible();
    // No broken picture is left in the card.
    await expect
      .poll(() =>
        card
          .locator('img')
          .evaluateAll((imgs) =>
            (imgs as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
          ),
      )
      .toBe(true);
  });
});

test.describe('staying connected', () => {
  test('Stay Connected: the newsletter section of the home page, the alumni network, mentoring by mail', async ({
    page,
    context,
  }) => {
    const { stayConnected } = alumni;
    await openAlumniPage(page);
    const region = page.getByRole('region', { name: stayConnected.heading });
    await expect(region.getByRole('heading', { level: 3 })).toHaveText([
      stayConnected.newsletter.title,
      stayConnected.directory.title,
      stayConnected.mentorship.title,
    ]);

    await expect(
      region.getByRole('link', { name: stayConnected.mentorship.label }),
    ).toHaveAttribute(
      'href',
      `mailto:${chapter.alumniEmail}?subject=${encodeURIComponent(stayConnected.mentorship.subject)}`,
    );

    // The alumni network opens in a new tab (the other site is stood in for).
    const network = region.getByRole('link', { name: stayConnected.directory.link.label });
    await expect(network).toHaveAttribute('href', stayConnected.directory.link.href);
    await expect(network).toHaveAttribute('target', '_blank');
    await expect(network).toHaveAttribute('rel', /noopener/);
    await context.route(`${new URL(stayConnected.directory.link.href).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Alumni network</title>' }),
    );
    const popupPromise = page.waitForEvent('popup');
    await network.click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(stayConnected.directory.link.href);
    await popup.close();
    await expect(page).toHaveURL(/\/members\/alumni$/);

    // The newsletter link lands on the home page's sign-up section.
    const newsletter = region.getByRole('link', { name: stayConnected.newsletter.label });
    await expect(newsletter).toHaveAttribute('href', '/#newsletter-signup-section');
    await newsletter.click();
    await expect(page).toHaveURL(/\/#newsletter-signup-section$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Omicron Xi Psi');
    await expect(page.locator('#newsletter-signup-section')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});
