import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteFileIn } from '../db/database.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createAccount, type Account } from '../test/accounts.ts';
import { clock } from '../lib/clock.ts';
import { recordDonation } from '../core/donations/repository.ts';
import { findUserByEmail, insertUser, updateUser } from '../core/users/repository.ts';
import { newUserRow } from '../core/users/user-rows.ts';

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
    const pictured = (await findUserByEmail(t.app.db, withPicture.email))!;
    await updateUser(t.app.db, pictured.id, {
      profilePicture: '/media/00000000-0000-4000-8000-000000000001',
      position: 'Treasurer',
      major: 'Accounting',
      graduationYear: 2027,
    });
    // Signed up but not verified: not in the directory yet.
    await insertUser(
      t.app.db,
      newUserRow({
        name: 'Aaron Pending',
        email: 'pending@example.com',
        passwordHash: '!',
        role: 'member',
      }),
    );

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

  it('shows a newly verified member on the next request', async () => {
    const member = await createAccount(t, { name: 'First Brother' });
    await t.app.inject({ url: '/api/auth/members', headers: auth(member) });
    await createAccount(t, { name: 'New Brother' });
    const { members } = (
      await t.app.inject({ url: '/api/auth/members', headers: auth(member) })
    ).json();
    expect(members.map((m: { name: string }) => m.name)).toEqual(['First Brother', 'New Brother']);
  });

  it('shows a change made by another instance or a command on the next request, everywhere', async () => {
    const other = await createTestApp({ sameDatabaseAs: t });
    // A command-line tool is another process with its own connection to the database.
    const command = openDatabase({
      databaseUrl: t.database.databaseUrl,
      sqliteFile: sqliteFileIn(t.database.dataDir),
    });
    try {
      const member = await createAccount(t, { name: 'Ada Member' });
      const graduate = await createAccount(t, { name: 'Grad Member' });
      const names = async (instance: TestApp) =>
        (await instance.app.inject({ url: '/api/auth/members', headers: auth(member) }))
          .json()
          .members.map((m: { name: string }) => m.name);
      expect(await names(t)).toEqual(['Ada Member', 'Grad Member']);
      expect(await names(other)).toEqual(['Ada Member', 'Grad Member']);

      await other.app.inject({
        method: 'PUT',
        url: '/api/auth/update-profile',
        headers: { ...auth(member), ...json },
        payload: JSON.stringify({ name: 'Ada Renamed' }),
      });
      expect(await names(t)).toEqual(['Ada Renamed', 'Grad Member']);

      const moved = (await findUserByEmail(command.db, graduate.email))!;
      await updateUser(command.db, moved.id, { role: 'alumni' });
      expect(await names(t)).toEqual(['Ada Renamed']);
      expect(await names(other)).toEqual(['Ada Renamed']);
    } finally {
      await command.close();
      await other.close();
    }
  });

  it('refuses a session on the next request once another instance ended it', async () => {
    const other = await createTestApp({ sameDatabaseAs: t });
    try {
      const member = await createAccount(t);
      expect((await t.app.inject({ url: '/api/auth/me', headers: auth(member) })).statusCode).toBe(
        200,
      );
      const logout = await other.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: auth(member),
      });
      expect(logout.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/auth/me', headers: auth(member) })).statusCode).toBe(
        401,
      );
    } finally {
      await other.close();
    }
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

const realNow = clock.now;
/** Sets the clock the RSVP rule reads (server/lib/clock.ts); restored after each test. */
const setNow = (iso: string) => {
  clock.now = () => Date.parse(iso);
};

/** An event without a capacity: nobody waits. */
const noWaitlist = { waitlisted: false, capacity: null, waitlistCount: 0 };

describe('alumni events and the founders-day RSVP', () => {
  let t: TestApp;
  let alumnus: Account;
  beforeEach(async () => {
    // A winter's day before the founders-day weekend of the test events.
    setNow('2026-02-01T12:00:00Z');
    t = await createTestApp();
    await addAlumniEvents(t);
    alumnus = await createAccount(t, { role: 'alumni', name: 'Gregory Haldane' });
  });
  afterEach(async () => {
    clock.now = realNow;
    await t.close();
  });

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
    expect(events[2]).toMatchObject({ endDate: null, time: null, location: null });
  });

  it("closes RSVPs when the event starts (the chapter's midnight for an all-day event): 409, nothing changes", async () => {
    // content/chapter.json: America/Chicago, on standard time (UTC-6) until 8 March 2026.
    setNow('2026-03-06T05:59:59.999Z');
    expect((await rsvp('POST', alumnus, { event: founders })).statusCode).toBe(200);
    const other = await createAccount(t, { role: 'alumni', name: 'Victor Osei' });

    setNow('2026-03-06T06:00:00Z');
    for (const [method, account] of [
      ['POST', other],
      ['DELETE', alumnus],
      ['POST', alumnus],
    ] as const) {
      const closed = await rsvp(method, account, { event: founders });
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toEqual({
        error: 'event_closed',
        message: 'RSVPs for this event closed when it started.',
      });
    }
    expect((await rsvpRows()).map((row) => row.eventKey)).toEqual([founders]);
    // Who came can still be seen.
    const list = await t.app.inject({
      url: `/api/alumni/rsvp-list?event=${founders}`,
      headers: auth(alumnus),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      event: founders,
      count: 1,
      names: ['Gregory Haldane'],
      attending: true,
      ...noWaitlist,
    });
  });

  it('closes RSVPs for an evening event at its time, in summer time too', async () => {
    await t.app.db
      .insertInto('alumniEvents')
      .values({
        key: 'Reunion-2026-10-24',
        title: 'Reunion Dinner',
        displayDate: 'Saturday, October 24, 2026',
        sortDate: '2026-10-24',
        endDate: null,
        time: '7:30 PM - 10:00 PM',
        location: 'Harborview Ballroom',
        type: 'Dinner',
        icon: 'dinner',
        description: 'd',
        canRsvp: 1,
        createdAt: new Date().toISOString(),
      })
      .execute();
    const event = { event: 'Reunion-2026-10-24' };
    // 7:29 PM in Chicago on summer time (UTC-5) is 00:29 UTC the next day.
    setNow('2026-10-25T00:29:59Z');
    expect((await rsvp('POST', alumnus, event)).statusCode).toBe(200);
    setNow('2026-10-25T00:30:00Z');
    expect((await rsvp('DELETE', alumnus, event)).statusCode).toBe(409);
    expect(await rsvpRows()).toHaveLength(1);
  });

  it('lets an alumnus RSVP and un-RSVP; twice is harmless either way', async () => {
    const first = await rsvp('POST', alumnus, { event: founders });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      event: founders,
      count: 1,
      names: ['Gregory Haldane'],
      attending: true,
      ...noWaitlist,
    });
    expect((await rsvp('POST', alumnus, { event: founders })).json().count).toBe(1);
    expect(await rsvpRows()).toHaveLength(1);

    const removed = await rsvp('DELETE', alumnus, { event: founders });
    expect(removed.json()).toEqual({
      event: founders,
      count: 0,
      names: [],
      attending: false,
      ...noWaitlist,
    });
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
    expect(visitor).toEqual({
      event: founders,
      count: 1,
      names: [],
      attending: false,
      ...noWaitlist,
    });
    const member = await createAccount(t);
    const seen = (
      await t.app.inject({ url: `/api/alumni/rsvp-list?event=${founders}`, headers: auth(member) })
    ).json();
    expect(seen).toEqual({ event: founders, count: 1, names: [], attending: false, ...noWaitlist });
    const own = (
      await t.app.inject({ url: `/api/alumni/rsvp-list?event=${founders}`, headers: auth(alumnus) })
    ).json();
    expect(own).toEqual({
      event: founders,
      count: 1,
      names: ['Gregory Haldane'],
      attending: true,
      ...noWaitlist,
    });
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
      // Giving online is not set up in this test's configuration.
      online: false,
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
        endDate: null,
        time: '7:00 PM',
        location: 'House',
        description: 'd',
      },
      {
        id: 'b',
        title: 'Later',
        date: '2026-12-05',
        endDate: null,
        time: null,
        location: null,
        description: null,
      },
    ]);
  });

  it('shows each alumni event in the calendar from its own row, so both pages give one date', async () => {
    await addAlumniEvents(t);
    await t.app.db
      .updateTable('alumniEvents')
      .set({ endDate: '2026-03-08', location: '412 Fenwick Row', time: 'ALL DAY' })
      .where('key', '=', founders)
      .execute();
    await t.app.db
      .insertInto('events')
      .values({
        id: 'meeting',
        title: 'Chapter Meeting',
        date: '2025-11-01',
        time: '7:00 PM',
        location: null,
        description: null,
        createdAt: 'x',
      })
      .execute();
    const { events } = (await t.app.inject('/api/events')).json();
    expect(events.map((e: { id: string; date: string }) => [e.id, e.date])).toEqual([
      ['FallParty-2025-10-24', '2025-10-24'],
      ['meeting', '2025-11-01'],
      ['Tailgate-2025-11-01', '2025-11-01'],
      [founders, '2026-03-06'],
    ]);
    expect(events[3]).toEqual({
      id: founders,
      title: 'Founders Day Weekend',
      date: '2026-03-06',
      endDate: '2026-03-08',
      time: 'ALL DAY',
      location: '412 Fenwick Row',
      description: 'd',
    });
    const alumni = (await t.app.inject('/api/alumni/events')).json().events;
    for (const event of alumni)
      expect(events.find((e: { id: string }) => e.id === event.id).date).toBe(event.sortDate);
  });

  it('compresses a long calendar in one piece, as the client accepts', async () => {
    await t.app.db
      .insertInto('events')
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          id: `event-${i}`,
          title: `Chapter meeting ${i}`,
          date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
          time: '7:00 PM',
          location: 'Chapter house, main room',
          description: `Reports from the committees, week ${i}.`,
          createdAt: 'x',
        })),
      )
      .execute();
    const plain = await t.app.inject('/api/events');
    expect(plain.rawPayload.length).toBeGreaterThan(20_000);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const packed = await t.app.inject({
        url: '/api/events',
        headers: { 'accept-encoding': accept },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toContain('accept-encoding');
      // Compressed in one go on the event loop, not streamed through the thread pool: the length
      // is known up front.
      expect(Number(packed.headers['content-length'])).toBe(packed.rawPayload.length);
      expect(JSON.parse(decode(packed.rawPayload).toString())).toEqual(plain.json());
    }
  });
});
