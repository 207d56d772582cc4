// The store's cart and order request (docs/product.md#merchandise, decision 012): Add to Cart with
// sizes, a cart kept across reloads, quantities and removal, the order form checked with the
// contract's rules, the emails the chapter and the buyer receive, the category filter, and all of
// it by keyboard; axe on every state.
import type { Page } from '@playwright/test';
import { gotoHydrated } from './helpers.ts';
import {
  expect,
  expectConsoleErrors,
  expectNoAxeViolations,
  lastEmailTo,
  test,
  uniqueEmail,
} from './support/fixtures.ts';

const merchAddress = 'merch@oxp-northmere.example';

const itemCard = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Featured Items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const cartLink = (page: Page) => page.getByRole('link', { name: /^Your cart/ });
const lines = (page: Page) => page.locator('.cart-line');
const line = (page: Page, name: string, size: string) =>
  lines(page)
    .filter({ hasText: name })
    .filter({ hasText: `Size ${size} ·` });
const total = (page: Page) => page.locator('.cart-total');
const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('merch-cart') ?? 'null'));

async function add(page: Page, name: string, size: string) {
  const card = itemCard(page, name);
  await card.getByRole('combobox', { name: 'Size' }).selectOption(size);
  await card.getByRole('button', { name: `Add to Cart: ${name}` }).click();
  await expect(card.getByRole('status')).toContainText(`Added to your cart: ${name}, size ${size}`);
}

test.describe('the cart', () => {
  test('adds items in their sizes, keeps them across a reload, and changes and removes lines', async ({
    page,
  }) => {
    await gotoHydrated(page, '/merch');
    await expect(cartLink(page)).toHaveText('Your cart (0 items)');
    await add(page, 'Chapter Hoodie', 'XL');
    await add(page, 'Chapter Hoodie', 'XL');
    await expect(itemCard(page, 'Chapter Hoodie').getByRole('status')).toHaveText(
      'Added to your cart: Chapter Hoodie, size XL (2 in the cart). View your cart',
    );
    await add(page, 'Chapter T-Shirt', 'S');
    await add(page, 'Chapter Hat', 'One Size');
    await expect(cartLink(page)).toHaveText('Your cart (4 items)');
    expect(await storedCart(page)).toEqual({
      version: 1,
      lines: [
        { item: 'hoodie', size: 'XL', quantity: 2 },
        { item: 'tshirt', size: 'S', quantity: 1 },
        { item: 'hat', size: 'One Size', quantity: 1 },
      ],
    });

    // Kept across a reload, and shown in the cart.
    await page.reload();
    await expect(cartLink(page)).toHaveText('Your cart (4 items)');
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/merch\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cart');
    await expect(page.getByRole('heading', { name: 'In your cart: 4 items' })).toBeVisible();
    await expect(lines(page)).toHaveCount(3);
    await expect(line(page, 'Chapter Hoodie', 'XL').locator('.cart-line__price')).toHaveText(
      '$90.00',
    );
    await expect(total(page)).toHaveText('Total: $135.00');

    // A quantity from 1 to 10, and Remove.
    const quantity = page.getByRole('combobox', { name: 'Quantity of Chapter T-Shirt, size S' });
    await expect(quantity.locator('option')).toHaveText(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
    await quantity.selectOption('3');
    await expect(total(page)).toHaveText('Total: $185.00');
    await page.getByRole('button', { name: 'Remove Chapter Hat, size One Size' }).click();
    await expect(lines(page)).toHaveCount(2);
    await expect(total(page)).toHaveText('Total: $165.00');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'In your cart: 5 items' })).toBeVisible();
    await expect(total(page)).toHaveText('Total: $165.00');
    await expectNoAxeViolations(page);
  });

  test('stops at 10 of one item in one size, and says so', async ({ page }) => {
    await page.goto('/merch');
    await page.evaluate(() =>
      localStorage.setItem(
        'merch-cart',
        JSON.stringify({ version: 1, lines: [{ item: 'hat', size: 'One Size', quantity: 10 }] }),
      ),
    );
    await gotoHydrated(page, '/merch');
    const card = itemCard(page, 'Chapter Hat');
    await card.getByRole('button', { name: 'Add to Cart: Chapter Hat' }).click();
    await expect(card.getByRole('status')).toHaveText(
      'Your cart already has 10 of this item in size One Size, the most one order can have.',
    );
    await expect(cartLink(page)).toHaveText('Your cart (10 items)');
  });

  test('reads only what the store sells from storage: unknown items, sizes and quantities drop out', async ({
    page,
  }) => {
    await page.goto('/merch');
    await page.evaluate(() =>
      localStorage.setItem(
        'merch-cart',
        JSON.stringify({
          version: 1,
          lines: [
            { item: 'mug', size: 'M', quantity: 1 },
            { item: 'tshirt', size: 'XXXL', quantity: 1 },
            { item: 'hoodie', size: 'M', quantity: 2.5 },
            { item: 'tshirt', size: 'M', quantity: 2 },
            { item: '<img src=x onerror=alert(1)>', size: 'M', quantity: 1 },
          ],
        }),
      ),
    );
    await gotoHydrated(page, '/merch/cart');
    await expect(lines(page)).toHaveCount(1);
    await expect(line(page, 'Chapter T-Shirt', 'M')).toBeVisible();
    await expect(total(page)).toHaveText('Total: $50.00');
  });

  test('an empty cart says so and leads back to the store', async ({ page }) => {
    await gotoHydrated(page, '/merch/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the store' }).click();
    await expect(page).toHaveURL(/\/merch$/);
  });
});

test.describe('the order request', () => {
  test('is sent by keyboard alone; the chapter and the buyer are emailed, the buyer with the payment note', async ({
    page,
  }) => {
    const buyer = uniqueEmail('parent');
    await gotoHydrated(page, '/merch');
    // Choose the hoodie's size and add it, with the keyboard.
    const size = itemCard(page, 'Chapter Hoodie').getByRole('combobox', { name: 'Size' });
    await size.focus();
    await page.keyboard.press('ArrowDown');
    await expect(size).toHaveValue('M');
    await page.keyboard.press('Tab');
    const addHoodie = itemCard(page, 'Chapter Hoodie').getByRole('button', {
      name: 'Add to Cart: Chapter Hoodie',
    });
    await expect(addHoodie).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(cartLink(page)).toHaveText('Your cart (2 items)');
    // On to the cart through the link under the button.
    await page.keyboard.press('Tab');
    await expect(
      itemCard(page, 'Chapter Hoodie').getByRole('link', { name: 'View your cart' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/merch\/cart$/);
    await expect(page.getByRole('heading', { name: 'In your cart: 2 items' })).toBeVisible();

    const name = page.getByRole('textbox', { name: 'Your name' });
    await name.focus();
    await page.keyboard.type('Ann & "Bo" Parent');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await page.keyboard.type(buyer.toUpperCase());
    await page.keyboard.press('Tab');
    await page.keyboard.type('+1 555 010 0199');
    await page.keyboard.press('Enter');

    const sent = page.getByRole('heading', { name: 'Order request sent' });
    await expect(sent).toBeFocused();
    const message = (await page.locator('output.alert-success').textContent())!;
    const id = /order request (M-[A-Z0-9]{6}) has been sent/.exec(message)?.[1];
    expect(id, message).toBeDefined();
    await expect(page.getByRole('heading', { name: `Your order ${id}` })).toBeVisible();
    await expect(total(page)).toHaveText('Total: $90.00');
    const note = `OXP | Merch ${id} | ${buyer}`;
    await expect(page.locator('.payment-note')).toHaveText(note);
    await expect(
      page.getByRole('link', { name: 'Pay @oxp-northmere-demo on Venmo (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://venmo.com/u/oxp-northmere-demo');
    // The cart is emptied.
    expect(await storedCart(page)).toBeNull();
    await expectNoAxeViolations(page);

    const chapterMail = await lastEmailTo(merchAddress);
    expect(chapterMail.subject).toBe(`Merch order ${id} from Ann & "Bo" Parent`);
    expect(chapterMail.headers['reply-to']).toContain(buyer);
    expect(chapterMail.text).toContain('2 × Chapter Hoodie, size M: $90.00');
    expect(chapterMail.text).toContain('+1 555 010 0199');
    expect(chapterMail.html).toContain('Ann &amp; &quot;Bo&quot; Parent');
    const buyerMail = await lastEmailTo(buyer);
    expect(buyerMail.subject).toBe(`Your order request ${id} at Omicron Xi Psi at Northmere`);
    expect(buyerMail.text).toContain('Total: $90.00');
    expect(buyerMail.text).toContain(note);
  });

  test("checks each field with the contract's rules, at the field, and sends nothing until they pass", async ({
    page,
  }) => {
    await page.goto('/merch');
    await page.evaluate(() =>
      localStorage.setItem(
        'merch-cart',
        JSON.stringify({ version: 1, lines: [{ item: 'hat', size: 'One Size', quantity: 1 }] }),
      ),
    );
    await gotoHydrated(page, '/merch/cart');
    const orders: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/merch/orders')) orders.push(r.method());
    });
    const name = page.getByRole('textbox', { name: 'Your name' });
    const email = page.getByRole('textbox', { name: 'Email' });
    const phone = page.getByRole('textbox', { name: 'Phone (optional)' });

    // Sending with nothing filled in: the messages at their fields, the focus on the first.
    await page.getByRole('button', { name: 'Send order request' }).click();
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(email).toHaveAccessibleDescription(
      'We send the order and how to pay here. Please enter your email address.',
    );

    // Leaving a field checks it; correcting it clears the message as it is typed.
    await name.fill('Ann <b>Parent</b>');
    await name.blur();
    await expect(name).toHaveAccessibleDescription('The name cannot contain < or >.');
    await name.fill('Ann Parent');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await email.fill('ann@');
    await email.blur();
    await expect(email).toHaveAccessibleDescription(
      'We send the order and how to pay here. Please enter a valid email address.',
    );
    await phone.fill('call me');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription(
      'In case the chapter needs to reach you. Enter a phone number with at least 7 digits, like +1 555 010 0199, or leave it empty.',
    );
    await page.getByRole('button', { name: 'Send order request' }).click();
    await expect(email).toBeFocused();
    expect(orders).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('keeps the cart and says so when the order cannot be sent', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/merch');
    await page.evaluate(() =>
      localStorage.setItem(
        'merch-cart',
        JSON.stringify({ version: 1, lines: [{ item: 'tshirt', size: 'L', quantity: 2 }] }),
      ),
    );
    await gotoHydrated(page, '/merch/cart');
    await page.route('**/api/merch/orders', (route) => route.abort('internetdisconnected'));
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ann Parent');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('offline'));
    await page.getByRole('button', { name: 'Send order request' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your order could not be sent. Check your connection and try again.',
    );
    await expect(page.getByRole('button', { name: 'Send order request' })).toBeEnabled();
    expect((await storedCart(page)).lines).toEqual([{ item: 'tshirt', size: 'L', quantity: 2 }]);
    expectConsoleErrors(consoleErrors, /order request could not be sent|ERR_INTERNET_DISCONNECTED/);
  });
});

test.describe('categories', () => {
  test('a category tile shows only its items and takes the reader to them; pressed again, all come back', async ({
    page,
  }) => {
    await gotoHydrated(page, '/merch');
    const featured = page.getByRole('region', { name: 'Featured Items' });
    const names = featured.getByRole('heading', { level: 3 });
    await expect(names).toHaveText(['Chapter T-Shirt', 'Chapter Hoodie', 'Chapter Hat']);
    const categories = page.getByRole('region', { name: 'Shop by Category' });
    const accessories = categories.getByRole('button', { name: /^Accessories/ });
    await accessories.click();
    await expect(accessories).toHaveAttribute('aria-pressed', 'true');
    await expect(names).toHaveText(['Chapter Hat']);
    await expect(featured.getByText('Showing Accessories: 1 item.')).toBeVisible();
    const heading = featured.getByRole('heading', { level: 2, name: 'Featured Items' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();

    const apparel = categories.getByRole('button', { name: /^Apparel/ });
    await apparel.click();
    await expect(names).toHaveText(['Chapter T-Shirt', 'Chapter Hoodie']);
    await expect(accessories).toHaveAttribute('aria-pressed', 'false');
    await apparel.click();
    await expect(names).toHaveText(['Chapter T-Shirt', 'Chapter Hoodie', 'Chapter Hat']);

    // "Show all items" clears the filter and keeps the focus on the list.
    await categories.getByRole('button', { name: /^New Arrivals/ }).press('Enter');
    await expect(names).toHaveText(['Chapter Hoodie']);
    await featured.getByRole('button', { name: 'Show all items' }).click();
    await expect(names).toHaveText(['Chapter T-Shirt', 'Chapter Hoodie', 'Chapter Hat']);
    await expect(heading).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
