// Paying online (docs/money.md#paying-online, docs/product.md#paying-online) as a person does it in
// the browser, at the project's width: the e2e server's processor is the Stripe stand-in
// (e2e/support/server.ts), whose hosted page takes the place of Stripe Checkout and whose webhooks
// reach the app. A member pays his dues by card and comes back to his receipt and a balance paid
// up; a visitor gives $50 to an initiative from /philanthropy and the public total moves by $50.
// What the server does with events, refunds and reconciliation is proven by the data tests.
import { gotoHydrated, signIn } from './helpers.ts';
import { createAccount } from './support/accounts.ts';
import { expect, expectNoAxeViolations } from './support/fixtures.ts';
import { accountId, chapterDay, test } from './support/officers.ts';
import { withSpecLock } from './support/spec-lock.ts';
import { e2ePort } from '../playwright.config.ts';

/** Once, at phone width: the pages are the same at 1280 px, and CI's time is short. */
const phoneOnly = 'runs once, at 390 px';

test('a member pays his dues by card online and comes back to his receipt, paid up', async ({
  page,
  request,
  demoOfficer,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', phoneOnly);
  const member = await createAccount(request, 'pays-online');
  const [memberId, today] = await Promise.all([
    accountId(demoOfficer, member.email),
    chapterDay(demoOfficer, 0),
  ]);
  // His own charge, due today (a schedule's bill would charge every member of the shared server).
  const charged = await demoOfficer.post('/api/officer/charges', {
    data: {
      userIds: [memberId],
      kind: 'dues',
      description: 'Spring dues',
      amountCents: 42_000,
      dueOn: today,
    },
  });
  expect(charged.status(), await charged.text()).toBe(201);

  await signIn(page, member);
  await gotoHydrated(page, '/me/dues');
  await expect(page.locator('#dues-balance')).toHaveText('You owe $420.00');
  const online = page.getByRole('region', { name: 'Pay online' });
  await expect(online.getByText('Card: the chapter pays $12.48 in fees')).toBeVisible();
  await online.getByRole('button', { name: 'Pay $420.00 online' }).click();

  // Stripe's hosted page (the stand-in's), then back to his dues page.
  await expect(page.getByRole('heading', { name: 'Pay $420.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/\/me\/dues\?checkout=[0-9a-f-]{36}$/);
  await expect(page.getByText('Paid: $420.00. Thank you.')).toBeVisible();
  const receipt = page.getByRole('link', { name: /^Receipt #\d+$/ });
  await expect(receipt).toBeVisible();
  await expect(page.locator('#dues-balance')).toHaveText('Paid up');
  await expect(online).toBeHidden();
  await expectNoAxeViolations(page);

  await receipt.click();
  const shown = page.getByRole('article', { name: /^Receipt No\. \d+$/ });
  await expect(shown).toContainText('Amount$420.00');
  await gotoHydrated(page, '/me/standing');
  await expect(page.getByText(/^Dues: paid/)).toBeVisible();
});

test('a visitor gives $50 online from /philanthropy and the initiative total grows by $50', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', phoneOnly);
  const totals = async () =>
    (await (await request.get('/api/donations/totals')).json()) as {
      totals: Record<string, number>;
      online: boolean;
    };
  // The totals are the whole chapter's: one test at a time changes them.
  await withSpecLock(
    'ledger',
    e2ePort,
    async () => {
      const before = await totals();
      expect(before.online).toBe(true);
      const initiative = Object.keys(before.totals).at(-1)!;

      await gotoHydrated(page, '/philanthropy');
      await page.getByRole('button', { name: 'Give online' }).click();
      const form = page.getByRole('form', { name: 'Give online' });
      await form.getByLabel('Initiative').selectOption(initiative);
      await form.getByLabel('$50', { exact: true }).check();
      await form.getByRole('button', { name: 'Give $50.00' }).click();

      await expect(page.getByRole('heading', { name: 'Pay $50.00' })).toBeVisible();
      await page.getByRole('button', { name: 'Pay by card' }).click();
      await expect(page).toHaveURL(/\/philanthropy\?gift=[0-9a-f-]{36}$/);
      await expect(
        page.getByText(`Thank you: your gift of $50.00 to ${initiative} is recorded.`),
      ).toBeVisible();
      await expect
        .poll(async () => (await totals()).totals[initiative])
        .toBe(before.totals[initiative]! + 50);
    },
    { timeoutMs: 60_000 },
  );
});
