// Test helpers for accounts: invite codes, signup → verify → login through the real API, emails read
// from the outbox.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { Role } from '../../contract/api/auth.ts';
import { createInviteCode } from '../core/invites/invites.ts';
import type { Area } from '../../contract/api/officer.ts';
import { insertSession } from '../core/sessions/session-repository.ts';
import { findUserByEmail, insertUser } from '../core/users/repository.ts';
import { newUserRow } from '../core/users/user-rows.ts';
import { chapterToday, refreshOffice, storedAreaList } from '../core/offices/office.ts';
import { insertPosition, insertTerm, nextPositionOrder } from '../core/offices/repository.ts';
import { hashToken, randomToken } from '../lib/tokens.ts';
import { totpCode } from '../lib/totp.ts';
import { listNewest } from '../core/mail/outbox-repository.ts';
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
  const [mail] = await listNewest(t.app.db, 1, to);
  if (!mail) throw new Error(`no email to ${to}`);
  return mail;
}

export async function verificationCodeFor(t: TestApp, email: string): Promise<string> {
  const code = (await lastEmail(t, email)).textBody.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error('no code in the verification email');
  return code;
}

export interface Account {
  id: string;
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
    id: (await findUserByEmail(t.app.db, email))!.id,
    email,
    password: goodPassword,
    name,
    token: login.json().tokens.AccessToken,
    cookie: `chapter_session=${cookie.value}`,
  };
}

/** An officer with `areas`: a term, from 2000 with no end, of a position of his own with them. */
export async function createOfficer(
  t: TestApp,
  areas: readonly Area[],
  options: { name?: string; email?: string; title?: string } = {},
): Promise<Account> {
  const { title, ...rest } = options;
  const account = await createAccount(t, { name: rest.name ?? 'Olly Officer', ...rest });
  await giveOffice(t, account.id, areas, title);
  return account;
}

/** A new position with `areas` and a current term of it for `userId` (its office copied). */
export async function giveOffice(
  t: TestApp,
  userId: string,
  areas: readonly Area[],
  title = `Test office ${randomUUID().slice(0, 8)}`,
): Promise<{ positionId: string; termId: string }> {
  const db = t.app.db;
  const at = new Date().toISOString();
  const positionId = randomUUID();
  const termId = randomUUID();
  await insertPosition(db, {
    id: positionId,
    title,
    areas: storedAreaList(areas),
    board: 0,
    seats: 1,
    sortOrder: await nextPositionOrder(db),
    checklist: '[]',
    alumniMayHold: 0,
    createdAt: at,
    updatedAt: at,
  });
  await insertTerm(db, {
    id: termId,
    positionId,
    userId,
    startsOn: '2000-01-01',
    endsOn: null,
    createdAt: at,
  });
  await refreshOffice(db, userId, chapterToday(t.app.content.chapter.timeZone));
  return { positionId, termId };
}

/** Calls an officer API as `account` (cookie, same site). */
export function asOfficer(
  t: TestApp,
  account: Account,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextClient(),
    headers: {
      cookie: account.cookie,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
}

/** Turns two-factor on for `account` through the API; returns its secret and recovery codes. */
export async function turnOnTwoFactor(t: TestApp, account: Account) {
  const setup = await asOfficer(t, account, 'POST', '/api/auth/two-factor/setup');
  const { secret } = setup.json();
  const enabled = await asOfficer(t, account, 'POST', '/api/auth/two-factor/enable', {
    code: totpCode(secret, Date.now()),
    password: account.password,
  });
  if (enabled.statusCode !== 200) throw new Error(`two-factor: ${enabled.body}`);
  return { secret: secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

/**
 * A verified, signed-in account made straight through the users repository and the session store,
 * without the API's password hashing: for tests that need many people at once (20 alumni racing
 * for the last place). Its password is unusable; its session works like any other.
 */
export async function createSignedInAccount(
  t: TestApp,
  options: { role?: Role; name?: string; email?: string } = {},
): Promise<Account> {
  const email = options.email ?? `quick.${randomUUID().slice(0, 8)}@example.com`;
  const name = options.name ?? 'Sam Brother';
  const at = new Date().toISOString();
  const user = newUserRow({
    name,
    email,
    passwordHash: '!no-password',
    role: options.role ?? 'member',
    verifiedAt: at,
  });
  await insertUser(t.app.db, user);
  const token = randomToken();
  await insertSession(t.app.db, {
    id: randomUUID(),
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: at,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    device: 'test',
  });
  return { id: user.id, email, password: '', name, token, cookie: `chapter_session=${token}` };
}
