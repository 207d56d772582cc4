// A member's dues from both sides (docs/money.md, docs/product.md#your-home), the member at the
// project's width (390 px or 1280 px) and the treasurer at a laptop: the treasurer charges a new
// member his semester's dues on the member's statement in the console; the member reads what he
// owes on /me/dues, says he paid part of it by Venmo and proposes a plan; the treasurer accepts the
// plan and confirms the claim in the console; the member then reads his plan, opens his receipt
// alone and prints it, and his standing and his home say his dues are on a plan. The charge names
// this member only (a dues schedule's bill would charge every member of his side on the shared
// server).
import { formatDay } from '../contract/dates.ts';
import { gotoHydrated, signIn } from './helpers.ts';
import { createAccount } from './support/accounts.ts';
import { expect, expectNoAxeViolations } from './support/fixtures.ts';
import { accountId, chapterDay, createOfficer, test } from './support/officers.ts';

test('the treasurer bills a member, who claims a payment and proposes a plan; both are accepted, and he has his receipt', async ({
  page,
  browser,
  request,
  demoOfficer,
}, testInfo) => {
  test.setTimeout(60_000);
  const [treasurer, member] = await Promise.all([
    createOfficer(request, demoOfficer, {
      label: 'treasurer',
      areas: ['treasury'],
      position: 'Treasurer',
    }),
    createAccount(request, 'dues'),
  ]);
  const [memberId, dueOn] = await Promise.all([
    accountId(demoOfficer, member.email),
    chapterDay(demoOfficer, 30),
  ]);
  const laptop = await browser.newContext({
    baseURL: testInfo.project.use.baseURL!,
    viewport: { width: 1280, height: 800 },
  });
  const desk = await laptop.newPage();
  try {
    // The treasurer charges him his dues, on his statement in the console.
    await signIn(desk, treasurer);
    await gotoHydrated(desk, `/officers/money/members/${memberId}`);
    await desk.getByRole('button', { name: 'Add a charge' }).click();
    await desk.getByLabel('Kind').selectOption('dues');
    await desk.getByLabel('Amount (dollars)').fill('420');
    await desk.getByLabel('Due on').fill(dueOn);
    await desk.getByLabel('Description').fill('Spring dues');
    await desk.getByRole('button', { name: 'Post the charge' }).click();
    await expect(desk.getByText('Charged 1 member, $420.00.')).toBeVisible();

    // The member reads what he owes, says he paid $150 by Venmo, and proposes a plan.
    await signIn(page, member);
    await gotoHydrated(page, '/me/dues');
    await expect(page.locator('#dues-balance')).toHaveText('You owe $420.00');
    await expect(page.getByText(`Next due: $420.00 on ${formatDay(dueOn)}.`)).toBeVisible();
    await page.getByRole('button', { name: 'I paid' }).click();
    const claim = page.getByRole('form', { name: 'I paid' });
    await expect(claim.getByRole('heading', { name: 'I paid' })).toBeFocused();
    await expect(claim.getByLabel('How you paid')).toHaveValue('venmo');
    await claim.getByLabel('Amount ($)').fill('150');
    await claim.getByLabel('Reference (optional)').fill('VEN-4471');
    await claim.getByRole('button', { name: 'Send to the treasurer' }).click();
    await expect(
      page.getByText('Thank you: the treasurer will confirm your payment.'),
    ).toBeVisible();
    const claims = page.getByRole('region', { name: 'Payments you told the treasurer about' });
    await expect(claims.getByRole('listitem')).toHaveText(
      /^\$150\.00 by Venmo on .* \(VEN-4471\): Waiting for the treasurer$/,
    );

    await page.getByRole('button', { name: 'Propose a plan' }).click();
    const plan = page.getByRole('form', { name: 'Propose a plan' });
    await plan.getByLabel('Payments', { exact: true }).selectOption('3');
    await expect(plan.getByLabel('Payment 3: amount ($)')).toHaveValue('140.00');
    await expect(plan.getByText('Adds up to $420.00 of $420.00.')).toBeVisible();
    await plan.getByRole('button', { name: 'Send the plan' }).click();
    await expect(
      page.getByRole('heading', { name: 'Proposed — waiting for the treasurer' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The treasurer accepts the plan and confirms the claim.
    await gotoHydrated(desk, '/officers/money/plans');
    await desk.getByRole('button', { name: `Accept ${member.name}'s plan` }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Accept the plan' }).click();
    await expect(desk.getByText(`Accepted ${member.name}'s plan of $420.00.`)).toBeVisible();
    await gotoHydrated(desk, '/officers/money/claims');
    await desk.getByRole('button', { name: `Confirm ${member.name}'s $150.00` }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Confirm the payment' }).click();
    await expect(desk.getByText(/: receipt No\. \d+\.$/)).toBeVisible();

    // The member is on his plan, and has his receipt, printable alone.
    await gotoHydrated(page, '/me/dues');
    await expect(page.locator('#dues-balance')).toHaveText(/^On a plan: next \$[\d,.]+ on /);
    await expect(page.getByText('$270.00 left to pay in all.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your plan: on track' })).toBeVisible();
    const confirmed = claims.getByRole('listitem');
    await expect(confirmed).toContainText('Confirmed');
    await confirmed.getByRole('link', { name: /^Receipt No\. \d+$/ }).click();
    await expect(page).toHaveURL(/\/me\/dues\?receipt=\d+$/);
    const receipt = page.getByRole('article', { name: /^Receipt No\. \d+$/ });
    await expect(receipt.getByRole('heading')).toBeFocused();
    await expect(receipt).toContainText(`Received from${member.name}`);
    await expect(receipt).toContainText('Amount$150.00');
    await expect(receipt).toContainText(`Recorded by${treasurer.name}`);
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await receipt.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await expectNoAxeViolations(page);

    await gotoHydrated(page, '/me/standing');
    await expect(page.getByText(/^Dues: on a plan/)).toBeVisible();
    await gotoHydrated(page, '/me');
    await expect(
      page
        .getByRole('navigation', { name: 'Your pages' })
        .getByRole('link', { name: /^Dues\s*On a plan: next / }),
    ).toBeVisible();
  } finally {
    await laptop.close();
  }
});
