// The accounts list at a chapter's size (docs/api.md#paged-lists, decision 019): a search reads the
// matching accounts once (the page and its total together), gives the same accounts and totals as
// a plain reading of the rule (name, email or position, whatever the case, what is typed matched as
// itself), a page past the end still says how many match, and the class filter's choices follow a
// new account or a changed class at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../../../contract/api/officer.ts';
import {
  asOfficer,
  createOfficer,
  createSignedInAccount,
  type Account,
} from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { sqlSentDuring } from '../../../test/queries.ts';
import { insertUser, updateUser } from '../../../core/users/repository.ts';
import { newUserRow } from '../../../core/users/user-rows.ts';

let t: TestApp;
let chief: Account;
beforeEach(async () => {
  t = await createTestApp();
  chief = await createOfficer(t, areas, { name: 'Chief Officer', email: 'chief@example.com' });
});
afterEach(async () => t.close());

interface Listed {
  accounts: { name: string; email: string; position: string | null }[];
  total: number;
  page: number;
  pageSize: number;
  classYears: number[];
}

const list = async (query = '') => {
  const response = await asOfficer(t, chief, 'GET', `/api/officer/accounts?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Listed;
};

/** People whose names, emails and positions hold the characters a LIKE pattern would misread. */
const people = [
  { name: 'Zed 100% Sure', email: 'zed@example.com', position: null },
  { name: 'Zed 1000 Sure', email: 'zed.k@example.com', position: null },
  { name: 'Under_Score Man', email: 'under@example.com', position: null },
  { name: 'UnderXScore Guy', email: 'underx@example.com', position: null },
  { name: 'back\\slash Bo', email: 'bo@example.com', position: null },
  { name: 'ÉMILE Dupont', email: 'emile@example.com', position: null },
  { name: 'ann lowercase', email: 'ann.l@example.com', position: null },
  { name: 'Ann Uppercase', email: 'ANN.U@Example.com', position: 'Social Chair' },
  { name: 'Carl Treasurer', email: 'carl@example.com', position: 'Treasurer' },
  { name: 'Dee Other', email: 'dee+chair@example.com', position: 'Rush Chair' },
];

async function addPeople() {
  for (const person of people) {
    const account = await createSignedInAccount(t, { name: person.name, email: person.email });
    if (person.position) await updateUser(t.app.db, account.id, { position: person.position });
  }
}

/** The rule as the list has always read it: a case-free piece of the name, email or position. */
function expected(q: string): string[] {
  const needle = q.trim().toLowerCase();
  return [
    ...people.map((p) => ({ ...p, email: p.email.toLowerCase() })),
    { name: 'Chief Officer', email: 'chief@example.com', position: null },
  ]
    .filter((p) =>
      [p.name, p.email, p.position ?? ''].some((text) => asciiLower(text).includes(needle)),
    )
    .map((p) => p.name)
    .toSorted();
}

/** SQLite's lower() (and so its LIKE) folds only A–Z; so do the searches it is compared with. */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

describe('searching the accounts', () => {
  it('matches the name, email or position whatever the case, and what is typed as itself', async () => {
    await addPeople();
    const searches = [
      'ann',
      'ANN',
      'uppercase',
      'zed 100%',
      '100%',
      '%',
      'Under_Score',
      '_',
      'back\\slash',
      '\\',
      'chair',
      'TREASURER',
      '@example.com',
      'dee+',
      'nobody at all',
    ];
    for (const q of searches) {
      const answer = await list(`q=${encodeURIComponent(q)}`);
      // The order by name follows the database's collation; the paging test holds it.
      const names = answer.accounts.map((a) => a.name).toSorted();
      expect({ q, names, total: answer.total }).toEqual({
        q,
        names: expected(q),
        total: expected(q).length,
      });
    }
    // The wildcards typed are characters: "100%" is not "1000", "Under_Score" not "UnderXScore".
    expect((await list('q=100%25')).accounts.map((a) => a.name)).toEqual(['Zed 100% Sure']);
    expect((await list('q=Under_Score')).accounts.map((a) => a.name)).toEqual(['Under_Score Man']);
  });

  it('gives every match once over the pages, each page with the same total', async () => {
    await addPeople();
    const whole = await list('q=e&pageSize=200');
    expect(whole.accounts.map((a) => a.name).toSorted()).toEqual(expected('e'));
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const answer = await list(`q=e&pageSize=3&page=${page}`);
      expect(answer).toMatchObject({ total: expected('e').length, page, pageSize: 3 });
      seen.push(...answer.accounts.map((a) => a.name));
    }
    expect(seen).toEqual(whole.accounts.map((a) => a.name));
  });

  it('says how many match on a page past the end, which has no accounts', async () => {
    await addPeople();
    expect(await list('q=ann&page=7&pageSize=2')).toMatchObject({
      accounts: [],
      total: 2,
      page: 7,
    });
    expect(await list('page=100000&pageSize=200')).toMatchObject({
      accounts: [],
      total: people.length + 1,
    });
    expect(await list('q=nobody&page=3')).toMatchObject({ accounts: [], total: 0 });
  });

  it('reads the matching accounts once for a page and its total, and the classes not at all while no account changed', async () => {
    await addPeople();
    await list();
    const sent = await sqlSentDuring(t, () => list('q=ann&page=1&pageSize=1'));
    expect(sent.filter((statement) => / like /i.test(statement))).toHaveLength(1);
    expect(
      sent.filter((statement) =>
        /graduation_year.*distinct|distinct.*graduation_year/is.test(statement),
      ),
    ).toEqual([]);
  });

  it('refuses a malformed page or filter with 400, whatever else it asks', async () => {
    for (const query of [
      'pageSize=201',
      'pageSize=0',
      'page=0',
      'page=abc',
      'page=1e9',
      'page=1.5',
      'role=admin',
      'officer=maybe',
      `classYear=${encodeURIComponent('<b>2027</b>')}`,
      `q=${'x'.repeat(101)}`,
    ]) {
      const response = await asOfficer(t, chief, 'GET', `/api/officer/accounts?${query}`);
      expect({ query, status: response.statusCode, error: response.json().error }).toEqual({
        query,
        status: 400,
        error: 'validation_failed',
      });
    }
    // Markup in a search is text to look for, never anything else.
    expect(await list(`q=${encodeURIComponent('<script>alert(1)</script>')}`)).toMatchObject({
      accounts: [],
      total: 0,
    });
  });
});

describe('the class filter’s choices', () => {
  it('follow a new account and a changed class at once', async () => {
    expect((await list()).classYears).toEqual([]);
    await insertUser(
      t.app.db,
      newUserRow({
        name: 'New Alumnus',
        email: 'new.alumnus@example.com',
        passwordHash: '!',
        role: 'alumni',
        graduationYear: 1999,
      }),
    );
    expect((await list()).classYears).toEqual([1999]);

    const member = await createSignedInAccount(t, { name: 'Class Changer' });
    const change = async (graduationYear: number) =>
      expect(
        (await asOfficer(t, member, 'PUT', '/api/auth/update-profile', { graduationYear }))
          .statusCode,
      ).toBe(200);
    await change(2027);
    expect((await list()).classYears).toEqual([1999, 2027]);
    await change(2028);
    expect((await list()).classYears).toEqual([1999, 2028]);
    // And from an officer's change of an account (the graduate moved to the alumni side keeps it).
    await asOfficer(t, chief, 'PATCH', `/api/officer/accounts/${member.id}`, { role: 'alumni' });
    expect((await list('classYear=2028')).accounts.map((a) => a.name)).toEqual(['Class Changer']);
  });
});
