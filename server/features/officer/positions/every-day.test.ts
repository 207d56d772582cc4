// Offices that hold on every day, and officers who never act on their own record, on SQLite and
// PostgreSQL (docs/product.md#nobody-acts-on-his-own-record): each way an outside probe widened an
// officer's own access, lengthened his term, overfilled a seat on a later day, left the chapter
// without an accounts officer tomorrow or gave a graduate the console back — each refused,
// changing nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../../../contract/api/officer.ts';
import { addDays } from '../../../../contract/terms.ts';
import {
  createAccount,
  createOfficer,
  createSignedInAccount,
  type Account,
} from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { officesThrough } from '../../../test/offices.ts';
import { clock } from '../../../lib/clock.ts';
import { findUserByEmail } from '../../../core/users/repository.ts';

let t: TestApp;
let chief: Account;
const realNow = clock.now;
beforeEach(async () => {
  t = await createTestApp();
  chief = await createOfficer(t, areas, { name: 'Chief Officer' });
});
afterEach(async () => {
  clock.now = realNow;
  await t.close();
});

const { call, today, addPosition, addTerm } = officesThrough(
  () => t,
  () => chief,
);

/** Every term and position as stored, and the audit's length: what a refusal must leave alone. */
const snapshot = async () => ({
  positions: await t.app.db.selectFrom('positions').selectAll().orderBy('id').execute(),
  terms: await t.app.db.selectFrom('terms').selectAll().orderBy('id').execute(),
  audit: (await t.app.db.selectFrom('auditLog').select('id').execute()).length,
});

const termsOf = async (positionId: string) =>
  (await call(chief, 'GET', `/api/officer/terms?position=${positionId}`))
    .json()
    .terms.map((term: { name: string; startsOn: string; endsOn: string | null }) => [
      term.name,
      term.startsOn,
      term.endsOn,
    ]);

describe('nobody acts on his own record', () => {
  it('refuses an officer the areas of a position he holds or will hold (403), his session unchanged', async () => {
    const secretary = await createOfficer(t, ['accounts'], { name: 'Sid Secretary' });
    const vp = await addPosition({ title: 'Vice President', areas: ['calendar'] });
    await addTerm({ positionId: vp.id, userId: secretary.id, startsOn: addDays(today(), 60) });
    const own = (await findUserByEmail(t.app.db, secretary.email))!;
    const ownPosition = await t.app.db
      .selectFrom('terms')
      .select('positionId')
      .where('userId', '=', secretary.id)
      .where('positionId', '!=', vp.id)
      .executeTakeFirstOrThrow();
    const before = await snapshot();
    for (const [id, title] of [
      [ownPosition.positionId, own.position],
      [vp.id, 'Vice President'],
    ]) {
      const widened = await call(secretary, 'PUT', `/api/officer/positions/${id}`, {
        title,
        areas: ['accounts', 'treasury', 'communications'],
      });
      expect(widened.statusCode).toBe(403);
      expect(widened.json().error).toBe('forbidden');
    }
    expect(await snapshot()).toEqual(before);
    expect((await call(secretary, 'GET', '/api/officer/donations')).statusCode).toBe(403);
    // Another officer may; and the holder may still change what is not his access (the title).
    expect(
      (
        await call(chief, 'PUT', `/api/officer/positions/${vp.id}`, {
          title: 'Vice President',
          areas: ['calendar', 'content'],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(secretary, 'PUT', `/api/officer/positions/${vp.id}`, {
          title: 'Vice-President',
          areas: ['calendar', 'content'],
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a deletion whose restore would lengthen his own term', async () => {
    const deputy = await createOfficer(t, ['accounts'], { name: 'Dee Deputy' });
    const recorder = await addPosition({ title: 'Recorder', areas: ['calendar'] });
    const mine = await addTerm({ positionId: recorder.id, userId: deputy.id, startsOn: today() });
    const successor = await createAccount(t, { name: 'Sam Successor' });
    const next = await addTerm({
      positionId: recorder.id,
      userId: successor.id,
      startsOn: addDays(today(), 30),
      replaces: mine.id,
    });
    const before = await snapshot();
    const lengthen = await call(deputy, 'DELETE', `/api/officer/terms/${next.id}`);
    expect(lengthen.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
    // Another officer may delete it: the deputy holds it as before.
    expect((await call(chief, 'DELETE', `/api/officer/terms/${next.id}`)).statusCode).toBe(200);
    expect(await termsOf(recorder.id)).toEqual([['Dee Deputy', today(), null]]);
  });

  it('refuses a standing officer his own attendance mark, like his own excuse', async () => {
    const standing = await createOfficer(t, ['standing'], { name: 'Stan Standing' });
    const created = await call(chief, 'POST', '/api/officer/events', {
      title: 'Chapter meeting',
      date: addDays(today(), -1),
      time: '7:00 PM',
      location: 'Chapter room',
      attendance: 'required',
      points: 0,
      serviceHours: 0,
    });
    expect(created.statusCode).toBe(201);
    const eventId = created.json().event.id as string;
    const before = await t.app.db.selectFrom('attendance').selectAll().execute();
    for (const status of ['present', 'excused'] as const) {
      const self = await call(
        standing,
        'PUT',
        `/api/officer/events/${eventId}/attendance/${standing.id}`,
        { status },
      );
      expect(self.statusCode).toBe(403);
    }
    expect(await t.app.db.selectFrom('attendance').selectAll().execute()).toEqual(before);
    const other = await createSignedInAccount(t, { name: 'Otto Other' });
    expect(
      (
        await call(standing, 'PUT', `/api/officer/events/${eventId}/attendance/${other.id}`, {
          status: 'present',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses every console write about his own account, and the same write about another passes', async () => {
    const before = await snapshot();
    for (const [method, url, body] of [
      ['PATCH', `/api/officer/accounts/${chief.id}`, { role: 'alumni' }],
      ['PATCH', `/api/officer/accounts/${chief.id}`, { initiatedOn: today() }],
      ['POST', `/api/officer/accounts/${chief.id}/reset-two-factor`, undefined],
      ['POST', '/api/officer/accounts/graduate', { ids: [chief.id] }],
      ['POST', '/api/officer/accounts/initiate', { ids: [chief.id], initiatedOn: today() }],
    ] as const) {
      const response = await call(chief, method, url, body);
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
      expect(response.json().error).toBe('forbidden');
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('terms and seats hold on every day', () => {
  it('refuses a restore that would put two holders in one seat on a later day', async () => {
    const president = await addPosition({ title: 'President', areas: ['calendar'] });
    const [a, b, c] = await Promise.all(
      ['Al First', 'Bo Second', 'Cy Third'].map((name) => createAccount(t, { name })),
    );
    const first = await addTerm({ positionId: president.id, userId: a!.id, startsOn: today() });
    const d1 = addDays(today(), 20);
    const d2 = addDays(today(), 60);
    const second = await addTerm({
      positionId: president.id,
      userId: b!.id,
      startsOn: d1,
      endsOn: d2,
      replaces: first.id,
    });
    await addTerm({ positionId: president.id, userId: c!.id, startsOn: d2 });
    const before = await snapshot();
    const deleted = await call(chief, 'DELETE', `/api/officer/terms/${second.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error).toBe('seats_full');
    expect(await snapshot()).toEqual(before);
  });

  it('deleting the middle of a chain A←B←C hands A over to C, never reopening A over C', async () => {
    const president = await addPosition({ title: 'President', areas: ['calendar'] });
    const [a, b, c] = await Promise.all(
      ['Al First', 'Bo Second', 'Cy Third'].map((name) => createAccount(t, { name })),
    );
    const d1 = addDays(today(), 20);
    const d2 = addDays(today(), 60);
    const ta = await addTerm({ positionId: president.id, userId: a!.id, startsOn: today() });
    const tb = await addTerm({
      positionId: president.id,
      userId: b!.id,
      startsOn: d1,
      replaces: ta.id,
    });
    const tc = await addTerm({
      positionId: president.id,
      userId: c!.id,
      startsOn: d2,
      replaces: tb.id,
    });
    expect((await call(chief, 'DELETE', `/api/officer/terms/${tb.id}`)).statusCode).toBe(200);
    expect(await termsOf(president.id)).toEqual([
      ['Al First', today(), d2],
      ['Cy Third', d2, null],
    ]);
    // C now replaces A: deleting C gives A his open end back.
    expect((await call(chief, 'DELETE', `/api/officer/terms/${tc.id}`)).statusCode).toBe(200);
    expect(await termsOf(president.id)).toEqual([['Al First', today(), null]]);
  });

  it('refuses leaving nobody with accounts on a later day (the last holder ending tomorrow)', async () => {
    const chiefTerm = (await call(chief, 'GET', `/api/officer/terms?user=${chief.id}`)).json()
      .terms[0].id as string;
    const before = await snapshot();
    for (const endsOn of [addDays(today(), 1), addDays(today(), 200)]) {
      const response = await call(chief, 'PATCH', `/api/officer/terms/${chiefTerm}`, { endsOn });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('conflict');
      expect(response.json().message).toContain('nobody who can manage accounts from');
    }
    expect(await snapshot()).toEqual(before);
    // With a successor from that day, he may end it.
    const deputy = await createOfficer(t, ['calendar'], { name: 'Dee Deputy' });
    const later = addDays(today(), 30);
    const chiefPosition = (await call(chief, 'GET', `/api/officer/terms?user=${chief.id}`)).json()
      .terms[0].positionId as string;
    await addTerm({
      positionId: chiefPosition,
      userId: deputy.id,
      startsOn: later,
      replaces: chiefTerm,
    });
    expect(await termsOf(chiefPosition)).toEqual([
      ['Chief Officer', '2000-01-01', later],
      ['Dee Deputy', later, null],
    ]);
    // Nor may his successor's term be made to end later on with nobody after him.
    const successorTerm = (await call(chief, 'GET', `/api/officer/terms?user=${deputy.id}`))
      .json()
      .terms.find((term: { positionId: string }) => term.positionId === chiefPosition).id;
    const ends = await call(chief, 'PATCH', `/api/officer/terms/${successorTerm}`, {
      endsOn: addDays(later, 10),
    });
    expect(ends.statusCode).toBe(409);
  });

  it('never gives a graduate the console back by re-opening his ended term', async () => {
    const graduate = await createOfficer(t, ['calendar'], { name: 'Gus Graduate' });
    const moved = await call(chief, 'PATCH', `/api/officer/accounts/${graduate.id}`, {
      role: 'alumni',
    });
    expect(moved.statusCode).toBe(200);
    const term = (await call(chief, 'GET', `/api/officer/terms?user=${graduate.id}`)).json()
      .terms[0];
    expect(term.endsOn).toBe(today());
    const before = await snapshot();
    for (const endsOn of [null, addDays(today(), 30)]) {
      const reopened = await call(chief, 'PATCH', `/api/officer/terms/${term.id}`, { endsOn });
      expect(reopened.statusCode).toBe(409);
      expect(reopened.json().message).toContain('alumnus');
    }
    expect(await snapshot()).toEqual(before);
    expect((await call(graduate, 'GET', '/api/officer/events')).statusCode).toBe(403);
  });

  it('gives one person one seat: 20 parallel tries at a two-seat position for one brother leave one term', async () => {
    const social = await addPosition({ title: 'Social Chair', areas: [], seats: 2 });
    const brother = await createSignedInAccount(t, { name: 'Solo Social' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(chief, 'POST', '/api/officer/terms', {
          positionId: social.id,
          userId: brother.id,
          startsOn: today(),
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await termsOf(social.id)).toEqual([['Solo Social', today(), null]]);
  });

  it('opens the earlier holders’ notes to an elect 14 days before his term, like the console', async () => {
    const treasurer = await addPosition({ title: 'Treasurer', areas: ['treasury'] });
    const old = await createAccount(t, { name: 'Olaf Old' });
    const oldTerm = await addTerm({ positionId: treasurer.id, userId: old.id, startsOn: today() });
    expect(
      (
        await call(old, 'PUT', `/api/me/terms/${oldTerm.id}/handover`, {
          note: 'The bank password is in the safe.',
        })
      ).statusCode,
    ).toBe(200);
    const far = await createAccount(t, { name: 'Fay Far' });
    const start = addDays(today(), 400);
    await addTerm({
      positionId: treasurer.id,
      userId: far.id,
      startsOn: start,
      replaces: oldTerm.id,
    });
    const mine = async () => (await call(far, 'GET', '/api/me/terms')).json().terms[0];
    expect(await mine()).toMatchObject({
      earlierNotes: [],
      earlierNotesOpenOn: addDays(start, -14),
    });
    clock.now = () => Date.parse(`${addDays(start, -14)}T18:00:00Z`);
    expect(await mine()).toMatchObject({
      earlierNotes: [{ name: 'Olaf Old', note: 'The bank password is in the safe.' }],
      earlierNotesOpenOn: null,
    });
  });
});
