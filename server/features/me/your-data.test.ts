// "Who saw my data", "take my data" and "end my account" (docs/product.md#privacy), on SQLite and
// PostgreSQL: an officer's readings and exports recorded for the person alone, one entry a day each
// with its count, no opening ever hiding an export; the export holds his data, the gifts linked to
// his account (never by name) and no secret; the end needs his password (throttled), empties the
// account, keeps what the chapter must keep, confirms by email, and frees the address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  asOfficer,
  createAccount,
  createOfficer,
  createSignedInAccount,
  goodPassword,
  invite,
  lastEmail,
  post,
  type Account,
} from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addRsvp } from '../../core/calendar/alumni-events-repository.ts';
import { bumpVersion } from '../../db/data-versions.ts';

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

type Entry = { at: string; who: string; what: string; count: number };
const entriesOf = async (member: Account): Promise<Entry[]> =>
  (await as(member, 'GET', '/api/me/data-access')).json().entries;
const rowsOf = (member: Account) =>
  t.app.db.selectFrom('dataAccess').selectAll().where('userId', '=', member.id).execute();

describe('who saw my data, merged and never flooded', () => {
  it('lists the chapter’s archive export for each account in it', async () => {
    const member = await createAccount(t, { name: 'Ada Archived' });
    const archive = await as(officer, 'GET', '/api/officer/export');
    expect(archive.statusCode).toBe(200);
    expect(await entriesOf(member)).toEqual([
      {
        at: expect.any(String),
        who: 'Rita Registrar',
        what: "exported the chapter's whole archive, with your account in it",
        count: 1,
      },
    ]);
  });

  it('merges 600 parallel openings by one officer into one entry with its count, and the archive export stays in view', async () => {
    const member = await createAccount(t, { name: 'Flo Flooded' });
    expect((await as(officer, 'GET', '/api/officer/export')).statusCode).toBe(200);
    const openings = await Promise.all(
      Array.from({ length: 600 }, () => as(officer, 'GET', `/api/officer/accounts/${member.id}`)),
    );
    expect(openings.every((answer) => answer.statusCode === 200)).toBe(true);
    const entries = await entriesOf(member);
    expect(entries.map(({ what, count }) => ({ what, count }))).toEqual([
      { what: 'opened your account in the console', count: 600 },
      { what: "exported the chapter's whole archive, with your account in it", count: 1 },
    ]);
    // One row in the table: the parallel openings added to it, none made another.
    const opened = (await rowsOf(member)).filter((row) => row.kind === 'view');
    expect(opened.map((row) => row.times)).toEqual([600]);
    // His own download says the same.
    const file = (await as(member, 'GET', '/api/me/export')).json();
    expect(file.whoSawYourData).toContainEqual(
      expect.objectContaining({ what: 'opened your account in the console', count: 600 }),
    );
  });

  it('keeps every export in view however many openings other officers add, each its own entry', async () => {
    const member = await createAccount(t, { name: 'Milo Many' });
    expect((await as(officer, 'GET', '/api/officer/export')).statusCode).toBe(200);
    // More officers than the list's 500 readings, each opening him once: 505 readings.
    const others = await Promise.all(
      Array.from({ length: 505 }, (_, i) =>
        createSignedInAccount(t, { name: `Officer ${i}` }).then(async (account) => {
          await t.app.db
            .updateTable('users')
            .set({ isOfficer: 1, areas: 'accounts' })
            .where('id', '=', account.id)
            .execute();
          return account;
        }),
      ),
    );
    await bumpVersion(t.app.db, 'accounts');
    for (let i = 0; i < others.length; i += 50)
      await Promise.all(
        others
          .slice(i, i + 50)
          .map((other) => as(other, 'GET', `/api/officer/accounts/${member.id}`)),
      );
    const entries = await entriesOf(member);
    expect(entries.filter((entry) => entry.what.startsWith('opened'))).toHaveLength(500);
    expect(entries.map((entry) => entry.what)).toContain(
      "exported the chapter's whole archive, with your account in it",
    );
  }, 60_000);

  it('names the officer as he was named when he looked, not as he is named now', async () => {
    const member = await createAccount(t, { name: 'Nell Named' });
    const looker = await createOfficer(t, ['accounts'], { name: 'Old Name' });
    await as(looker, 'GET', `/api/officer/accounts/${member.id}`);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: { cookie: looker.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'New Name' }),
    });
    expect(renamed.statusCode).toBe(200);
    await as(looker, 'GET', `/api/officer/accounts/${member.id}`);
    expect((await entriesOf(member)).map(({ who, count }) => ({ who, count }))).toEqual([
      { who: 'Old Name', count: 2 },
    ]);
  });

  it('records the console’s accounts list, an alumni event’s RSVPs (page and CSV) and the subscribers’ CSV', async () => {
    const alumnus = await createAccount(t, { role: 'alumni', name: 'Rory Reader' });
    const stranger = await createAccount(t, { role: 'alumni', name: 'Sol Stranger' });
    const what = async (member: Account) => (await entriesOf(member)).map((entry) => entry.what);

    const list = await as(officer, 'GET', '/api/officer/accounts?q=Rory%20Reader');
    expect(list.json().accounts.map((row: { id: string }) => row.id)).toEqual([alumnus.id]);
    await as(officer, 'GET', '/api/officer/accounts?q=Rory%20Reader');
    expect(await entriesOf(alumnus)).toEqual([
      expect.objectContaining({
        who: 'Rita Registrar',
        what: "saw your account in the console's accounts list",
        count: 2,
      }),
    ]);

    const key = `Reader-Reunion-${new Date().getUTCFullYear() + 1}`;
    const event = await as(officer, 'POST' as never, '/api/officer/alumni-events', {
      key,
      title: 'Readers’ Reunion',
      sortDate: `${new Date().getUTCFullYear() + 1}-06-01`,
      time: '7:00 PM',
      location: 'The Library',
      type: 'Dinner',
      icon: 'dinner',
      description: 'Dinner.',
      canRsvp: true,
      capacity: 10,
    });
    expect(event.statusCode).toBe(201);
    await addRsvp(t.app.db, key, alumnus.id);
    const page = await as(officer, 'GET', `/api/officer/alumni-events/${key}/attendees`);
    expect(page.body).toContain(alumnus.email);
    const csv = await as(officer, 'GET', `/api/officer/alumni-events/${key}/attendees?format=csv`);
    expect(csv.body).toContain(alumnus.email);

    await t.app.db
      .insertInto('newsletterSubscribers')
      .values({
        id: randomUUID(),
        email: alumnus.email,
        unsubscribeToken: randomUUID(),
        status: 'active',
        confirmTokenHash: null,
        confirmExpiresAt: null,
        confirmationSentAt: null,
        createdAt: new Date().toISOString(),
        confirmedAt: new Date().toISOString(),
        unsubscribedAt: null,
        bouncedAt: null,
      })
      .execute();
    const communications = await createOfficer(t, ['communications'], { name: 'Cora Comms' });
    const subscribers = await as(communications, 'GET', '/api/officer/mail/subscribers?format=csv');
    expect(subscribers.body).toContain(alumnus.email);

    expect((await what(alumnus)).toSorted()).toEqual(
      [
        "saw your account in the console's accounts list",
        "saw your RSVP, with your email, in an alumni event's list in the console",
        "exported an alumni event's RSVPs (CSV), with your email in it",
        "exported the newsletter's subscribers (CSV), with your address in it",
      ].toSorted(),
    );
    // Nobody else was in those answers.
    expect(await what(stranger)).toEqual([]);
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

const giveGift = (treasurer: Account, body: Record<string, unknown>) =>
  as(treasurer, 'POST' as never, '/api/officer/donations', { initiative: 'Pool Table', ...body });

describe('take my data: his gifts', () => {
  it('gives a member who takes a donor’s name none of that donor’s gifts, and no note', async () => {
    const treasurer = await createOfficer(t, ['treasury'], { name: 'Theo Treasurer' });
    const donor = await createAccount(t, { role: 'alumni', name: 'Dora Donor' });
    for (const gift of [
      { amount: 75, donorName: 'Dora Donor', note: 'Paid by check 1042', accountId: donor.id },
      { amount: 20, donorName: 'Dora Donor', note: 'Cash at homecoming' },
      { amount: 15, donorName: 'dora donor', note: 'Online, second try' },
    ])
      expect((await giveGift(treasurer, gift)).statusCode).toBe(201);
    const impostor = await createAccount(t, { name: 'Ivan Impostor' });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: { cookie: impostor.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Dora Donor' }),
    });
    expect(renamed.statusCode).toBe(200);
    const file = await as(impostor, 'GET', '/api/me/export');
    expect(file.json().account.name).toBe('Dora Donor');
    expect(file.json().giftsInYourName).toEqual([]);
    for (const text of ['Paid by check', 'Cash at homecoming', 'Online, second try', 'Pool Table'])
      expect(file.body).not.toContain(text);
  });

  it('gives him the gifts the treasurer linked to his account, without the treasurer’s note', async () => {
    const treasurer = await createOfficer(t, ['treasury'], { name: 'Tess Treasurer' });
    const donor = await createAccount(t, { role: 'alumni', name: 'Gus Giver' });
    const linked = await giveGift(treasurer, {
      amount: 50,
      donorName: '<b>The Giver family</b>',
      donatedOn: '2026-01-05',
      note: 'Matched by his employer (internal)',
      accountId: donor.id,
    });
    expect(linked.statusCode).toBe(201);
    const later = (
      await giveGift(treasurer, { amount: 30, donatedOn: '2026-02-01', note: 'Wire 77' })
    ).json().donation;
    const mine = async () => {
      const file = await as(donor, 'GET', '/api/me/export');
      expect(file.body).not.toMatch(/Matched by his employer|Wire 77|internal/);
      return file.json().giftsInYourName;
    };
    expect(await mine()).toEqual([
      {
        donatedOn: '2026-01-05',
        initiative: 'Pool Table',
        amount: 50,
        givenAs: '<b>The Giver family</b>',
        voided: false,
      },
    ]);
    // Linked afterwards, it is his too; unlinked, it is no longer.
    await as(treasurer, 'PUT', `/api/officer/donations/${later.id}/account`, {
      accountId: donor.id,
    });
    expect((await mine()).map((gift: { amount: number }) => gift.amount)).toEqual([50, 30]);
    await as(treasurer, 'PUT', `/api/officer/donations/${later.id}/account`, { accountId: null });
    expect((await mine()).map((gift: { amount: number }) => gift.amount)).toEqual([50]);
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
