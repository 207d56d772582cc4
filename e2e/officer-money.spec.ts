// The treasurer's Money pages (area `treasury`, docs/product.md#officer-console) in the browser: a
// dues schedule billed after its confirmation shows whom it charges and the total; on a member's
// statement a charge added, a cash payment recorded and its printable receipt opened, then the
// charge reversed with a reason (after a confirmation); his own statement is read-only. What each
// call does and refuses is proven by the data tests (server/features/officer/money); this walks
// what a person does. The test makes its own treasurer and member, and its own schedule
// (e2e/support/officers.ts).
import { signIn, waitForHydration } from './helpers.ts';
import { createAccount } from './support/accounts.ts';
import { expect, expectNoAxeViolations } from './support/fixtures.ts';
import { accountId, createOfficer, test } from './support/officers.ts';

test('a treasurer bills dues, charges a member, records his cash payment with its receipt and reverses the charge', async ({
  page,
  request,
  demoOfficer,
}) => {
  test.setTimeout(90_000);
  const treasurer = await createOfficer(request, demoOfficer, {
    label: 'treasurer',
    areas: ['treasury'],
    position: 'Treasurer',
  });
  const member = await createAccount(request, 'payer');
  const memberId = await accountId(demoOfficer, member.email);
  // A schedule of its own for the actives, due far ahead so that nobody's standing changes.
  const { semesters } = (await (await demoOfficer.get('/api/officer/semesters')).json()) as {
    semesters: { id: string }[];
  };
  const name = `Dues ${Math.random().toString(36).slice(2, 8)}`;
  const made = await demoOfficer.post('/api/officer/dues-schedules', {
    data: {
      name,
      semesterId: semesters[0]!.id,
      side: 'active',
      amountCents: 100,
      dueOn: '2099-12-31',
    },
  });
  expect(made.status(), await made.text()).toBe(201);

  await signIn(page, treasurer);
  await page.goto('/officers/money/dues');
  await waitForHydration(page);
  await page.getByRole('button', { name: `Bill ${name}` }).click();
  const bill = page.getByRole('dialog', { name: `Bill ${name}?` });
  // The count and the total come first, on the button that bills them.
  const confirm = bill.getByRole('button', { name: /^Bill \d+ members?, \$[\d,]+\.\d\d$/ });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  // The dialog's count may still be leaving: the page's own message is the one that says it.
  await expect(page.getByRole('status').filter({ hasText: /^Billed/ })).toHaveText(
    /^Billed \d+ members?, \$[\d,]+\.\d\d\.$/,
  );

  await page.goto(`/officers/money/members/${memberId}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.name);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add a charge' }).click();
  const charge = page.getByRole('form', { name: 'Add a charge' });
  await charge.getByLabel('Kind').selectOption('fee');
  await charge.getByLabel('Amount (dollars)').fill('40');
  await charge.getByLabel('Description').fill('Formal ticket');
  await charge.getByRole('button', { name: 'Post the charge' }).click();
  await expect(page.getByRole('status')).toHaveText('Charged 1 member, $40.00.');
  const account = page.getByRole('region', { name: 'His account' });
  await expect(account.getByText('$40.00', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Record a payment' }).click();
  const payment = page.getByRole('form', { name: 'Record a payment' });
  await payment.getByLabel('Amount (dollars)').fill('25');
  await payment.getByLabel('Paid by').selectOption('cash');
  await payment.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /^Recorded the payment of \$25\.00: receipt No\. \d+\.$/,
  );
  await expect(account.getByText('$15.00', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: /^Receipt No\. \d+$/ }).click();
  const receipt = page.getByRole('article', { name: /^Receipt No\. \d+$/ });
  await expect(receipt).toContainText(member.name);
  await expect(receipt).toContainText('$25.00');
  await expect(receipt).toContainText('Cash');
  await expect(receipt).toContainText(treasurer.name);
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.getByRole('link', { name: `← ${member.name}` }).click();

  await page.getByRole('button', { name: 'Reverse Fee: Formal ticket, $40.00' }).click();
  const reverse = page.getByRole('dialog', { name: 'Reverse this line?' });
  await reverse.getByRole('button', { name: 'Reverse the line' }).click();
  await expect(reverse.getByText('The reason is required.')).toBeVisible();
  await reverse.getByLabel('Reason (required)').fill('Charged twice');
  await reverse.getByRole('button', { name: 'Reverse the line' }).click();
  await expect(page.getByRole('status')).toHaveText('Reversed Fee: Formal ticket, $40.00.');
  // The charge stays, marked; his payment is now a credit.
  await expect(page.getByRole('table', { name: 'Lines of his account' })).toContainText('Reversed');
  await expect(account.getByText('−$25.00', { exact: true })).toBeVisible();

  // His own statement says first that another officer keeps it, its actions disabled.
  await page.goto(`/officers/money/members/${await accountId(demoOfficer, treasurer.email)}`);
  await expect(page.getByRole('note')).toHaveText(
    'This is your own account: another officer records and decides your payments.',
  );
  await expect(page.getByRole('button', { name: 'Record a payment' })).toBeDisabled();
});
