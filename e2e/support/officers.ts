// Officers for the console's end-to-end tests: each test makes its own, a new verified member given
// a term of a position with the areas it needs by the demo officer through the console's API, so
// no test depends on another's accounts or changes the demo officer. The demo officer logs in once
// per worker (`demoOfficer` fixture), not once per test.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { totpCode } from '../../server/lib/totp.ts';
import { createAccount, type Account } from './accounts.ts';
import { expect, test as base } from './fixtures.ts';

/** The demo chapter's officer (content/demo/accounts.json): every area, two-factor off. */
export const demoOfficer = {
  email: 'officer@oxp-northmere.example',
  password: 'Demo-Officer-2026!',
};

export type Area = 'accounts' | 'calendar' | 'treasury' | 'communications' | 'content' | 'standing';

export interface Officer extends Account {
  id: string;
}

const randomIp = () =>
  `10.${200 + Math.floor(Math.random() * 50)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** The console's tests: `demoOfficer` is an API session of the demo officer, one per worker. */
export const test = base.extend<object, { demoOfficer: APIRequestContext }>({
  demoOfficer: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL!,
        extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
      });
      const login = await api.post('/api/auth/login', { data: demoOfficer });
      expect(login.status(), await login.text()).toBe(200);
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});

/** The id of the account with `email`, through the console's list. */
export async function accountId(api: APIRequestContext, email: string): Promise<string> {
  const list = await api.get(`/api/officer/accounts?q=${encodeURIComponent(email)}`);
  expect(list.status(), await list.text()).toBe(200);
  const { accounts } = (await list.json()) as { accounts: { id: string; email: string }[] };
  const found = accounts.find((account) => account.email === email);
  expect(found, `an account for ${email}`).toBeDefined();
  return found!.id;
}

/**
 * A new verified member made an officer by the demo officer: a position of his own (its title the
 * given position and a mark, titles being unique) with `areas`, and a current term of it.
 */
export async function createOfficer(
  request: APIRequestContext,
  demo: APIRequestContext,
  { label = 'officer', areas = ['accounts'] as Area[], position = 'Secretary' } = {},
): Promise<Officer> {
  const account = await createAccount(request, label);
  const id = await accountId(demo, account.email);
  const positionId = await addPosition(demo, {
    title: `${position} ${Math.random().toString(36).slice(2, 8)}`,
    areas,
  });
  await addTerm(demo, positionId, id);
  return { ...account, id };
}

/** A new position, made by the demo officer: its id. */
export async function addPosition(
  demo: APIRequestContext,
  data: { title: string; areas?: Area[]; checklist?: string[] },
): Promise<string> {
  const made = await demo.post('/api/officer/positions', { data });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { position: { id: string } }).position.id;
}

/** A term of `positionId` for an account (its email, or its id), entered by the demo officer: its id. */
export async function addTerm(
  demo: APIRequestContext,
  positionId: string,
  holder: string,
  { startsOn = '2000-01-01', replaces }: { startsOn?: string; replaces?: string } = {},
): Promise<string> {
  const made = await demo.post('/api/officer/terms', {
    data: {
      positionId,
      userId: holder.includes('@') ? await accountId(demo, holder) : holder,
      startsOn,
      ...(replaces ? { replaces } : {}),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { term: { id: string } }).term.id;
}

/** Today on the chapter's calendar (the server's, whatever this machine's time zone), moved by `days`. */
export async function chapterDay(demo: APIRequestContext, days = 0): Promise<string> {
  const answer = await demo.get('/api/officer/terms?status=elect');
  const { today } = (await answer.json()) as { today: string };
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A code of the authenticator app: the one for the next 30-second step, which the server accepts
 * (one step either side) even right after the current step's code was used to turn two-factor on.
 */
export const nextTotpCode = (secret: string): string => totpCode(secret, Date.now() + 30_000);
export const currentTotpCode = (secret: string): string => totpCode(secret, Date.now());

/** Logs in through the login form (already open and hydrated); with a code for two-factor. */
export async function logInThroughForm(
  page: Page,
  account: { email: string; password: string },
  secret?: string,
): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  if (secret) {
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await code.fill(nextTotpCode(secret));
    await page.getByRole('button', { name: 'Verify and Log In' }).click();
  }
}

/**
 * The console's navigation with its pages shown: on a phone (below 768 px) they are one menu button
 * (docs/product.md#officer-console), opened here; wider, they always show.
 */
export async function openConsoleNav(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Officer console' });
  await expect(nav).toBeVisible();
  const toggle = nav.getByRole('button', { name: /^Officer console/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  return nav;
}
