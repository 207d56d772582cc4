// A brother's home and his pages (docs/product.md#your-home): at 390 px and 1280 px, a member goes
// from the members' page to his home, which says his standing in one line, fits in two phone
// screens and leads to each of his pages and back; at 1280 px (the same at every width), every link
// an email sends, and every link to an account page's section sent before the sections moved, lands
// on its page with its title (a visitor logs in first and comes back to it), and an officer-elect's
// home shows his office to come with the console, an alumnus's his next alumni events with his
// RSVP. Each test makes its accounts.
import type { Page } from '@playwright/test';
import { formatDay } from '../contract/dates.ts';
import { gotoHydrated, signIn } from './helpers.ts';
import { alumniInvite, createAccount } from './support/accounts.ts';
import { expect, expectNoAxeViolations } from './support/fixtures.ts';
import {
  accountId,
  addPosition,
  addTerm,
  chapterDay,
  logInThroughForm,
  test,
} from './support/officers.ts';
import { shot } from './support/shots.ts';

const title = (page: Page) => page.getByRole('heading', { level: 1 });
const yourPages = (page: Page) => page.getByRole('navigation', { name: 'Your pages' });

/** The phone's screen (playwright.config.ts): the home fits in two of them. */
const phoneScreen = 844;

test('a member’s home says his standing, fits two phone screens, and leads to each of his pages', async ({
  page,
  request,
}) => {
  const member = await createAccount(request, 'home');
  await signIn(page, member);
  await gotoHydrated(page, '/members/active');
  const welcome = page.locator('.member-welcome');
  await expect(welcome.getByRole('link', { name: 'Account Settings' })).toBeVisible();
  await welcome.getByRole('link', { name: 'Your home' }).click();

  await expect(page).toHaveURL(/\/me$/);
  await expect(title(page)).toHaveText('Your home');
  await expect(page.getByText(`Welcome Brother ${member.name.split(' ')[0]}`)).toBeVisible();
  await expect(
    page.locator('.standing-line').getByRole('link', { name: 'Your standing' }),
  ).toBeVisible();
  const names = yourPages(page).locator('.me-link__name');
  await expect(names).toHaveText([
    'Profile',
    'Standing',
    'Dues',
    'Privacy',
    'Mail',
    'Your data',
    'Sign-in and security',
  ]);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'the home fits in two phone screens').toBeLessThanOrEqual(2 * phoneScreen);
  await expectNoAxeViolations(page);
  await shot(page, 'home-member');

  // Each page, and back to the home by its "Your home" link.
  for (const [name, path, heading] of [
    ['Standing', '/me/standing', 'Standing'],
    ['Dues', '/me/dues', 'Dues'],
    ['Privacy', '/me/privacy', 'Privacy'],
    ['Mail', '/me/mail', 'Mail'],
    ['Your data', '/me/data', 'Your data'],
    ['Sign-in and security', '/me/security', 'Sign-in and security'],
  ] as const) {
    await yourPages(page)
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .click();
    await expect(page).toHaveURL(path);
    await expect(title(page)).toHaveText(heading);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').click();
    await expect(title(page)).toHaveText('Your home');
  }
  await yourPages(page)
    .getByRole('link', { name: /^Profile/ })
    .click();
  await expect(page).toHaveURL('/account');
  await expect(title(page)).toHaveText('Account Settings');
  await expect(page.getByRole('link', { name: 'Back to Members' })).toBeVisible();
});

test('every emailed link lands on its page, the account pages’ old section links too', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the same at every width; checked on desktop');
  test.setTimeout(60_000);
  const member = await createAccount(request, 'links');

  // A visitor is asked to log in, and comes back to the section's page.
  await gotoHydrated(page, '/account#standing');
  await expect(page).toHaveURL('/login?reason=account&next=%2Fme%2Fstanding');
  await logInThroughForm(page, member);
  await expect(page).toHaveURL('/me/standing');
  await expect(title(page)).toHaveText('Standing');

  for (const [link, path, heading] of [
    ['/me/standing', '/me/standing', 'Standing'],
    ['/account#standing', '/me/standing', 'Standing'],
    ['/me/privacy', '/me/privacy', 'Privacy'],
    ['/account#privacy', '/me/privacy', 'Privacy'],
    ['/alumni-account#privacy', '/me/privacy', 'Privacy'],
    ['/me/office', '/me/office', 'Office'],
    ['/account#your-office', '/me/office', 'Office'],
    ['/me/mail', '/me/mail', 'Mail'],
    ['/account#mail', '/me/mail', 'Mail'],
    ['/account#your-data', '/me/data', 'Your data'],
    ['/account#two-factor', '/me/security#two-factor', 'Sign-in and security'],
    ['/account#sessions', '/me/security#sessions', 'Sign-in and security'],
    ['/account#calendar-feed', '/me/security#calendar-feed', 'Sign-in and security'],
    ['/me', '/me', 'Your home'],
  ] as const) {
    await page.goto(link);
    await expect(page, link).toHaveURL(path);
    await expect(title(page), link).toHaveText(heading);
  }
  // The account page itself stays, with its sections' new places a link away.
  await gotoHydrated(page, '/account');
  await expect(title(page)).toHaveText('Account Settings');
  await expect(page).toHaveURL('/account');
  await page.locator('.account-card__home').getByRole('link', { name: 'your home' }).click();
  await expect(title(page)).toHaveText('Your home');
});

test('an officer-elect’s home shows his office to come; an alumnus’s his next alumni events', async ({
  page,
  request,
  demoOfficer,
  isMobile,
}) => {
  test.skip(isMobile, 'the same at every width; checked on desktop');
  test.setTimeout(60_000);
  const elect = await createAccount(request, 'elect');
  const position = `Rush Chair ${Math.random().toString(36).slice(2, 8)}`;
  const positionId = await addPosition(demoOfficer, {
    title: position,
    areas: ['calendar'],
    checklist: ['Hand over the keys'],
  });
  const startsOn = await chapterDay(demoOfficer, 20);
  await addTerm(demoOfficer, positionId, await accountId(demoOfficer, elect.email), { startsOn });

  await signIn(page, elect);
  await gotoHydrated(page, '/me');
  const office = page.getByRole('region', { name: 'Your office to come' });
  await expect(office).toContainText(position);
  await expect(office).toContainText(`Elect · starts ${formatDay(startsOn)}`);
  await expect(yourPages(page).locator('.me-link__name')).toContainText(['Office']);
  // His standing, his next required event and his office, and still two phone screens at most.
  await expect(page.getByRole('region', { name: 'Next required event' })).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'the home fits in two phone screens').toBeLessThanOrEqual(2 * phoneScreen);
  await shot(page, 'home-elect');
  await office.getByRole('link', { name: 'Officer console' }).click();
  await expect(page).toHaveURL('/officers');
  await gotoHydrated(page, '/me');
  await page
    .getByRole('region', { name: 'Your office to come' })
    .getByRole('link', {
      name: 'Your handover',
    })
    .click();
  await expect(page).toHaveURL('/me/office');
  await expect(page.getByRole('heading', { name: position })).toBeVisible();

  // An alumnus: his next events, one of them answered.
  const alumnus = await createAccount(request, 'alumnus', { inviteCode: alumniInvite });
  await signIn(page, alumnus);
  const listed = (await (await page.request.get('/api/alumni/events')).json()) as {
    events: { id: string; title: string; canRsvp: boolean; phase: string }[];
  };
  const going = listed.events.find((event) => event.canRsvp && event.phase === 'upcoming')!;
  expect(
    (await page.request.post('/api/alumni/rsvp', { data: { event: going.id } })).status(),
  ).toBe(200);
  await gotoHydrated(page, '/me');
  const events = page.getByRole('region', { name: 'Your next alumni events' });
  await expect(events.getByRole('listitem').filter({ hasText: going.title })).toContainText(
    'You are going',
  );
  await expect(yourPages(page).locator('.me-link__name')).toHaveText([
    'Profile',
    'Alumni directory',
    'Giving',
    'Privacy',
    'Mail',
    'Your data',
    'Sign-in and security',
  ]);
  const alumnusHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(alumnusHeight, 'the home fits in two phone screens').toBeLessThanOrEqual(2 * phoneScreen);
  await shot(page, 'home-alumnus');
  await yourPages(page)
    .getByRole('link', { name: /^Profile/ })
    .click();
  await expect(title(page)).toHaveText('Alumni Account Settings');
  // A standing link reaching an alumnus says why there is none, not that it failed.
  await page.goto('/account#standing');
  await expect(page).toHaveURL('/me/standing');
  await expect(page.getByText('Standing is counted for active members')).toBeVisible();
});
