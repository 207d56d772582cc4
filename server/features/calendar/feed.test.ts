// Private calendar feeds (docs/api.md#calendar-feeds): the signed-in account's URL — shown once,
// when it is made or made again, the database keeping only its token's hash — and the feed itself
// read with the URL's token alone — the member calendar for members, the alumni events for alumni —
// as iCalendar that a maintained parser (ical.js) reads.
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  asOfficer,
  createOfficer,
  createSignedInAccount,
  type Account,
} from '../../test/accounts.ts';
import { updateUser } from '../../core/users/repository.ts';
import { hashToken } from '../../lib/tokens.ts';

let t: TestApp;
let member: Account;
let alumnus: Account;
beforeEach(async () => {
  t = await createTestApp();
  member = await createSignedInAccount(t, { role: 'member', name: 'Mo Member' });
  alumnus = await createSignedInAccount(t, { role: 'alumni', name: 'Al Alumnus' });
});
afterEach(async () => t.close());

/** Whether the account has a link, as its page asks. */
const feedState = async (account: Account) => {
  const response = await t.app.inject({
    url: '/api/calendar/feed',
    headers: { cookie: account.cookie },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as { made: boolean };
};
const reset = (account: Account, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calendar/feed/reset',
    headers: { cookie: account.cookie, ...headers },
  });
/** A new link for the account (its first, or in place of the old one), shown this once. */
const feedUrl = async (account: Account) => {
  const response = await reset(account);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json().url as string;
};
const tokenOf = (url: string) =>
  url
    .split('/')
    .at(-1)!
    .replace(/\.ics$/, '');
/** Reads a feed as a calendar app does: no cookie, no header, just the URL. */
const read = (url: string) => t.app.inject({ url: new URL(url).pathname });
const summaries = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent).summary);

/** A feed as a calendar app reads it: its events, and any line that is not one of ours. */
const feedOf = async (account: Account) => {
  const ics = (await read(await feedUrl(account))).body;
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  return {
    // oxlint-disable-next-line no-control-regex -- no bare control character in any line
    dirtyLines: ics.split('\r\n').filter((line) => /[\u0000-\u001f\u2028]/u.test(line)),
    forgedLines: ics
      .split('\r\n')
      .filter((line) => /^(UID:forged|SUMMARY:Free|X-FORGED)/.test(line)),
    summaries: events.map((vevent) => new ICAL.Event(vevent).summary.slice(0, 14)),
    uids: events.map((vevent) => new ICAL.Event(vevent).uid),
    properties: [
      ...new Set(events.flatMap((vevent) => vevent.getAllProperties().map((p) => p.name))),
    ],
  };
};

async function addEvents() {
  const officer = await createOfficer(t, ['calendar']);
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  await asOfficer(t, officer, 'POST', '/api/officer/events', {
    title: 'Chapter Meeting, <b>weekly</b>',
    date: `${year + 1}-02-14`,
    time: '7:00 PM',
  });
  await asOfficer(t, officer, 'POST', '/api/officer/events', {
    title: 'Old Meeting',
    date: `${year - 2}-02-14`,
  });
  await asOfficer(t, officer, 'POST', '/api/officer/alumni-events', {
    key: 'Reunion',
    title: 'Reunion Dinner',
    sortDate: `${year + 1}-03-06`,
    time: '7:00 PM',
    type: 'Dinner',
    icon: 'dinner',
    description: 'Dinner with every class.',
    canRsvp: true,
    capacity: 1,
  });
}

describe('the feed URL', () => {
  it('is made when asked and shown only then; the database keeps only its token’s hash', async () => {
    expect(await feedState(member)).toEqual({ made: false });
    const url = await feedUrl(member);
    expect(url).toMatch(/^http:\/\/chapter\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedState(member)).toEqual({ made: true });
    const token = tokenOf(url);
    // No column of his row holds the token: its hash is what is kept.
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Object.entries(row).filter(([, value]) => String(value).includes(token))).toEqual([]);
    expect(row).toMatchObject({ calendarFeedToken: null, calendarFeedTokenHash: hashToken(token) });
    expect((await read(url)).statusCode).toBe(200);
    expect(await feedUrl(alumnus)).not.toBe(url);
  });

  it('made several times at once is one link: the last one made works, the others answer 404', async () => {
    const urls = await Promise.all(Array.from({ length: 5 }, () => feedUrl(member)));
    expect(new Set(urls).size).toBe(5);
    const statuses = [];
    for (const url of urls) statuses.push((await read(url)).statusCode);
    expect(statuses.toSorted()).toEqual([200, 404, 404, 404, 404]);
  });

  it('needs a session (401), and making one needs one too and is refused from another site', async () => {
    expect((await t.app.inject('/api/calendar/feed')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/calendar/feed/reset' })).statusCode,
    ).toBe(401);
    const url = await feedUrl(member);
    const crossSite = await reset(member, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect((await read(url)).statusCode).toBe(200);
  });

  it('is replaced by a reset: the old URL answers 404, the new one works, and no plain token is stored', async () => {
    const old = await feedUrl(member);
    const response = await reset(member);
    expect(response.statusCode).toBe(200);
    const fresh = response.json().url;
    expect(fresh).not.toBe(old);
    expect(await feedState(member)).toEqual({ made: true });
    const gone = await read(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      error: 'not_found',
      message: 'There is no such calendar feed. Make a new link on your account page.',
    });
    expect((await read(fresh)).statusCode).toBe(200);
    const tokens = await t.app.db
      .selectFrom('users')
      .select(['calendarFeedToken', 'calendarFeedTokenHash'])
      .where('id', '=', member.id)
      .execute();
    expect(tokens).toEqual([
      { calendarFeedToken: null, calendarFeedTokenHash: hashToken(tokenOf(fresh)) },
    ]);
  });
});

describe('the feed', () => {
  it('gives members the member calendar, as iCalendar, with no session needed', async () => {
    await addEvents();
    const response = await read(await feedUrl(member));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // Both sources, as the members' calendar shows them; events over a year ago are left out.
    expect(summaries(response.body)).toEqual(['Chapter Meeting, <b>weekly</b>', 'Reunion Dinner']);
    expect(response.body).toContain('SUMMARY:Chapter Meeting\\, <b>weekly</b>\r\n');
    expect(response.body).toContain('X-WR-CALNAME:Omicron Xi Psi at Northmere — chapter calendar');
    const uids = new ICAL.Component(ICAL.parse(response.body))
      .getAllSubcomponents('vevent')
      .map((vevent) => vevent.getFirstPropertyValue('uid'));
    expect(uids).toEqual([
      expect.stringMatching(/^event-[0-9a-f-]{36}@chapter\.test$/),
      'alumni-Reunion@chapter.test',
    ]);
  });

  it('holds exactly the real events, each value on its own line, whatever the rows hold', async () => {
    // Written straight into the tables, as a bug, an old import or a hand edit could leave them.
    const year = new Date().getUTCFullYear() + 1;
    const forged = (value: string) =>
      `${value}\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:forged\r\nSUMMARY:Free beer\r\nDTSTART:${year}0101T000000Z\r\nEND:VEVENT\r\nBEGIN:VEVENT\nX-FORGED:1\rX-FORGED:2\u2028X-FORGED:3\u0007`;
    const at = new Date().toISOString();
    await t.app.db
      .insertInto('events')
      .values({
        id: '00000000-0000-4000-8000-000000000001',
        title: forged('Chapter Meeting'),
        date: `${year}-02-14`,
        time: forged('7:00 PM'),
        location: forged('House'),
        description: forged('Bring dues.'),
        createdAt: at,
      })
      .execute();
    await t.app.db
      .insertInto('alumniEvents')
      .values({
        key: forged('Reunion'),
        title: forged('Reunion Dinner'),
        displayDate: forged('March 6'),
        sortDate: `${year}-03-06`,
        endDate: null,
        time: forged('7:00 PM'),
        location: forged('The Club'),
        type: forged('Dinner'),
        icon: 'dinner',
        description: forged('Dinner with every class.'),
        createdAt: at,
      })
      .execute();
    const clean = { dirtyLines: [], forgedLines: [] };
    expect(await feedOf(member)).toMatchObject({
      ...clean,
      summaries: ['Chapter Meetin', 'Reunion Dinner'],
      uids: [
        'event-00000000-0000-4000-8000-000000000001@chapter.test',
        expect.stringMatching(/^alumni-Reunion END:VEVENT BEGIN:VEVENT UID:forged /),
      ],
      properties: expect.not.arrayContaining(['x-forged']),
    });
    expect(await feedOf(alumnus)).toMatchObject({
      ...clean,
      summaries: ['Reunion Dinner'],
      uids: [expect.stringMatching(/^alumni-Reunion /)],
      properties: expect.not.arrayContaining(['x-forged']),
    });
  });

  it('gives alumni the alumni events, saying whether they attend or wait', async () => {
    await addEvents();
    const first = await createSignedInAccount(t, { role: 'alumni', name: 'First' });
    const rsvp = (account: Account) =>
      t.app.inject({
        method: 'POST',
        url: '/api/alumni/rsvp',
        headers: { cookie: account.cookie, 'content-type': 'application/json' },
        payload: { event: 'Reunion' },
      });
    await rsvp(first);
    await rsvp(alumnus);
    const ics = (await read(await feedUrl(alumnus))).body;
    expect(summaries(ics)).toEqual(['Reunion Dinner']);
    const [event] = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
    expect(new ICAL.Event(event!).description).toBe(
      'You are on the waitlist.\n\nDinner with every class.',
    );
    expect(
      new ICAL.Event(
        new ICAL.Component(
          ICAL.parse((await read(await feedUrl(first))).body),
        ).getFirstSubcomponent('vevent')!,
      ).description,
    ).toBe('You RSVPed: you are attending.\n\nDinner with every class.');
  });

  it('follows a change on the next read', async () => {
    const officer = await createOfficer(t, ['calendar']);
    const url = await feedUrl(member);
    expect(summaries((await read(url)).body)).toEqual([]);
    const year = new Date().getUTCFullYear() + 1;
    const { id } = (
      await asOfficer(t, officer, 'POST', '/api/officer/events', {
        title: 'Formal',
        date: `${year}-04-10`,
      })
    ).json().event;
    expect(summaries((await read(url)).body)).toEqual(['Formal']);
    await asOfficer(t, officer, 'PUT', `/api/officer/events/${id}`, {
      title: 'Spring Formal',
      date: `${year}-04-11`,
    });
    const ics = (await read(url)).body;
    expect(summaries(ics)).toEqual(['Spring Formal']);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${year}0411\r\n`);
  });

  it('answers 404 alike for an unknown, malformed or disabled account’s token', async () => {
    const url = await feedUrl(member);
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/short.ics',
      `/api/calendar/${encodeURIComponent("' OR 1=1 --")}.ics`,
      `/api/calendar/${'x'.repeat(150)}.ics`,
    ]) {
      const response = await t.app.inject(path);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
    }
    await updateUser(t.app.db, member.id, { disabledAt: new Date().toISOString() });
    expect((await read(url)).statusCode).toBe(404);
  });
});

describe('the logs', () => {
  it('never hold a feed token, whether the feed was read or not found', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const account = await createSignedInAccount(logged, { role: 'member' });
      const url = (
        await logged.app.inject({
          method: 'POST',
          url: '/api/calendar/feed/reset',
          headers: { cookie: account.cookie },
        })
      ).json().url as string;
      const token = url.split('/').at(-1)!.replace('.ics', '');
      expect((await logged.app.inject(new URL(url).pathname)).statusCode).toBe(200);
      await logged.app.inject(`/api/calendar/${'B'.repeat(43)}.ics`);
      const requests = lines.filter((line) => line.includes('/api/calendar/'));
      expect(requests.length).toBeGreaterThanOrEqual(3);
      expect(lines.join('\n')).not.toContain(token);
      expect(lines.join('\n')).not.toContain('B'.repeat(43));
      expect(lines.join('\n')).toContain('/api/calendar/[redacted]');
    } finally {
      await logged.close();
    }
  });
});
