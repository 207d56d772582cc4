import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { rateLimits } from '../../core/rate-limit/rules.ts';
import { startInFreshRateLimitWindows } from '../../test/clock.ts';
import { TestSmtpServer } from '../../test/smtp.ts';

const subscribe = (
  t: TestApp,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '198.51.100.7',
) =>
  t.app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/newsletter/subscribe',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const subscribers = (t: TestApp) =>
  t.app.db.selectFrom('newsletterSubscribers').selectAll().execute();
const outbox = (t: TestApp) =>
  t.app.db.selectFrom('outbox').selectAll().orderBy('createdAt').execute();
const linkIn = (body: string, kind: 'confirm' | 'unsubscribe') =>
  body.match(
    new RegExp(`http://chapter\\.test/api/newsletter/${kind}\\?token=[A-Za-z0-9_-]+`),
  )?.[0];

startInFreshRateLimitWindows();

describe('POST /api/newsletter/subscribe', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('stores a pending subscription and queues a confirmation email with unsubscribe headers', async () => {
    const response = await subscribe(t, { email: '  New.Person@Example.COM ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: expect.stringContaining('Thank you for subscribing'),
    });

    const [row] = await subscribers(t);
    expect(row).toMatchObject({ email: 'new.person@example.com', status: 'pending' });
    // Only a hash of the confirmation token is kept.
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const [mail] = await outbox(t);
    expect(mail).toMatchObject({ toAddress: 'new.person@example.com', status: 'stored' });
    expect(mail!.subject).toContain('Confirm your subscription');
    const confirmUrl = linkIn(mail!.textBody, 'confirm');
    expect(confirmUrl).toBeDefined();
    expect(mail!.htmlBody).toContain(confirmUrl);
    const headers = JSON.parse(mail!.headers) as Record<string, string>;
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/chapter\.test\/api\/newsletter\/unsubscribe\?token=.+>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('gives the same answer for a known address and sends no second email within the resend window', async () => {
    const first = await subscribe(t, { email: 'twice@example.com' });
    const second = await subscribe(t, { email: 'TWICE@example.com' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await subscribers(t)).toHaveLength(1);
    expect(await outbox(t)).toHaveLength(1);
  });

  it('sends nothing to an address that is already confirmed, and answers the same', async () => {
    const first = await subscribe(t, { email: 'member@example.com' });
    await t.app.db
      .updateTable('newsletterSubscribers')
      .set({ status: 'active', confirmationSentAt: null })
      .execute();
    const again = await subscribe(t, { email: 'member@example.com' });
    expect(again.json()).toEqual(first.json());
    expect(await outbox(t)).toHaveLength(1);
  });

  it.each([
    ['a missing email', {}, 'Please enter your email address.'],
    ['an empty email', { email: '   ' }, 'Please enter your email address.'],
    ['a malformed email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['a number', { email: 42 }, 'Please enter your email address.'],
    [
      'a script payload',
      { email: '<script>alert(1)</script>@x.com' },
      'Please enter a valid email address.',
    ],
    [
      'an SQL payload',
      { email: "a'; DROP TABLE newsletter_subscribers;--@x.com" },
      'Please enter a valid email address.',
    ],
    [
      'an over-long email',
      { email: `${'a'.repeat(250)}@example.com` },
      'That email address is too long.',
    ],
  ])('refuses %s with 400 and a message, storing nothing', async (_case, payload, message) => {
    const response = await subscribe(t, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', message, field: 'email' });
    expect(await subscribers(t)).toHaveLength(0);
    expect(await outbox(t)).toHaveLength(0);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await subscribe(t, '{"email": "a@b.com"');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'bad_request',
      message: 'The request body is not valid JSON.',
    });
    expect(await subscribers(t)).toHaveLength(0);
  });

  it('refuses a body that is not JSON with 415', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await subscribe(t, 'email=a@b.com', { 'content-type': contentType });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toBe('unsupported_media_type');
    }
    expect(await subscribers(t)).toHaveLength(0);
  });

  it('refuses an oversized body with 413 before reading it all', async () => {
    const response = await subscribe(t, { email: 'big@example.com', padding: 'x'.repeat(100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload_too_large');
    expect(await subscribers(t)).toHaveLength(0);
  });

  it('ignores unknown fields', async () => {
    const response = await subscribe(t, {
      email: 'extra@example.com',
      status: 'active',
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await subscribers(t);
    expect(row!.status).toBe('pending');
  });

  it('refuses prototype-pollution keys with 400', async () => {
    const response = await subscribe(t, '{"email":"a@example.com","__proto__":{"admin":true}}');
    expect(response.statusCode).toBe(400);
    expect(await subscribers(t)).toHaveLength(0);
  });

  it('limits each client to 300 sign-ups an hour with a 429 and Retry-After', async () => {
    const { limit } = rateLimits.newsletter.subscribePerAddress;
    // Counted before the body is parsed: the quickest way to reach the limit.
    for (let i = 0; i < limit - 1; i++) await subscribe(t, '{bad json');
    expect((await subscribe(t, { email: 'last@example.com' })).statusCode).toBe(200);
    const limited = await subscribe(t, { email: 'person@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'rate_limited',
      message: rateLimits.newsletter.subscribePerAddress.message,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await subscribers(t)).toHaveLength(1);
    // Another client is not affected, and a forged proxy header does not reset the count.
    const other = await subscribe(t, { email: 'other@example.com' }, {}, '203.0.113.9');
    expect(other.statusCode).toBe(200);
    const forged = await subscribe(
      t,
      { email: 'forged@example.com' },
      { 'x-forwarded-for': '192.0.2.1' },
    );
    expect(forged.statusCode).toBe(429);
  });

  it('sends one address at most 5 confirmations a day, however the sign-ups are spread', async () => {
    const { limit } = rateLimits.newsletter.confirmationsPerRecipientDaily;
    const email = 'target@example.com';
    for (let i = 0; i <= limit; i++) {
      // Each sign-up from a new address, after the 10-minute resend wait.
      await t.app.db
        .updateTable('newsletterSubscribers')
        .set({ confirmationSentAt: new Date(Date.now() - 11 * 60_000).toISOString() })
        .execute();
      expect((await subscribe(t, { email }, {}, `203.0.113.${i + 1}`)).statusCode).toBe(200);
    }
    expect((await outbox(t)).filter((mail) => mail.toAddress === email)).toHaveLength(limit);
  });
});

describe('the links in newsletter emails', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  async function subscribeAndReadLinks(email: string) {
    await subscribe(t, { email });
    const mails = await outbox(t);
    const text = mails.at(-1)!.textBody;
    return {
      confirm: new URL(linkIn(text, 'confirm')!),
      unsubscribe: new URL(linkIn(text, 'unsubscribe')!),
    };
  }

  it('confirms a subscription and lands on the confirmation page', async () => {
    const { confirm } = await subscribeAndReadLinks('reader@example.com');
    const response = await t.app.inject({ method: 'GET', url: confirm.pathname + confirm.search });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/newsletter/confirmed');
    const [row] = await subscribers(t);
    expect(row).toMatchObject({ status: 'active', confirmExpiresAt: null });
    // Opened again, the link says the address is subscribed already (and changes nothing).
    const again = await t.app.inject({ method: 'GET', url: confirm.pathname + confirm.search });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/newsletter/already-subscribed');
    expect((await subscribers(t))[0]).toEqual(row);
  });

  /** The unsubscribe page's button (or a mail client's one-click): the link, POSTed. */
  const unsubscribeWith = (link: URL) =>
    t.app.inject({ method: 'POST', url: link.pathname + link.search });

  it('treats an old confirmation link as invalid once the reader has unsubscribed', async () => {
    const { confirm, unsubscribe } = await subscribeAndReadLinks('gone@example.com');
    await t.app.inject({ method: 'GET', url: confirm.pathname + confirm.search });
    expect((await unsubscribeWith(unsubscribe)).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: confirm.pathname + confirm.search });
    expect(again.headers.location).toBe('/newsletter/invalid');
    expect((await subscribers(t))[0]!.status).toBe('unsubscribed');
  });

  it('refuses an expired confirmation link', async () => {
    const { confirm } = await subscribeAndReadLinks('late@example.com');
    await t.app.db
      .updateTable('newsletterSubscribers')
      .set({ confirmExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await t.app.inject({ method: 'GET', url: confirm.pathname + confirm.search });
    expect(response.headers.location).toBe('/newsletter/invalid');
    expect((await subscribers(t))[0]!.status).toBe('pending');
  });

  it.each(['', '?token=', '?token=short', '?token=' + 'x'.repeat(43), "?token=' OR 1=1 --"])(
    'sends a made-up or malformed token %s to the invalid-link page',
    async (query) => {
      await subscribeAndReadLinks('someone@example.com');
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/newsletter/confirm${query}`,
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/newsletter/invalid');
      expect((await subscribers(t))[0]!.status).toBe('pending');
    },
  );

  it('keeps a reader subscribed when the link is only opened (a link scanner); the page’s button unsubscribes', async () => {
    const { confirm, unsubscribe } = await subscribeAndReadLinks('leaver@example.com');
    await t.app.inject({ method: 'GET', url: confirm.pathname + confirm.search });
    const subscribed = (await subscribers(t))[0];
    expect(subscribed).toMatchObject({ status: 'active' });
    // Opened (twice, as scanners do): the page that asks, with the link; nothing changes.
    for (let i = 0; i < 2; i++) {
      const opened = await t.app.inject({
        method: 'GET',
        url: unsubscribe.pathname + unsubscribe.search,
      });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe(`/newsletter/unsubscribe${unsubscribe.search}`);
    }
    expect((await subscribers(t))[0]).toEqual(subscribed);
    // The page's button: the link, POSTed as the page sends it (JSON, no body).
    const pressed = await t.app.inject({
      method: 'POST',
      url: unsubscribe.pathname + unsubscribe.search,
      headers: { accept: 'application/json' },
    });
    expect(pressed.statusCode).toBe(200);
    expect((await subscribers(t))[0]).toMatchObject({ status: 'unsubscribed' });
    // Opened again, the link says so at once.
    const again = await t.app.inject({
      method: 'GET',
      url: unsubscribe.pathname + unsubscribe.search,
    });
    expect(again.headers.location).toBe('/newsletter/unsubscribed');
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/unsubscribe?token=${'A'.repeat(43)}`,
    });
    expect(unknown.headers.location).toBe('/newsletter/invalid');
  });

  it('accepts the RFC 8058 one-click POST from a mail client', async () => {
    const { unsubscribe } = await subscribeAndReadLinks('client@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: unsubscribe.pathname + unsubscribe.search,
      // Sent by the mail provider, from its own site.
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You have been unsubscribed from the newsletter.' });
    expect((await subscribers(t))[0]!.status).toBe('unsubscribed');
  });

  it('answers 404 to a one-click POST with an unknown token and changes nothing', async () => {
    await subscribeAndReadLinks('stays@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(404);
    expect((await subscribers(t))[0]!.status).toBe('pending');
  });

  it('lets an unsubscribed reader sign up again, with a new confirmation', async () => {
    const { unsubscribe } = await subscribeAndReadLinks('returner@example.com');
    expect((await unsubscribeWith(unsubscribe)).statusCode).toBe(200);
    await t.app.db.updateTable('newsletterSubscribers').set({ confirmationSentAt: null }).execute();
    await subscribe(t, { email: 'returner@example.com' });
    expect((await subscribers(t))[0]!.status).toBe('pending');
    expect(await outbox(t)).toHaveLength(2);
  });
});

describe('newsletter email delivery over SMTP', () => {
  it('delivers the confirmation email with text and HTML bodies and the unsubscribe headers', async () => {
    const smtp = new TestSmtpServer();
    const smtpUrl = await smtp.start(0);
    const t = await createTestApp({ env: { SMTP_URL: smtpUrl, MAIL_FROM: 'news@chapter.test' } });
    try {
      await subscribe(t, { email: 'inbox@example.com' });
      const [mail] = await smtp.waitFor(1);
      await t.app.mailer.deliverDue();
      expect(mail!.to).toEqual(['inbox@example.com']);
      expect(mail!.parsed.from?.address).toBe('news@chapter.test');
      expect(mail!.parsed.from?.name).toBe('Omicron Xi Psi at Northmere');
      expect(mail!.parsed.text).toContain('/api/newsletter/confirm?token=');
      expect(mail!.parsed.html).toContain('Confirm my subscription');
      const header = (name: string) => mail!.parsed.headers.find((h) => h.key === name)?.value;
      expect(header('list-unsubscribe')).toMatch(
        /^<http:\/\/chapter\.test\/api\/newsletter\/unsubscribe\?token=/,
      );
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const [row] = await outbox(t);
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await t.close();
      await smtp.stop();
    }
  });
});
