// "Who saw my data", "take my data" and "end my account" (DESIGN "His data, his to take and to
// end"), on SQLite and PostgreSQL: an officer's opening and exports recorded for the person alone;
// the export holds his data and no secret; the end needs his password (throttled), empties the
// account, keeps what the chapter must keep, confirms by email, and frees the address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asOfficer,
  createAccount,
  createOfficer,
  goodPassword,
  invite,
  lastEmail,
  post,
  type Account,
} from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let officer: Account;

beforeAll(async () => {
  t = await createTestApp();
  officer = await createOfficer(t, ['accounts', 'calendar'], { name: 'Rita Registrar' });
});
afterAll(() => t.close());

const as = (account: Account, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  asOfficer(t, account, method as never, url, payload);

describe('who saw my data', () => {
  it('records an officer opening his account and each export with him in it, for him alone', async () => {
    const member = await createAccount(t, { name: 'Wes Watched' });
    const other = await createAccount(t, { name: 'Nat Neighbour' });
    expect((await as(member, 'GET', '/api/me/data-access')).json()).toEqual({ entries: [] });

    expect((await as(officer, 'GET', `/api/officer/accounts/${member.id}`)).statusCode).toBe(200);
    const csv = await as(officer, 'GET', '/api/officer/accounts?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Wes Watched');
    // The officer's own account, opened by himself, is not someone else seeing it.
    await as(officer, 'GET', `/api/officer/accounts/${officer.id}`);

    const mine = (await as(member, 'GET', '/api/me/data-access')).json().entries;
    expect(mine.map((entry: { what: string }) => entry.what)).toEqual([
      'exported the accounts list (CSV), with your account in it',
      'opened your account in the console',
    ]);
    expect(mine[0].who).toBe('Rita Registrar');
    // His email is not shown to anyone: the officer's name only.
    expect(JSON.stringify(mine)).not.toContain('@');
    const theirs = (await as(other, 'GET', '/api/me/data-access')).json().entries;
    expect(theirs).toHaveLength(1);
    expect((await as(officer, 'GET', '/api/me/data-access')).json().entries).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/data-access' })).statusCode).toBe(
      401,
    );
  });
});

describe('take my data', () => {
  it('gives him everything kept about him, and no secret', async () => {
    const member = await createAccount(t, { name: 'Ezra Export' });
    await as(member, 'PUT', '/api/me/privacy', { phone: 'me' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ city: 'Quillhaven', phone: '+1 555 010 0177', mentoring: true }),
    });
    await as(officer, 'GET', `/api/officer/accounts/${member.id}`);
    const file = await as(member, 'GET', '/api/me/export');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(file.headers['cache-control']).toBe('no-store');
    const data = file.json();
    expect(data.account).toMatchObject({
      name: 'Ezra Export',
      email: member.email,
      city: 'Quillhaven',
      phone: '+1 555 010 0177',
      mentoring: true,
    });
    expect(data.privacy.phone).toMatchObject({ audience: 'me', chosen: true });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.whoSawYourData).toEqual([
      expect.objectContaining({
        who: 'Rita Registrar',
        what: 'opened your account in the console',
      }),
    ]);
    for (const key of [
      'rsvps',
      'giftsInYourName',
      'terms',
      'attendance',
      'excuses',
      'serviceHours',
    ])
      expect(Array.isArray(data[key])).toBe(true);
    expect(file.body).not.toMatch(/argon2|passwordHash|tokenHash|secret/i);
    expect(file.body).not.toContain(member.cookie.split('=')[1]!);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });
});

describe('end my account', () => {
  it('needs his password, throttled like a login, and changes nothing when wrong', async () => {
    const member = await createAccount(t);
    const wrong = await as(member, 'DELETE', '/api/me', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'validation_failed', field: 'password' });
    for (const body of [{}, { password: '' }, { password: 42 }, 'nonsense'])
      expect((await as(member, 'DELETE', '/api/me', body)).statusCode).toBe(400);
    expect((await as(member, 'GET', '/api/me/privacy')).statusCode).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        as(member, 'DELETE', '/api/me', { password: 'guess-again' }),
      ),
    );
    expect(guesses.some((answer) => answer.statusCode === 429)).toBe(true);
    expect((await as(member, 'GET', '/api/me/privacy')).statusCode).toBe(200);
    // A visitor, and a write from another site, end nothing.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/me',
          payload: { password: goodPassword },
        })
      ).statusCode,
    ).toBe(401);
    const crossSite = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: {
        cookie: member.cookie,
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: JSON.stringify({ password: goodPassword }),
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('refuses while he holds an office', async () => {
    const answer = await as(officer, 'DELETE', '/api/me', { password: goodPassword });
    expect(answer.statusCode).toBe(409);
    expect((await as(officer, 'GET', '/api/me/privacy')).statusCode).toBe(200);
  });

  it('ends it: no way in, out of every list, emptied, confirmed by email; the address may come back', async () => {
    const alumnus = await createAccount(t, { role: 'alumni', name: 'Gabe Gone' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: { cookie: alumnus.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ city: 'Quillhaven', employer: 'Gone Corp' }),
    });
    const viewer = await createAccount(t, { role: 'alumni' });
    const found = await as(viewer, 'GET', '/api/alumni/directory?q=gabe');
    expect(found.json().total).toBe(1);

    const ended = await as(alumnus, 'DELETE', '/api/me', { password: goodPassword });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().message).toMatch(/^Your account has been ended/);
    expect(ended.cookies.find((c) => c.name === 'chapter_session')?.value ?? '').toBe('');

    expect((await as(alumnus, 'GET', '/api/me/privacy')).statusCode).toBe(401);
    const login = await post(t, '/api/auth/login', {
      email: alumnus.email,
      password: goodPassword,
    });
    expect(login.statusCode).toBe(401);
    const directory = await as(viewer, 'GET', '/api/alumni/directory?q=gabe');
    expect(directory.json().total).toBe(0);
    expect(directory.body).not.toContain('Quillhaven');

    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', alumnus.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Gabe Gone', city: null, employer: null, phone: null });
    expect(row.email).not.toBe(alumnus.email);
    expect(row.endedAt).not.toBeNull();

    const mail = await lastEmail(t, alumnus.email);
    expect(mail?.subject).toMatch(/account has been ended$/);

    const audit = await as(
      officer,
      'GET',
      '/api/officer/audit?action=account%20ended%20by%20its%20owner',
    );
    expect(audit.body).toContain('Gabe Gone');

    // The address is free: a new invite signs it up again.
    const again = await post(t, '/api/auth/signup', {
      name: 'Gabe Again',
      email: alumnus.email,
      password: goodPassword,
      inviteCode: await invite(t, 'alumni'),
    });
    expect(again.statusCode).toBe(200);
  });
});
