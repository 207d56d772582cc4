// The officer console by keyboard alone (docs/product.md#accessibility), at 390 px and 1280 px, in
// one journey: creating an invite (radio by arrow keys, Enter submits, the new code takes the
// focus, Copy), revoking it (the dialog opens on Cancel, Escape closes it), changing an account
// (search, open, role, officer switch and areas by Space, Save by Enter, the confirmation), then
// the console's navigation and the audit log's older entries.
import type { Locator, Page } from '@playwright/test';
import { gotoHydrated, signIn, waitForHydration } from './helpers.ts';
import { createAccount } from './support/accounts.ts';
import { expect } from './support/fixtures.ts';
import { createOfficer, test } from './support/officers.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus: it must be reachable by the keyboard. */
async function tabTo(page: Page, target: Locator, max = 80, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached by Tab within ${max} presses`).toBeFocused();
}

/**
 * Reaches a page of the console's navigation backwards with the keyboard and opens it: on a phone
 * through the menu button (Enter opens it, Tab goes into its pages).
 */
async function openConsolePageByKeyboard(page: Page, name: string, max: number): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Officer console' });
  const toggle = nav.getByRole('button', { name: /^Officer console/ });
  const link = nav.getByRole('link', { name });
  if (await toggle.isVisible()) {
    await tabTo(page, toggle, max, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, link, 12);
  } else {
    await tabTo(page, link, max, 'Shift+Tab');
  }
  await page.keyboard.press('Enter');
}

/** Replaces a text field's value by keyboard (it has the focus). */
async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('invites, an account and the audit log, by keyboard', async ({
  page,
  request,
  demoOfficer,
}) => {
  test.setTimeout(90_000);
  const officer = await createOfficer(request, demoOfficer);
  const brother = await createAccount(request, 'kbbrother');
  await signIn(page, officer);
  await gotoHydrated(page, '/officers/invites');
  await expect(heading(page)).toHaveText('Invites');

  await tabTo(page, page.getByRole('radio', { name: 'New members' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Alumni' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Number of sign-ups')).toBeFocused();
  await typeOver(page, '0');
  await page.keyboard.press('Tab');
  // Checked as it is left: the error is at the field.
  await expect(page.getByText('An invite can be used at least once.')).toBeVisible();
  await expect(page.getByLabel('Valid for (days)')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await typeOver(page, '3');
  await page.keyboard.press('Tab');
  await typeOver(page, '30');
  await page.keyboard.press('Enter');

  const created = page.getByRole('heading', { name: 'New invite for alumni' });
  await expect(created).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Copy message' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Message copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('alumni account');

  const row = page
    .getByRole('row')
    .filter({ hasText: 'For alumni' })
    .filter({ hasText: officer.name })
    .first();
  await expect(row).toContainText('3');
  const revoke = row.getByRole('button', { name: /^Revoke/ });
  await tabTo(page, revoke, 120);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Revoke this invite?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await revoke.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Revoke invite' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('The invite was revoked: nobody can sign up with it any more.'),
  ).toBeVisible();
  await expect(row).toContainText('Revoked');

  await openConsolePageByKeyboard(page, 'Accounts', 150);
  // The new code is still on screen, shown only this once: leaving asks first.
  const leave = page.getByRole('dialog', { name: 'Leave without the invite code?' });
  await expect(leave.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(leave.getByRole('button', { name: 'Leave without the code' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Accounts');

  await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
  await page.keyboard.type(brother.email);
  await expect(page.getByText('Showing 1 account')).toBeVisible();
  const link = page.getByRole('link', { name: brother.name });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(brother.name);

  await tabTo(page, page.getByRole('radio', { name: 'Member' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Alumni' })).toBeChecked();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Save changes' }));
  await page.keyboard.press('Enter');
  // The move to alumni is confirmed first: the dialog opens on Cancel.
  const confirm = page.getByRole('dialog', { name: `Change ${brother.name}'s account?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Save changes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  const updated = page.getByRole('status').filter({ hasText: 'The account was updated.' });
  await expect(updated).toBeVisible();
  await expect(page.locator('.account-facts')).toContainText('Alumni');

  // The console's navigation comes before the page: Shift+Tab back to it.
  await openConsolePageByKeyboard(page, 'Audit log', 80);
  await expect(heading(page)).toHaveText('Audit log');
  await page.getByRole('combobox', { name: 'Who' }).selectOption({
    label: `${officer.name} <${officer.email}>`,
  });
  const rows = page.getByRole('table', { name: 'Audit log' }).locator('tbody tr');
  const moved = rows.filter({ hasText: 'role: member → alumni' });
  await expect(moved).toHaveCount(1);
  await expect(moved).toContainText('account changed');
  await expect(rows.first()).toContainText('account changed');

  // More than one load's worth (50): the older ones come below, by keyboard too.
  for (let n = 0; n < 24; n += 1) {
    const made = await page.request.post('/api/officer/invites', {
      data: { role: 'member', uses: 1, days: 1 },
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    expect((await page.request.delete(`/api/officer/invites/${id}`)).status()).toBe(200);
  }
  await page.reload();
  await waitForHydration(page);
  await expect(rows).toHaveCount(50);
  // 48 from the loop, the invite made and revoked above, the account's change: 51.
  await expect(page.getByText('Showing the newest 50 of 51 entries')).toBeVisible();
  const more = page.getByRole('button', { name: 'Load older entries' });
  await tabTo(page, more, 300);
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(51);
  await expect(page.getByText('Showing all 51 entries')).toBeVisible();
  await expect(more).toHaveCount(0);
  await expect(page.getByText('These are all the entries.')).toBeFocused();
  await expect(rows.last()).toContainText('invite created');
});
