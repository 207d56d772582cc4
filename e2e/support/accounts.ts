// Fresh accounts for end-to-end tests, made through the real API: signup with a demo invite code,
// then verification with the code from the email the test SMTP server received.
import type { APIRequestContext } from '@playwright/test';
import { expect, lastEmailTo, uniqueEmail, type SentEmail } from './fixtures.ts';

/** The demo chapter's invite codes (content/demo/accounts.json). */
export const memberInvite = 'OXP-MEMBER-DEMO';
export const alumniInvite = 'OXP-ALUMNI-DEMO';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A new person's details (nothing is sent): a unique name and email, and a strong password. */
export function newAccount(label: string): Account {
  return {
    name: `Test ${label[0]!.toUpperCase()}${label.slice(1)} ${Math.random().toString(36).slice(2, 7)}`,
    email: uniqueEmail(label),
    password: 'Str0ng-Pass!word',
  };
}

/** The 6-digit code of a verification email: its plain text has the code alone on a line. */
export function codeFrom(mail: SentEmail): string {
  const match = /^\s*(\d{6})\s*$/m.exec(mail.text);
  expect(match, `a 6-digit code in:\n${mail.text}`).not.toBeNull();
  return match![1]!;
}

/** Creates an account through the API (signup, and verification with the emailed code unless told). */
export async function createAccount(
  request: APIRequestContext,
  label: string,
  { inviteCode = memberInvite, verified = true } = {},
): Promise<Account> {
  const account = newAccount(label);
  const signup = await request.post('/api/auth/signup', { data: { ...account, inviteCode } });
  expect(signup.status(), await signup.text()).toBe(200);
  if (verified) {
    const code = codeFrom(await lastEmailTo(account.email));
    const verify = await request.post('/api/auth/verify', {
      data: { email: account.email, code },
    });
    expect(verify.status(), await verify.text()).toBe(200);
  }
  return account;
}

const randomIp = () =>
  `10.${100 + Math.floor(Math.random() * 100)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/**
 * An API session of `account`, logged in from a client address of its own (as his own browser
 * would be, so that per-address limits are his alone).
 */
export async function sessionOf(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string,
  account: Account,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  });
  const login = await api.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), `${account.email} logs in`).toBe(200);
  return api;
}
