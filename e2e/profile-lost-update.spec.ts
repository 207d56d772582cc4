// Nothing a person saved is lost to another of his devices (docs/product.md#account-settings): the
// laptop opened the account page before the phone changed the city; the laptop's save of another
// field is refused with the newer profile shown and his own edit kept, then saved against the new
// version, and both values are kept. On the phone (390 px) a tap on the next field's Edit opens
// it, though the field just left closes and the page moves up under the finger.
import type { Page } from '@playwright/test';
import { gotoHydrated, signIn } from './helpers.ts';
import { createAccount } from './support/accounts.ts';
import { expect, expectConsoleErrors, test } from './support/fixtures.ts';

const editButton = (page: Page, label: string) =>
  page.getByRole('button', { name: `Edit ${label}` });
const input = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save Changes' });

async function openAccount(page: Page) {
  await gotoHydrated(page, '/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Settings');
}

test('a save from a page opened before another device saved keeps both', async ({
  page: laptop,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const account = await createAccount(laptop.request, 'two-devices');
  await signIn(laptop, account);
  await openAccount(laptop);
  await expect(editButton(laptop, 'City')).toContainText('Click to add the city you live in');

  const phoneContext = await browser.newContext({
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
    // A client address of its own, as a phone on another network has.
    extraHTTPHeaders: { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.7` },
  });
  try {
    const phone = await phoneContext.newPage();
    await signIn(phone, account);
    await openAccount(phone);
    // The bio's editor is tall: as it closes, the City field below moves up. The click on its
    // Edit still opens it.
    await editButton(phone, 'Bio').click();
    await input(phone, 'Bio').fill('Class of 2027, history.');
    await editButton(phone, 'City').click();
    await expect(input(phone, 'City')).toBeFocused();
    await input(phone, 'City').fill('Lyon');
    await saveButton(phone).click();
    await expect(phone.getByText('Profile updated successfully!')).toBeVisible();
  } finally {
    await phoneContext.close();
  }

  // The laptop, still showing the profile it opened, changes the employer and saves.
  await editButton(laptop, 'Employer').click();
  await input(laptop, 'Employer').fill('Acme Surveying');
  await input(laptop, 'Employer').press('Enter');
  await saveButton(laptop).click();
  await expect(laptop.getByRole('alert')).toContainText(
    'This profile changed on another device since you opened it, so nothing was saved.',
  );
  expectConsoleErrors(consoleErrors, /status of 412/);
  // The newer profile is on screen, his own edit kept on its field and still to be saved.
  await expect(editButton(laptop, 'City')).toContainText('Lyon');
  await expect(editButton(laptop, 'Bio')).toContainText('Class of 2027, history.');
  await expect(editButton(laptop, 'Employer')).toContainText('Acme Surveying');
  await expect(
    laptop.locator('.editable-field.is-changed', { has: editButton(laptop, 'Employer') }),
  ).toContainText('Not saved yet');
  await expect(laptop.locator('.editable-field.is-changed')).toHaveCount(1);
  const refused = (await (await laptop.request.get('/api/auth/me')).json()) as Record<
    string,
    unknown
  >;
  expect({ city: refused.city, employer: refused.employer }).toEqual({
    city: 'Lyon',
    employer: null,
  });

  await saveButton(laptop).click();
  await expect(laptop.getByText('Profile updated successfully!')).toBeVisible();
  const saved = (await (await laptop.request.get('/api/auth/me')).json()) as Record<
    string,
    unknown
  >;
  expect({ city: saved.city, bio: saved.bio, employer: saved.employer }).toEqual({
    city: 'Lyon',
    bio: 'Class of 2027, history.',
    employer: 'Acme Surveying',
  });
});
