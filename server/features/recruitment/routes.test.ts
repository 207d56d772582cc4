// Recruitment's public calls (docs/api.md#recruitment, docs/product.md#recruitment), on SQLite and
// PostgreSQL: the page's period and rush events; the interest form, answering the same whatever
// the address and limited per address; confirming the email; deleting everything about oneself;
// and a prospect's check-in at a rush event, refused as a brother's is, and once however often.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../core/rate-limit/rules.ts';
import { rateLimitClock } from '../../core/rate-limit/counters.ts';
import { clock } from '../../lib/clock.ts';
import { asOfficer, createOfficer, nextClient, post, type Account } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startInFreshRateLimitWindows } from '../../test/clock.ts';
import {
  addNoteAndCheckIn,
  addPeriod,
  emailsTo,
  linkIn,
  prospectByEmail,
} from '../../test/recruitment.ts';

let t: TestApp;
let officer: Account;
let periodId: string;
const realNow = clock.now;
// 7:00 PM on Tue, Mar 2, 2027 in America/Chicago (the test content's zone), during the period.
const during = Date.parse('2027-03-03T01:00:00Z');
const day = 86_400_000;

beforeAll(async () => {
  clock.now = () => during;
  t = await createTestApp();
  officer = await createOfficer(t, ['standing', 'calendar'], { name: 'Rush Chair' });
});
afterAll(async () => {
  clock.now = realNow;
  await t.close();
});
afterEach(() => {
  clock.now = () => during;
});
startInFreshRateLimitWindows();

const form = (email: string, over: Record<string, unknown> = {}) => ({
  name: 'Pat Prospect',
  email,
  phone: '+1 555 010 0199',
  classYear: 2029,
  major: 'History',
  heardFrom: 'A friend in my dorm',
  consent: true,
  ...over,
});
const interest = (body: unknown, remoteAddress = nextClient()) =>
  post(t, '/api/recruitment/interest', body, { remoteAddress });
const countOf = async (table: 'prospects' | 'outbox' | 'prospectLinks' | 'prospectCheckIns') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const checkIn = (body: Record<string, unknown>) => post(t, '/api/recruitment/check-in', body);
const codeOf = async (eventId: string) =>
  (await asOfficer(t, officer, 'POST', `/api/officer/events/${eventId}/check-in-codes`)).json()
    .code as string;

describe('before a period opens', () => {
  it('shows no period and refuses the interest form with 409', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/recruitment' });
    expect(page.json()).toEqual({ period: null, events: [] });
    const refused = await interest(form('early@example.com'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('recruitment_closed');
    expect(await countOf('prospects')).toBe(0);
  });
});

describe('the open period', () => {
  let rushEventId: string;
  let otherEventId: string;
  beforeAll(async () => {
    periodId = await addPeriod(t, { opensOn: '2027-02-20', closesOn: '2027-03-10' });
    const add = async (body: Record<string, unknown>) => {
      const response = await asOfficer(t, officer, 'POST', '/api/officer/events', {
        date: '2027-03-02',
        time: '7:00 PM - 9:00 PM',
        attendance: 'optional',
        ...body,
      });
      if (response.statusCode !== 201) throw new Error(`no event: ${response.body}`);
      return response.json().event as { id: string; recruitment: boolean };
    };
    const rush = await add({ title: 'Rush BBQ', location: 'Chapter House', recruitment: true });
    if (!rush.recruitment) throw new Error('the event is not a rush event');
    rushEventId = rush.id;
    otherEventId = (await add({ title: 'Chapter meeting' })).id;
  });

  it('refuses a rush event that takes no attendance, naming the field', async () => {
    const response = await asOfficer(t, officer, 'POST', '/api/officer/events', {
      title: 'Rush games night',
      date: '2027-03-04',
      attendance: 'none',
      recruitment: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('attendance');
  });

  it('shows the period, its deletion day and its rush events from today', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/recruitment' });
    expect(page.json()).toEqual({
      period: {
        name: 'Spring rush',
        opensOn: '2027-02-20',
        closesOn: '2027-03-10',
        deleteAfterDays: 30,
        deletedOn: '2027-04-10',
      },
      events: [
        {
          id: rushEventId,
          title: 'Rush BBQ',
          date: '2027-03-02',
          time: '7:00 PM – 9:00 PM',
          location: 'Chapter House',
        },
      ],
    });
  });

  it('answers the same for a new, an unconfirmed and a confirmed address, one email each', async () => {
    const email = 'same.answer@example.com';
    const before = await countOf('outbox');
    const first = await interest(form('Same.Answer@Example.com'));
    expect(first.statusCode).toBe(202);
    expect(first.json().message).toMatch(/^Thanks\. Check your email for a link to confirm/);
    const prospect = (await prospectByEmail(t, email))!;
    expect(prospect).toMatchObject({
      periodId,
      stage: 'Interested',
      confirmedAt: null,
      phone: '+1 555 010 0199',
      classYear: 2029,
      major: 'History',
    });
    const [mail] = await emailsTo(t, email);
    expect(mail).toMatchObject({ prospectId: prospect.id });
    expect(mail!.subject).not.toMatch(/token/);
    linkIn(mail!.textBody, 'confirm');
    linkIn(mail!.textBody, 'forget');
    expect(mail!.textBody).toContain('deleted on Sat, Apr 10, 2027');

    // Within 10 minutes, nothing more is sent; the answer is the same.
    const again = await interest(form(email, { name: 'Someone Else' }));
    expect([again.statusCode, again.json()]).toEqual([202, first.json()]);
    expect(await countOf('outbox')).toBe(before + 1);
    expect((await prospectByEmail(t, email))!.name).toBe('Pat Prospect');

    // Ten minutes on: a fresh link for the unconfirmed address, then a note for the confirmed one.
    const realRate = rateLimitClock.now;
    try {
      rateLimitClock.now = () => realRate() + rateLimits.recruitment.emailsPerProspect.windowMs;
      const unconfirmed = await interest(form(email));
      expect([unconfirmed.statusCode, unconfirmed.json()]).toEqual([202, first.json()]);
      expect(await countOf('outbox')).toBe(before + 2);
      const fresh = (await emailsTo(t, email))[1]!;
      expect(linkIn(fresh.textBody, 'confirm')).not.toBe(linkIn(mail!.textBody, 'confirm'));

      await post(t, '/api/recruitment/confirm', { token: linkIn(fresh.textBody, 'confirm') });
      rateLimitClock.now = () => realRate() + 2 * rateLimits.recruitment.emailsPerProspect.windowMs;
      const confirmed = await interest(form(email));
      expect([confirmed.statusCode, confirmed.json()]).toEqual([202, first.json()]);
      expect(await countOf('outbox')).toBe(before + 3);
      const note = (await emailsTo(t, email))[2]!;
      expect(note.subject).toBe('You are already on our list');
      linkIn(note.textBody, 'forget');
    } finally {
      rateLimitClock.now = realRate;
    }
  });

  it('refuses each bad field with 400 naming it, and changes nothing', async () => {
    const prospects = await countOf('prospects');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ phone: 'call me maybe' }, 'phone'],
      [{ classYear: 1990 }, 'classYear'],
      [{ classYear: 'soon' }, 'classYear'],
      [{ major: 'm'.repeat(81) }, 'major'],
      [{ heardFrom: 'h'.repeat(201) }, 'heardFrom'],
      [{ consent: false }, 'consent'],
      [{ consent: undefined }, 'consent'],
    ];
    for (const [over, field] of cases) {
      const response = await interest(form('bad.fields@example.com', over));
      expect([response.statusCode, response.json().field]).toEqual([400, field]);
    }
    const malformed = await interest('{"name":');
    expect(malformed.statusCode).toBe(400);
    expect(await countOf('prospects')).toBe(prospects);
  });

  it('keeps markup as text', async () => {
    const response = await interest(
      form('markup@example.com', {
        name: 'Pat <b>Bold</b>',
        heardFrom: '<script>alert(1)</script>',
      }),
    );
    expect(response.statusCode).toBe(202);
    const prospect = (await prospectByEmail(t, 'markup@example.com'))!;
    expect(prospect.name).toBe('Pat <b>Bold</b>');
    expect(prospect.heardFrom).toBe('<script>alert(1)</script>');
    const [mail] = await emailsTo(t, 'markup@example.com');
    expect(mail!.htmlBody).toContain('Pat &lt;b&gt;Bold&lt;/b&gt;');
  });

  it('limits a flood from one address, while another address still registers', async () => {
    const flood = '203.0.113.50';
    const { limit } = rateLimits.recruitment.interestPerAddress;
    for (let i = 0; i < limit; i++)
      expect((await interest(form(`flood${i}@example.com`), flood)).statusCode).toBe(202);
    const over = await interest(form('flood.over@example.com'), flood);
    expect([over.statusCode, over.json().error]).toEqual([429, 'rate_limited']);
    expect(await prospectByEmail(t, 'flood.over@example.com')).toBeUndefined();
    const other = await interest(form('other.address@example.com'), '203.0.113.51');
    expect(other.statusCode).toBe(202);
  });

  describe('confirm', () => {
    it('confirms once, answers a used link while it lasts, and refuses unknown and expired links', async () => {
      await interest(form('confirm.me@example.com'));
      const [mail] = await emailsTo(t, 'confirm.me@example.com');
      const token = linkIn(mail!.textBody, 'confirm');
      const first = await post(t, '/api/recruitment/confirm', { token });
      expect([first.statusCode, first.json().message]).toEqual([
        200,
        expect.stringContaining('Your email is confirmed'),
      ]);
      const confirmedAt = (await prospectByEmail(t, 'confirm.me@example.com'))!.confirmedAt;
      expect(confirmedAt).not.toBeNull();
      const again = await post(t, '/api/recruitment/confirm', { token });
      expect([again.statusCode, again.json().message]).toEqual([
        200,
        expect.stringContaining('already confirmed'),
      ]);
      expect((await prospectByEmail(t, 'confirm.me@example.com'))!.confirmedAt).toBe(confirmedAt);

      const unknown = await post(t, '/api/recruitment/confirm', { token: 'x'.repeat(43) });
      expect([unknown.statusCode, unknown.json().error, unknown.json().field]).toEqual([
        400,
        'invalid_token',
        'token',
      ]);

      await interest(form('too.late@example.com'));
      const late = linkIn((await emailsTo(t, 'too.late@example.com'))[0]!.textBody, 'confirm');
      clock.now = () => during + 7 * day + 1000;
      const expired = await post(t, '/api/recruitment/confirm', { token: late });
      expect([expired.statusCode, expired.json().error]).toEqual([400, 'invalid_token']);
      expect((await prospectByEmail(t, 'too.late@example.com'))!.confirmedAt).toBeNull();
    });
  });

  describe('forget', () => {
    it('deletes him now with his notes, check-ins, links and emails, logged without a name', async () => {
      const email = 'forget.me@example.com';
      await interest(form(email));
      const prospect = (await prospectByEmail(t, email))!;
      const forget = linkIn((await emailsTo(t, email))[0]!.textBody, 'forget');
      const noteId = await addNoteAndCheckIn(t, prospect.id, officer.id, rushEventId);

      const response = await post(t, '/api/recruitment/forget', { token: forget });
      expect([response.statusCode, response.json().message]).toEqual([
        200,
        expect.stringContaining('deleted'),
      ]);
      expect(await prospectByEmail(t, email)).toBeUndefined();
      const left = async (table: 'prospectLinks' | 'prospectCheckIns' | 'prospectNotes') =>
        t.app.db
          .selectFrom(table)
          .select('prospectId')
          .where('prospectId', '=', prospect.id)
          .execute();
      expect({
        links: await left('prospectLinks'),
        checkIns: await left('prospectCheckIns'),
        notes: await left('prospectNotes'),
        edits: await t.app.db
          .selectFrom('prospectNoteEdits')
          .selectAll()
          .where('noteId', '=', noteId)
          .execute(),
        emails: await emailsTo(t, email),
      }).toEqual({ links: [], checkIns: [], notes: [], edits: [], emails: [] });
      const log = await t.app.db.selectFrom('recruitmentDeletions').selectAll().execute();
      expect(log).toEqual([
        {
          id: expect.any(String),
          at: expect.any(String),
          periodId,
          periodName: 'Spring rush',
          count: 1,
        },
      ]);
      expect(JSON.stringify(log)).not.toContain('forget.me');

      const again = await post(t, '/api/recruitment/forget', { token: forget });
      expect([again.statusCode, again.json().error]).toEqual([400, 'invalid_token']);
    });

    it('refuses a link past the period’s deletion day', async () => {
      const email = 'forget.late@example.com';
      await interest(form(email));
      const forget = linkIn((await emailsTo(t, email))[0]!.textBody, 'forget');
      // The deletion day starts at midnight in Chicago: 2027-04-10T05:00Z.
      clock.now = () => Date.parse('2027-04-10T05:00:00Z');
      const response = await post(t, '/api/recruitment/forget', { token: forget });
      expect([response.statusCode, response.json().error]).toEqual([400, 'invalid_token']);
    });
  });

  describe('check-in at a rush event', () => {
    it('checks a registered prospect in once, and refuses the wrong code, event, door or email', async () => {
      const email = 'rush.guest@example.com';
      await interest(form(email));
      const prospect = (await prospectByEmail(t, email))!;
      const code = await codeOf(rushEventId);
      const rows = () =>
        t.app.db
          .selectFrom('prospectCheckIns')
          .selectAll()
          .where('prospectId', '=', prospect.id)
          .execute();

      const refusals: [Record<string, unknown>, number, string][] = [
        [{ eventId: rushEventId, code: 'ZZZZZZ', email }, 400, 'code_wrong'],
        [{ eventId: rushEventId, code: '!', email }, 400, 'validation_failed'],
        [{ eventId: otherEventId, code: await codeOf(otherEventId), email }, 404, 'not_found'],
        [{ eventId: crypto.randomUUID(), code, email }, 404, 'not_found'],
        [{ eventId: rushEventId, code, email: 'nobody@example.com' }, 404, 'not_registered'],
      ];
      for (const [body, status, error] of refusals) {
        const response = await checkIn(body);
        expect([response.statusCode, response.json().error]).toEqual([status, error]);
      }
      expect(await rows()).toEqual([]);

      const first = await checkIn({ eventId: rushEventId, code, email: 'Rush.Guest@example.com' });
      expect([first.statusCode, first.json().message]).toEqual([
        200,
        'You are checked in at "Rush BBQ". Welcome!',
      ]);
      const twice = await checkIn({ eventId: rushEventId, code, email });
      expect(twice.statusCode).toBe(200);
      expect(await rows()).toHaveLength(1);

      // Two hours after it ended (11:00 PM), the door is closed.
      clock.now = () => during + 4 * 3_600_000;
      const closed = await checkIn({ eventId: rushEventId, code, email });
      expect([closed.statusCode, closed.json().error]).toEqual([409, 'check_in_closed']);
    });
  });
});
