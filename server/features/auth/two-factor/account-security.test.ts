// What a stolen session or a stranger can no longer do to an account (docs/product.md#two-factor,
// docs/product.md#my-sessions): two-factor belongs to the session, changes to it and "sign out
// everywhere else" need the password, an officer can reset another's two-factor, every such change
// is emailed, code guessing is capped per day and apart for the settings, known browsers end with
// the password, and idle sessions end.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '../../../../contract/limits.ts';
import { bumpVersion } from '../../../db/data-versions.ts';
import { rateLimitClock } from '../../../core/rate-limit/counters.ts';
import { rateLimits } from '../../../core/rate-limit/rules.ts';
import { totpCode } from '../../../lib/totp.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  asOfficer,
  createAccount,
  createOfficer,
  goodPassword,
  lastEmail,
  post,
  turnOnTwoFactor,
  type Account,
} from '../../../test/accounts.ts';
import { startInFreshRateLimitWindows } from '../../../test/clock.ts';
import { twoFactorMessages } from '../../../core/users/two-factor.ts';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const minute = 60_000;

let t: TestApp;
afterEach(async () => t.close());
startInFreshRateLimitWindows();

/** Logs `account` in again (another browser), with a two-factor code when given. */
async function loginAgain(
  account: Account,
  options: { code?: string; userAgent?: string; deviceCookie?: string } = {},
) {
  const answer = await post(
    t,
    '/api/auth/login',
    {
      email: account.email,
      password: account.password,
      ...(options.code ? { code: options.code } : {}),
    },
    {
      headers: {
        ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
        ...(options.deviceCookie ? { cookie: options.deviceCookie } : {}),
      },
    },
  );
  const session = answer.cookies.find((c) => c.name === 'chapter_session');
  const device = answer.cookies.find((c) => c.name === 'chapter_device');
  return {
    answer,
    as: { ...account, cookie: `chapter_session=${session?.value}` } satisfies Account,
    deviceCookie: device ? `chapter_device=${device.value}` : undefined,
  };
}

/** A code of a later 30-second step than any used so far (each step is accepted once). */
let stepsAhead = 1;
const freshCode = (secret: string) => totpCode(secret, Date.now() + 30_000 * stepsAhead++);
beforeEach(() => {
  stepsAhead = 1;
});

const emailsTo = (to: string) =>
  t.app.db
    .selectFrom('outbox')
    .select(['subject', 'textBody'])
    .where('toAddress', '=', to)
    .orderBy('createdAt')
    .execute();

describe('two-factor belongs to the session', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });

  it('keeps a session opened with only a password out of the console once two-factor is on', async () => {
    const officer = await createOfficer(t, ['accounts']);
    const laptop = officer; // opened with the password alone, before two-factor was on
    const phone = (await loginAgain(officer)).as;
    expect((await asOfficer(t, laptop, 'GET', '/api/officer/accounts')).statusCode).toBe(200);

    const { secret } = await turnOnTwoFactor(t, phone);
    // The session that turned it on passed it; the other never did.
    expect((await asOfficer(t, phone, 'GET', '/api/officer/accounts')).statusCode).toBe(200);
    for (const url of ['/api/officer/accounts', '/api/officer/export']) {
      const refused = await asOfficer(t, laptop, 'GET', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('two_factor_required');
    }
    // Outside the console the laptop is still signed in.
    expect((await asOfficer(t, laptop, 'GET', '/api/auth/me')).statusCode).toBe(200);
    // Signing in again with a code opens the console.
    const withCode = await loginAgain(officer, { code: freshCode(secret) });
    expect(withCode.answer.statusCode).toBe(200);
    expect((await asOfficer(t, withCode.as, 'GET', '/api/officer/accounts')).statusCode).toBe(200);
  });

  it('holds whatever OFFICER_TWO_FACTOR says, and a required setting still asks for it', async () => {
    await t.close();
    t = await createTestApp({ env: { OFFICER_TWO_FACTOR: 'required' } });
    const officer = await createOfficer(t, ['accounts']);
    const before = await asOfficer(t, officer, 'GET', '/api/officer/accounts');
    expect(before.statusCode).toBe(403);
    expect(before.json().error).toBe('two_factor_required');
    const phone = (await loginAgain(officer)).as;
    await turnOnTwoFactor(t, phone);
    expect((await asOfficer(t, phone, 'GET', '/api/officer/accounts')).statusCode).toBe(200);
    expect((await asOfficer(t, officer, 'GET', '/api/officer/accounts')).statusCode).toBe(403);
  });
});

describe('changes a stolen session cannot make', () => {
  let me: Account;
  beforeEach(async () => {
    t = await createTestApp();
    me = await createAccount(t, { name: 'Tess Twofactor' });
  });

  it('turns two-factor on only with the password, and changes nothing without it', async () => {
    const { secret } = (await asOfficer(t, me, 'POST', '/api/auth/two-factor/setup')).json();
    for (const body of [
      { code: totpCode(secret, Date.now()) },
      { code: totpCode(secret, Date.now()), password: '' },
      { code: totpCode(secret, Date.now()), password: 'Not-The-Password-1!' },
    ]) {
      const refused = await asOfficer(t, me, 'POST', '/api/auth/two-factor/enable', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('password');
    }
    expect((await asOfficer(t, me, 'GET', '/api/auth/me')).json().twoFactorEnabled).toBe(false);
    const on = await asOfficer(t, me, 'POST', '/api/auth/two-factor/enable', {
      code: totpCode(secret, Date.now()),
      password: goodPassword,
    });
    expect(on.statusCode).toBe(200);
  });

  it('turns two-factor off only with the password and a code', async () => {
    const { secret } = await turnOnTwoFactor(t, me);
    for (const body of [
      { code: freshCode(secret) },
      { code: freshCode(secret), password: 'Not-The-Password-1!' },
    ]) {
      const refused = await asOfficer(t, me, 'POST', '/api/auth/two-factor/disable', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('password');
    }
    expect((await asOfficer(t, me, 'GET', '/api/auth/me')).json().twoFactorEnabled).toBe(true);
    const wrongCode = await asOfficer(t, me, 'POST', '/api/auth/two-factor/disable', {
      code: '000000',
      password: goodPassword,
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ field: 'code', message: twoFactorMessages.wrongCode });
    expect((await asOfficer(t, me, 'GET', '/api/auth/me')).json().twoFactorEnabled).toBe(true);
  });

  it('counts wrong passwords there with the change-password ones', async () => {
    const { limit } = rateLimits.changePassword.failuresPerAccount;
    for (let i = 0; i < limit; i++)
      expect(
        (
          await asOfficer(t, me, 'POST', '/api/auth/sessions/sign-out-others', {
            password: `Wrong-Guess-${i}!`,
          })
        ).statusCode,
      ).toBe(400);
    const over = await asOfficer(t, me, 'POST', '/api/auth/change-password', {
      currentPassword: goodPassword,
      newPassword: 'A-New-Password-2027!',
    });
    expect(over.statusCode).toBe(429);
  });

  it('signs out everywhere else only with the password, used sessions included', async () => {
    const phone = (await loginAgain(me, { userAgent: iPhone })).as;
    // The phone has been in use: its "last active" time moved on.
    expect((await asOfficer(t, phone, 'GET', '/api/auth/me')).statusCode).toBe(200);
    await t.app.db
      .updateTable('sessions')
      .set({ lastSeenAt: new Date(Date.now() + 1000).toISOString() })
      .where('device', '=', 'Safari on iPhone')
      .execute();
    for (const body of [{}, { password: '' }, { password: 'Not-The-Password-1!' }]) {
      const refused = await asOfficer(t, me, 'POST', '/api/auth/sessions/sign-out-others', body);
      expect(refused.statusCode).toBe(400);
    }
    expect((await asOfficer(t, phone, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const done = await asOfficer(t, me, 'POST', '/api/auth/sessions/sign-out-others', {
      password: goodPassword,
    });
    expect(done.statusCode).toBe(200);
    expect((await asOfficer(t, phone, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await asOfficer(t, me, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses a setup older than 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const { secret } = (await asOfficer(t, me, 'POST', '/api/auth/two-factor/setup')).json();
      vi.setSystemTime(Date.now() + limits.twoFactor.setupMinutes * minute + 1000);
      const late = await asOfficer(t, me, 'POST', '/api/auth/two-factor/enable', {
        code: totpCode(secret, Date.now()),
        password: goodPassword,
      });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(twoFactorMessages.notSetUp);
      const again = (await asOfficer(t, me, 'POST', '/api/auth/two-factor/setup')).json();
      vi.setSystemTime(Date.now() + (limits.twoFactor.setupMinutes - 1) * minute);
      const inTime = await asOfficer(t, me, 'POST', '/api/auth/two-factor/enable', {
        code: totpCode(again.secret, Date.now()),
        password: goodPassword,
      });
      expect(inTime.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('an officer resets another account’s two-factor', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });

  it('turns it off (audited, the account emailed); only with `accounts`, never his own', async () => {
    const officer = await createOfficer(t, ['accounts'], { name: 'Ada Accounts' });
    const treasurer = await createOfficer(t, ['treasury']);
    const brother = await createAccount(t, { name: 'Lost Phone' });
    await turnOnTwoFactor(t, brother);
    const url = `/api/officer/accounts/${brother.id}/reset-two-factor`;

    expect((await asOfficer(t, treasurer, 'POST', url)).statusCode).toBe(403);
    expect((await asOfficer(t, brother, 'POST', url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const own = await asOfficer(
      t,
      officer,
      'POST',
      `/api/officer/accounts/${officer.id}/reset-two-factor`,
    );
    // His own is another officer's to reset (the access layer's one rule).
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('forbidden');
    expect(
      (
        await asOfficer(
          t,
          officer,
          'POST',
          '/api/officer/accounts/00000000-0000-4000-8000-000000000000/reset-two-factor',
        )
      ).statusCode,
    ).toBe(404);

    const done = await asOfficer(t, officer, 'POST', url);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(twoFactorMessages.reset);
    const login = await post(t, '/api/auth/login', {
      email: brother.email,
      password: goodPassword,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().twoFactorEnabled).toBe(false);
    expect(
      await t.app.db
        .selectFrom('recoveryCodes')
        .where('userId', '=', brother.id)
        .selectAll()
        .execute(),
    ).toHaveLength(0);
    const entry = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'two-factor reset')
      .executeTakeFirstOrThrow();
    expect(entry.actorLabel).toContain('Ada Accounts');
    expect(entry.targetId).toBe(brother.id);
    const mail = await lastEmail(t, brother.email);
    expect(mail.subject).toBe('Your two-factor authentication was reset by an officer');
    expect(mail.textBody).toContain('Ada Accounts reset two-factor authentication');
    expect(mail.textBody).not.toContain(officer.email);
    // Not on any more: a second reset says so.
    expect((await asOfficer(t, officer, 'POST', url)).statusCode).toBe(409);
  });
});

describe('emails that say what happened to the account', () => {
  let me: Account;
  beforeEach(async () => {
    t = await createTestApp();
    me = await createAccount(t, { name: 'Tess Twofactor' });
  });

  const expectNotice = async (subject: string, says: RegExp) => {
    const mail = (await emailsTo(me.email)).findLast((m) => m.subject === subject);
    expect(mail?.subject).toBe(subject);
    expect(mail!.textBody).toMatch(says);
    // The time on the chapter's clock, and what to do if it was not him.
    expect(mail!.textBody).toMatch(/\d{4}, \d{1,2}:\d{2} [AP]M [A-Z]{3}/);
    expect(mail!.textBody).toContain('If it was not you');
    expect(mail!.textBody).toContain('http://chapter.test/forgot-password');
  };

  it('for a changed password, two-factor on and off, and a recovery code used', async () => {
    const phone = (await loginAgain(me, { userAgent: iPhone })).as;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: phone.cookie, 'content-type': 'application/json', 'user-agent': iPhone },
      payload: { currentPassword: goodPassword, newPassword: 'A-New-Password-2027!' },
    });
    expect(changed.statusCode).toBe(200);
    await expectNotice('Your password was changed', /changed on .*, from Safari on iPhone\./);

    const account = { ...phone, password: 'A-New-Password-2027!' };
    const { secret, recoveryCodes } = await turnOnTwoFactor(t, account);
    await expectNotice('Two-factor authentication was turned on', /turned on for your account/);

    const recovered = await loginAgain(account, { code: recoveryCodes[0]! });
    expect(recovered.answer.statusCode).toBe(200);
    await expectNotice('A recovery code was used to log in', /9 of them are left/);

    const off = await asOfficer(t, account, 'POST', '/api/auth/two-factor/disable', {
      code: freshCode(secret),
      password: account.password,
    });
    expect(off.statusCode).toBe(200);
    await expectNotice('Two-factor authentication was turned off', /turned off for your account/);
    // None of them carries a code or a secret.
    for (const mail of await emailsTo(me.email))
      for (const code of recoveryCodes) expect(mail.textBody).not.toContain(code);
  });

  it('for a reset password, saying that two-factor is still on and how to get it reset', async () => {
    await turnOnTwoFactor(t, me);
    await post(t, '/api/auth/forgot-password', { email: me.email });
    const token = (await lastEmail(t, me.email)).textBody.match(/token=([\w-]+)/)![1]!;
    const reset = await post(t, '/api/auth/reset-password', {
      token,
      password: 'A-New-Password-2027!',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toContain('Two-factor authentication is still on');
    await expectNotice(
      'Your password was reset',
      /Two-factor authentication is still on.*reset your two-factor/s,
    );
  });
});

describe('guessing two-factor codes', () => {
  let me: Account;
  let secret: string;
  beforeEach(async () => {
    t = await createTestApp();
    me = await createAccount(t);
    ({ secret } = await turnOnTwoFactor(t, me));
  });

  const wrongLogin = (i: number) =>
    post(
      t,
      '/api/auth/login',
      { email: me.email, password: goodPassword, code: '000000' },
      { remoteAddress: `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}` },
    );

  it('allows at most 30 wrong codes a day for one account, from any address', async () => {
    const realNow = rateLimitClock.now;
    // From the start of a day's window: ten 15-minute windows from the next full hour would cross
    // midnight (UTC) when the test runs after 21:45, and the daily count would start again.
    const day = 24 * 60 * minute;
    const start = Math.ceil(rateLimitClock.now() / day) * day + 1000;
    let allowed = 0;
    try {
      // Ten 15-minute windows, each tried to its limit from new addresses.
      const statuses = new Set<number>();
      for (let window = 0; window < 10; window++) {
        rateLimitClock.now = () => start + window * 15 * minute + 1000;
        for (let i = 0; i < rateLimits.twoFactor.failuresPerAccount.limit; i++) {
          const answer = await wrongLogin(window * 20 + i);
          statuses.add(answer.statusCode);
          if (answer.statusCode === 401) allowed += 1;
        }
      }
      expect([...statuses].toSorted()).toEqual([401, 429]);
      expect(allowed).toBe(rateLimits.twoFactor.failuresPerAccountDaily.limit);
      const over = await wrongLogin(999);
      expect(over.json().message).toBe(rateLimits.twoFactor.failuresPerAccountDaily.message);
    } finally {
      rateLimitClock.now = realNow;
    }
  });

  it('still refuses 14 minutes into a 15-minute window', async () => {
    const realNow = rateLimitClock.now;
    const start = rateLimitClock.now();
    try {
      for (let i = 0; i < rateLimits.twoFactor.failuresPerAccount.limit; i++)
        expect((await wrongLogin(i)).statusCode).toBe(401);
      rateLimitClock.now = () => start + 14 * minute;
      expect((await wrongLogin(50)).statusCode).toBe(429);
      rateLimitClock.now = () => start + 15 * minute;
      expect((await wrongLogin(51)).statusCode).toBe(401);
    } finally {
      rateLimitClock.now = realNow;
    }
  });

  it('counts wrong codes sent to turn it off apart, so they never lock the owner’s login', async () => {
    const { limit } = rateLimits.twoFactorSettings.failuresPerAccount;
    for (let i = 0; i < limit; i++)
      expect(
        (
          await asOfficer(t, me, 'POST', '/api/auth/two-factor/disable', {
            code: '000000',
            password: goodPassword,
          })
        ).statusCode,
      ).toBe(400);
    const over = await asOfficer(t, me, 'POST', '/api/auth/two-factor/disable', {
      code: '000000',
      password: goodPassword,
    });
    expect(over.statusCode).toBe(429);
    const login = await loginAgain(me, { code: freshCode(secret) });
    expect(login.answer.statusCode).toBe(200);
  });
});

const knownBrowsers = async (as: Account, deviceCookie?: string) =>
  (
    await t.app.inject({
      url: '/api/auth/sessions',
      headers: { cookie: [as.cookie, deviceCookie].filter(Boolean).join('; ') },
    })
  ).json().knownBrowsers as { id: string; device: string; current: boolean }[];

describe('known browsers and idle sessions', () => {
  let me: Account;
  beforeEach(async () => {
    t = await createTestApp();
    me = await createAccount(t);
  });

  it('lists the browsers the account logged in from, and forgets one', async () => {
    const phone = await loginAgain(me, { userAgent: iPhone });
    const list = await knownBrowsers(phone.as, phone.deviceCookie);
    expect(list.map((b) => b.device)).toContain('Safari on iPhone');
    const mine = list.find((b) => b.current)!;
    expect(mine.device).toBe('Safari on iPhone');
    expect(JSON.stringify(list)).not.toMatch(/token|hash/i);

    const other = await createAccount(t);
    const notMine = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/known-browsers/${mine.id}`,
      headers: { cookie: other.cookie },
    });
    expect(notMine.statusCode).toBe(404);
    const forgot = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/known-browsers/${mine.id}`,
      headers: { cookie: `${phone.as.cookie}; ${phone.deviceCookie}` },
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.cookies.find((c) => c.name === 'chapter_device')?.value).toBe('');
    expect((await knownBrowsers(phone.as)).map((b) => b.id)).not.toContain(mine.id);
  });

  it('ends every known browser with a password change, so its wrong passwords count again', async () => {
    const phone = await loginAgain(me, { userAgent: iPhone });
    expect(await knownBrowsers(me)).not.toHaveLength(0);
    const changed = await asOfficer(t, me, 'POST', '/api/auth/change-password', {
      currentPassword: goodPassword,
      newPassword: 'A-New-Password-2027!',
    });
    expect(changed.statusCode).toBe(200);
    expect(await knownBrowsers(me)).toHaveLength(0);
    // From that browser, wrong passwords now count toward the account's lock.
    const { limit } = rateLimits.login.failuresPerAccount;
    for (let i = 0; i < limit; i++)
      await post(
        t,
        '/api/auth/login',
        { email: me.email, password: `Wrong-${i}-Password!` },
        { headers: { cookie: phone.deviceCookie! } },
      );
    const locked = await post(
      t,
      '/api/auth/login',
      { email: me.email, password: 'A-New-Password-2027!' },
      { headers: { cookie: phone.deviceCookie! } },
    );
    expect(locked.statusCode).toBe(429);
  });

  it('ends a session after 14 days without use', async () => {
    const setLastSeen = async (daysAgo: number) => {
      await t.app.db
        .updateTable('sessions')
        .set({ lastSeenAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString() })
        .where('userId', '=', me.id)
        .execute();
      await bumpVersion(t.app.db, 'sessions');
    };
    await setLastSeen(limits.auth.sessionIdleDays - 1);
    expect((await asOfficer(t, me, 'GET', '/api/auth/me')).statusCode).toBe(200);
    await setLastSeen(limits.auth.sessionIdleDays + 0.01);
    expect((await asOfficer(t, me, 'GET', '/api/auth/me')).statusCode).toBe(401);
  });
});

describe('an account disabled by an officer', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });

  it('loses its sessions for good: enabling it again does not bring them back', async () => {
    const officer = await createOfficer(t, ['accounts']);
    const brother = await createAccount(t);
    const phone = (await loginAgain(brother, { userAgent: iPhone })).as;
    const url = `/api/officer/accounts/${brother.id}`;
    expect((await asOfficer(t, officer, 'PATCH', url, { disabled: true })).statusCode).toBe(200);
    expect((await asOfficer(t, phone, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await asOfficer(t, officer, 'PATCH', url, { disabled: false })).statusCode).toBe(200);
    for (const session of [brother, phone])
      expect((await asOfficer(t, session, 'GET', '/api/auth/me')).statusCode).toBe(401);
    // He signs in again.
    expect((await loginAgain(brother)).answer.statusCode).toBe(200);
  });
});
