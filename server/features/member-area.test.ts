import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createAccount, type Account } from '../test/accounts.ts';
import { recordDonation } from './donations/repository.ts';

const founders = 'FoundersDay-2026-03-06';

async function addAlumniEvents(t: TestApp) {
  const at = new Date().toISOString();
  await t.app.db
    .insertInto('alumniEvents')
    .values([
      {
        key: 'Tailgate-2025-11-01',
        title: 'Homecoming Tailgate',
        displayDate: 'Nov 1',
        sortDate: '2025-11-01',
        type: 'Tailgate',
        icon: 'football',
        description: 'd',
        canRsvp: 0,
        createdAt: at,
      },
      {
        key: founders,
        title: 'Founders Day Weekend',
        displayDate: 'March 6–8',
        sortDate: '2026-03-06',
        type: 'Founders Day',
        icon: 'landmark',
        description: 'd',
        canRsvp: 1,
        createdAt: at,
      },
      {
        key: 'FallParty-2025-10-24',
        title: 'Fall Party',
        displayDate: 'Oct 24',
        sortDate: '2025-10-24',
        type: 'Social',
        icon: 'party',
        description: 'd',
        canRsvp: 0,
        createdAt: at,
      },
    ])
    .execute();
}

const auth = (account: Account) => ({ cookie: account.cookie });
const json = { 'content-type': 'application/json' };

describe('GET /api/auth/members', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('answers 401 to visitors', async () => {
    const response = await t.app.inject('/api/auth/members');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('unauthorized');
  });

  it('lists verified active members for members and alumni: pictures first, then by name, alumni excluded', async () => {
    const member = await createAccount(t, { name: 'Zed Young' });
    const alumnus = await createAccount(t, { role: 'alumni', name: 'Old Timer' });
    await createAccount(t, { name: 'adam Baker' });
    const withPicture = await createAccount(t, { name: 'Yusuf Ward' });
    await t.app.db
      .updateTable('users')
      .set({
        profilePicture: '/media/00000000-0000-4000-8000-000000000001',
        position: 'Treasurer',
        major: 'Accounting',
        graduationYear: 2027,
      })
      .where('email', '=', withPicture.email)
      .execute();
    // Signed up but not verified: not in the directory yet.
    await t.app.db
      .insertInto('users')
      .values({
        id: 'unverified',
        name: 'Aaron Pending',
        email: 'pending@example.com',
        passwordHash: '!',
        role: 'member',
        position: null,
        major: null,
        graduationYear: null,
        linkedin: null,
        profilePicture: null,
        inviteCodeId: null,
        verifiedAt: null,
        createdAt: 'x',
        updatedAt: 'x',
      })
      .execute();
    t.app.invalidateDirectory();

    for (const caller of [member, alumnus]) {
      const response = await t.app.inject({ url: '/api/auth/members', headers: auth(caller) });
      expect(response.statusCode).toBe(200);
      const { members } = response.json();
      expect(members.map((m: { name: string }) => m.name)).toEqual([
        'Yusuf Ward',
        'adam Baker',
        'Zed Young',
      ]);
      expect(members[0]).toEqual({
        id: expect.any(String),
        name: 'Yusuf Ward',
        major: 'Accounting',
        role: 'Treasurer',
        graduationYear: 2027,
        profilePicture: '/media/00000000-0000-4000-8000-000000000001',
        linkedin: null,
      });
      expect(members.find((m: { name: string }) => m.name === 'Zed Young').role).toBe('Member');
    }
  });

  it('never includes an email, a password hash or any other private field', async () => {
    const member = await createAccount(t);
    const body = (await t.app.inject({ url: '/api/auth/members', headers: auth(member) })).body;
    expect(body).not.toContain('@');
    expect(body).not.toContain('argon2');
    for (const listed of JSON.parse(body).members) {
      expect(Object.keys(listed).toSorted()).toEqual([
        'graduationYear',
        'id',
        'linkedin',
        'major',
        'name',
        'profilePicture',
        'role',
      ]);
    }
  });

  it('shows a profile change at once', async () => {
    const member = await createAccount(t, { name: 'Before Change' });
    await t.app.inject({ url: '/api/auth/members', headers: auth(member) });
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: { ...auth(member), ...json },
      payload: JSON.stringify({ name: 'After Change' }),
    });
    const { members } = (
      await t.app.inject({ url: '/api/auth/members', headers: auth(member) })
    ).json();
    expect(members.map((m: { name: string }) => m.name)).toEqual(['After Change']);
  });

  it('sends the same list compressed as the client accepts: brotli, gzip or none', async () => {
    const member = await createAccount(t, { name: 'Packed Member' });
    const plain = await t.app.inject({ url: '/api/auth/members', headers: auth(member) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const cases = [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      ['gzip;q=1.0', 'gzip', gunzipSync],
    ] as const;
    for (const [accept, encoding, decode] of cases) {
      const packed = await t.app.inject({
        url: '/api/auth/members',
        headers: { ...auth(member), 'accept-encoding': accept },
      });
      expect({ accept, encoding: packed.headers['content-encoding'] }).toEqual({
        accept,
        encoding,
      });
      expect(packed.headers.vary).toContain('accept-encoding');
      expect(JSON.parse(decode(packed.rawPayload).toString())).toEqual(plain.json());
    }
    const refused = await t.app.inject({
      url: '/api/auth/members',
      headers: { 'accept-encoding': 'br' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('unauthorized');
  });
});

describe('alumni events and the founders-day RSVP', () => {
  let t: TestApp;
  let alumnus: Account;
  beforeEach(async () => {
    t = await createTestApp();
    await addAlumniEvents(t);
    alumnus = await createAccount(t, { role: 'alumni', name: 'Gregory Haldane' });
  });
  afterEach(async () => t.close());

  const rsvp = (method: 'POST' | 'DELETE', account: Account | null, payload: unknown) =>
    t.app.inject({
      method,
      url: '/api/alumni/rsvp',
      headers: { ...json, ...(account ? auth(account) : {}) },
      payload: JSON.stringify(payload),
    });
  const rsvpRows = () => t.app.db.selectFrom('rsvps').selectAll().execute();

  it('lists the alumni events by date, oldest first', async () => {
    const { events } = (await t.app.inject('/api/alumni/events')).json();
    expect(events.map((e: { id: string }) => e.id)).toEqual([
      'FallParty-2025-10-24',
      'Tailgate-2025-11-01',
      founders,
    ]);
    expect(events[2]).toMatchObject({ canRsvp: true, title: 'Founders Day Weekend' });
  });

  it('lets an alumnus RSVP and un-RSVP; twice is harmless either way', async () => {
    const first = await rsvp('POST', alumnus, { event: founders });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      event: founders,
      count: 1,
      names: ['Gregory Haldane'],
      attending: true,
    });
    expect((await rsvp('POST', alumnus, { event: founders })).json().count).toBe(1);
    expect(await rsvpRows()).toHaveLength(1);

    const removed = await rsvp('DELETE', alumnus, { event: founders });
    expect(removed.json()).toEqual({ event: founders, count: 0, names: [], attending: false });
    expect((await rsvp('DELETE', alumnus, { event: founders })).statusCode).toBe(200);
    expect(await rsvpRows()).toHaveLength(0);
  });

  it('refuses visitors (401) and members (403), changing nothing', async () => {
    const member = await createAccount(t);
    expect((await rsvp('POST', null, { event: founders })).statusCode).toBe(401);
    const byMember = await rsvp('POST', member, { event: founders });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error).toBe('forbidden');
    expect((await rsvp('DELETE', member, { event: founders })).statusCode).toBe(403);
    expect(await rsvpRows()).toHaveLength(0);
  });

  it('answers 404 for an unknown event and for one without RSVP', async () => {
    for (const event of ['NoSuchEvent', 'Tailgate-2025-11-01', "x' OR 1=1 --"]) {
      expect((await rsvp('POST', alumnus, { event })).statusCode).toBe(404);
      expect(
        (await t.app.inject(`/api/alumni/rsvp-list?event=${encodeURIComponent(event)}`)).statusCode,
      ).toBe(404);
    }
    expect(await rsvpRows()).toHaveLength(0);
  });

  it('takes the RSVP’s identity from the session, ignoring a name or email in the payload', async () => {
    const other = await createAccount(t, { role: 'alumni', name: 'Victor Osei' });
    const response = await rsvp('POST', alumnus, {
      event: founders,
      email: other.email,
      name: 'Someone Else',
    });
    expect(response.json().names).toEqual(['Gregory Haldane']);
    const removal = await rsvp('DELETE', alumnus, { event: founders, email: other.email });
    expect(removal.json().count).toBe(0);
    await rsvp('POST', other, { event: founders });
    // Removing "someone else" by naming them removes only the caller's own RSVP.
    await rsvp('DELETE', alumnus, { event: founders, email: other.email, name: 'Victor Osei' });
    expect((await rsvpRows()).length).toBe(1);
  });

  it('gives names to alumni and only the count to members and visitors', async () => {
    await rsvp('POST', alumnus, { event: founders });
    const visitor = (await t.app.inject(`/api/alumni/rsvp-list?event=${founders}`)).json();
    expect(visitor).toEqual({ event: founders, count: 1, names: [], attending: false });
    const member = await createAccount(t);
    const seen = (
      await t.app.inject({ url: `/api/alumni/rsvp-list?event=${founders}`, headers: auth(member) })
    ).json();
    expect(seen).toEqual({ event: founders, count: 1, names: [], attending: false });
    const own = (
      await t.app.inject({ url: `/api/alumni/rsvp-list?event=${founders}`, headers: auth(alumnus) })
    ).json();
    expect(own).toEqual({ event: founders, count: 1, names: ['Gregory Haldane'], attending: true });
  });

  it('refuses malformed RSVP requests with 400', async () => {
    expect((await rsvp('POST', alumnus, {})).statusCode).toBe(400);
    expect((await rsvp('POST', alumnus, { event: 'x'.repeat(81) })).statusCode).toBe(400);
    expect((await rsvp('POST', alumnus, '{"event":')).statusCode).toBe(400);
    expect((await t.app.inject('/api/alumni/rsvp-list')).statusCode).toBe(400);
  });

  it('refuses an RSVP from another site (CSRF)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/alumni/rsvp',
      headers: { ...json, ...auth(alumnus), origin: 'https://evil.example' },
      payload: JSON.stringify({ event: founders }),
    });
    expect(response.statusCode).toBe(403);
    expect(await rsvpRows()).toHaveLength(0);
  });
});

describe('GET /api/donations/totals and GET /api/events', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => t.close());

  it('gives 0 for every initiative of the content when the ledger is empty', async () => {
    const response = await t.app.inject('/api/donations/totals');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totals: {
        'House Maintenance': 0,
        'Pool Table': 0,
        'Basketball Hoop': 0,
        'Nationals/IFC Dues': 0,
        'Brotherhood Events': 0,
        'Parties & Tailgates': 0,
      },
    });
  });

  it('sums the ledger per initiative, exactly', async () => {
    const gift = (initiative: string, amountCents: number) =>
      recordDonation(t.app.db, {
        initiative,
        amountCents,
        donorName: null,
        donatedOn: '2026-11-01',
        note: null,
        recordedBy: 'test',
      });
    await gift('Pool Table', 1010);
    await gift('Pool Table', 2020);
    await gift('Pool Table', 3030);
    await gift('Basketball Hoop', 10000);
    const { totals } = (await t.app.inject('/api/donations/totals')).json();
    expect(totals['Pool Table']).toBe(60.6);
    expect(totals['Basketball Hoop']).toBe(100);
    expect(totals['House Maintenance']).toBe(0);
  });

  it('serves the calendar to anyone, by date', async () => {
    await t.app.db
      .insertInto('events')
      .values([
        {
          id: 'b',
          title: 'Later',
          date: '2026-12-05',
          time: null,
          location: null,
          description: null,
          createdAt: 'x',
        },
        {
          id: 'a',
          title: 'Sooner',
          date: '2026-09-01',
          time: '7:00 PM',
          location: 'House',
          description: 'd',
          createdAt: 'x',
        },
      ])
      .execute();
    const { events } = (await t.app.inject('/api/events')).json();
    expect(events).toEqual([
      {
        id: 'a',
        title: 'Sooner',
        date: '2026-09-01',
        time: '7:00 PM',
        location: 'House',
        description: 'd',
      },
      {
        id: 'b',
        title: 'Later',
        date: '2026-12-05',
        time: null,
        location: null,
        description: null,
      },
    ]);
  });
});
