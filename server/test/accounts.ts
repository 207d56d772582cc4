// Test helpers for accounts: invite codes, signup → verify → login through the real API, emails read
// from the outbox.
import type { InjectOptions } from 'fastify';
import type { Role } from '../../contract/api/auth.ts';
import { createInviteCode } from '../features/auth/invites.ts';
import type { TestApp } from './app.ts';

export const goodPassword = 'Brother-Since-1949!';

let clientCounter = 0;
/** A fresh client address, so per-client rate limits do not carry over between helpers. */
export const nextClient = () => `192.0.2.${(clientCounter++ % 250) + 1}`;

export function post(
  t: TestApp,
  url: string,
  payload: unknown,
  extra: Partial<InjectOptions> = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: nextClient(),
    headers: { 'content-type': 'application/json', ...extra.headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    ...Object.fromEntries(Object.entries(extra).filter(([key]) => key !== 'headers')),
  });
}

export async function invite(
  t: TestApp,
  role: Role = 'member',
  uses = 1,
  days = 14,
): Promise<string> {
  return (await createInviteCode(t.app.db, { role, uses, days, createdBy: 'test' })).code;
}

/** The newest email to `to` in the outbox. */
export async function lastEmail(t: TestApp, to: string) {
  const mail = await t.app.db
    .selectFrom('outbox')
    .selectAll()
    .where('toAddress', '=', to)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  if (!mail) throw new Error(`no email to ${to}`);
  return mail;
}

export async function verificationCodeFor(t: TestApp, email: string): Promise<string> {
  const code = (await lastEmail(t, email)).textBody.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error('no code in the verification email');
  return code;
}

export interface Account {
  email: string;
  password: string;
  name: string;
  token: string;
  cookie: string;
}

/** Creates a verified account through the API and logs it in. */
export async function createAccount(
  t: TestApp,
  options: { role?: Role; email?: string; name?: string } = {},
): Promise<Account> {
  const email = options.email ?? `brother.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const name = options.name ?? 'Sam Brother';
  const signup = await post(t, '/api/auth/signup', {
    name,
    email,
    password: goodPassword,
    inviteCode: await invite(t, options.role ?? 'member'),
  });
  if (signup.statusCode !== 200) throw new Error(`signup failed: ${signup.body}`);
  const verify = await post(t, '/api/auth/verify', {
    email,
    code: await verificationCodeFor(t, email),
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const login = await post(t, '/api/auth/login', { email, password: goodPassword });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const cookie = login.cookies.find((c) => c.name === 'chapter_session')!;
  return {
    email,
    password: goodPassword,
    name,
    token: login.json().tokens.AccessToken,
    cookie: `chapter_session=${cookie.value}`,
  };
}
