// The limits stop guessing, not chapters (docs/decisions/010-limits-that-stop-guessing.md): a whole
// new-member class signing up, verifying and logging in from one address passes, and so do
// hundreds of newsletter sign-ups behind one campus address; wrong invite codes, passwords,
// verification codes and links are throttled per address and per target, also when the guesses
// arrive together. The numbers come from core/rate-limit/rules.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../../core/rate-limit/rules.ts';
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
import { messages } from './service.ts';

const room = { remoteAddress: '198.51.100.7' };
const from = (address: string) => ({ remoteAddress: address });
const addressNumber = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

const reset = (i: number) =>
  post(
    t,
    '/api/auth/reset-password',
    { token: `made-up-token-${i}-${'x'.repeat(30)}`, password: 'New-Password-2026!' },
    room,
  );
const open = (i: number) =>
  t.app.inject({ url: `/api/newsletter/confirm?token=made-up-${i}-${'y'.repeat(30)}`, ...room });

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());
startInFreshRateLimitWindows();

describe('a chapter in one room (one address)', () => {
  it('lets 200 new brothers sign up with one code, verify and log in', async () => {
    const code = await invite(t, 'member', 250);
    for (let i = 0; i < 200; i++) {
      const email = `class.${i}@example.com`;
      const signup = await post(
        t,
        '/api/auth/signup',
        { name: `Brother ${i}`, email, password: goodPassword, inviteCode: code },
        room,
      );
      expect(signup.statusCode).toBe(200);
      const verify = await post(
        t,
        '/api/auth/verify',
        { email, code: await verificationCodeFor(t, email) },
        room,
      );
      expect(verify.statusCode).toBe(200);
      const login = await post(t, '/api/auth/login', { email, password: goodPassword }, room);
      expect(login.statusCode).toBe(200);
    }
  }, 240_000);

  it('lets 200 visitors behind one address sign up for the newsletter', async () => {
    for (let i = 0; i < 200; i++) {
      const response = await post(
        t,
        '/api/newsletter/subscribe',
        { email: `visitor.${i}@example.com` },
        room,
      );
      expect(response.statusCode).toBe(200);
    }
    const sent = await t.app.db.selectFrom('outbox').select('toAddress').execute();
    expect(sent).toHaveLength(200);
  }, 120_000);

  it('lets 200 brothers open their newsletter confirmation links', async () => {
    for (let i = 0; i < 200; i++)
      await post(t, '/api/newsletter/subscribe', { email: `reader.${i}@example.com` });
    for (let i = 0; i < 200; i++) {
      const link = (await lastEmail(t, `reader.${i}@example.com`)).textBody.match(
        /\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/,
      )![0];
      const response = await t.app.inject({ url: link, ...room });
      expect(response.headers.location).toBe('/newsletter/confirmed');
    }
  }, 120_000);
});

describe('guessing from one address', () => {
  it('refuses invite codes after 10 wrong ones, even a right one', async () => {
    const { limit } = rateLimits.signup.wrongCodesPerAddress;
    for (let i = 0; i < limit; i++) {
      const wrong = await post(
        t,
        '/api/auth/signup',
        { name: 'G', email: `g${i}@example.com`, password: goodPassword, inviteCode: `NOPE-${i}` },
        room,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const right = await post(
      t,
      '/api/auth/signup',
      { name: 'G', email: 'g@example.com', password: goodPassword, inviteCode: await invite(t) },
      room,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(rateLimits.signup.wrongCodesPerAddress.message);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses logins after 30 wrong passwords, even a right one', async () => {
    const account = await createAccount(t);
    const { limit } = rateLimits.login.failuresPerAddress;
    for (let i = 0; i < limit; i++) {
      const wrong = await post(
        t,
        '/api/auth/login',
        { email: `someone.${i}@example.com`, password: 'Wrong-Pass-1!' },
        room,
      );
      expect(wrong.statusCode).toBe(401);
    }
    const right = await post(
      t,
      '/api/auth/login',
      { email: account.email, password: account.password },
      room,
    );
    expect(right.statusCode).toBe(429);
  });

  it('refuses verification codes after 20 wrong ones, even a right one', async () => {
    const { limit } = rateLimits.verify.wrongCodesPerAddress;
    for (let i = 0; i < limit; i++) {
      const wrong = await post(
        t,
        '/api/auth/verify',
        { email: `nobody.${i}@example.com`, code: '123456' },
        room,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const email = 'waiting@example.com';
    await post(t, '/api/auth/signup', {
      name: 'Waiting',
      email,
      password: goodPassword,
      inviteCode: await invite(t),
    });
    const right = await post(
      t,
      '/api/auth/verify',
      { email, code: await verificationCodeFor(t, email) },
      room,
    );
    expect(right.statusCode).toBe(429);
  });

  it('refuses reset links after 10 wrong ones', async () => {
    const { limit } = rateLimits.resetPassword.wrongLinksPerAddress;
    for (let i = 0; i < limit; i++) expect((await reset(i)).statusCode).toBe(400);
    expect((await reset(limit)).statusCode).toBe(429);
  });

  it('refuses newsletter links after 30 wrong ones', async () => {
    const { limit } = rateLimits.newsletter.wrongLinksPerAddress;
    for (let i = 0; i < limit; i++)
      expect((await open(i)).headers.location).toBe('/newsletter/invalid');
    expect((await open(limit)).statusCode).toBe(429);
  });
});

describe('guessing from many addresses', () => {
  it('refuses wrong invite codes site-wide after 100 an hour', async () => {
    const { limit } = rateLimits.signup.wrongCodesSiteWide;
    for (let i = 0; i < limit; i++) {
      const wrong = await post(
        t,
        '/api/auth/signup',
        { name: 'G', email: `g${i}@example.com`, password: goodPassword, inviteCode: `NOPE-${i}` },
        from(addressNumber(i)),
      );
      expect(wrong.statusCode).toBe(400);
    }
    const next = await post(
      t,
      '/api/auth/signup',
      { name: 'G', email: 'g@example.com', password: goodPassword, inviteCode: 'NOPE-LAST' },
      from('192.0.2.200'),
    );
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toBe(rateLimits.signup.wrongCodesSiteWide.message);
  });

  it('lets other addresses sign up during a flood of wrong codes from one address', async () => {
    const flooded = rateLimits.signup.wrongCodesSiteWide.limit * 2;
    for (let i = 0; i < flooded; i++) {
      const wrong = await post(
        t,
        '/api/auth/signup',
        { name: 'G', email: `g${i}@example.com`, password: goodPassword, inviteCode: `NOPE-${i}` },
        from('203.0.113.66'),
      );
      expect(wrong.statusCode).toBe(i < rateLimits.signup.wrongCodesPerAddress.limit ? 400 : 429);
    }
    const brother = await post(
      t,
      '/api/auth/signup',
      {
        name: 'Real Brother',
        email: 'real.brother@example.com',
        password: goodPassword,
        inviteCode: await invite(t),
      },
      from('192.0.2.201'),
    );
    expect(brother.statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const { limit } = rateLimits.login.failuresPerAddress;
    const account = await createAccount(t);
    const answers = [];
    for (let i = 0; i < limit + 10; i++)
      answers.push(
        (
          await post(
            t,
            '/api/auth/login',
            { email: `nobody.${i}@example.com`, password: `Wrong-${i}!` },
            from(`2001:db8:7:7:${(i + 1).toString(16)}::${(i * 7 + 1).toString(16)}`),
          )
        ).statusCode,
      );
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
    // Another /64 is not held back.
    const other = await post(
      t,
      '/api/auth/login',
      { email: account.email, password: goodPassword },
      from('2001:db8:7:8::1'),
    );
    expect(other.statusCode).toBe(200);
  });

  it('refuses a password after 10 wrong ones for the account, and answers an unknown email alike', async () => {
    const account = await createAccount(t);
    const { limit } = rateLimits.login.failuresPerAccount;
    const answers = async (email: string, password: string) => {
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i++) {
        const response = await post(
          t,
          '/api/auth/login',
          { email, password: i === limit ? password : `Wrong-${i}-Pass!` },
          from(addressNumber(i)),
        );
        statuses.push(response.statusCode);
        if (i === limit) return { statuses, message: response.json().message };
      }
      throw new Error('unreachable');
    };
    const known = await answers(account.email, account.password);
    const unknown = await answers('no.such.brother@example.com', account.password);
    expect(known.statuses).toEqual([...Array(limit).fill(401), 429]);
    // The same answers, word for word: the lock tells nobody which emails have accounts.
    expect(unknown).toEqual(known);
    expect(known.message).toBe(rateLimits.login.failuresPerAccount.message);
  });

  it('keeps the owner’s ways in when the account is locked: the device cookie and a reset link', async () => {
    const account = await createAccount(t);
    const device = (
      await post(t, '/api/auth/login', { email: account.email, password: account.password })
    ).cookies.find((cookie) => cookie.name === 'chapter_device')!;
    for (let i = 0; i < rateLimits.login.failuresPerAccount.limit; i++)
      await post(t, '/api/auth/login', { email: account.email, password: `Wrong-${i}-Pass!` });
    const owner = { email: account.email, password: account.password };
    expect((await post(t, '/api/auth/login', owner)).statusCode).toBe(429);
    // A stranger's own device cookie does not open someone else's account.
    const stranger = await createAccount(t);
    const strangerDevice = (
      await post(t, '/api/auth/login', { email: stranger.email, password: stranger.password })
    ).cookies.find((cookie) => cookie.name === 'chapter_device')!;
    const borrowed = await post(t, '/api/auth/login', owner, {
      headers: { cookie: `chapter_device=${strangerDevice.value}` },
    });
    expect(borrowed.statusCode).toBe(429);
    const known = await post(t, '/api/auth/login', owner, {
      headers: { cookie: `chapter_device=${device.value}` },
    });
    expect(known.statusCode).toBe(200);
    // The owner's login does not lift the lock for everyone else.
    expect((await post(t, '/api/auth/login', owner)).statusCode).toBe(429);
    // On a new device, the reset link lets the owner in.
    await post(t, '/api/auth/forgot-password', { email: account.email });
    const token = (await lastEmail(t, account.email)).textBody.match(
      /reset-password\?token=([A-Za-z0-9_-]+)/,
    )![1]!;
    const password = 'Fresh-Start-2026!';
    expect((await post(t, '/api/auth/reset-password', { token, password })).statusCode).toBe(200);
    expect((await post(t, '/api/auth/login', { ...owner, password })).statusCode).toBe(200);
  });

  it('allows 5 tries of a verification code, whatever the addresses', async () => {
    const email = 'pending@example.com';
    await post(t, '/api/auth/signup', {
      name: 'Pending',
      email,
      password: goodPassword,
      inviteCode: await invite(t),
    });
    const code = await verificationCodeFor(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await post(t, '/api/auth/verify', { email, code: wrong }, from(addressNumber(i)));
    const right = await post(t, '/api/auth/verify', { email, code }, from('192.0.2.201'));
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(messages.tooManyTries);
  });
});

describe('guesses sent together', () => {
  it('checks no more wrong passwords for an account than its limit, however many arrive at once', async () => {
    const account = await createAccount(t);
    const { limit } = rateLimits.login.failuresPerAccount;
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        post(
          t,
          '/api/auth/login',
          { email: account.email, password: `Wrong-${i}-Pass!` },
          from(addressNumber(i)),
        ),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - limit);
  });

  it('checks no more than 5 verification codes of an account, however many arrive at once', async () => {
    const email = 'burst@example.com';
    await post(t, '/api/auth/signup', {
      name: 'Burst',
      email,
      password: goodPassword,
      inviteCode: await invite(t),
    });
    const code = await verificationCodeFor(t, email);
    const guesses = Array.from({ length: 25 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    // The right code is among them, late: it must not get a sixth try.
    guesses[20] = code;
    const responses = await Promise.all(
      guesses.map((guess, i) =>
        post(t, '/api/auth/verify', { email, code: guess }, from(addressNumber(i))),
      ),
    );
    const tries = await t.app.db
      .selectFrom('verificationCodes')
      .select('attempts')
      .executeTakeFirst();
    expect(Number(tries?.attempts ?? 5)).toBeLessThanOrEqual(5);
    const verified = responses.filter((r) => r.statusCode === 200);
    expect(verified.length).toBeLessThanOrEqual(1);
    const user = await t.app.db
      .selectFrom('users')
      .select('verifiedAt')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // The code was among the first five tries or it was refused; never a sixth try.
    expect(verified.length === 1).toBe(user.verifiedAt !== null);
  });
});

describe('behind a reverse proxy (TRUST_PROXY=1)', () => {
  it('counts the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const attempt = (i: number) =>
        post(
          behindProxy,
          '/api/auth/signup',
          {
            name: 'G',
            email: `g${i}@example.com`,
            password: goodPassword,
            inviteCode: `NOPE-${i}`,
          },
          {
            remoteAddress: '127.0.0.1',
            // The client writes a new address each time; the proxy appends the one it saw.
            headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.99` },
          },
        );
      const { limit } = rateLimits.signup.wrongCodesPerAddress;
      for (let i = 0; i < limit; i++) expect((await attempt(i)).statusCode).toBe(400);
      expect((await attempt(limit)).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('ceilings on all requests from one address', () => {
  // Counted before the body is read: malformed requests reach each ceiling quickly.
  it.each([
    ['/api/auth/signup', rateLimits.signup.perAddress],
    ['/api/auth/verify', rateLimits.verify.perAddress],
    ['/api/auth/resend-code', rateLimits.resendCode.perAddress],
    ['/api/auth/login', rateLimits.login.perAddress],
    ['/api/auth/forgot-password', rateLimits.forgotPassword.perAddress],
    ['/api/auth/reset-password', rateLimits.resetPassword.perAddress],
  ])('%s answers 429 after its ceiling', async (url, rule) => {
    for (let i = 0; i < rule.limit; i++)
      expect((await post(t, url, '{not json', room)).statusCode).toBe(400);
    const over = await post(t, url, '{not json', room);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(rule.message);
    // Another address is not held back.
    expect((await post(t, url, '{not json', from('192.0.2.250'))).statusCode).toBe(400);
  });
});
