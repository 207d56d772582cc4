// Account settings as a form to trust (docs/product.md#account-settings): each field checked with
// the contract's rules as it is left and every error at its field; a LinkedIn address completed; a
// class year the directory filter can show; unsaved changes marked, and guarded against leaving by
// a link, Back, Log Out or closing the tab; all of it by keyboard, and axe-clean.
import type { Page } from '@playwright/test';
import {
  demoMember,
  gotoAccountSettled,
  gotoHydrated,
  openNavMenuIfCollapsed,
  signIn,
  siteNav,
} from './helpers.ts';
import { createAccount } from './support/accounts.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save Changes' });
const unsavedBar = (page: Page) => page.locator('.unsaved-bar');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });
const input = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });
const editButton = (page: Page, label: string) =>
  page.getByRole('button', { name: `Edit ${label}` });

async function openAccount(page: Page, account: { email: string; password: string } = demoMember) {
  await signIn(page, account);
  await gotoAccountSettled(page, '/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings');
}

/** Opens a click-to-edit field, types `value` and leaves the field with Tab. */
async function typeInto(page: Page, label: string, value: string) {
  await editButton(page, label).click();
  await expect(input(page, label)).toBeFocused();
  await input(page, label).fill(value);
  await page.keyboard.press('Tab');
}

/** Records the profile saves the page sends from now on. */
function watchSaves(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/update-profile')) sent.push(request.method());
  });
  return sent;
}

/** On a phone the opened navigation stays open over the page until it is toggled shut. */
async function closeNavMenuIfOpen(page: Page) {
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  if ((await toggle.isVisible()) && (await page.locator('#site-nav-menu').isVisible()))
    await toggle.click();
  await expect(page.locator('#site-nav-menu')).not.toHaveClass(/\bcollapsing\b/);
}

/** The Members menu's Log Out. */
async function logOutFromMenu(page: Page) {
  await openNavMenuIfCollapsed(page);
  await siteNav(page).getByRole('button', { name: 'Members' }).click();
  await siteNav(page).getByRole('button', { name: 'Log Out' }).click();
}

test.describe('checking the fields', () => {
  test('each field is checked as it is left; Save shows every error at its field and sends nothing', async ({
    page,
  }) => {
    await openAccount(page);
    const saves = watchSaves(page);

    await typeInto(page, 'Graduation year', 'soon');
    const year = input(page, 'Graduation year');
    // Still an input, marked and described by its error, the moment it is left.
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(year).toHaveAccessibleDescription(
      /Enter the graduation year as a number, like 2027\./,
    );

    await typeInto(page, 'Name', '   ');
    const name = input(page, 'Name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Please enter your name\./);

    // Both errors are on screen at once, each under its own field.
    await expect(page.locator('.field-error')).toHaveText([
      'Please enter your name.',
      'Enter the graduation year as a number, like 2027.',
    ]);
    await saveButton(page).click();
    await expect(name).toBeFocused();
    expect(saves).toEqual([]);

    // Corrected as it is typed: the error goes once the value is right.
    await name.fill('Demo Member');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await year.fill('2031');
    await page.keyboard.press('Tab');
    await expect(page.locator('.field-error')).toHaveCount(0);
  });

  test('a LinkedIn address typed without https:// is completed and saved, all by keyboard', async ({
    page,
  }) => {
    const account = await createAccount(page.request, 'linkedin');
    await openAccount(page, account);

    // Keyboard only: Tab to the field's Edit button, Enter, type, Enter.
    const edit = editButton(page, 'LinkedIn');
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(input(page, 'LinkedIn')).toBeFocused();
    await page.keyboard.type('linkedin.com/in/sam-brother');
    await page.keyboard.press('Enter');
    await expect(edit).toContainText('https://linkedin.com/in/sam-brother');
    await expect(page.locator('.editable-field', { has: edit })).toContainText('Not saved yet');

    await saveButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.account-card__message').getByRole('status')).toHaveText(
      'Profile updated successfully!',
    );
    await expect(unsavedBar(page)).toHaveCount(0);
    await page.reload();
    await expect(editButton(page, 'LinkedIn')).toContainText('https://linkedin.com/in/sam-brother');
  });

  test('a class year beyond the demo years is saved, and the directory filter offers it', async ({
    page,
  }) => {
    const account = await createAccount(page.request, 'class2029');
    await openAccount(page, account);
    await typeInto(page, 'Graduation year', '2029');
    await saveButton(page).click();
    await expect(page.locator('.account-card__message').getByRole('status')).toHaveText(
      'Profile updated successfully!',
    );

    await gotoHydrated(page, '/members/active');
    const classes = page.getByRole('combobox', { name: 'Class' });
    await expect(classes.getByRole('option', { name: '2029' })).toHaveCount(1);
    await classes.selectOption('2029');
    await expect(page.locator('.directory-summary')).toContainText('in the Class of 2029');
    await expect(page.locator('.member-grid')).toContainText(account.name);
  });
});

test.describe('unsaved changes', () => {
  test('are marked at the field and in a bar that stays in view, and Discard puts them back', async ({
    page,
  }) => {
    await openAccount(page);
    await expect(unsavedBar(page)).toHaveCount(0);
    await typeInto(page, 'Major', 'Astrophysics');
    const major = page.locator('.editable-field', { has: editButton(page, 'Major') });
    await expect(major).toContainText('Not saved yet');
    await expect(editButton(page, 'Major')).toHaveAccessibleDescription(/Not saved yet/);
    await expect(unsavedBar(page)).toContainText('You have unsaved changes.');
    // The bar stays in view while the page scrolls (it holds Save Changes).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(saveButton(page)).toBeInViewport();

    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(unsavedBar(page)).toHaveCount(0);
    await expect(major).not.toContainText('Not saved yet');
    await expect(editButton(page, 'Major')).not.toContainText('Astrophysics');
  });

  test('leaving by a link or Back asks first: Escape stays, "Leave without saving" goes', async ({
    page,
  }) => {
    // Opened from the members page, so that Back is a move within the site.
    await signIn(page, demoMember);
    await gotoHydrated(page, '/members/active');
    await page.getByRole('link', { name: 'Account Settings' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings');
    await typeInto(page, 'Name', 'Someone Else');
    const back = page.getByRole('link', { name: 'Back to Members' });

    await back.click();
    await expect(dialog(page)).toBeVisible();
    const stay = dialog(page).getByRole('button', { name: 'Stay on this page' });
    await expect(stay).toBeFocused();
    // The focus stays in the dialog: Tab and Shift+Tab wrap around its three buttons.
    const focusInDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInDialog()).toBe(true);
    }
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/account$/);
    await expect(editButton(page, 'Name')).toContainText('Someone Else');

    // Back in the browser asks too.
    await page.goBack();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/account$/);

    await back.click();
    await dialog(page).getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/members\/active$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Active Members');
  });

  test('Log Out in the menu asks first; without changes it does not', async ({ page }) => {
    await openAccount(page);
    await typeInto(page, 'Name', 'Someone Else');
    await logOutFromMenu(page);
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Stay on this page' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await closeNavMenuIfOpen(page);
    // Still signed in, the change still there.
    expect(await page.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
    await expect(editButton(page, 'Name')).toContainText('Someone Else');

    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login\?reason=logged-out$/);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('closing the tab with unsaved changes gets the browser’s own question', async ({ page }) => {
    await openAccount(page);
    await typeInto(page, 'Name', 'Someone Else');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.accept();
  });
});

test.describe('axe', () => {
  test('the account page with errors at fields and unsaved changes', async ({ page }) => {
    await openAccount(page);
    await typeInto(page, 'Graduation year', 'soon');
    await typeInto(page, 'Major', 'Astrophysics');
    await expect(unsavedBar(page)).toBeVisible();
    await expect(page.locator('.field-error')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});
