// The alumni page's RSVP state per event (docs/product.md#rsvp; docs/api.md calls 4–5 and
// #alumni-events): an alumnus RSVPs to a full event, is put on the waitlist, another withdraws, and
// the first moves up — the card says so and he is emailed. Each test adds its own event of one
// place through the officer API (the demo officer holds `calendar`) and removes it afterwards.
import type { APIRequestContext, Page } from '@playwright/test';
import { gotoHydrated, signIn } from './helpers.ts';
import { alumniInvite, createAccount, sessionOf } from './support/accounts.ts';
import { expect, lastEmailTo } from './support/fixtures.ts';
import { test } from './support/officers.ts';

/** A day about half a year ahead (YYYY-MM-DD): upcoming, and after the demo's own events. */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function addEvent(demo: APIRequestContext, capacity: number) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const event = {
    key: `E2E-Waitlist-${suffix}`,
    title: `Waitlist Dinner ${suffix}`,
    sortDate: dayAhead(200),
    allDay: false,
    time: '7:00 PM',
    location: 'Chapter House',
    type: 'Dinner',
    icon: 'dinner',
    description: 'A dinner of few places, for the waitlist test.',
    canRsvp: true,
    capacity,
  };
  const response = await demo.post('/api/officer/alumni-events', { data: event });
  expect(response.status(), await response.text()).toBe(201);
  return event;
}

const card = (page: Page, title: string) =>
  page.locator('article.alumni-event').filter({ has: page.getByRole('heading', { name: title }) });

test('an alumnus RSVPs to a full event, waits, and moves up when another withdraws', async ({
  page,
  request,
  demoOfficer,
  playwright,
  baseURL,
}) => {
  const event = await addEvent(demoOfficer, 1);
  try {
    const first = await createAccount(request, 'waitlist-first', { inviteCode: alumniInvite });
    const second = await createAccount(request, 'waitlist-second', { inviteCode: alumniInvite });

    // The first alumnus takes the only place.
    const firstApi = await sessionOf(playwright, baseURL!, first);
    const taken = await firstApi.post('/api/alumni/rsvp', { data: { event: event.key } });
    expect(taken.status()).toBe(200);
    expect(await taken.json()).toMatchObject({ attending: true, count: 1, capacity: 1 });

    // The second sees the event full and joins the waitlist.
    await signIn(page, second);
    await gotoHydrated(page, '/members/alumni');
    const shown = card(page, event.title);
    await expect(shown.locator('.alumni-event__places')).toHaveText('Full — join the waitlist.');
    await shown.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(shown.locator('.alumni-event__own')).toHaveText("You're on the waitlist.");
    await expect(shown.locator('.alumni-event__places')).toHaveText('Full (1 waiting).');
    await expect(shown.getByRole('button', { name: 'Leave the waitlist' })).toBeVisible();

    // The page says the same after a reload (the state is the server's).
    await gotoHydrated(page, '/members/alumni');
    await expect(shown.locator('.alumni-event__own')).toHaveText("You're on the waitlist.");

    // The first withdraws: the second moves up and is emailed.
    const withdrawn = await firstApi.delete('/api/alumni/rsvp', { data: { event: event.key } });
    expect(withdrawn.status()).toBe(200);
    await firstApi.dispose();
    await gotoHydrated(page, '/members/alumni');
    await expect(shown.locator('.alumni-event__own')).toHaveText("You're going.");
    await expect(shown.locator('.alumni-event__places')).toHaveText('Full.');
    // The email leaves through the outbox, after the signup's verification email.
    await expect
      .poll(async () => (await lastEmailTo(second.email)).subject, { timeout: 20_000 })
      .toContain(event.title);

    // He withdraws in turn: the place is free again.
    await shown.getByRole('button', { name: 'Cancel RSVP' }).click();
    await expect(shown.locator('.alumni-event__places')).toHaveText('1 place left of 1.');
    await expect(shown.locator('.alumni-event__own')).toHaveCount(0);
    await expect(shown.getByRole('button', { name: 'RSVP' })).toBeVisible();
  } finally {
    await demoOfficer.delete(`/api/officer/alumni-events/${event.key}?rsvps=discard`);
  }
});
