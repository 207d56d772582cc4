// The console's invites as pages from the server (docs/product.md#officer-console): 20 to a page,
// Next asks the server for the next one, and the page and the filters are in the address, so a
// reload shows the same list.
import type { Page } from '@playwright/test';
import { gotoHydrated, signIn, waitForHydration } from './helpers.ts';
import { expect } from './support/fixtures.ts';
import { createOfficer, test } from './support/officers.ts';

const summary = (page: Page) => page.locator('.data-table__summary');

test('the invites list pages through the server, its page and filters in the address', async ({
  page,
  request,
  demoOfficer,
}) => {
  const officer = await createOfficer(request, demoOfficer);
  await signIn(page, officer);
  // More than a page of alumni invites, the last of them revoked.
  let last = '';
  for (let n = 0; n < 21; n += 1) {
    const made = await page.request.post('/api/officer/invites', {
      data: { role: 'alumni', uses: 1, days: 30 },
    });
    expect(made.status()).toBe(201);
    last = ((await made.json()) as { id: string }).id;
  }
  expect((await page.request.delete(`/api/officer/invites/${last}`)).status()).toBe(200);

  await gotoHydrated(page, '/officers/invites?role=alumni');
  const table = page.getByRole('table', { name: 'Invites' });
  await expect(summary(page)).toHaveText(/^Showing 1–20 of \d+ invites$/);
  const total = Number(/of (\d+) invites/.exec((await summary(page).textContent())!)![1]);
  expect(total).toBeGreaterThanOrEqual(21);
  await expect(table.locator('tbody tr')).toHaveCount(20);

  await page.getByRole('button', { name: /^Next/ }).first().click();
  await expect(page).toHaveURL(/\/officers\/invites\?role=alumni&page=2$/);
  // Other tests may add invites meanwhile: the range and the total are read, not assumed.
  await expect(summary(page)).toHaveText(/^Showing 21–\d+ of \d+ invites?$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(table.locator('tbody tr').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Revoked' });
  await expect(page).toHaveURL(/\/officers\/invites\?status=revoked&role=alumni$/);
  await expect(summary(page)).toHaveText(/^Showing (1–\d+ of )?\d+ invites?$/);
  await expect(table.locator('tbody tr').first()).toContainText('Revoked');
  for (const row of await table.locator('tbody tr').all())
    await expect(row).toContainText('Revoked');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('revoked');
  await expect(page.getByRole('combobox', { name: 'For' })).toHaveValue('alumni');
  await expect(table.locator('tbody tr').first()).toContainText('Revoked');
});
