// The member calendar in the officer console (docs/api.md#officer-console, area `calendar`): add,
// change and remove events, shown on GET /api/events on the next request, each write audited; and
// every refusal changing nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  asOfficer,
  createAccount,
  createOfficer,
  turnOnTwoFactor,
  type Account,
} from '../../../test/accounts.ts';

let t: TestApp;
let officer: Account;
beforeEach(async () => {
  t = await createTestApp();
  officer = await createOfficer(t, ['calendar'], { name: 'Cal Endar' });
});
afterEach(async () => t.close());

const meeting = {
  title: 'Chapter Meeting',
  date: '2027-02-14',
  time: '7:00 PM',
  location: 'Chapter House',
  description: 'Dues and the spring formal.',
};
const unknownId = '00000000-0000-4000-8000-000000000000';

const add = (body: unknown, as: Account = officer) =>
  asOfficer(t, as, 'POST', '/api/officer/events', body);
const calendar = async () =>
  (await t.app.inject('/api/events')).json().events as Record<string, unknown>[];
const rows = () => t.app.db.selectFrom('events').selectAll().orderBy('date').execute();
const audit = () =>
  t.app.db.selectFrom('auditLog').selectAll().orderBy('at').orderBy('id').execute();

const messageFor = async (body: unknown) => (await add(body)).json().message;
const raw = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/officer/events',
    headers: { cookie: officer.cookie, 'content-type': contentType },
    payload,
  });

/** The tables this area writes, to show that a refused request changed nothing. */
async function snapshot() {
  return { events: await rows(), audit: (await audit()).length };
}

describe('the member calendar', () => {
  it('adds an event that GET /api/events shows on the next request, with its audit entry', async () => {
    const response = await add(meeting);
    expect(response.statusCode).toBe(201);
    const { event, message } = response.json();
    expect(message).toBe('"Chapter Meeting" is on the calendar.');
    expect(event).toMatchObject({ ...meeting, allDay: false, updatedAt: null });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await calendar()).toEqual([
      {
        id: event.id,
        title: 'Chapter Meeting',
        date: '2027-02-14',
        endDate: null,
        time: '7:00 PM',
        location: 'Chapter House',
        description: 'Dues and the spring formal.',
      },
    ]);
    const [entry] = await audit();
    expect(entry).toMatchObject({
      actorId: officer.id,
      actorLabel: `Cal Endar <${officer.email}>`,
      action: 'calendar event added',
      targetId: event.id,
      targetLabel: 'Chapter Meeting on Sun, Feb 14, 2027',
    });
    expect(JSON.parse(entry!.details)).toEqual({
      title: 'Chapter Meeting',
      date: '2027-02-14',
      time: '7:00 PM',
      location: 'Chapter House',
    });
  });

  it('stores a time as the site writes it, and an all-day event without one', async () => {
    const range = (await add({ ...meeting, time: '7pm - 9:30pm' })).json().event;
    expect(range).toMatchObject({ time: '7:00 PM – 9:30 PM', allDay: false });
    const allDay = (await add({ ...meeting, time: undefined, allDay: true })).json().event;
    expect(allDay).toMatchObject({ time: null, allDay: true });
    const noTime = (await add({ title: 'Rush Week', date: '2027-01-20' })).json().event;
    expect(noTime).toMatchObject({ time: null, allDay: true, location: null, description: null });
  });

  it('changes an event: the next GET /api/events has it, and the log says what changed', async () => {
    const { id } = (await add(meeting)).json().event;
    const changed = await asOfficer(t, officer, 'PUT', `/api/officer/events/${id}`, {
      ...meeting,
      title: 'Chapter Meeting (moved)',
      date: '2027-02-15',
      allDay: true,
      time: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().event).toMatchObject({
      id,
      title: 'Chapter Meeting (moved)',
      date: '2027-02-15',
      time: null,
      allDay: true,
    });
    expect(changed.json().event.updatedAt).not.toBeNull();
    expect(await calendar()).toMatchObject([
      { id, title: 'Chapter Meeting (moved)', date: '2027-02-15', time: null },
    ]);
    const entry = (await audit()).at(-1)!;
    expect(entry.action).toBe('calendar event changed');
    expect(JSON.parse(entry.details)).toEqual({
      before: { title: 'Chapter Meeting', date: '2027-02-14', time: '7:00 PM' },
      after: { title: 'Chapter Meeting (moved)', date: '2027-02-15', time: null },
    });
  });

  it('removes an event: gone at once, logged; removing it again is 404', async () => {
    const { id } = (await add(meeting)).json().event;
    const removed = await asOfficer(t, officer, 'DELETE', `/api/officer/events/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      message: 'The event was removed from the calendar.',
      removed: 1,
    });
    expect(await calendar()).toEqual([]);
    expect((await audit()).map((e) => e.action)).toEqual([
      'calendar event added',
      'calendar event removed',
    ]);
    const again = await asOfficer(t, officer, 'DELETE', `/api/officer/events/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'not_found', message: 'There is no such event.' });
  });

  it('lists events by date between two days, and as CSV without formulas', async () => {
    await add({ ...meeting, date: '2027-01-10', title: '=HYPERLINK("http://evil.example","x")' });
    await add({
      ...meeting,
      date: '2027-03-10',
      title: '+1 guest',
      location: '-5',
      description: '@SUM(A1)',
    });
    await add({ ...meeting, date: '2027-05-10' });
    const list = async (query: string) =>
      (await asOfficer(t, officer, 'GET', `/api/officer/events${query}`)).json().events;
    expect((await list('')).map((e: { date: string }) => e.date)).toEqual([
      '2027-01-10',
      '2027-03-10',
      '2027-05-10',
    ]);
    expect(await list('?from=2027-02-01&to=2027-04-01')).toHaveLength(1);
    expect(
      (await asOfficer(t, officer, 'GET', '/api/officer/events?from=2027-02-30')).statusCode,
    ).toBe(400);

    const csv = await asOfficer(t, officer, 'GET', '/api/officer/events?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="calendar.csv"');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Date,Time,Title,Location,Description,Added at,Changed at,Id,Series');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[2]).toContain(`,'+1 guest,'-5,'@SUM(A1),`);
  });
});

describe('bad input changes nothing', () => {
  const badEvents = [
    ['an impossible date', { ...meeting, date: '2026-02-30' }, 'date'],
    ['a date in another format', { ...meeting, date: '02/14/2027' }, 'date'],
    ['a year out of range', { ...meeting, date: '1999-12-31' }, 'date'],
    ['a far-future year', { ...meeting, date: '2100-01-01' }, 'date'],
    ['no date', { title: 'x' }, 'date'],
    ['a number for a date', { ...meeting, date: 20270214 }, 'date'],
    ['an empty title', { ...meeting, title: '   ' }, 'title'],
    ['a long title', { ...meeting, title: 'x'.repeat(121) }, 'title'],
    ['a number for a title', { ...meeting, title: 42 }, 'title'],
    ['a title with a hidden override', { ...meeting, title: 'Meeting\u202Egnp.exe' }, 'title'],
    ['a title on two lines', { ...meeting, title: 'Chapter\nMeeting' }, 'title'],
    ['a time it cannot read', { ...meeting, time: 'after dinner' }, 'time'],
    ['an hour that does not exist', { ...meeting, time: '25:00' }, 'time'],
    ['a time on an all-day event', { ...meeting, allDay: true }, 'time'],
    ['no time on a timed event', { ...meeting, time: null, allDay: false }, 'time'],
    ['a string for all day', { ...meeting, allDay: 'yes' }, 'allDay'],
    ['a long location', { ...meeting, location: 'x'.repeat(121) }, 'location'],
    ['a long description', { ...meeting, description: 'x'.repeat(2001) }, 'description'],
    ['an object for a location', { ...meeting, location: { $ne: null } }, 'location'],
  ] as const;

  it('refuses each bad field with 400 at the field and a message, changing nothing', async () => {
    const before = await snapshot();
    for (const [what, body, field] of badEvents) {
      const response = await add(body);
      expect({ what, status: response.statusCode, body: response.json() }).toMatchObject({
        what,
        status: 400,
        body: { error: 'validation_failed', field, message: expect.stringMatching(/\S/) },
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('says clearly what is wrong', async () => {
    expect(await messageFor({ ...meeting, date: '2026-02-30' })).toBe(
      'The date is a day written YYYY-MM-DD, like 2027-02-14.',
    );
    expect(await messageFor({ ...meeting, time: 'after dinner' })).toBe(
      'Write the time like 7:00 PM, or a range like 7:00 PM – 9:00 PM.',
    );
    expect(await messageFor({ ...meeting, title: '' })).toBe('The title is required.');
  });

  it('refuses a malformed, oversized, non-JSON or polluting body, and a body that is not an object', async () => {
    const before = await snapshot();
    expect((await raw('{"title":')).statusCode).toBe(400);
    const huge = await raw(JSON.stringify({ ...meeting, description: 'x'.repeat(17 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('payload_too_large');
    expect((await raw(JSON.stringify(meeting), 'text/plain')).statusCode).toBe(415);
    const proto = await raw(`{"__proto__":{"isOfficer":1},"title":"x","date":"2027-02-14"}`);
    expect(proto.statusCode).toBe(400);
    const ctor = await raw(
      `{"constructor":{"prototype":{"polluted":true}},"title":"x","date":"2027-02-14"}`,
    );
    expect(ctor.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await raw('[]')).statusCode).toBe(400);
    expect((await raw('"Chapter Meeting"')).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('stores markup and SQL as the text they are, and gives them back unchanged', async () => {
    const hostile = {
      title: '<img src=x onerror=alert(1)>',
      date: '2027-02-14',
      time: '7:00 PM',
      location: "'; DROP TABLE events; --",
      description: '<script>alert("x")</script>\n" OR 1=1 --',
    };
    const { id } = (await add(hostile)).json().event;
    const [row] = await rows();
    expect(row).toMatchObject({ ...hostile, id });
    const listed = await t.app.inject('/api/events');
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
    expect(listed.json().events[0]).toMatchObject(hostile);
    // Another event still goes in: the table is there.
    expect((await add(meeting)).statusCode).toBe(201);
  });

  it('answers 404 for an unknown event and 400 for something that is not an id, changing nothing', async () => {
    await add(meeting);
    const before = await snapshot();
    expect(
      (await asOfficer(t, officer, 'PUT', `/api/officer/events/${unknownId}`, meeting)).statusCode,
    ).toBe(404);
    expect(
      (await asOfficer(t, officer, 'DELETE', `/api/officer/events/${unknownId}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await asOfficer(
          t,
          officer,
          'DELETE',
          `/api/officer/events/${encodeURIComponent("1' OR '1'='1")}`,
        )
      ).statusCode,
    ).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

const calls = (id: string) =>
  [
    ['GET', '/api/officer/events', undefined],
    ['POST', '/api/officer/events', meeting],
    ['PUT', `/api/officer/events/${id}`, meeting],
    ['DELETE', `/api/officer/events/${id}`, undefined],
  ] as const;

describe('who may change the calendar', () => {
  it('answers 401 without a session', async () => {
    const { id } = (await add(meeting)).json().event;
    const before = await snapshot();
    for (const [method, url, payload] of calls(id)) {
      const response = await t.app.inject({
        method,
        url,
        ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}),
      });
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 401 });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses members, alumni and officers of other areas with 403 forbidden', async () => {
    const { id } = (await add(meeting)).json().event;
    const member = await createAccount(t);
    const alumnus = await createAccount(t, { role: 'alumni' });
    const treasurer = await createOfficer(t, ['treasury', 'accounts', 'communications', 'content']);
    const before = await snapshot();
    for (const account of [member, alumnus, treasurer])
      for (const [method, url, payload] of calls(id)) {
        const response = await asOfficer(t, account, method, url, payload);
        expect({ url, method, status: response.statusCode, error: response.json().error }).toEqual({
          url,
          method,
          status: 403,
          error: 'forbidden',
        });
      }
    expect((await add(meeting, treasurer)).json().message).toBe(
      'This is only for officers responsible for calendar and events.',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an officer without two-factor when it is required, and lets him in once it is on', async () => {
    const strict = await createTestApp({ env: { OFFICER_TWO_FACTOR: 'required' } });
    try {
      const scheduler = await createOfficer(strict, ['calendar']);
      const refused = await asOfficer(strict, scheduler, 'POST', '/api/officer/events', meeting);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('two_factor_required');
      expect(await strict.app.db.selectFrom('events').select('id').execute()).toEqual([]);
      await turnOnTwoFactor(strict, scheduler);
      expect(
        (await asOfficer(strict, scheduler, 'POST', '/api/officer/events', meeting)).statusCode,
      ).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('refuses a cross-site write', async () => {
    const { id } = (await add(meeting)).json().event;
    const before = await snapshot();
    for (const [method, url, payload] of calls(id).slice(1)) {
      const response = await t.app.inject({
        method,
        url,
        headers: {
          cookie: officer.cookie,
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload ? { payload } : {}),
      });
      expect({ method, status: response.statusCode }).toEqual({ method, status: 403 });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('at the same time', () => {
  it('applies concurrent edits one at a time: the event is exactly one of them, each logged', async () => {
    const { id } = (await add(meeting)).json().event;
    const edits = Array.from({ length: 10 }, (_, i) => ({
      ...meeting,
      title: `Edit ${i}`,
      location: `Room ${i}`,
      description: `Description ${i}`,
    }));
    const answers = await Promise.all(
      edits.map((edit) => asOfficer(t, officer, 'PUT', `/api/officer/events/${id}`, edit)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const [row] = await rows();
    const winner = Number(row!.title.replace('Edit ', ''));
    expect(row).toMatchObject({
      location: `Room ${winner}`,
      description: `Description ${winner}`,
    });
    const changes = (await audit()).filter((e) => e.action === 'calendar event changed');
    expect(changes).toHaveLength(10);
    // Each entry's "before" is what the edit before it left: following them from the original
    // title visits every edit once and ends at what is stored. No edit was lost from the log.
    const next = new Map(
      changes.map((e) => {
        const { before, after } = JSON.parse(e.details);
        return [before.title as string, after.title as string];
      }),
    );
    const chain = ['Chapter Meeting'];
    while (next.has(chain.at(-1)!)) chain.push(next.get(chain.at(-1)!)!);
    expect(chain).toHaveLength(11);
    expect(chain.at(-1)).toBe(row!.title);
  });

  it('lets an edit and a removal race: the event ends removed, and the edit saved or 404', async () => {
    const { id } = (await add(meeting)).json().event;
    const [edit, removal] = await Promise.all([
      asOfficer(t, officer, 'PUT', `/api/officer/events/${id}`, { ...meeting, title: 'Late edit' }),
      asOfficer(t, officer, 'DELETE', `/api/officer/events/${id}`),
    ]);
    expect(removal.statusCode).toBe(200);
    expect([200, 404]).toContain(edit.statusCode);
    expect(await rows()).toEqual([]);
  });
});
