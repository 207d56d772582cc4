// The calendar subscription link on the sign-in and security page (docs/product.md#calendar-feed;
// docs/api.md#calendar-feeds): a member and an alumnus on /me/security make their private link
// and copy it; it is shown only then (the server keeps its hash), and on a later visit the page says
// it still works; a new one is made after saying yes — the old link stops working, the new one works.
// The link holds a secret token: the checks compare it without ever printing it.
import type { Page } from '@playwright/test';
import { gotoHydrated, signIn } from './helpers.ts';
import { alumniInvite, createAccount, memberInvite } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const feedPattern = /\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

/** The feed's path (the server's public address may differ from the test server's). */
const pathOf = (url: string) => new URL(url).pathname;

async function feedStatus(page: Page, url: string): Promise<number> {
  return (await page.request.get(pathOf(url))).status();
}

for (const { role, inviteCode, path, what } of [
  {
    role: 'a member',
    inviteCode: memberInvite,
    path: '/me/security',
    what: 'the chapter calendar',
  },
  {
    role: 'an alumnus',
    inviteCode: alumniInvite,
    path: '/me/security',
    what: 'the alumni events',
  },
]) {
  test(`${role} makes the calendar link, copies it, and makes a new one`, async ({ page }) => {
    const account = await createAccount(page.request, `feed-${role.split(' ')[1]}`, { inviteCode });
    await signIn(page, account);
    await gotoHydrated(page, path);

    const section = page.locator('#calendar-feed');
    await expect(section.getByRole('heading', { name: 'Calendar subscription' })).toBeVisible();
    await expect(section).toContainText(`Add ${what} to your phone`);
    await expect(section).toContainText('You have no calendar link yet.');
    await section.getByRole('button', { name: 'Make my link' }).click();
    await expect(
      section.getByRole('status').filter({ hasText: 'shown only this once' }),
    ).toBeVisible();
    await expect(section).toContainText('Google Calendar');
    const field = section.getByLabel('Your private link');
    await expect(field).not.toHaveValue('');
    const first = await field.inputValue();
    expect(feedPattern.test(first), 'the field holds a feed link').toBe(true);
    expect(
      (await (await page.request.get('/api/calendar/feed')).json()) as unknown,
      'the server says a link is made, and keeps it to itself',
    ).toEqual({ made: true });

    // Copy puts the link on the clipboard and says so.
    await section.getByRole('button', { name: 'Copy link' }).click();
    await expect(section.getByText('Link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied === first, 'the clipboard holds the link').toBe(true);
    expect(await feedStatus(page, first)).toBe(200);
    await expectNoAxeViolations(page);

    // Back later: the link is not shown again, and it still works.
    await gotoHydrated(page, path);
    await expect(section).toContainText('You made your private link before. It still works');
    await expect(section.getByLabel('Your private link')).toHaveCount(0);
    expect(await feedStatus(page, first)).toBe(200);

    // A new link is asked first; Cancel changes nothing.
    await section.getByRole('button', { name: 'Make a new link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make a new calendar link?' });
    await expect(dialog).toContainText('the old one stops working at once');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await feedStatus(page, first)).toBe(200);

    // Saying yes shows a new link, once; the old one no longer answers.
    await section.getByRole('button', { name: 'Make a new link' }).click();
    await dialog.getByRole('button', { name: 'Make a new link' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole('status').filter({ hasText: 'Your link is new' })).toBeVisible();
    const second = await field.inputValue();
    expect(feedPattern.test(second), 'the new link is a feed link').toBe(true);
    expect(second !== first, 'the link is new').toBe(true);
    expect(await feedStatus(page, first)).toBe(404);
    expect(await feedStatus(page, second)).toBe(200);
    await section.getByRole('button', { name: 'Copy link' }).click();
    expect(
      (await page.evaluate(() => navigator.clipboard.readText())) === second,
      'Copy now gives the new link',
    ).toBe(true);
    await expectNoAxeViolations(page);
  });
}
