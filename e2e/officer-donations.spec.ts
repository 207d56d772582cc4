// The console's Donations page (area `treasury`, docs/product.md#officer-console), at 390 px and
// 1280 px: a treasurer records a gift and sees its initiative's total grow, voids it with a reason
// (after a confirmation) and sees the total return while the gift stays listed, marked voided;
// the filters and the CSV download follow. The test makes its own treasurer
// (e2e/support/officers.ts) and its own gift.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signIn, waitForHydration } from './helpers.ts';
import { expect, expectNoAxeViolations } from './support/fixtures.ts';
import { shot } from './support/shots.ts';
import { createOfficer, openConsoleNav, test } from './support/officers.ts';
import { withSpecLock } from './support/spec-lock.ts';
import { e2ePort } from '../playwright.config.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The totals are the whole chapter's: one test at a time changes them (both widths run at once). */
const withLedgerLock = (work: () => Promise<void>) =>
  withSpecLock('ledger', e2ePort, work, { timeoutMs: 60_000 });

const totalOf = (page: Page, initiative: string) =>
  page
    .getByRole('region', { name: 'Totals per initiative' })
    .locator('.gift-totals__item')
    .filter({ has: page.getByText(initiative, { exact: true }) })
    .locator('dd');

test('a treasurer records a gift, sees the total grow, voids it with a reason and sees the total return', async ({
  page,
  request,
  demoOfficer,
}) => {
  test.setTimeout(120_000);
  const officer = await createOfficer(request, demoOfficer, {
    label: 'treasurer',
    areas: ['treasury'],
    position: 'Treasurer',
  });
  const initiatives = Object.keys(
    ((await (await request.get('/api/donations/totals')).json()) as { totals: object }).totals,
  );
  const initiative = initiatives[0]!;
  const donor = `Donor ${Math.random().toString(36).slice(2, 8)}`;
  const cents = 10_000 + Math.floor(Math.random() * 90_000);
  const amount = (cents / 100).toFixed(2);

  await signIn(page, officer);
  await page.goto('/officers/donations');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donations');
  await expect((await openConsoleNav(page)).getByRole('link', { name: 'Money' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const form = page.getByRole('region', { name: 'Record a gift' });
  await expect(form.getByLabel('Initiative')).toBeVisible();
  await expect(totalOf(page, initiative)).toHaveText(/^\$/);

  // The contract's rules at each field, before anything is sent.
  await form.getByLabel('Amount (dollars)').fill('12.345');
  await form.getByLabel('Amount (dollars)').blur();
  await expect(form.getByText('Enter the amount in dollars, like 50 or 12.50.')).toBeVisible();
  await form.getByLabel('Amount (dollars)').fill('250000');
  await form.getByRole('button', { name: 'Record the gift' }).click();
  await expect(form.getByText('Choose the initiative.')).toBeVisible();
  await expect(form.getByLabel('Initiative')).toBeFocused();
  await expect(form.getByText(/More than \$100,000 in one gift\?/)).toBeVisible();
  await expect(
    form.getByText('Give the donor’s name, or mark the gift as anonymous.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'donations-errors');

  await withLedgerLock(async () => {
    await page.reload();
    await waitForHydration(page);
    const before = await totalOf(page, initiative).textContent();
    const beforeCents = Math.round(Number(before!.replace(/[$,]/g, '')) * 100);

    // Keyboard only: the form is filled and sent without the mouse.
    await form.getByLabel('Initiative').selectOption(initiative);
    await form.getByLabel('Amount (dollars)').fill(amount);
    await form.getByLabel('Donor', { exact: true }).fill(donor);
    await form.getByLabel('Note (optional)').fill('Spring appeal');
    await form.getByLabel('Note (optional)').press('Tab');
    await expect(form.getByRole('button', { name: 'Record the gift' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'The gift was recorded.' }),
    ).toContainText(`${usd.format(cents / 100)} for ${initiative} from ${donor}`);
    await expect(totalOf(page, initiative)).toHaveText(usd.format((beforeCents + cents) / 100));
    const ledger = page.getByRole('region', { name: 'Ledger' });
    const row = ledger.getByRole('row').filter({ hasText: donor });
    await expect(row).toContainText('Counted');
    await expect(row).toContainText('Spring appeal');
    // What was typed is what is saved: the form is ready for the next gift, nothing left unsaved.
    await expect(form.getByLabel('Amount (dollars)')).toHaveValue('');
    await shot(page, 'donations-recorded');

    // Void: asked first, with a required reason; the gift stays listed, marked.
    await row
      .getByRole('button', {
        name: `Void the gift of ${usd.format(cents / 100)} for ${initiative} from ${donor}`,
      })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Void this gift?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // By keyboard: Tab from the safe answer to "Void the gift", without a reason first.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Void the gift' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Reason (required)')).toBeFocused();
    await expect(dialog.getByLabel('Reason (required)')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await shot(page, 'donations-void');
    await dialog.getByLabel('Reason (required)').fill('Recorded twice by mistake');
    await dialog.getByRole('button', { name: 'Void the gift' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'The gift was voided' })).toBeVisible();
    await expect(totalOf(page, initiative)).toHaveText(usd.format(beforeCents / 100));
    await expect(row).toContainText('Voided');
    await expect(row).toContainText('Recorded twice by mistake');
    await expect(row.getByRole('button', { name: /^Void/ })).toHaveCount(0);
  });

  // The filters ask the server; the CSV has the same filters.
  const ledger = page.getByRole('region', { name: 'Ledger' });
  await ledger.getByLabel('Gifts', { exact: true }).selectOption('exclude');
  await expect(ledger.getByText(/^Showing /)).toBeVisible();
  await expect(ledger.getByRole('row').filter({ hasText: donor })).toHaveCount(0);
  await ledger.getByLabel('Gifts', { exact: true }).selectOption('only');
  await ledger.getByLabel('Initiative').selectOption(initiative);
  await expect(ledger.getByRole('row').filter({ hasText: donor })).toContainText('Voided');
  const csv = ledger.getByRole('link', { name: 'Download CSV' });
  await expect(csv).toHaveAttribute(
    'href',
    `/api/officer/donations?initiative=${encodeURIComponent(initiative).replaceAll('%20', '+')}&voided=only&format=csv`,
  );
  const download = page.waitForEvent('download');
  await csv.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('donations.csv');
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text).toContain(donor);
  expect(text).toContain('Recorded twice by mistake');
  await expectNoAxeViolations(page);
});

test('a ledger longer than a page pages through the server, the page in the address', async ({
  page,
  request,
  demoOfficer,
}) => {
  test.setTimeout(120_000);
  const officer = await createOfficer(request, demoOfficer, {
    label: 'treasurer',
    areas: ['treasury'],
    position: 'Treasurer',
  });
  const tag = `Batch ${Math.random().toString(36).slice(2, 8)}`;
  const initiative = Object.keys(
    ((await (await request.get('/api/donations/totals')).json()) as { totals: object }).totals,
  )[0]!;

  await withLedgerLock(async () => {
    // 60 gifts of today, through the API: the newest 50 fill page 1, the first 10 lead page 2.
    for (let n = 1; n <= 60; n += 1) {
      const recorded = await demoOfficer.post('/api/officer/donations', {
        data: {
          initiative,
          amount: (1 + n / 100).toFixed(2),
          donorName: `Donor ${n}`,
          note: `${tag} #${n}`,
        },
      });
      expect(recorded.status(), await recorded.text()).toBe(201);
    }
    const ledgerNow = await demoOfficer.get('/api/officer/donations?pageSize=1');
    const { total } = (await ledgerNow.json()) as { total: number };
    expect(total).toBeGreaterThanOrEqual(60);
    const count = total.toLocaleString('en-US');

    await signIn(page, officer);
    await page.goto('/officers/money/donations');
    await waitForHydration(page);
    const ledger = page.getByRole('region', { name: 'Ledger' });
    const rows = ledger.getByRole('row').filter({ hasText: tag });
    await expect(ledger.getByText(/^Showing 1–50 of /)).toContainText(`of ${count} gifts`);
    await expect(rows).toHaveCount(50);
    await expect(rows.first()).toContainText(`${tag} #60`);
    await expect(rows.last()).toContainText(`${tag} #11`);

    await ledger.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(ledger.getByText(/^Showing 51–/)).toHaveText(
      new RegExp(`^Showing 51–${Math.min(100, total).toLocaleString('en-US')} of ${count} gifts`),
    );
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(`${tag} #10`);
    await expect(rows.last()).toContainText(`${tag} #1`);
    await expect(ledger.getByText(/^Page 2 of /)).toBeVisible();
    await shot(page, 'donations-page-2');

    // Voiding a gift of page 2 asks for the same page again, with the totals.
    // "#5" and not "#50"–"#59": a page on its way out may still show those.
    const fifthNote = new RegExp(`${tag} #5(?!\\d)`);
    const fifth = rows.filter({ hasText: fifthNote });
    await fifth.getByRole('button', { name: /^Void the gift of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Void this gift?' });
    await dialog.getByLabel('Reason (required)').fill('Paging test');
    await dialog.getByRole('button', { name: 'Void the gift' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(fifth).toContainText('Voided');
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(rows).toHaveCount(10);

    // The address holds the page: a reload shows it again.
    await page.reload();
    await waitForHydration(page);
    await expect(rows.first()).toContainText(`${tag} #10`);
    await ledger.getByRole('button', { name: 'Previous page' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(rows.first()).toContainText(`${tag} #60`);

    // A filter changed starts again at page 1.
    await ledger.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await ledger.getByLabel('Gifts', { exact: true }).selectOption('only');
    await expect(page).not.toHaveURL(/page=/);
    await expect(page).toHaveURL(/voided=only/);
    // Until the voided gifts arrive the unfiltered page 1 may show (#11–#60): no "#5" there.
    await expect(ledger.getByRole('row').filter({ hasText: fifthNote })).toContainText('Voided');
  });
});

test('a treasurer links a gift to the donor’s account, chosen by name, and changes the link', async ({
  page,
  request,
  demoOfficer,
}) => {
  test.setTimeout(120_000);
  const officer = await createOfficer(request, demoOfficer, {
    label: 'treasurer',
    areas: ['treasury'],
    position: 'Treasurer',
  });
  const initiative = Object.keys(
    ((await (await request.get('/api/donations/totals')).json()) as { totals: object }).totals,
  )[0]!;
  const donor = `Donor ${Math.random().toString(36).slice(2, 8)}`;
  // Under the ledger's lock: a gift recorded while another test pages through its own sixty would
  // push one of them onto the next page.
  await withLedgerLock(async () => {
    const recorded = await demoOfficer.post('/api/officer/donations', {
      data: { initiative, amount: '25', donorName: donor, note: 'Linked later' },
    });
    expect(recorded.status(), await recorded.text()).toBe(201);
  });

  await signIn(page, officer);
  await page.goto('/officers/money/donations');
  await waitForHydration(page);
  const ledger = page.getByRole('region', { name: 'Ledger' });
  const row = ledger.getByRole('row').filter({ hasText: donor });
  await expect(row).toContainText('No account linked');
  await row.getByRole('button', { name: /^Link the account of the gift of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Link the gift to an account' });
  const search = dialog.getByLabel('Donor’s account');
  await expect(search).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Link', exact: true })).toBeDisabled();
  // Search as you type: the matching accounts, each a choice.
  await search.fill('Ethan Cald');
  await expect(dialog.getByText(/accounts? match/)).toBeVisible();
  await dialog.getByRole('button', { name: /^Choose Ethan Caldwell/ }).click();
  await expect(dialog.getByText('Ethan Caldwell', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'donations-link');
  await dialog.getByRole('button', { name: 'Link to Ethan Caldwell' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'linked to Ethan Caldwell' }),
  ).toContainText(`from ${donor}`);
  await expect(row).toContainText('Account: Ethan Caldwell');
  await shot(page, 'donations-linked');

  // Changed: the link removed.
  await row.getByRole('button', { name: /^Change the account of the gift of/ }).click();
  await page
    .getByRole('dialog', { name: 'Link the gift to an account' })
    .getByRole('button', { name: 'Remove the link' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'linked to no account' })).toBeVisible();
  await expect(row).toContainText('No account linked');
});
