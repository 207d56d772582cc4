// Every console route refuses every wrong caller, read off the route table so that a new route is
// covered without anyone remembering to add it: a visitor (401), a member, an alumnus, and an officer
// who has every area but the route's own (403). Nothing they send changes anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, type Area } from '../../../contract/api/officer.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createAccount, createOfficer, nextClient, type Account } from '../../test/accounts.ts';
import { officerPrefix } from './access.ts';

let t: TestApp;
let callers: { member: Account; alumnus: Account; officers: Map<Area, Account> };
beforeAll(async () => {
  t = await createTestApp();
  const officers = new Map<Area, Account>();
  for (const area of areas)
    officers.set(
      area,
      await createOfficer(
        t,
        areas.filter((other) => other !== area),
        { name: `Not ${area}` },
      ),
    );
  callers = {
    member: await createAccount(t, { role: 'member' }),
    alumnus: await createAccount(t, { role: 'alumni' }),
    officers,
  };
});
afterAll(async () => t.close());

/** A URL for a route pattern: each parameter a well-formed value that names nothing. */
const urlOf = (pattern: string) =>
  pattern
    .replace(':document', 'home')
    .replace(/:id\b|:versionId\b|:userId\b/g, '00000000-0000-4000-8000-000000000000')
    .replace(/:key\b/g, 'no-such-event');

const tables = [
  'users',
  'inviteCodes',
  'donations',
  'events',
  'alumniEvents',
  'newsletterSends',
  'newsletterIssues',
  'contentVersions',
  'auditLog',
  'outbox',
  'sessions',
  'attendance',
  'semesters',
  'requirements',
] as const;
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      tables.map(async (table) => {
        const row = await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return [table, Number(row.n)] as const;
      }),
    ),
  );

function call(method: string, url: string, cookie?: string) {
  const write = method !== 'GET';
  return t.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: nextClient(),
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(write ? { 'content-type': 'application/json' } : {}),
    },
    ...(write ? { payload: '{}' } : {}),
  });
}

describe('every console route', () => {
  it('is in the route table with its area', () => {
    const console = t.app.routeTable().filter((row) => row.url.startsWith(officerPrefix));
    expect(console.length).toBeGreaterThan(30);
    for (const row of console) expect(row.area, `${row.method} ${row.url}`).toBeDefined();
    // None is open to every officer: each belongs to the area whose officers may use it. (A route
    // for any officer would be a decision, written here.)
    expect(console.filter((row) => row.area === 'officer')).toEqual([]);
  });

  it('refuses a visitor, a member, an alumnus and an officer without its area, changing nothing', async () => {
    const before = await counts();
    const wrong: string[] = [];
    const expectStatus = (label: string, actual: number, expected: number) => {
      if (actual !== expected) wrong.push(`${label}: ${actual}, not ${expected}`);
    };
    for (const row of t.app.routeTable().filter((r) => r.url.startsWith(officerPrefix))) {
      const url = urlOf(row.url);
      const label = (who: string) => `${row.method} ${row.url} as ${who}`;
      expectStatus(label('a visitor'), (await call(row.method, url)).statusCode, 401);
      for (const [who, account] of [
        ['a member', callers.member],
        ['an alumnus', callers.alumnus],
      ] as const) {
        const answer = await call(row.method, url, account.cookie);
        expectStatus(label(who), answer.statusCode, 403);
        expectStatus(`${label(who)}, its error`, answer.json().error === 'forbidden' ? 1 : 0, 1);
      }
      // Routes for any officer ('officer') have no area to lack.
      if (row.area && row.area !== 'officer') {
        const officer = callers.officers.get(row.area as Area)!;
        const answer = await call(row.method, url, officer.cookie);
        expectStatus(label(`an officer without ${row.area}`), answer.statusCode, 403);
      }
    }
    expect(wrong).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});
