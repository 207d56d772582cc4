// Attendance at the events that count (docs/product.md#check-in, docs/product.md#standing), on
// SQLite and PostgreSQL: the calendar's counting fields, the check-in screen's moving code and a
// member's check-in with it (once, however often; refused when forged, replayed after 40 s, another
// event's, malformed, outside the door's window, or by an alumnus or a visitor — each changing
// nothing), the officer's marks by hand (audited) and the list as CSV, and the semesters with their
// requirements.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { checkIn } from '../../../../contract/attendance.ts';
import {
  asOfficer,
  createAccount,
  createOfficer,
  createSignedInAccount,
  nextClient,
  type Account,
} from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';
import { clock } from '../../../lib/clock.ts';

let t: TestApp;
let officer: Account;
let calendarOfficer: Account;
const realNow = clock.now;
beforeAll(async () => {
  t = await createTestApp();
  officer = await createOfficer(t, ['standing', 'calendar'], { name: 'Sam Secretary' });
  calendarOfficer = await createOfficer(t, ['calendar'], { name: 'Cal Endar' });
});
afterAll(async () => t.close());
afterEach(() => {
  clock.now = realNow;
});

// A chapter meeting on 2027-03-02, 7:00 PM – 9:00 PM in America/Chicago (the test content's zone):
// the door is open from 6:30 PM (00:30Z) to 11:00 PM (05:00Z the next day).
const meetingDay = '2027-03-02';
const during = Date.parse('2027-03-03T01:00:00Z');
const at = (instant: number) => {
  clock.now = () => instant;
};

async function addEvent(body: Record<string, unknown> = {}) {
  const response = await asOfficer(t, officer, 'POST', '/api/officer/events', {
    title: 'Chapter meeting',
    date: meetingDay,
    time: '7:00 PM - 9:00 PM',
    attendance: 'required',
    points: 5,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().event as { id: string; title: string };
}

const screen = (eventId: string, who: Account = officer) =>
  asOfficer(t, who, 'POST', `/api/officer/events/${eventId}/check-in-codes`);

const checkInAs = (who: Account, eventId: string, body: unknown) =>
  asOfficer(t, who, 'POST', `/api/events/${eventId}/check-in`, body);

const rows = (eventId: string) =>
  t.app.db.selectFrom('attendance').selectAll().where('eventId', '=', eventId).execute();

const auditCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('auditLog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('events that count', () => {
  it('saves attendance, points and service hours; refuses numbers out of range or without attendance', async () => {
    const event = await addEvent({ attendance: 'optional', points: 10, serviceHours: 2.5 });
    const listed = (await asOfficer(t, officer, 'GET', `/api/officer/events?from=${meetingDay}`))
      .json()
      .events.find((e: { id: string }) => e.id === event.id);
    expect(listed).toMatchObject({ attendance: 'optional', points: 10, serviceHours: 2.5 });

    const refusals: [Record<string, unknown>, string][] = [
      [{ attendance: 'none', points: 3 }, 'points'],
      [{ attendance: 'none', serviceHours: 1 }, 'serviceHours'],
      [{ points: 101 }, 'points'],
      [{ points: 2.5 }, 'points'],
      [{ serviceHours: 1.4 }, 'serviceHours'],
      [{ serviceHours: 25 }, 'serviceHours'],
      [{ attendance: 'mandatory' }, 'attendance'],
    ];
    for (const [body, field] of refusals) {
      const response = await asOfficer(t, officer, 'PUT', `/api/officer/events/${event.id}`, {
        title: 'Chapter meeting',
        date: meetingDay,
        time: '7:00 PM',
        attendance: 'required',
        ...body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    }
    const after = (await asOfficer(t, officer, 'GET', `/api/officer/events?from=${meetingDay}`))
      .json()
      .events.find((e: { id: string }) => e.id === event.id);
    expect(after).toMatchObject({ attendance: 'optional', points: 10, serviceHours: 2.5 });
  });

  it('gives no check-in screen to an event that counts for nothing, nor to a calendar officer', async () => {
    const plain = await addEvent({ attendance: 'none', points: 0 });
    expect((await screen(plain.id)).statusCode).toBe(409);
    const counted = await addEvent();
    expect((await screen(counted.id, calendarOfficer)).statusCode).toBe(403);
    expect((await screen('00000000-0000-4000-8000-000000000000')).json().error).toBe('not_found');
  });
});

describe('check-in with the moving code', () => {
  it('checks a member in with the screen code once; the screen counts and names him', async () => {
    const event = await addEvent();
    const member = await createAccount(t, { name: 'Mike <b>Member</b>' });
    at(during);
    const shown = (await screen(event.id)).json();
    expect(shown.code).toMatch(new RegExp(`^[${checkIn.alphabet}]{6}$`));
    expect(shown.url).toBe(`http://chapter.test/check-in/${event.id}?c=${shown.code}`);
    expect(shown.qrSvg).toMatch(/^<svg[^>]*>/);
    expect(shown).toMatchObject({ open: true, refreshEvery: 20, present: 0 });
    expect(Date.parse(shown.expiresAt) - during).toBeGreaterThan(20_000);
    expect(Date.parse(shown.expiresAt) - during).toBeLessThanOrEqual(40_000);

    // Typed in lower case with a space: the same code.
    const typed = `${shown.code.slice(0, 3).toLowerCase()} ${shown.code.slice(3)}`;
    const first = await checkInAs(member, event.id, { code: typed });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ checkedIn: true, at: new Date(during).toISOString() });

    // Again 30 s later (the same code, still in its 40 s), and again with an expired one: the first answer.
    at(during + 30_000);
    expect((await checkInAs(member, event.id, { code: shown.code })).json().at).toBe(
      first.json().at,
    );
    at(during + 120_000);
    expect((await checkInAs(member, event.id, { code: shown.code })).json().at).toBe(
      first.json().at,
    );
    expect(await rows(event.id)).toHaveLength(1);

    const after = (await screen(event.id)).json();
    expect(after.code).not.toBe(shown.code);
    expect(after.present).toBe(1);
    expect(after.latest).toEqual([{ name: 'Mike <b>Member</b>', at: first.json().at }]);
    const page = await asOfficer(t, member, 'GET', `/api/events/${event.id}/check-in`);
    expect(page.json()).toMatchObject({ checkedInAt: first.json().at, open: true });
  });

  // The QR code's pixels, the same on either engine: on SQLite only (decision 020).
  it.skipIf(onPostgres)(
    'shows a QR code a camera reads: the check-in address with the code, small and blurred too',
    async () => {
      const event = await addEvent();
      at(during);
      const { url, qrSvg } = (await screen(event.id)).json();
      // The reader's WebAssembly from the package itself (it would fetch it from the web otherwise).
      const wasm = readFileSync(
        createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
      );
      await prepareZXingModule({
        overrides: {
          wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
        },
        fireImmediately: true,
      });
      // As a laptop shows it, and as a phone's camera sees a small screen a metre away: 160 px, blurred.
      for (const [size, blur] of [
        [600, 0],
        [160, 1.2],
      ] as const) {
        let picture = sharp(Buffer.from(qrSvg)).resize(size).flatten({ background: '#ffffff' });
        if (blur) picture = picture.blur(blur);
        const read = await readBarcodes(new Blob([await picture.png().toBuffer()]), {
          formats: ['QRCode'],
        });
        expect(read.map((result) => result.text)).toEqual([url]);
      }
    },
  );

  it('leaves one row for 20 parallel check-ins of one member', async () => {
    const event = await addEvent();
    const member = await createSignedInAccount(t);
    at(during);
    const { code } = (await screen(event.id)).json();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => checkInAs(member, event.id, { code })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.json().at)).size).toBe(1);
    expect(await rows(event.id)).toHaveLength(1);
  });

  it('refuses a replayed, forged, foreign, malformed or out-of-window code, and changes nothing', async () => {
    const event = await addEvent();
    const other = await addEvent({ title: 'Rush BBQ' });
    const member = await createSignedInAccount(t);
    at(during);
    const { code } = (await screen(event.id)).json();
    const foreign = (await screen(other.id)).json().code;

    // 40 s after its step began, it is over: "expired", naming the field.
    const stepStart = Math.floor(during / 20_000) * 20_000;
    at(stepStart + 40_000);
    const replayed = await checkInAs(member, event.id, { code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ error: 'code_expired', field: 'code' });

    at(during);
    const wrongOne = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const refusals: [unknown, number, string][] = [
      [{ code: wrongOne }, 400, 'code_wrong'],
      [{ code: foreign }, 400, 'code_wrong'],
      [{ code: 'ABC' }, 400, 'validation_failed'],
      [{ code: 'O0I1AB' }, 400, 'validation_failed'],
      [{ code: 'x'.repeat(5000) }, 400, 'validation_failed'],
      [{ code: 12345 }, 400, 'validation_failed'],
      [{}, 400, 'validation_failed'],
      // Nobody checks in another: the body names no one, and a name in it is refused.
      [{ code, userId: officer.id }, 400, 'validation_failed'],
      ['not json', 400, 'bad_request'],
    ];
    for (const [body, status, error] of refusals) {
      const response = await checkInAs(member, event.id, body);
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toBe(error);
    }
    const foreignAnswer = await checkInAs(member, event.id, { code: foreign });
    expect(foreignAnswer.json().message).toContain('"Rush BBQ"');

    // The door: before 6:30 PM and from 11:00 PM, 409 saying when.
    for (const [instant, words] of [
      [Date.parse('2027-03-03T00:29:00Z'), 'opens at Tue, Mar 2, 2027, 6:30 PM'],
      [Date.parse('2027-03-03T05:00:00Z'), 'closed at Tue, Mar 2, 2027, 11:00 PM'],
    ] as const) {
      at(instant);
      const { code: current } = (await screen(event.id)).json();
      const response = await checkInAs(member, event.id, { code: current });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'check_in_closed' });
      expect(response.json().message).toContain(words);
    }
    expect(await rows(event.id)).toEqual([]);
  });

  it('refuses alumni (403) and visitors (401), and throttles guessing per account (429)', async () => {
    const event = await addEvent();
    const alumnus = await createSignedInAccount(t, { role: 'alumni' });
    at(during);
    const { code } = (await screen(event.id)).json();
    expect((await checkInAs(alumnus, event.id, { code })).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/check-in`,
      remoteAddress: nextClient(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ code }),
    });
    expect(visitor.statusCode).toBe(401);

    const guesser = await createSignedInAccount(t);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const limit = 20;
    for (let attempt = 0; attempt < limit; attempt++)
      expect((await checkInAs(guesser, event.id, { code: wrong })).statusCode).toBe(400);
    // Over the limit even the right code is refused: a guesser cannot tell it was right.
    expect((await checkInAs(guesser, event.id, { code })).statusCode).toBe(429);
    expect(await rows(event.id)).toEqual([]);
  });
});

describe('marks by hand and the list', () => {
  it('marks present, excused and absent by hand (audited), lists them and their CSV', async () => {
    const event = await addEvent();
    const early = await createSignedInAccount(t, { name: 'Aaron Early' });
    const sick = await createSignedInAccount(t, { name: 'Bert Sick' });
    const away = await createSignedInAccount(t, { name: 'Carl Away' });
    const mark = (who: Account, status: string) =>
      asOfficer(t, officer, 'PUT', `/api/officer/events/${event.id}/attendance/${who.id}`, {
        status,
      });
    // Nobody is present at what has not begun: refused before the door opens, changing nothing.
    const audits = await auditCount();
    const ahead = await mark(early, 'present');
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().message).toContain('has not begun');
    expect(await auditCount()).toBe(audits);
    at(during);
    expect((await mark(early, 'present')).json().message).toBe(
      'Aaron Early is present at "Chapter meeting".',
    );
    expect((await mark(sick, 'excused')).statusCode).toBe(200);
    expect((await mark(away, 'present')).statusCode).toBe(200);
    expect((await mark(away, 'absent')).statusCode).toBe(200);
    expect((await auditCount()) - audits).toBe(4);
    const entry = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'attendance marked')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.details)).toMatchObject({ before: 'present', after: 'absent' });
    expect(entry.actorLabel).toContain('Sam Secretary');

    const list = (
      await asOfficer(t, officer, 'GET', `/api/officer/events/${event.id}/attendance`)
    ).json();
    expect(list.present.map((p: { name: string }) => p.name)).toEqual(['Aaron Early']);
    expect(list.present[0]).toMatchObject({ how: 'officer', markedBy: 'Sam Secretary' });
    expect(list.excused.map((p: { name: string }) => p.name)).toEqual(['Bert Sick']);
    expect(list.absent.map((p: { name: string }) => p.name)).toEqual(['Carl Away']);
    expect(list.unmarked.map((p: { name: string }) => p.name)).not.toContain('Aaron Early');

    const csv = await asOfficer(
      t,
      officer,
      'GET',
      `/api/officer/events/${event.id}/attendance?format=csv`,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Name,Status,At,How,Marked by,Member id',
    );
    expect(csv.body).toContain('Aaron Early,present,');
    // Named for its event, its "At" on the chapter's clock with the offset (docs/product.md#dates).
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="attendance-chapter-meeting-${meetingDay}.csv"`,
    );
    expect(csv.body).toMatch(/Aaron Early,present,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[56]:00,/);

    // Taken away again; an alumnus or an unknown id is not a member to mark; a member may not mark.
    expect((await mark(away, 'none')).statusCode).toBe(200);
    const alumnus = await createSignedInAccount(t, { role: 'alumni' });
    expect((await mark(alumnus, 'present')).statusCode).toBe(404);
    expect((await mark(early, 'late')).statusCode).toBe(400);
    const member = await createSignedInAccount(t);
    expect(
      (
        await asOfficer(
          t,
          member,
          'PUT',
          `/api/officer/events/${event.id}/attendance/${member.id}`,
          {
            status: 'present',
          },
        )
      ).statusCode,
    ).toBe(403);
    expect(await rows(event.id)).toHaveLength(2);
  });
});

describe('semesters and requirements', () => {
  it('adds semesters that do not overlap, sets each side’s requirements, audited', async () => {
    const fall = await asOfficer(t, officer, 'POST', '/api/officer/semesters', {
      name: 'Fall 2031',
      startsOn: '2031-08-17',
      endsOn: '2031-12-18',
    });
    expect(fall.statusCode).toBe(201);
    const id = fall.json().semester.id;
    for (const [body, status, field] of [
      [{ name: 'Fall 2031', startsOn: '2032-01-10', endsOn: '2032-05-10' }, 409, 'name'],
      [{ name: 'Overlap', startsOn: '2031-12-01', endsOn: '2032-05-10' }, 409, 'startsOn'],
      [{ name: 'Backwards', startsOn: '2032-05-10', endsOn: '2032-01-10' }, 400, 'endsOn'],
      [{ name: '<b>', startsOn: '2032-13-10', endsOn: '2032-05-10' }, 400, 'startsOn'],
    ] as const) {
      const response = await asOfficer(t, officer, 'POST', '/api/officer/semesters', body);
      expect(response.statusCode).toBe(status);
      expect(response.json().field).toBe(field);
    }
    const set = await asOfficer(t, officer, 'PUT', '/api/officer/requirements', {
      semesterId: id,
      side: 'active',
      attendancePercent: 80,
      serviceHours: 10.5,
      points: 50,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().semester.requirements).toEqual({
      new: { attendancePercent: 0, serviceHours: 0, points: 0, duesPaid: false },
      active: { attendancePercent: 80, serviceHours: 10.5, points: 50, duesPaid: false },
    });
    for (const [body, field] of [
      [{ attendancePercent: 101 }, 'attendancePercent'],
      [{ serviceHours: 0.2 }, 'serviceHours'],
      [{ side: 'alumni' }, 'side'],
    ] as const) {
      const response = await asOfficer(t, officer, 'PUT', '/api/officer/requirements', {
        semesterId: id,
        side: 'new',
        attendancePercent: 50,
        serviceHours: 1,
        points: 1,
        ...body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    }
    const renamed = await asOfficer(t, officer, 'PUT', `/api/officer/semesters/${id}`, {
      name: 'Autumn 2031',
      startsOn: '2031-08-18',
      endsOn: '2031-12-18',
    });
    expect(renamed.json().semester).toMatchObject({ name: 'Autumn 2031', startsOn: '2031-08-18' });
    const listed = (await asOfficer(t, officer, 'GET', '/api/officer/semesters')).json().semesters;
    expect(listed.find((s: { id: string }) => s.id === id).requirements.active.points).toBe(50);
    const actions = (
      await t.app.db.selectFrom('auditLog').select('action').where('targetId', '=', id).execute()
    ).map((row) => row.action);
    expect(actions.toSorted()).toEqual(['requirements set', 'semester added', 'semester changed']);
  });
});
