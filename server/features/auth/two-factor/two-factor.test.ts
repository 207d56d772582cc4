// Two-factor authentication (docs/api.md#two-factor) and "My sessions": enrolment, login with a
// code or a recovery code (each accepted once), turning it off, throttled guessing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../../../core/rate-limit/rules.ts';
import { totpCode } from '../../../lib/totp.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  asOfficer,
  createAccount,
  goodPassword,
  post,
  turnOnTwoFactor,
  type Account,
} from '../../../test/accounts.ts';
import { startInFreshRateLimitWindows } from '../../../test/clock.ts';
import { twoFactorMessages } from '../../../core/users/two-factor.ts';

let t: TestApp;
let me: Account;
beforeEach(async () => {
  t = await createTestApp();
  me = await createAccount(t, { name: 'Tess Twofactor' });
});
afterEach(async () => t.close());
startInFreshRateLimitWindows();

const login = (code?: string, address?: string) =>
  post(
    t,
    '/api/auth/login',
    { email: me.email, password: goodPassword, ...(code === undefined ? {} : { code }) },
    address ? { remoteAddress: address } : {},
  );
const sessionCount = async () =>
  (await t.app.db.selectFrom('sessions').select('id').where('revokedAt', 'is', null).execute())
    .length;

/** A code from the step after the one just used (a code is accepted once per 30-second step). */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe('turning two-factor on', () => {
  it('gives a secret, its otpauth URI and QR code, and turns on with a right code', async () => {
    const setup = await asOfficer(t, me, 'POST', '/api/auth/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = setup.json();
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);
    const wrong = await asOfficer(t, me, 'POST', '/api/auth/two-factor/enable', {
      code: totpCode(secret, Date.now() - 120_000),
      password: goodPassword,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(twoFactorMessages.wrongCode);
    const right = await asOfficer(t, me, 'POST', '/api/auth/two-factor/enable', {
      code: totpCode(secret, Date.now()),
      password: goodPassword,
    });
    expect(right.statusCode).toBe(200);
    const { recoveryCodes } = right.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    // Stored hashed: none of the codes is in the database.
    const stored = JSON.stringify(await t.app.db.selectFrom('recoveryCodes').selectAll().execute());
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    const profile = (await asOfficer(t, me, 'GET', '/api/auth/me')).json();
    expect(profile.twoFactorEnabled).toBe(true);
    expect(JSON.stringify(profile)).not.toContain(secret);
    expect((await asOfficer(t, me, 'POST', '/api/auth/two-factor/setup')).statusCode).toBe(409);
  });

  it('needs a setup first, and refuses malformed codes', async () => {
    const noSetup = await asOfficer(t, me, 'POST', '/api/auth/two-factor/enable', {
      code: '123456',
      password: goodPassword,
    });
    expect(noSetup.statusCode).toBe(400);
    expect(noSetup.json().message).toBe(twoFactorMessages.notSetUp);
    for (const code of ['12345', 'abcdef', '', 123456])
      expect(
        (
          await asOfficer(t, me, 'POST', '/api/auth/two-factor/enable', {
            code,
            password: goodPassword,
          })
        ).statusCode,
      ).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/setup' })).statusCode,
    ).toBe(401);
  });
});

describe('logging in with two-factor on', () => {
  it('asks for a code after the right password, starting no session, then accepts a code once', async () => {
    const { secret } = await turnOnTwoFactor(t, me);
    const before = await sessionCount();
    const asked = await login();
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual({
      error: 'two_factor_required',
      message: twoFactorMessages.codeNeeded,
    });
    expect(asked.cookies.find((c) => c.name === 'chapter_session')).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    // A wrong password never gets as far as the code question.
    expect(
      (await post(t, '/api/auth/login', { email: me.email, password: 'Wrong-Pass-1!' })).json()
        .error,
    ).toBe('unauthorized');

    const code = nextCode(secret);
    expect((await login(code)).statusCode).toBe(200);
    // The same code, a second time: refused.
    const again = await login(code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(twoFactorMessages.wrongCode);
  });

  it('accepts each recovery code once', async () => {
    const { recoveryCodes } = await turnOnTwoFactor(t, me);
    expect((await login(recoveryCodes[0]!.toLowerCase())).statusCode).toBe(200);
    expect((await login(recoveryCodes[0])).statusCode).toBe(401);
    expect((await login(recoveryCodes[1]!.replace('-', ''))).statusCode).toBe(200);
    const log = await t.app.db.selectFrom('auditLog').select('action').execute();
    expect(log.filter((row) => row.action === 'recovery code used')).toHaveLength(2);
  });

  it('throttles code guessing per account, from any address', async () => {
    await turnOnTwoFactor(t, me);
    const { limit } = rateLimits.twoFactor.failuresPerAccount;
    for (let i = 0; i < limit; i++)
      expect((await login('000000', `198.18.7.${i + 1}`)).statusCode).toBe(401);
    const over = await login('000000', '198.18.8.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(rateLimits.twoFactor.failuresPerAccount.message);
  });

  it('checks no more codes for an account than its limit, however many arrive at once', async () => {
    await turnOnTwoFactor(t, me);
    const { limit } = rateLimits.twoFactor.failuresPerAccount;
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(String(100000 + i), `198.18.9.${i + 1}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - limit);
  });
});

describe('turning two-factor off', () => {
  it('needs a right code (or a recovery code), and then login needs only the password', async () => {
    const { secret } = await turnOnTwoFactor(t, me);
    expect(
      (
        await asOfficer(t, me, 'POST', '/api/auth/two-factor/disable', {
          code: '000000',
          password: goodPassword,
        })
      ).statusCode,
    ).toBe(400);
    const off = await asOfficer(t, me, 'POST', '/api/auth/two-factor/disable', {
      code: nextCode(secret),
      password: goodPassword,
    });
    expect(off.statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('recoveryCodes').select('id').execute()).toHaveLength(0);
    expect(
      (
        await asOfficer(t, me, 'POST', '/api/auth/two-factor/disable', {
          code: '123456',
          password: goodPassword,
        })
      ).json().message,
    ).toBe(twoFactorMessages.notOn);
  });
});

describe('my sessions', () => {
  it('lists the account’s sessions with their devices, and signs out every other one', async () => {
    const phone = await post(
      t,
      '/api/auth/login',
      { email: me.email, password: goodPassword },
      {
        headers: {
          'user-agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        },
      },
    );
    const phoneCookie = `chapter_session=${phone.cookies.find((c) => c.name === 'chapter_session')!.value}`;
    const list = (await asOfficer(t, me, 'GET', '/api/auth/sessions')).json().sessions;
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.map((s: { device: string }) => s.device)).toContain('Safari on iPhone');
    expect(JSON.stringify(list)).not.toMatch(/token|hash/i);

    expect(
      (
        await asOfficer(t, me, 'POST', '/api/auth/sessions/sign-out-others', {
          password: goodPassword,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: phoneCookie } })).statusCode,
    ).toBe(401);
    expect((await asOfficer(t, me, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });
});
