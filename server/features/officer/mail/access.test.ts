// Who may use the console's mail (area `communications`), and the subscribers list: every
// call refused without a session, without the area, without two-factor when it is required, and
// from another site — each refusal changing nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  asOfficer,
  createAccount,
  createOfficer,
  turnOnTwoFactor,
  type Account,
} from '../../../test/accounts.ts';
import { addSubscribers, newsletter, sendNewsletter } from '../../../test/subscribers.ts';

let t: TestApp;
let editor: Account;
beforeEach(async () => {
  t = await createTestApp();
  editor = await createOfficer(t, ['communications']);
  await addSubscribers(t, 2, 'active');
});
afterEach(async () => t.close());

const unknownId = '00000000-0000-4000-8000-000000000000';
const calls = [
  ['GET', '/api/officer/mail/subscribers', undefined],
  ['GET', '/api/officer/mail/subscribers?format=csv', undefined],
  ['POST', '/api/officer/mail/preview', newsletter],
  ['POST', '/api/officer/mail/test', newsletter],
  ['POST', '/api/officer/mail/send', newsletter],
  ['GET', '/api/officer/mail/sends', undefined],
  ['GET', `/api/officer/mail/sends/${unknownId}`, undefined],
  ['POST', '/api/officer/mail/issues', undefined],
  ['DELETE', `/api/officer/mail/issues/${unknownId}`, undefined],
] as const;

const call = (method: string, url: string, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      'idempotency-key': 'access-test-key-1',
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const nothingSent = async () => {
  expect(
    await t.app.db
      .selectFrom('outbox')
      .select('id')
      .where('toAddress', 'like', 'active%')
      .execute(),
  ).toHaveLength(0);
  expect(await t.app.db.selectFrom('newsletterSends').select('id').execute()).toHaveLength(0);
  expect(await t.app.db.selectFrom('auditLog').select('id').execute()).toHaveLength(0);
};

describe('access to the newsletter console', () => {
  it('answers 401 without a session, whatever the call', async () => {
    for (const [method, url, payload] of calls) {
      const response = await call(method, url, payload, {});
      expect({ url, method, status: response.statusCode, error: response.json().error }).toEqual({
        url,
        method,
        status: 401,
        error: 'unauthorized',
      });
    }
    await nothingSent();
  });

  it('refuses members, alumni and officers of other areas with 403 forbidden', async () => {
    const member = await createAccount(t);
    const alumnus = await createAccount(t, { role: 'alumni' });
    const treasurer = await createOfficer(t, ['treasury', 'calendar', 'accounts', 'content']);
    for (const account of [member, alumnus, treasurer])
      for (const [method, url, payload] of calls) {
        const response = await call(method, url, payload, { cookie: account.cookie });
        expect({ url, status: response.statusCode, error: response.json().error }).toEqual({
          url,
          status: 403,
          error: 'forbidden',
        });
      }
    const refused = await call('GET', calls[0][1], undefined, { cookie: treasurer.cookie });
    expect(refused.json().message).toBe('This is only for officers responsible for newsletter.');
    await nothingSent();
  });

  it('refuses an officer without two-factor when it is required, and lets him in once it is on', async () => {
    const strict = await createTestApp({ env: { OFFICER_TWO_FACTOR: 'required' } });
    try {
      const officer = await createOfficer(strict, ['communications']);
      await addSubscribers(strict, 1, 'active');
      const refused = await sendNewsletter(strict, officer, 'two-factor-key-1');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('two_factor_required');
      const list = await asOfficer(strict, officer, 'GET', '/api/officer/mail/subscribers');
      expect(list.json().error).toBe('two_factor_required');
      expect(await strict.app.db.selectFrom('newsletterSends').select('id').execute()).toEqual([]);
      await turnOnTwoFactor(strict, officer);
      expect((await sendNewsletter(strict, officer, 'two-factor-key-1')).statusCode).toBe(202);
    } finally {
      await strict.close();
    }
  });

  it('refuses cross-site writes with 403, sending nothing', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.chapter.test' },
    ];
    for (const headers of crossSite)
      for (const [method, url, payload] of calls.filter(([m]) => m !== 'GET')) {
        const response = await call(method, url, payload, { cookie: editor.cookie, ...headers });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
        expect(response.json().message).toBe(
          'This request came from another site and was refused.',
        );
      }
    await nothingSent();
    // The same call from the site itself goes through.
    const sameSite = await call('POST', '/api/officer/mail/send', newsletter, {
      cookie: editor.cookie,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameSite.statusCode).toBe(202);
  });

  it('accepts a bearer token as well as the cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/officer/mail/subscribers',
      headers: { authorization: `Bearer ${editor.token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the earlier prefix /api/officer/newsletter', () => {
  // Scripts written before the console's newsletter became its mail still work
  // (server/plugins/features.ts, docs/api.md#newsletter-console).
  it('answers as /api/officer/mail does, behind the same checks', async () => {
    const sent = await call('POST', '/api/officer/newsletter/send', newsletter, {
      cookie: editor.cookie,
    });
    expect(sent.statusCode).toBe(202);
    const sendId: string = sent.json().sendId;
    for (const path of ['sends', `sends/${sendId}`, 'subscribers', 'subscribers?format=csv']) {
      const earlier = await asOfficer(t, editor, 'GET', `/api/officer/newsletter/${path}`);
      const now = await asOfficer(t, editor, 'GET', `/api/officer/mail/${path}`);
      expect({ path, status: earlier.statusCode, body: earlier.body }).toEqual({
        path,
        status: now.statusCode,
        body: now.body,
      });
    }
    const outsider = await createAccount(t);
    const refused = await call('GET', '/api/officer/newsletter/subscribers', undefined, {
      cookie: outsider.cookie,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the subscribers list', () => {
  it('lists every subscriber with its status, and counts per status', async () => {
    await addSubscribers(t, 3, 'pending');
    await addSubscribers(t, 1, 'unsubscribed');
    await addSubscribers(t, 2, 'bouncing');
    const response = await asOfficer(t, editor, 'GET', '/api/officer/mail/subscribers');
    expect(response.statusCode).toBe(200);
    const { subscribers, counts } = response.json();
    expect(counts).toEqual({ pending: 3, active: 2, unsubscribed: 1, bouncing: 2 });
    expect(subscribers).toHaveLength(8);
    expect(subscribers.find((s: { email: string }) => s.email === 'active.0@example.com')).toEqual({
      email: 'active.0@example.com',
      status: 'active',
      confirmedAt: expect.any(String),
      subscribedAt: expect.any(String),
      unsubscribedAt: null,
      bouncedAt: null,
    });
    expect(
      subscribers.find((s: { email: string }) => s.email === 'pending.0@example.com').confirmedAt,
    ).toBeNull();
    // No token or hash leaves the server.
    expect(response.body).not.toMatch(/token|hash/i);

    const bouncing = await asOfficer(
      t,
      editor,
      'GET',
      '/api/officer/mail/subscribers?status=bouncing',
    );
    expect(bouncing.json().subscribers.map((s: { status: string }) => s.status)).toEqual([
      'bouncing',
      'bouncing',
    ]);
    expect(bouncing.json().counts.active).toBe(2);
    const bad = await asOfficer(t, editor, 'GET', '/api/officer/mail/subscribers?status=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Filter by pending, active, unsubscribed or bouncing.');
  });

  it('downloads the list as CSV with formulas neutralised', async () => {
    await addSubscribers(t, 1, 'active', '=HYPERLINK("http://x")');
    await addSubscribers(t, 1, 'active', '-2+3');
    await addSubscribers(t, 1, 'pending', '@SUM(A1)');
    const csv = await asOfficer(t, editor, 'GET', '/api/officer/mail/subscribers?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="newsletter-subscribers.csv"',
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('Email,Status,Subscribed at,Confirmed at,Unsubscribed at,Bounced at');
    expect(lines).toHaveLength(6);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"").0@example.com",active`);
    expect(csv.body).toContain(`'-2+3.0@example.com,active`);
    expect(csv.body).toContain(`'@SUM(A1).0@example.com,pending`);
    expect(csv.body).not.toMatch(/(^|\r\n|,)[=+\-@]/);
    const activeOnly = await asOfficer(
      t,
      editor,
      'GET',
      '/api/officer/mail/subscribers?format=csv&status=pending',
    );
    expect(activeOnly.body.split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});

describe('the sends and their progress', () => {
  it('answers 404 for an unknown send and 400 for a malformed id', async () => {
    const unknown = await asOfficer(t, editor, 'GET', `/api/officer/mail/sends/${unknownId}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'not_found',
      message: 'There is no such newsletter.',
    });
    const malformed = await asOfficer(t, editor, 'GET', '/api/officer/mail/sends/1%27--');
    expect(malformed.statusCode).toBe(400);
  });

  it('shows a send without a mail server (no SMTP_URL) as done, its emails kept in the outbox', async () => {
    const sendId = (await sendNewsletter(t, editor, 'no-smtp-send-01')).json().sendId;
    const response = await asOfficer(t, editor, 'GET', `/api/officer/mail/sends/${sendId}`);
    // Nothing delivers them: written to the outbox is as far as they go (they were "queued" for
    // ever before, and the send never done).
    expect(response.json()).toMatchObject({
      delivering: false,
      send: { recipients: 2, queued: 0, stored: 2, sent: 0, failed: 0, done: true, nextAt: null },
    });
    const list = await asOfficer(t, editor, 'GET', '/api/officer/mail/sends');
    expect(list.json().sends[0]).toMatchObject({ id: sendId, stored: 2, done: true });
  });
});
