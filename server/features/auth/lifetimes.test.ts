// Every secret the site hands out lives exactly as long as documented (docs/product.md#limits):
// the stored expiry is checked against the time it was made, not moved into the past by the test.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '../../../contract/limits.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createAccount, goodPassword, invite, post } from '../../test/accounts.ts';

const minute = 60_000;
/** Expiry minus creation, in milliseconds, rounded to the second (the two are stamped apart). */
const lifetime = (row: { createdAt: string; expiresAt: string | null }) =>
  Math.round((new Date(row.expiresAt!).getTime() - new Date(row.createdAt).getTime()) / 1000) *
  1000;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

describe('lifetimes', () => {
  it('a verification code: 15 minutes', async () => {
    await post(t, '/api/auth/signup', {
      name: 'New',
      email: 'new@example.com',
      password: goodPassword,
      inviteCode: await invite(t),
    });
    const code = await t.app.db
      .selectFrom('verificationCodes')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(lifetime(code)).toBe(limits.auth.verificationCodeMinutes * minute);
  });

  it('a password reset link: 60 minutes', async () => {
    const account = await createAccount(t);
    await post(t, '/api/auth/forgot-password', { email: account.email });
    const reset = await t.app.db.selectFrom('passwordResets').selectAll().executeTakeFirstOrThrow();
    expect(lifetime(reset)).toBe(limits.auth.resetLinkMinutes * minute);
  });

  it('a session: 30 days, in the database and in the cookie', async () => {
    const account = await createAccount(t);
    const login = await post(t, '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    const session = await t.app.db
      .selectFrom('sessions')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    const days = limits.auth.sessionDays;
    expect(lifetime(session)).toBe(days * 24 * 60 * minute);
    const cookie = login.cookies.find((c) => c.name === 'chapter_session')!;
    expect(cookie.maxAge).toBe(days * 24 * 60 * 60);
  });

  it('a newsletter confirmation link: 7 days', async () => {
    await post(t, '/api/newsletter/subscribe', { email: 'reader@example.com' });
    const subscriber = await t.app.db
      .selectFrom('newsletterSubscribers')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(
      lifetime({ createdAt: subscriber.createdAt, expiresAt: subscriber.confirmExpiresAt }),
    ).toBe(limits.newsletter.confirmationValidDays * 24 * 60 * minute);
  });
});
