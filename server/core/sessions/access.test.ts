// Every route declares who may call it, and the declaration is what refuses a wrong caller. The
// routes are read off the route table, so a new route is covered without anyone remembering to add
// it: a visitor gets 401 wherever a session is needed, an alumnus 403 on a member's route, a member
// 403 on an alumnus's. And a route that declares nothing stops the server from starting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createAccount, nextClient, type Account } from '../../test/accounts.ts';
import type { RouteRow } from '../../plugins/route-table.ts';
import { accessLevels, accessMessages } from './access.ts';

let t: TestApp;
let member: Account;
let alumnus: Account;
beforeAll(async () => {
  t = await createTestApp();
  member = await createAccount(t, { role: 'member' });
  alumnus = await createAccount(t, { role: 'alumni' });
});
afterAll(async () => t.close());

/** A URL for a route pattern: each parameter a well-formed id that names nothing. */
const urlOf = (pattern: string) =>
  pattern.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

function call(row: RouteRow, cookie?: string) {
  const write = row.method !== 'GET';
  return t.app.inject({
    method: row.method as 'GET',
    url: urlOf(row.url),
    remoteAddress: nextClient(),
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(write ? { 'content-type': 'application/json' } : {}),
    },
    ...(write ? { payload: '{}' } : {}),
  });
}

const api = () => t.app.routeTable().filter((row) => /^\/(api|media|healthz|readyz)/.test(row.url));
const routesOf = (access: string) => api().filter((row) => row.access === access);

/** Each route's answer to a caller, where it is not the status and error expected. */
async function refusals(
  rows: RouteRow[],
  cookie: string | undefined,
  expected: { status: number; error: string; message: string },
): Promise<string[]> {
  const wrong: string[] = [];
  for (const row of rows) {
    const answer = await call(row, cookie);
    const { error, message } = answer.json<{ error?: string; message?: string }>();
    if (
      answer.statusCode !== expected.status ||
      error !== expected.error ||
      message !== expected.message
    )
      wrong.push(`${row.method} ${row.url}: ${answer.statusCode} ${error} ${message}`);
  }
  return wrong;
}

const signIn = { status: 401, error: 'unauthorized', message: accessMessages.signIn };

describe('every route', () => {
  it('declares its access, officer routes by their area', () => {
    const rows = api();
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((row) => !row.access).map((row) => `${row.method} ${row.url}`)).toEqual([]);
    expect(
      rows.filter((row) => (row.access === 'officer') !== (row.area !== undefined)).length,
    ).toBe(0);
    // Each level is in use: the tests below refuse someone on each.
    for (const level of accessLevels) expect(routesOf(level).length).toBeGreaterThan(0);
  });

  it("refuses a visitor on every route that needs a session, with today's message", async () => {
    const rows = [...routesOf('signed-in'), ...routesOf('member'), ...routesOf('alumni')];
    expect(await refusals(rows, undefined, signIn)).toEqual([]);
  });

  it("refuses an alumnus on a member's route", async () => {
    const expected = { status: 403, error: 'forbidden', message: accessMessages.onlyFor('member') };
    expect(expected.message).toBe('This is only for active members.');
    expect(await refusals(routesOf('member'), alumnus.cookie, expected)).toEqual([]);
  });

  it("refuses a member on an alumnus's route", async () => {
    const expected = { status: 403, error: 'forbidden', message: accessMessages.onlyFor('alumni') };
    expect(expected.message).toBe('This is only for alumni.');
    expect(await refusals(routesOf('alumni'), member.cookie, expected)).toEqual([]);
  });

  it('lets a visitor reach a visitor route and either side a signed-in route', async () => {
    const board = await t.app.inject({ method: 'GET', url: '/api/board' });
    expect(board.statusCode).toBe(200);
    for (const account of [member, alumnus]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: account.cookie },
      });
      expect(me.json()).toMatchObject({ email: account.email });
    }
  });
});

/** The error of registering a route of `config` on a new app (before it is ready), or undefined. */
async function registering(url: string, config: Record<string, unknown>) {
  let failure: unknown;
  const other = await createTestApp({
    sameDatabaseAs: t,
    setup: (app) => {
      try {
        app.get(url, { config }, async () => ({}));
      } catch (error) {
        failure = error;
      }
    },
  });
  await other.close();
  return failure;
}

describe('a route without a declaration', () => {
  it('stops the server from starting, naming the route', async () => {
    expect(await registering('/api/forgotten', {})).toEqual(
      new Error(
        'GET /api/forgotten must declare who may call it: config.access (visitor, signed-in, member, alumni), or config.area for the officer console',
      ),
    );
  });

  it('and one that declares both an access and an officer area', async () => {
    expect(await registering('/api/both', { access: 'visitor', area: 'accounts' })).toEqual(
      new Error(
        "GET /api/both declares both config.access and config.area: a console route's area is its access",
      ),
    );
  });

  it('starts with one', async () => {
    expect(await registering('/api/declared', { access: 'visitor' })).toBeUndefined();
  });
});
