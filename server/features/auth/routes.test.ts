import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  createAccount,
  goodPassword,
  invite,
  lastEmail,
  post,
  verificationCodeFor,
} from '../../test/accounts.ts';
import { startInFreshRateLimitWindows } from '../../test/clock.ts';
import { rateLimits } from '../../core/rate-limit/rules.ts';
import { limits } from '../../../contract/limits.ts';
import { inviteCodeHash } from '../../lib/invite-codes.ts';
import { messages } from './service.ts';

startInFreshRateLimitWindows();

const users = (t: TestApp) => t.app.db.selectFrom('users').selectAll().execute();
const countOf = async (t: TestApp, table: 'users' | 'sessions' | 'outbox' | 'inviteCodes') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/auth/signup', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('creates an unverified account with the invite code’s role and emails a 6-digit code', async () => {
    const code = await invite(t, 'alumni');
    const response = await post(t, '/api/auth/signup', {
      name: '  Jordan Reyes ',
      email: 'Jordan@Example.com',
      password: goodPassword,
      inviteCode: code.toLowerCase().replaceAll('-', ' '),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.signedUp('jordan@example.com') });
    // Nothing is stored in the browser at signup.
    expect(response.headers['set-cookie']).toBeUndefined();

    const [user] = await users(t);
    expect(user).toMatchObject({
      name: 'Jordan Reyes',
      email: 'jordan@example.com',
      role: 'alumni',
      verifiedAt: null,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await lastEmail(t, 'jordan@example.com');
    expect(mail.subject).not.toMatch(/\d{6}/);
    expect(await verificationCodeFor(t, 'jordan@example.com')).toMatch(/^\d{6}$/);
    // The code itself is stored only as a hash.
    const stored = await t.app.db
      .selectFrom('verificationCodes')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes the role from the invite code, never from the payload', async () => {
    const response = await post(t, '/api/auth/signup', {
      name: 'Sneaky',
      email: 'sneaky@example.com',
      password: goodPassword,
      inviteCode: await invite(t, 'member'),
      role: 'alumni',
      isOfficer: true,
      verifiedAt: '2020-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(200);
    const [user] = await users(t);
    expect(user).toMatchObject({ role: 'member', isOfficer: 0, verifiedAt: null });
  });

  it('uses up an invite code and refuses it afterwards', async () => {
    const code = await invite(t, 'member', 1);
    const first = await post(t, '/api/auth/signup', {
      name: 'A',
      email: 'a@example.com',
      password: goodPassword,
      inviteCode: code,
    });
    expect(first.statusCode).toBe(200);
    const second = await post(t, '/api/auth/signup', {
      name: 'B',
      email: 'b@example.com',
      password: goodPassword,
      inviteCode: code,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ error: 'validation_failed', message: messages.badInvite });
    expect(await countOf(t, 'users')).toBe(1);
  });

  it('refuses an expired or made-up invite code, and then says nothing about the email', async () => {
    const taken = await createAccount(t);
    const expired = await invite(t, 'member', 5, 1);
    await t.app.db
      .updateTable('inviteCodes')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    for (const code of [expired, 'AAAA-BBBB-CCCC', "' OR 1=1 --", '<script>']) {
      const response = await post(t, '/api/auth/signup', {
        name: 'X',
        email: taken.email,
        password: goodPassword,
        inviteCode: code,
      });
      // 400, not 409: a code guesser cannot learn which emails have accounts.
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.badInvite);
    }
    expect(await countOf(t, 'users')).toBe(1);
  });

  it('answers a registered email exactly as a new signup, emails its owner instead, and keeps the code', async () => {
    const existing = await createAccount(t, { name: 'Already Here' });
    const code = await invite(t, 'member', 1);
    const fresh = await post(t, '/api/auth/signup', {
      name: 'Brand New',
      email: 'brand.new@example.com',
      password: goodPassword,
      inviteCode: await invite(t, 'member', 1),
    });
    const response = await post(t, '/api/auth/signup', {
      name: 'Again',
      email: existing.email.toUpperCase(),
      password: goodPassword,
      inviteCode: code,
    });
    expect(response.statusCode).toBe(fresh.statusCode);
    expect(response.json()).toEqual({ message: messages.signedUp(existing.email) });
    expect(fresh.json()).toEqual({ message: messages.signedUp('brand.new@example.com') });
    const row = await t.app.db
      .selectFrom('inviteCodes')
      .select('usesLeft')
      .where('codeHash', '=', inviteCodeHash(code))
      .executeTakeFirstOrThrow();
    expect(row.usesLeft).toBe(1);
    const mail = await lastEmail(t, existing.email);
    expect(mail.subject).toMatch(/You already have a .* account/);
    expect(mail.textBody).toContain('http://chapter.test/forgot-password?email=');
    expect(mail.textBody).not.toMatch(/^\d{6}$/m);
    // The account itself did not change: its password still works.
    expect(
      (await post(t, '/api/auth/login', { email: existing.email, password: goodPassword }))
        .statusCode,
    ).toBe(200);
  });

  it('accepts a password of exactly 8 characters and refuses one of 7', async () => {
    const signup = (password: string, email: string) =>
      post(t, '/api/auth/signup', { name: 'Len Test', email, password, inviteCode: 'x' });
    // The password is checked before the invite code: a 400 about the password either way.
    const seven = await signup('Aa1!xyz', 'seven@example.com');
    expect(seven.statusCode).toBe(400);
    expect(seven.json().message).toMatch(/at least 8 characters/);
    const code = await invite(t);
    const eight = await post(t, '/api/auth/signup', {
      name: 'Len Test',
      email: 'eight@example.com',
      password: 'Aa1!wxyz',
      inviteCode: code,
    });
    expect(eight.statusCode).toBe(200);
  });

  it.each([
    ['a short password', { password: 'Ab1!' }],
    ['a password without a capital', { password: 'brother-since-1949!' }],
    ['a password without a lower-case letter', { password: 'BROTHER-SINCE-1949!' }],
    ['a password without a number', { password: 'Brother-Since-Always!' }],
    ['a password without a special character', { password: 'BrotherSince1949' }],
    ['a 129-character password', { password: `Aa1!${'x'.repeat(125)}` }],
    ['a missing name', { name: '' }],
    ['a name of 101 characters', { name: 'n'.repeat(101) }],
    ['a name with control characters', { name: 'Evil\u0000Name' }],
    ['a malformed email', { email: 'not-an-email' }],
    ['a missing invite code', { inviteCode: '' }],
    ['a number as the name', { name: 42 }],
  ])('refuses %s with 400 and stores nothing', async (_case, change) => {
    const response = await post(t, '/api/auth/signup', {
      name: 'Valid Name',
      email: 'valid@example.com',
      password: goodPassword,
      inviteCode: await invite(t),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
    expect(response.json().message).toEqual(expect.any(String));
    expect(await countOf(t, 'users')).toBe(0);
    expect(await countOf(t, 'outbox')).toBe(0);
  });

  it('stores script and SQL payloads in the name as plain text', async () => {
    const name = `<img src=x onerror=alert(1)>'); DROP TABLE users;--`;
    const response = await post(t, '/api/auth/signup', {
      name,
      email: 'payload@example.com',
      password: goodPassword,
      inviteCode: await invite(t),
    });
    expect(response.statusCode).toBe(200);
    expect((await users(t))[0]!.name).toBe(name);
    // The email escapes it.
    expect((await lastEmail(t, 'payload@example.com')).htmlBody).toContain(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
  });

  it('refuses prototype-pollution keys', async () => {
    const response = await post(
      t,
      '/api/auth/signup',
      `{"name":"P","email":"p@example.com","password":"${goodPassword}","inviteCode":"X","__proto__":{"role":"alumni"}}`,
    );
    expect(response.statusCode).toBe(400);
    expect(await countOf(t, 'users')).toBe(0);
  });

  it('limits invite-code guessing to 10 wrong codes per client per hour', async () => {
    const client = { remoteAddress: '203.0.113.50' };
    for (let i = 0; i < rateLimits.signup.wrongCodesPerAddress.limit; i++) {
      const r = await post(
        t,
        '/api/auth/signup',
        { name: 'G', email: `g${i}@example.com`, password: goodPassword, inviteCode: `GUESS-${i}` },
        client,
      );
      expect(r.statusCode).toBe(400);
    }
    const limited = await post(
      t,
      '/api/auth/signup',
      { name: 'G', email: 'g@example.com', password: goodPassword, inviteCode: await invite(t) },
      client,
    );
    expect(limited.statusCode).toBe(429);
    expect(await countOf(t, 'users')).toBe(0);
  });
});

describe('POST /api/auth/verify and /resend-code', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  async function signupOnly(email = 'new@example.com') {
    await post(t, '/api/auth/signup', {
      name: 'New Brother',
      email,
      password: goodPassword,
      inviteCode: await invite(t),
    });
    return email;
  }

  it('verifies with the emailed code, once', async () => {
    const email = await signupOnly();
    const code = await verificationCodeFor(t, email);
    const response = await post(t, '/api/auth/verify', { email: 'NEW@example.com', code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Account verified! You can now log in.' });
    expect((await users(t))[0]!.verifiedAt).not.toBeNull();
    expect((await post(t, '/api/auth/verify', { email, code })).statusCode).toBe(400);
  });

  it('allows 5 tries, then a new code is needed (no brute force of the million codes)', async () => {
    const email = await signupOnly();
    const code = await verificationCodeFor(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await post(t, '/api/auth/verify', { email, code: wrong })).json().message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(messages.wrongCode));
    expect(answers[4]).toBe(messages.tooManyTries);
    // Even the right code no longer works.
    const right = await post(t, '/api/auth/verify', { email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(messages.tooManyTries);
    expect((await users(t))[0]!.verifiedAt).toBeNull();

    // A new code works.
    await t.app.db.deleteFrom('rateLimits').execute();
    expect((await post(t, '/api/auth/resend-code', { email })).statusCode).toBe(200);
    const fresh = await verificationCodeFor(t, email);
    expect((await post(t, '/api/auth/verify', { email, code: fresh })).statusCode).toBe(200);
  });

  it('answers verify alike for a pending account and an email with none, try after try', async () => {
    const pending = await signupOnly();
    const answers = async (email: string) => {
      const seen = [];
      for (let i = 0; i < limits.auth.verificationCodeTries + 2; i++) {
        const answer = await post(t, '/api/auth/verify', { email, code: '000000' });
        seen.push([answer.statusCode, answer.json()]);
      }
      // A new code starts the count again, for both.
      await t.app.db.deleteFrom('rateLimits').where('key', 'like', 'resend%').execute();
      const resent = await post(t, '/api/auth/resend-code', { email });
      seen.push([resent.statusCode, resent.json()]);
      const after = await post(t, '/api/auth/verify', { email, code: '000000' });
      seen.push([after.statusCode, after.json()]);
      return seen;
    };
    const forPending = await answers(pending);
    const forNobody = await answers('nobody.here@example.com');
    const existing = await createAccount(t);
    const forVerified = await answers(existing.email);
    expect(forNobody).toEqual(forPending);
    expect(forVerified).toEqual(forPending);
    expect(forPending.map(([, body]) => (body as { message: string }).message)).toContain(
      messages.tooManyTries,
    );
  });

  it('refuses a code after 15 minutes', async () => {
    const email = await signupOnly();
    const code = await verificationCodeFor(t, email);
    await t.app.db
      .updateTable('verificationCodes')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await post(t, '/api/auth/verify', { email, code });
    // The same answer as a wrong code: an expired code tells nobody that the account waits.
    expect(response.json()).toEqual({ error: 'validation_failed', message: messages.wrongCode });
  });

  it('answers an unknown email like a wrong code', async () => {
    const response = await post(t, '/api/auth/verify', {
      email: 'nobody@example.com',
      code: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.wrongCode);
  });

  it.each([['12345'], ['1234567'], ['abcdef'], [123456]])(
    'refuses a malformed code %j',
    async (code) => {
      const response = await post(t, '/api/auth/verify', { email: 'x@example.com', code });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_failed');
    },
  );

  it('resends a new code, at most once a minute, and answers the same for unknown emails', async () => {
    const email = await signupOnly();
    const before = await t.app.db
      .selectFrom('verificationCodes')
      .select('codeHash')
      .executeTakeFirstOrThrow();
    const again = await post(t, '/api/auth/resend-code', { email });
    expect(again.json()).toEqual({ message: messages.codeResent });
    // The new code replaces the old one: there is only ever one, and it changed.
    const after = await t.app.db.selectFrom('verificationCodes').select('codeHash').execute();
    expect(after).toHaveLength(1);
    expect(after[0]!.codeHash).not.toBe(before.codeHash);
    const outboxBefore = (await t.app.db.selectFrom('outbox').selectAll().execute()).length;
    await post(t, '/api/auth/resend-code', { email });
    expect((await t.app.db.selectFrom('outbox').selectAll().execute()).length).toBe(outboxBefore);
    expect((await post(t, '/api/auth/resend-code', { email: 'ghost@example.com' })).json()).toEqual(
      { message: messages.codeResent },
    );
  });
});

describe('POST /api/auth/login, GET /api/auth/me, POST /api/auth/logout', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('logs in with the profile, a bearer token and an httpOnly SameSite=Lax session cookie', async () => {
    const account = await createAccount(t, { role: 'alumni', name: 'Marcus Albright' });
    const response = await post(t, '/api/auth/login', {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'Login successful',
      id: account.id,
      name: 'Marcus Albright',
      email: account.email,
      role: 'alumni',
      profilePicture: null,
      linkedin: null,
      major: null,
      graduationYear: null,
      isOfficer: false,
      position: null,
      areas: [],
      previewAreas: [],
      initiatedOn: null,
      bio: null,
      phone: null,
      city: null,
      employer: null,
      industry: null,
      mentoring: null,
      hiring: null,
      twoFactorEnabled: false,
      tokens: { AccessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
    const cookie = response.cookies.find((c) => c.name === 'chapter_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toBe(body.tokens.AccessToken);
    // Only a hash of the token is stored.
    const sessions = await t.app.db.selectFrom('sessions').select('tokenHash').execute();
    expect(sessions.map((s) => s.tokenHash)).not.toContain(cookie.value);
  });

  it('answers one generic 401 for a wrong password and for an unknown email', async () => {
    const account = await createAccount(t);
    const wrong = await post(t, '/api/auth/login', {
      email: account.email,
      password: 'Wrong-Password-1!',
    });
    const unknown = await post(t, '/api/auth/login', {
      email: 'nobody@example.com',
      password: 'Wrong-Password-1!',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ error: 'unauthorized', message: 'Invalid email or password.' });
  });

  it('says "not verified" (403) only after the right password', async () => {
    await post(t, '/api/auth/signup', {
      name: 'U',
      email: 'unverified@example.com',
      password: goodPassword,
      inviteCode: await invite(t),
    });
    const wrong = await post(t, '/api/auth/login', {
      email: 'unverified@example.com',
      password: 'Wrong-Password-1!',
    });
    expect(wrong.statusCode).toBe(401);
    const right = await post(t, '/api/auth/login', {
      email: 'unverified@example.com',
      password: goodPassword,
    });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toContain('not verified');
    expect(await countOf(t, 'sessions')).toBe(0);
  });

  it('throttles failed logins per account (429), but not on a browser the account signed in from', async () => {
    const account = await createAccount(t);
    // The browser that signed in before keeps its device cookie.
    const trusted = await post(t, '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    const device = trusted.cookies.find((c) => c.name === 'chapter_device')!;
    // A distributed attacker: each try from another address.
    for (let i = 0; i < rateLimits.login.failuresPerAccount.limit; i++) {
      expect(
        (await post(t, '/api/auth/login', { email: account.email, password: `Wrong-${i}-Pass!` }))
          .statusCode,
      ).toBe(401);
    }
    const stranger = await post(t, '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe(rateLimits.login.failuresPerAccount.message);
    const owner = await post(
      t,
      '/api/auth/login',
      { email: account.email, password: account.password },
      { headers: { cookie: `chapter_device=${device.value}` } },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('lifts the account throttle when the password is reset', async () => {
    const account = await createAccount(t);
    for (let i = 0; i < rateLimits.login.failuresPerAccount.limit; i++)
      await post(t, '/api/auth/login', { email: account.email, password: `Wrong-${i}-Pass!` });
    expect(
      (await post(t, '/api/auth/login', { email: account.email, password: account.password }))
        .statusCode,
    ).toBe(429);
    await post(t, '/api/auth/forgot-password', { email: account.email });
    const token = (await lastEmail(t, account.email)).textBody.match(
      /reset-password\?token=([A-Za-z0-9_-]+)/,
    )![1];
    expect(
      (await post(t, '/api/auth/reset-password', { token, password: 'New-Password-2026!' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(t, '/api/auth/login', { email: account.email, password: 'New-Password-2026!' }))
        .statusCode,
    ).toBe(200);
  });

  it('throttles one client at 30 failed attempts per 15 minutes', async () => {
    const client = { remoteAddress: '203.0.113.77' };
    for (let i = 0; i < rateLimits.login.failuresPerAddress.limit; i++)
      expect(
        (
          await post(
            t,
            '/api/auth/login',
            { email: `x${i}@example.com`, password: 'Whatever-1!' },
            client,
          )
        ).statusCode,
      ).toBe(401);
    const limited = await post(
      t,
      '/api/auth/login',
      { email: 'y@example.com', password: 'Whatever-1!' },
      client,
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('tells /me who is signed in, by cookie or bearer token, and 401 otherwise', async () => {
    const account = await createAccount(t, { name: 'Ethan Caldwell' });
    const byCookie = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: account.cookie },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json()).toMatchObject({
      id: account.id,
      name: 'Ethan Caldwell',
      email: account.email,
      role: 'member',
    });
    const byBearer = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(byBearer.json().email).toBe(account.email);
    for (const headers of [
      {},
      { authorization: 'Bearer not-a-real-token-at-all-xxxxxxxx' },
      { cookie: 'chapter_session=forged-token-value-xxxxxxxxxxxx' },
      { authorization: 'Basic abc' },
    ]) {
      const response = await t.app.inject({ url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'unauthorized',
        message: 'Please log in to continue.',
      });
    }
  });

  it('refuses an expired session', async () => {
    const account = await createAccount(t);
    await t.app.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: account.cookie } })).statusCode,
    ).toBe(401);
  });

  it('records when a session was last used, once an hour at most, however many requests', async () => {
    const account = await createAccount(t);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const lastSeen = async () =>
      (await t.app.db.selectFrom('sessions').select('lastSeenAt').executeTakeFirstOrThrow())
        .lastSeenAt;
    await t.app.db.updateTable('sessions').set({ lastSeenAt: twoHoursAgo }).execute();
    const me = () => t.app.inject({ url: '/api/auth/me', headers: { cookie: account.cookie } });
    expect((await me()).statusCode).toBe(200);
    const marked = await lastSeen();
    expect(Date.now() - new Date(marked).getTime()).toBeLessThan(60_000);
    // The remembered session knows it was just marked: no second write within the hour.
    await t.app.db.updateTable('sessions').set({ lastSeenAt: twoHoursAgo }).execute();
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    expect(await lastSeen()).toBe(twoHoursAgo);
  });

  it('revokes the session at logout: the old cookie and token stop working', async () => {
    const account = await createAccount(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: account.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'chapter_session')?.value).toBe('');
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: account.cookie } })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${account.token}` },
        })
      ).statusCode,
    ).toBe(401);
    // Logging out twice is harmless.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  });

  it('refuses cookie-authenticated requests from another site (CSRF), changing nothing', async () => {
    const account = await createAccount(t);
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: account.cookie, ...headers },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('forbidden');
    }
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: account.cookie } })).statusCode,
    ).toBe(200);
    // The site itself and non-browser clients pass.
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        cookie: account.cookie,
        origin: 'http://chapter.test',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(same.statusCode).toBe(200);
  });

  it('checks CSRF and the session on the routed path, however the URL is spelled', async () => {
    const account = await createAccount(t);
    // `%61` is `a`: the router decodes it to /api/…, and the checks must see the same path.
    const me = await t.app.inject({ url: '/%61pi/auth/me', headers: { cookie: account.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(account.email);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/logout',
      headers: { cookie: account.cookie, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: account.cookie } })).statusCode,
    ).toBe(200);
  });
});

describe('password reset', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  const resetTokenFor = async (email: string) =>
    (await lastEmail(t, email)).textBody.match(
      /http:\/\/chapter\.test\/reset-password\?token=([A-Za-z0-9_-]+)/,
    )![1]!;

  it('answers the same for known and unknown emails, and emails a link only to the known one', async () => {
    const account = await createAccount(t);
    const known = await post(t, '/api/auth/forgot-password', { email: account.email });
    const unknown = await post(t, '/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: messages.resetSent });
    expect((await lastEmail(t, account.email)).subject).toContain('Reset your');
    await expect(lastEmail(t, 'ghost@example.com')).rejects.toThrow(
      'no email to ghost@example.com',
    );
  });

  it('sets the new password with a single-use link and ends every session of the account', async () => {
    const account = await createAccount(t);
    await post(t, '/api/auth/forgot-password', { email: account.email });
    const token = await resetTokenFor(account.email);
    const response = await post(t, '/api/auth/reset-password', {
      token,
      password: 'Fresh-Start-2026!',
    });
    expect(response.json()).toEqual({ message: messages.passwordChanged });
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: account.cookie } })).statusCode,
    ).toBe(401);
    expect(
      (await post(t, '/api/auth/login', { email: account.email, password: account.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(t, '/api/auth/login', { email: account.email, password: 'Fresh-Start-2026!' }))
        .statusCode,
    ).toBe(200);
    const again = await post(t, '/api/auth/reset-password', {
      token,
      password: 'Another-One-2026!',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.badResetLink);
  });

  it('refuses an expired link, a made-up one and a weak password, changing nothing', async () => {
    const account = await createAccount(t);
    await post(t, '/api/auth/forgot-password', { email: account.email });
    const token = await resetTokenFor(account.email);
    const weak = await post(t, '/api/auth/reset-password', { token, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    await t.app.db
      .updateTable('passwordResets')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(
      (await post(t, '/api/auth/reset-password', { token, password: 'Fresh-Start-2026!' })).json()
        .message,
    ).toBe(messages.badResetLink);
    expect(
      (
        await post(t, '/api/auth/reset-password', {
          token: 'A'.repeat(43),
          password: 'Fresh-Start-2026!',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await post(t, '/api/auth/login', { email: account.email, password: account.password }))
        .statusCode,
    ).toBe(200);
  });

  it('ends every older reset link once the password is reset with a newer one', async () => {
    const account = await createAccount(t);
    const linkToken = async () =>
      (await lastEmail(t, account.email)).textBody.match(
        /reset-password\?token=([A-Za-z0-9_-]+)/,
      )![1]!;
    await post(t, '/api/auth/forgot-password', { email: account.email });
    const older = await linkToken();
    // The per-account wait between reset emails (2 minutes) has passed.
    await t.app.db.deleteFrom('rateLimits').execute();
    await post(t, '/api/auth/forgot-password', { email: account.email });
    const newer = await linkToken();
    expect(newer).not.toBe(older);
    const first = await post(t, '/api/auth/reset-password', {
      token: newer,
      password: 'Newer-Pass-2026!',
    });
    expect(first.statusCode).toBe(200);
    const stale = await post(t, '/api/auth/reset-password', {
      token: older,
      password: 'Older-Pass-2026!',
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(messages.badResetLink);
    const login = await post(t, '/api/auth/login', {
      email: account.email,
      password: 'Newer-Pass-2026!',
    });
    expect(login.statusCode).toBe(200);
  });

  it('verifies an unverified account, since the link proves the mailbox', async () => {
    await post(t, '/api/auth/signup', {
      name: 'Late',
      email: 'late@example.com',
      password: goodPassword,
      inviteCode: await invite(t),
    });
    await post(t, '/api/auth/forgot-password', { email: 'late@example.com' });
    await post(t, '/api/auth/reset-password', {
      token: await resetTokenFor('late@example.com'),
      password: 'Fresh-Start-2026!',
    });
    expect(
      (
        await post(t, '/api/auth/login', {
          email: 'late@example.com',
          password: 'Fresh-Start-2026!',
        })
      ).statusCode,
    ).toBe(200);
  });
});
