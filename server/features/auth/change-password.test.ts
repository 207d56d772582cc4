import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../../core/rate-limit/rules.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createAccount, lastEmail, post, type Account } from '../../test/accounts.ts';
import { startInFreshRateLimitWindows } from '../../test/clock.ts';
import { changePasswordMessages } from './change-password.ts';

startInFreshRateLimitWindows();

const newPassword = 'Changed-Pass-2026!';
const url = '/api/auth/change-password';

describe('POST /api/auth/change-password', () => {
  let t: TestApp;
  let account: Account;
  beforeEach(async () => {
    t = await createTestApp();
    account = await createAccount(t);
  });
  afterEach(async () => t.close());

  const change = (body: unknown, headers: Record<string, string> = { cookie: account.cookie }) =>
    post(t, url, body, { headers });
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me', headers });
  const login = (password: string) =>
    post(t, '/api/auth/login', { email: account.email, password });
  const passwordHash = async () =>
    (
      await t.app.db
        .selectFrom('users')
        .select('passwordHash')
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow()
    ).passwordHash;

  it('sets the new password, keeps this session and ends every other one at their next request', async () => {
    // Two other devices: a browser (cookie) and an app (bearer token).
    const other = (await login(account.password)).json().tokens.AccessToken as string;
    const otherBrowser = (await login(account.password)).cookies.find(
      (c) => c.name === 'chapter_session',
    )!.value;
    expect((await me({ authorization: `Bearer ${other}` })).statusCode).toBe(200);

    const response = await change({ currentPassword: account.password, newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: changePasswordMessages.changed });

    expect((await me({ cookie: account.cookie })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${account.token}` })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${other}` })).statusCode).toBe(401);
    expect((await me({ cookie: `chapter_session=${otherBrowser}` })).statusCode).toBe(401);
    expect((await login(account.password)).statusCode).toBe(401);
    expect((await login(newPassword)).statusCode).toBe(200);
    expect(await passwordHash()).toMatch(/^\$argon2id\$/);
  });

  it('ends every outstanding reset link of the account', async () => {
    await post(t, '/api/auth/forgot-password', { email: account.email });
    const token = (await lastEmail(t, account.email)).textBody.match(
      /reset-password\?token=([A-Za-z0-9_-]+)/,
    )![1]!;
    expect((await change({ currentPassword: account.password, newPassword })).statusCode).toBe(200);
    const stale = await post(t, '/api/auth/reset-password', {
      token,
      password: 'Someone-Else-2026!',
    });
    expect(stale.statusCode).toBe(400);
    expect((await login(newPassword)).statusCode).toBe(200);
  });

  it('checks no more wrong current passwords than its limit, however many arrive at once', async () => {
    const { limit } = rateLimits.changePassword.failuresPerAccount;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        change({ currentPassword: `Wrong-${i}-Pass!`, newPassword }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - limit);
  });

  it('keeps the calling session whether it came with a cookie or a bearer token', async () => {
    const otherBrowser = `chapter_session=${(await login(account.password)).cookies.find((c) => c.name === 'chapter_session')!.value}`;
    const response = await change(
      { currentPassword: account.password, newPassword },
      { authorization: `Bearer ${account.token}` },
    );
    expect(response.statusCode).toBe(200);
    // The login's cookie and its token are one session: it goes on, by either.
    expect((await me({ authorization: `Bearer ${account.token}` })).statusCode).toBe(200);
    expect((await me({ cookie: account.cookie })).statusCode).toBe(200);
    expect((await me({ cookie: otherBrowser })).statusCode).toBe(401);
  });

  it('refuses a wrong current password at its field, changing nothing', async () => {
    const before = await passwordHash();
    const response = await change({ currentPassword: 'Not-My-Password-1!', newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_failed',
      message: changePasswordMessages.wrongCurrent,
      field: 'currentPassword',
    });
    expect(await passwordHash()).toBe(before);
    expect((await me({ cookie: account.cookie })).statusCode).toBe(200);
    expect((await login(account.password)).statusCode).toBe(200);
  });

  it('refuses a weak new password with the password rules, and the same password again', async () => {
    const before = await passwordHash();
    const weak = await change({ currentPassword: account.password, newPassword: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: 'validation_failed',
      message:
        'The password must have at least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.',
      field: 'newPassword',
    });
    const same = await change({ currentPassword: account.password, newPassword: account.password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      message: changePasswordMessages.sameAsCurrent,
      field: 'newPassword',
    });
    expect(await passwordHash()).toBe(before);
  });

  it('throttles wrong current passwords per account (10 per 15 minutes), whatever the address', async () => {
    for (let i = 0; i < rateLimits.changePassword.failuresPerAccount.limit; i++) {
      expect((await change({ currentPassword: `Wrong-${i}-Pass!`, newPassword })).statusCode).toBe(
        400,
      );
    }
    const limited = await change({ currentPassword: account.password, newPassword });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'rate_limited',
      message: rateLimits.changePassword.failuresPerAccount.message,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect((await login(account.password)).statusCode).toBe(200);
  });

  it('answers 401 without a session, before looking at the body', async () => {
    for (const headers of [{}, { cookie: 'chapter_session=forged-token-value-xxxxxxxxxxxx' }]) {
      for (const body of [{ currentPassword: account.password, newPassword }, '{not json', {}]) {
        const response = await post(t, url, body, { headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          error: 'unauthorized',
          message: 'Please log in to continue.',
        });
      }
    }
    expect((await login(account.password)).statusCode).toBe(200);
  });

  it('refuses a cross-site request (CSRF), changing nothing', async () => {
    const before = await passwordHash();
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const response = await change(
        { currentPassword: account.password, newPassword },
        { cookie: account.cookie, ...headers },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('forbidden');
    }
    expect(await passwordHash()).toBe(before);
  });

  it('refuses malformed bodies with 400, changing nothing', async () => {
    const before = await passwordHash();
    const cases: [unknown, string, string | undefined][] = [
      ['{not json', 'The request body is not valid JSON.', undefined],
      [{}, 'Please enter your current password.', 'currentPassword'],
      [
        { currentPassword: '', newPassword },
        'Please enter your current password.',
        'currentPassword',
      ],
      [{ currentPassword: account.password }, 'Please enter a password.', 'newPassword'],
      [
        { currentPassword: 42, newPassword },
        'Please enter your current password.',
        'currentPassword',
      ],
      [
        { currentPassword: account.password, newPassword: `Aa1!${'x'.repeat(200)}` },
        'The password can be at most 128 characters.',
        'newPassword',
      ],
      ['{"__proto__":{"x":1}}', 'The request body', undefined],
    ];
    for (const [body, message, field] of cases) {
      const response = await change(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(response.json().field).toBe(field);
    }
    const text = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: account.cookie, 'content-type': 'text/plain' },
      payload: 'currentPassword=x',
    });
    expect(text.statusCode).toBe(415);
    expect(await passwordHash()).toBe(before);
  });
});
