// The console's accounts where a change ends someone's access (docs/product.md#officer-console): a
// move to the alumni side says it ends his term and officer access, and does; an officer's own page offers no
// Disable; the console home's "Graduated members" opens the list of exactly them, with their class;
// an account its owner ended shows Ended, with nothing to change on it.
import type { Page } from '@playwright/test';
import { gotoHydrated, signIn } from './helpers.ts';
import { createAccount, sessionOf } from './support/accounts.ts';
import { expect, expectNoAxeViolations } from './support/fixtures.ts';
import { accountId, createOfficer, test } from './support/officers.ts';
import { shot } from './support/shots.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a move to the alumni side says it ends the officer access, and ends it; nobody disables himself', async ({
  page,
  request,
  demoOfficer,
}) => {
  const officer = await createOfficer(request, demoOfficer);
  const president = await createOfficer(request, demoOfficer, {
    label: 'president',
    areas: ['calendar'],
    position: 'President',
  });
  await signIn(page, officer);
  await gotoHydrated(page, `/officers/accounts/${president.id}`);
  await expect(heading(page)).toHaveText(president.name);
  const office = page.getByRole('region', { name: 'Role and office' });
  await expect(office).toContainText(
    /Holds President \w+\. Officer console: Calendar and events\./,
  );
  await expect(office.getByRole('link', { name: 'Positions' })).toHaveAttribute(
    'href',
    '/officers/positions',
  );

  await page.getByRole('radio', { name: 'Alumni' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  const confirm = page.getByRole('dialog', { name: `Change ${president.name}'s account?` });
  await expect(confirm).toContainText(/the term as President \w+ ends today/);
  await expect(confirm).toContainText(
    'The move also ends his officer access: he loses the area Calendar and events and can no longer use the officer console.',
  );
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Save changes' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'The account was updated.' }),
  ).toBeVisible();
  await expect(page.locator('.account-facts')).toContainText('Alumni');
  await expect(office).toContainText('Holds no position today. No officer console access.');
  await expect(page.locator('.account-header').getByText('Officer', { exact: true })).toHaveCount(
    0,
  );

  // His own account page offers no way to disable himself.
  await gotoHydrated(page, `/officers/accounts/${officer.id}`);
  await expect(heading(page)).toHaveText(officer.name);
  const access = page.getByRole('region', { name: 'Access' });
  await expect(access).toContainText('You cannot disable your own account');
  await expect(access.getByRole('button', { name: 'Disable account' })).toHaveCount(0);
  await expect(access.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
});

test('"Graduated members" on the console home opens the list of exactly them, with their class', async ({
  page,
  request,
  demoOfficer,
}) => {
  const officer = await createOfficer(request, demoOfficer);
  await signIn(page, officer);
  await gotoHydrated(page, '/officers');
  const card = page.locator('.attention-card').filter({
    has: page.getByRole('heading', { name: /^Graduated members/ }),
  });
  const count = Number(await card.locator('.attention-card__count').textContent());
  expect(count, 'the demo chapter has members whose class has graduated').toBeGreaterThan(0);
  await card.getByRole('link', { name: 'List them all' }).click();
  await expect(heading(page)).toHaveText('Accounts');
  await expect(page).toHaveURL(
    /\/officers\/accounts\?role=member&disabled=false&graduatedBy=\d{4}$/,
  );
  const year = Number(/graduatedBy=(\d{4})/.exec(page.url())![1]);
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue(`by-${year}`);
  await expect(page.getByRole('combobox', { name: 'Class' })).toContainText(
    `Graduated: class of ${year} or earlier`,
  );
  // "Showing 13 accounts" (one page), or "Showing 1–25 of 30 accounts".
  await expect(
    page.getByText(
      count <= 25 ? `Showing ${count} accounts` : `Showing 1–25 of ${count} accounts`,
      { exact: true },
    ),
  ).toBeVisible();
  // Each of them a member of a class up to that year, as its Class column says.
  const classes = page.locator('td[data-label="Class"]');
  await expect(classes.first()).toBeVisible();
  for (const text of await classes.allTextContents())
    expect(Number(text)).toBeLessThanOrEqual(year);
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/officer/accounts?role=member&disabled=false&graduatedBy=${year}&format=csv`,
  );

  // One class chosen instead.
  await page.getByRole('combobox', { name: 'Class' }).selectOption(String(year));
  await expect(page).toHaveURL(new RegExp(`classYear=${year}$`));
  await expect
    .poll(async () => {
      const shown = await classes.allTextContents();
      return shown.length > 0 && shown.every((text) => text.trim() === String(year));
    })
    .toBe(true);
  await expectNoAxeViolations(page);
});

test('an account its owner ended shows Ended, with nothing to change on it', async ({
  page,
  request,
  demoOfficer,
  playwright,
  baseURL,
}) => {
  const officer = await createOfficer(request, demoOfficer);
  const gone = await createAccount(request, 'gone');
  const id = await accountId(demoOfficer, gone.email);
  const own = await sessionOf(playwright, baseURL!, gone);
  const ended = await own.delete('/api/me', { data: { password: gone.password } });
  expect(ended.status(), await ended.text()).toBe(200);
  await own.dispose();

  await signIn(page, officer);
  await gotoHydrated(page, `/officers/accounts?q=${encodeURIComponent(gone.name)}`);
  const row = page.getByRole('row').filter({ hasText: gone.name });
  await expect(row.locator('.status-badge')).toHaveText(['Ended']);
  await expect(row).not.toContainText('@');
  await shot(page, 'accounts-ended');
  await row.getByRole('link', { name: gone.name }).click();
  await expect(page).toHaveURL(new RegExp(`/officers/accounts/${id}$`));
  await expect(heading(page)).toHaveText(gone.name);
  await expect(page.getByRole('region', { name: 'Ended by its owner' })).toContainText(
    'It cannot be enabled again, moved or changed',
  );
  await expect(page.getByRole('region', { name: 'Access' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Role and office' })).toHaveCount(0);
  for (const name of ['Enable account', 'Disable account', 'Save changes', 'Sign out everywhere'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'account-ended');
});
