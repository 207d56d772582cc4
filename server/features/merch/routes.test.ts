import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '../../../contract/limits.ts';
import { orderCodePattern } from '../../../contract/merch-order.ts';
import { hit } from '../../core/rate-limit/counters.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startInFreshRateLimitWindows } from '../../test/clock.ts';
import { TestSmtpServer, type ReceivedMail } from '../../test/smtp.ts';
import { chapterOrderRule } from './service.ts';

const merchAddress = 'merch@oxp-northmere.example';
const goodOrder = {
  items: [
    { item: 'tshirt', size: 'M', quantity: 2 },
    { item: 'hat', size: 'One Size', quantity: 1 },
  ],
  name: 'Ann Parent',
  email: 'Ann.Parent@Example.com',
  phone: '+1 (555) 010-0199',
};

let client = 0;
const order = (
  t: TestApp,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = `203.0.113.${(client++ % 200) + 1}`,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/merch/orders',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const mailTo = (mails: ReceivedMail[], address: string) =>
  mails.find((mail) => mail.to.includes(address))!;
const orders = (t: TestApp) => t.app.db.selectFrom('merchOrders').selectAll().execute();
const outbox = (t: TestApp) =>
  t.app.db.selectFrom('outbox').selectAll().orderBy('createdAt').execute();

startInFreshRateLimitWindows();

describe('POST /api/merch/orders', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeEach(async () => {
    smtp = new TestSmtpServer();
    const smtpUrl = await smtp.start(0);
    t = await createTestApp({ env: { SMTP_URL: smtpUrl, MAIL_FROM: 'store@chapter.test' } });
  });
  afterEach(async () => {
    await t.close();
    await smtp.stop();
  });

  it('keeps the order and emails it to the chapter and, with the payment instructions, to the buyer', async () => {
    const response = await order(t, goodOrder);
    expect(response.statusCode).toBe(201);
    const { id, message } = response.json();
    expect(id).toMatch(orderCodePattern);
    expect(message).toBe(
      `Thank you! Your order request ${id} has been sent to the chapter. We emailed you the payment instructions.`,
    );

    const [row] = await orders(t);
    expect(row).toMatchObject({
      id,
      name: 'Ann Parent',
      email: 'ann.parent@example.com',
      phone: '+1 (555) 010-0199',
      totalCents: 7000,
    });
    expect(JSON.parse(row!.lines)).toEqual([
      { item: 'tshirt', size: 'M', quantity: 2, name: 'Chapter T-Shirt', unitCents: 2500 },
      { item: 'hat', size: 'One Size', quantity: 1, name: 'Chapter Hat', unitCents: 2000 },
    ]);

    const mails = await smtp.waitFor(2);
    const chapter = mailTo(mails, merchAddress);
    expect(chapter.parsed.subject).toBe(`Merch order ${id} from Ann Parent`);
    expect(chapter.parsed.replyTo?.[0]?.address).toBe('ann.parent@example.com');
    expect(chapter.parsed.text).toContain(
      'Ann Parent (ann.parent@example.com, phone +1 (555) 010-0199)',
    );
    expect(chapter.parsed.text).toContain('2 × Chapter T-Shirt, size M: $50.00');
    expect(chapter.parsed.text).toContain('1 × Chapter Hat, size One Size: $20.00');
    expect(chapter.parsed.text).toContain('Total: $70.00');
    expect(chapter.parsed.text).toContain(`OXP | Merch ${id} | ann.parent@example.com`);
    expect(chapter.parsed.text).toContain(
      'The buyer was sent the order and the payment instructions.',
    );

    const buyer = mailTo(mails, 'ann.parent@example.com');
    expect(buyer.parsed.subject).toBe(`Your order request ${id} at Omicron Xi Psi at Northmere`);
    expect(buyer.parsed.text).toContain('Total: $70.00');
    // The chapter's payment instructions and note format (content/merch.json, chapter.json).
    expect(buyer.parsed.text).toContain('Pay the total with Venmo to the chapter account');
    expect(buyer.parsed.text).toContain(`OXP | Merch ${id} | ann.parent@example.com`);
    expect(buyer.parsed.html).toContain('href="https://venmo.com/u/oxp-northmere-demo"');
    expect(buyer.parsed.text).toContain('nothing has been charged');
    // Nothing the form let a stranger type reaches the buyer's address: not the name, not the phone.
    for (const part of [buyer.parsed.subject, buyer.parsed.text, buyer.parsed.html])
      expect({ name: part!.includes('Ann Parent'), phone: part!.includes('010-0199') }).toEqual({
        name: false,
        phone: false,
      });
    expect(buyer.parsed.text).toContain('2 × Chapter T-Shirt, size M: $50.00');
    expect(buyer.parsed.text).toContain(id);
  });

  it('sends a stranger’s words to no one else: the buyer’s email holds the order and how to pay, not the name', async () => {
    const spam = 'Cheap pills at https://spam.example — click now';
    const response = await order(t, { ...goodOrder, name: spam, email: 'victim@example.com' });
    expect(response.statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    const toVictim = mailTo(mails, 'victim@example.com');
    expect(toVictim.parsed.subject).not.toContain('pills');
    expect(toVictim.parsed.text).not.toContain('pills');
    expect(toVictim.parsed.html).not.toContain('pills');
    expect(toVictim.parsed.html).not.toContain('spam.example');
  });

  it('escapes every value it puts into the HTML of the emails', async () => {
    const response = await order(t, { ...goodOrder, name: `Ann & "Bo" O'Neil` });
    expect(response.statusCode).toBe(201);
    const chapter = mailTo(await smtp.waitFor(2), merchAddress);
    expect(chapter.parsed.html).toContain('Ann &amp; &quot;Bo&quot; O&#39;Neil');
    expect(chapter.parsed.html).not.toContain('"Bo"');
  });

  it.each([
    [
      'an unknown item',
      { items: [{ item: 'mug', size: 'M', quantity: 1 }] },
      'There is no such item in the store.',
    ],
    [
      'a size the item does not have',
      { items: [{ item: 'hat', size: 'XL', quantity: 1 }] },
      'Choose one of the sizes of this item.',
    ],
    [
      'a quantity of 0',
      { items: [{ item: 'hat', size: 'One Size', quantity: 0 }] },
      'The quantity is a whole number from 1 to 10.',
    ],
    [
      'a quantity of 11',
      { items: [{ item: 'hat', size: 'One Size', quantity: 11 }] },
      'You can order at most 10 of one item in one size.',
    ],
    [
      'a quantity of 2.5',
      { items: [{ item: 'hat', size: 'One Size', quantity: 2.5 }] },
      'The quantity is a whole number from 1 to 10.',
    ],
    [
      'a quantity as text',
      { items: [{ item: 'hat', size: 'One Size', quantity: '2' }] },
      'The quantity is a whole number from 1 to 10.',
    ],
    ['an empty cart', { items: [] }, 'Your cart is empty.'],
    [
      'the same item and size twice',
      {
        items: [
          { item: 'hat', size: 'One Size', quantity: 1 },
          { item: 'hat', size: 'One Size', quantity: 2 },
        ],
      },
      'Each item and size may appear once: change its quantity instead.',
    ],
    [
      'more lines than allowed',
      {
        items: Array.from({ length: 11 }, (_, i) => ({
          item: 'tshirt',
          size: `S${i}`,
          quantity: 1,
        })),
      },
      'An order can have at most 10 lines.',
    ],
    [
      'markup in the name',
      { name: '<img src=x onerror=alert(1)>' },
      'The name cannot contain < or >.',
    ],
    [
      'a control character in the name',
      { name: 'Ann\u0007Parent' },
      'The name contains characters that are not allowed.',
    ],
    ['a name of spaces', { name: '   ' }, 'Please enter your name.'],
    ['a missing email', { email: undefined }, 'Please enter your email address.'],
    ['an invalid email', { email: 'ann@' }, 'Please enter a valid email address.'],
    [
      'a phone number with letters',
      { phone: 'call me' },
      'Enter a phone number with at least 7 digits, like +1 555 010 0199, or leave it empty.',
    ],
    [
      'a phone number with a line break',
      { phone: '555 0100\r\nBcc: x@y.z' },
      'Enter a phone number with at least 7 digits, like +1 555 010 0199, or leave it empty.',
    ],
  ])('refuses %s with 400, storing and sending nothing', async (_what, change, message) => {
    const response = await order(t, { ...goodOrder, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_failed',
      message,
      field: Object.keys(change)[0],
    });
    expect(await orders(t)).toHaveLength(0);
    expect(await outbox(t)).toHaveLength(0);
  });

  it('accepts an empty phone number, and no phone at all', async () => {
    expect((await order(t, { ...goodOrder, phone: '' })).statusCode).toBe(201);
    expect((await order(t, { ...goodOrder, phone: undefined })).statusCode).toBe(201);
    expect((await orders(t)).map((row) => row.phone)).toEqual([null, null]);
  });

  it('refuses a body over 16 KiB (413), a body that is not JSON (415) and broken JSON (400)', async () => {
    const huge = await order(t, { ...goodOrder, name: 'x'.repeat(17 * 1024) });
    expect(huge.statusCode).toBe(413);
    const text = await order(t, 'items=1', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    const broken = await order(t, '{"items": [');
    expect(broken.statusCode).toBe(400);
    expect(await orders(t)).toHaveLength(0);
    expect(await outbox(t)).toHaveLength(0);
  });

  it('refuses an order sent from another site (403)', async () => {
    const response = await order(t, goodOrder, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    const fetched = await order(t, goodOrder, { 'sec-fetch-site': 'cross-site' });
    expect(fetched.statusCode).toBe(403);
    expect(await orders(t)).toHaveLength(0);
    expect(await outbox(t)).toHaveLength(0);
  });

  it('takes at most 5 orders an hour from one connection', async () => {
    for (let i = 0; i < 5; i += 1)
      expect(
        (await order(t, { ...goodOrder, email: `buyer${i}@example.com` }, {}, '198.51.100.50'))
          .statusCode,
      ).toBe(201);
    const sixth = await order(t, goodOrder, {}, '198.51.100.50');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: 'rate_limited',
      message: 'Too many orders from your connection. Please try again in an hour.',
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await orders(t)).toHaveLength(5);
  });

  it('sends one address at most 3 order emails an hour; the chapter still gets every order', async () => {
    for (let i = 0; i < 4; i += 1) expect((await order(t, goodOrder)).statusCode).toBe(201);
    const rows = await outbox(t);
    expect(rows.filter((row) => row.toAddress === merchAddress)).toHaveLength(4);
    expect(rows.filter((row) => row.toAddress === 'ann.parent@example.com')).toHaveLength(3);
    const last = rows.findLast((row) => row.toAddress === merchAddress)!;
    expect(last.textBody).toContain('No copy was sent to the buyer');
  });

  it('takes at most 50 order requests a day site-wide; then says so, with the chapter’s address, and stores and sends nothing', async () => {
    // 49 orders already today (counted as the store counts them).
    for (let i = 0; i < limits.merch.chapterOrdersPerDay - 1; i += 1)
      await hit(t.app.db, chapterOrderRule, 'site');
    const fiftieth = await order(t, goodOrder);
    expect(fiftieth.statusCode).toBe(201);
    const chapterMails = (await outbox(t)).filter((row) => row.toAddress === merchAddress);
    expect(chapterMails).toHaveLength(1);
    expect(chapterMails[0]!.textBody).toContain(
      'This is the 50th order request today: the store takes no more until',
    );
    const refused = await order(t, { ...goodOrder, email: 'late.buyer@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'rate_limited',
      message:
        'The store has taken all the order requests it can today. Please try again tomorrow, or write to merch@oxp-northmere.example.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await orders(t)).toHaveLength(1);
    expect((await outbox(t)).filter((row) => row.toAddress === 'late.buyer@example.com')).toEqual(
      [],
    );
    expect((await outbox(t)).filter((row) => row.toAddress === merchAddress)).toHaveLength(1);
  });
});
