// Positions and terms (docs/product.md#positions-and-terms,
// docs/api.md#positions-and-terms-area-accounts), on SQLite and PostgreSQL: the calls and their
// refusals, access that follows the office on the chapter's calendar (an ended term ends it that
// day, an elect reads his coming areas from 14 days before), the guards (own terms, seats, the last
// holder of accounts, 20 parallel attempts at one seat), the handover, the public board, graduation
// and the daily reminder.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../../../contract/api/officer.ts';
import { addDays } from '../../../../contract/terms.ts';
import { createAccount, createOfficer, type Account } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { officesThrough } from '../../../test/offices.ts';
import { clock } from '../../../lib/clock.ts';
import { onNewDay } from '../../../core/offices/handover.ts';
import { findUserByEmail, insertUser, updateUser } from '../../../core/users/repository.ts';
import { newUserRow } from '../../../core/users/user-rows.ts';
import { insertMedia } from '../../../core/media/repository.ts';

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

/** The chapter's calendar at noon on `day` (America/Chicago in the test content). */
const atDay = (day: string) => {
  clock.now = () => Date.parse(`${day}T18:00:00Z`);
};
const { call, today, addPosition, addTerm } = officesThrough(
  () => t,
  () => chief,
);

const handover = (who: Account, id: string, body: Record<string, unknown>) =>
  call(who, 'PUT', `/api/me/terms/${id}/handover`, body);

const counts = async () => ({
  positions: (await t.app.db.selectFrom('positions').select('id').execute()).length,
  terms: (await t.app.db.selectFrom('terms').select('id').execute()).length,
  audit: (await t.app.db.selectFrom('auditLog').select('id').execute()).length,
});

describe('positions', () => {
  it('adds, lists in order, changes and deletes a position; each write audited', async () => {
    const treasurer = await addPosition({
      title: 'Treasurer',
      areas: ['treasury'],
      board: true,
      seats: 1,
      order: 3,
      checklist: ['Bank signatory changed'],
    });
    await addPosition({ title: 'President', areas: ['accounts'], board: true, order: 1 });
    // In order (the chief's own office, order 1 too, aside).
    const list = (await call(chief, 'GET', '/api/officer/positions'))
      .json()
      .positions.filter((p: { title: string }) => !p.title.startsWith('Test office'));
    expect(list.map((p: { title: string }) => p.title)).toEqual(['President', 'Treasurer']);
    expect(list[1]).toEqual({
      id: treasurer.id,
      title: 'Treasurer',
      areas: ['treasury'],
      board: true,
      seats: 1,
      order: 3,
      checklist: ['Bank signatory changed'],
      alumniMayHold: false,
    });
    const changed = await call(chief, 'PUT', `/api/officer/positions/${treasurer.id}`, {
      title: 'Treasurer',
      areas: ['treasury', 'calendar'],
      board: true,
      seats: 2,
      order: 3,
      checklist: [],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().position).toMatchObject({ areas: ['calendar', 'treasury'], seats: 2 });
    // A title is one position's.
    const twice = await call(chief, 'POST', '/api/officer/positions', { title: 'treasurer' });
    expect(twice.statusCode).toBe(409);
    const deleted = await call(chief, 'DELETE', `/api/officer/positions/${treasurer.id}`);
    expect(deleted.statusCode).toBe(200);
    const actions = (
      await t.app.db.selectFrom('auditLog').select('action').orderBy('at').execute()
    ).map((row) => row.action);
    expect(actions).toEqual([
      'position created',
      'position created',
      'position changed',
      'position deleted',
    ]);
  });

  const badPositions: [string | undefined, Record<string, unknown>][] = [
    ['title', { title: '' }],
    ['title', { title: 'x'.repeat(61) }],
    ['title', { title: 'Treasurer\u202E' }],
    ['areas', { title: 'A', areas: ['everything'] }],
    ['areas', { title: 'A', areas: ['treasury', 'treasury'] }],
    ['seats', { title: 'A', seats: 0 }],
    ['seats', { title: 'A', seats: 21 }],
    ['seats', { title: 'A', seats: 1.5 }],
    ['order', { title: 'A', order: 0 }],
    ['checklist', { title: 'A', checklist: Array.from({ length: 21 }, () => 'x') }],
    ['board', { title: 'A', board: 'yes' }],
    ['admin', { title: 'A', admin: true }],
  ];

  it('refuses a position with a bad field with 400 naming it, changing nothing', async () => {
    const before = await counts();
    for (const [field, body] of badPositions) {
      const response = await call(chief, 'POST', '/api/officer/positions', body);
      // The case with its answer, so that a failure says which.
      expect({ body, status: response.statusCode, field: response.json().field }).toEqual({
        body,
        status: 400,
        field,
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps a position with terms (the history), and seats at least its holders', async () => {
    const social = await addPosition({ title: 'Social Chair', seats: 2 });
    for (const name of ['Sam Social', 'Sid Social']) {
      const brother = await createAccount(t, { name });
      await addTerm({ positionId: social.id, userId: brother.id, startsOn: today() });
    }
    const refused = await call(chief, 'DELETE', `/api/officer/positions/${social.id}`);
    expect(refused.statusCode).toBe(409);
    const fewer = await call(chief, 'PUT', `/api/officer/positions/${social.id}`, {
      title: 'Social Chair',
      seats: 1,
    });
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json().field).toBe('seats');
    expect((await call(chief, 'GET', '/api/officer/positions')).json().positions).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'Social Chair', seats: 2 })]),
    );
  });
});

describe('who may call', () => {
  it('refuses visitors (401), members, alumni and officers without accounts (403), changing nothing', async () => {
    const member = await createAccount(t);
    const alumnus = await createAccount(t, { role: 'alumni' });
    const treasurer = await createOfficer(t, ['treasury']);
    const position = await addPosition({ title: 'Secretary' });
    const before = await counts();
    const calls = [
      ['GET', '/api/officer/positions'],
      ['POST', '/api/officer/positions', { title: 'Sneaky' }],
      ['PUT', `/api/officer/positions/${position.id}`, { title: 'Sneaky' }],
      ['DELETE', `/api/officer/positions/${position.id}`],
      ['GET', '/api/officer/terms'],
      [
        'POST',
        '/api/officer/terms',
        { positionId: position.id, userId: member.id, startsOn: today() },
      ],
      ['POST', '/api/officer/accounts/graduate', { ids: [member.id] }],
    ] as const;
    for (const [method, url, body] of calls) {
      const anonymous = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(anonymous.statusCode).toBe(401);
      for (const who of [member, alumnus, treasurer]) {
        const response = await call(who, method, url, body);
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe('forbidden');
      }
    }
    expect(await counts()).toEqual(before);
  });
});

describe('terms', () => {
  it('enters a term: elect, then current on its first day, past after its end; listed and filtered', async () => {
    const secretary = await addPosition({ title: 'Secretary', areas: ['communications'] });
    const brother = await createAccount(t, { name: 'Seth Secretary' });
    const start = addDays(today(), 10);
    const term = await addTerm({
      positionId: secretary.id,
      userId: brother.id,
      startsOn: start,
      endsOn: addDays(start, 365),
    });
    expect(term.status).toBe('elect');
    const listed = async (query: string) =>
      (await call(chief, 'GET', `/api/officer/terms?${query}`)).json().terms;
    expect(await listed(`position=${secretary.id}`)).toEqual([
      {
        id: term.id,
        positionId: secretary.id,
        position: 'Secretary',
        userId: brother.id,
        name: 'Seth Secretary',
        startsOn: start,
        endsOn: addDays(start, 365),
        status: 'elect',
      },
    ]);
    expect(await listed('status=elect')).toHaveLength(1);
    atDay(start);
    expect((await listed(`user=${brother.id}`))[0].status).toBe('current');
    atDay(addDays(start, 365));
    expect((await listed(`user=${brother.id}`))[0].status).toBe('past');
    const csv = await call(chief, 'GET', `/api/officer/terms?format=csv&position=${secretary.id}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Seth Secretary');
  });

  const badTerms: [string | undefined, Record<string, unknown>][] = [
    ['positionId', { positionId: '00000000-0000-4000-8000-000000000000' }],
    ['userId', { userId: '00000000-0000-4000-8000-000000000000' }],
    ['startsOn', { startsOn: '1999-12-31' }],
    ['startsOn', { startsOn: '2100-01-01' }],
    ['startsOn', { startsOn: '2027-02-30' }],
    ['startsOn', { startsOn: '<b>2027</b>' }],
    ['endsOn', { endsOn: '2026-01-01', startsOn: '2026-06-01' }],
    ['endsOn', { endsOn: '2026-06-01', startsOn: '2026-06-01' }],
    ['replaces', { replaces: '00000000-0000-4000-8000-000000000000' }],
    ['admin', { admin: true }],
  ];

  it('refuses a term with a bad field with 400 naming it, changing nothing', async () => {
    const position = await addPosition({ title: 'Warden' });
    const brother = await createAccount(t);
    const before = await counts();
    for (const [field, override] of badTerms) {
      const body = {
        positionId: position.id,
        userId: brother.id,
        startsOn: '2026-06-01',
        ...override,
      };
      const response = await call(chief, 'POST', '/api/officer/terms', body);
      expect({ override, status: response.statusCode, field: response.json().field }).toEqual({
        override,
        status: 400,
        field,
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a disabled account, and an alumnus unless the position is open to alumni', async () => {
    const warden = await addPosition({ title: 'Warden' });
    const adviser = await addPosition({ title: 'Chapter Adviser', alumniMayHold: true });
    const alumnus = await createAccount(t, { role: 'alumni', name: 'Al Adviser' });
    const disabled = await createAccount(t);
    await updateUser(t.app.db, disabled.id, { disabledAt: new Date().toISOString() });
    for (const [positionId, userId] of [
      [warden.id, alumnus.id],
      [warden.id, disabled.id],
      [adviser.id, disabled.id],
    ]) {
      const response = await call(chief, 'POST', '/api/officer/terms', {
        positionId,
        userId,
        startsOn: today(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('userId');
    }
    await addTerm({ positionId: adviser.id, userId: alumnus.id, startsOn: today() });
  });

  it('never lets an officer make or change his own term (ending it early excepted)', async () => {
    const deputy = await createOfficer(t, ['accounts'], { name: 'Dee Deputy' });
    const vp = await addPosition({ title: 'Vice President', areas: ['calendar'] });
    const own = await call(deputy, 'POST', '/api/officer/terms', {
      positionId: vp.id,
      userId: deputy.id,
      startsOn: today(),
    });
    expect(own.statusCode).toBe(403);
    const term = await addTerm({ positionId: vp.id, userId: deputy.id, startsOn: today() });
    const end = addDays(today(), 100);
    const unended = await call(deputy, 'PATCH', `/api/officer/terms/${term.id}`, { endsOn: null });
    expect(unended.statusCode).toBe(403);
    const set = await call(chief, 'PATCH', `/api/officer/terms/${term.id}`, { endsOn: end });
    expect(set.statusCode).toBe(200);
    const extended = await call(deputy, 'PATCH', `/api/officer/terms/${term.id}`, {
      endsOn: addDays(end, 1),
    });
    expect(extended.statusCode).toBe(403);
    const removed = await call(deputy, 'DELETE', `/api/officer/terms/${term.id}`);
    expect(removed.statusCode).toBe(403);
    const earlier = await call(deputy, 'PATCH', `/api/officer/terms/${term.id}`, {
      endsOn: addDays(today(), 1),
    });
    expect(earlier.statusCode).toBe(200);
  });

  it('respects seats (409 seats_full), and `replaces` ends the predecessor the day the successor starts', async () => {
    const president = await addPosition({ title: 'President', areas: ['calendar'] });
    const [old, next, other] = await Promise.all(
      ['Old President', 'New President', 'Other Hopeful'].map((name) => createAccount(t, { name })),
    );
    const current = await addTerm({ positionId: president.id, userId: old!.id, startsOn: today() });
    const start = addDays(today(), 20);
    const full = await call(chief, 'POST', '/api/officer/terms', {
      positionId: president.id,
      userId: next!.id,
      startsOn: start,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('seats_full');
    await addTerm({
      positionId: president.id,
      userId: next!.id,
      startsOn: start,
      replaces: current.id,
    });
    const terms = (await call(chief, 'GET', `/api/officer/terms?position=${president.id}`)).json()
      .terms;
    expect(
      terms.map((term: { name: string; endsOn: string | null; status: string }) => [
        term.name,
        term.endsOn,
        term.status,
      ]),
    ).toEqual([
      ['Old President', start, 'current'],
      ['New President', null, 'elect'],
    ]);
    // The seat is taken from his first day on: another elect is refused.
    const third = await call(chief, 'POST', '/api/officer/terms', {
      positionId: president.id,
      userId: other!.id,
      startsOn: addDays(start, 30),
    });
    expect(third.json().error).toBe('seats_full');
    // The elect is deleted (a wrong name): the Old President holds it as before, with no end.
    const elect = terms.find((term: { name: string }) => term.name === 'New President');
    const deleted = await call(chief, 'DELETE', `/api/officer/terms/${elect.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(
      'New President’s coming term as President was deleted. Old President holds it as before.',
    );
    const after = (await call(chief, 'GET', `/api/officer/terms?position=${president.id}`)).json()
      .terms;
    expect(
      after.map((term: { name: string; endsOn: string | null }) => [term.name, term.endsOn]),
    ).toEqual([['Old President', null]]);
    const [entry] = await t.app.db
      .selectFrom('auditLog')
      .select('details')
      .where('action', '=', 'term deleted')
      .execute();
    expect(JSON.parse(entry!.details!)).toMatchObject({ restoredEndsOn: null });
  });

  it('leaves one term when 20 try to fill a one-seat position at once', async () => {
    const position = await addPosition({ title: 'House Manager' });
    const brothers = [];
    // Plain rows: the race is the terms', not the sign-ups'.
    for (let i = 0; i < 20; i += 1) {
      const row = newUserRow({
        name: `Racer ${i}`,
        email: `racer${i}@example.com`,
        passwordHash: '!no-password',
        role: 'member',
        verifiedAt: new Date().toISOString(),
      });
      await insertUser(t.app.db, row);
      brothers.push({ id: row.id! });
    }
    const answers = await Promise.all(
      brothers.map((brother) =>
        call(chief, 'POST', '/api/officer/terms', {
          positionId: position.id,
          userId: brother.id,
          startsOn: today(),
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const terms = await t.app.db
      .selectFrom('terms')
      .select('id')
      .where('positionId', '=', position.id)
      .execute();
    expect(terms).toHaveLength(1);
  });

  it('deletes only a term that has not started', async () => {
    const position = await addPosition({ title: 'Recorder' });
    const [a, b] = [await createAccount(t), await createAccount(t)];
    const now = await addTerm({ positionId: position.id, userId: a.id, startsOn: today() });
    const coming = await addTerm({
      positionId: position.id,
      userId: b.id,
      startsOn: addDays(today(), 40),
      replaces: now.id,
    });
    expect((await call(chief, 'DELETE', `/api/officer/terms/${now.id}`)).statusCode).toBe(409);
    expect((await call(chief, 'DELETE', `/api/officer/terms/${coming.id}`)).statusCode).toBe(200);
    expect((await call(chief, 'DELETE', `/api/officer/terms/${coming.id}`)).statusCode).toBe(404);
  });
});

describe('access follows the office', () => {
  it('gives the areas on the first day and ends them on the end day, with nobody touching anything', async () => {
    const treasurer = await addPosition({ title: 'Treasurer', areas: ['treasury'] });
    const brother = await createAccount(t, { name: 'Tim Treasurer' });
    const start = addDays(today(), 30);
    await addTerm({
      positionId: treasurer.id,
      userId: brother.id,
      startsOn: start,
      endsOn: addDays(start, 200),
    });
    const ledger = async () => (await call(brother, 'GET', '/api/officer/donations')).statusCode;
    expect(await ledger()).toBe(403);
    atDay(start);
    expect(await ledger()).toBe(200);
    const row = (await findUserByEmail(t.app.db, brother.email))!;
    expect([row.isOfficer, row.areas, row.position]).toEqual([1, 'treasury', 'Treasurer']);
    atDay(addDays(start, 199));
    expect(await ledger()).toBe(200);
    atDay(addDays(start, 200));
    expect(await ledger()).toBe(403);
    const after = (await findUserByEmail(t.app.db, brother.email))!;
    expect([after.isOfficer, after.areas, after.position]).toEqual([0, '', null]);
  });

  it('lets an elect read (not write, not export) his coming areas from 14 days before', async () => {
    const secretary = await addPosition({ title: 'Secretary', areas: ['accounts', 'calendar'] });
    const elect = await createAccount(t, { name: 'Eli Elect' });
    const start = addDays(today(), 40);
    await addTerm({ positionId: secretary.id, userId: elect.id, startsOn: start });
    const read = () => call(elect, 'GET', '/api/officer/accounts');
    atDay(addDays(start, -15));
    expect((await read()).statusCode).toBe(403);
    expect((await read()).json().error).toBe('forbidden');
    atDay(addDays(start, -14));
    expect((await read()).statusCode).toBe(200);
    const me = (
      await t.app.inject({ url: '/api/auth/me', headers: { cookie: elect.cookie } })
    ).json();
    expect(me).toMatchObject({
      isOfficer: true,
      areas: [],
      previewAreas: ['accounts', 'calendar'],
    });
    const before = await counts();
    for (const [method, url, body] of [
      ['POST', '/api/officer/invites', { role: 'member', uses: 1, days: 7 }],
      ['POST', '/api/officer/events', { title: 'Too early', date: start }],
      ['GET', '/api/officer/export'],
      ['GET', '/api/officer/audit'],
      ['GET', '/api/officer/accounts?format=csv'],
    ] as const) {
      const refused = await call(elect, method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('not_yet');
    }
    expect(await counts()).toEqual(before);
    expect((await call(elect, 'GET', '/api/officer/donations')).statusCode).toBe(403);
    atDay(start);
    expect((await call(elect, 'GET', '/api/officer/audit')).statusCode).toBe(200);
  });
});

describe('handover', () => {
  it('keeps each term’s ticks and note; a later holder reads every earlier note; nobody reads another’s', async () => {
    const treasurer = await addPosition({
      title: 'Treasurer',
      areas: ['treasury'],
      checklist: ['Bank signatory changed', 'Ledger closed'],
    });
    const [first, second] = [
      await createAccount(t, { name: 'First Treasurer' }),
      await createAccount(t, { name: 'Second Treasurer' }),
    ];
    const old = await addTerm({ positionId: treasurer.id, userId: first.id, startsOn: today() });
    const start = addDays(today(), 10);
    const next = await addTerm({
      positionId: treasurer.id,
      userId: second.id,
      startsOn: start,
      replaces: old.id,
    });
    const saved = await handover(first, old.id, {
      note: 'The <b>bank</b> PIN is with the adviser.',
      done: [true],
    });
    expect(saved.statusCode).toBe(200);
    // Not his term: as if it did not exist. Not started: not yet.
    expect((await handover(first, next.id, { note: 'x' })).statusCode).toBe(404);
    expect((await handover(second, next.id, { note: 'x' })).statusCode).toBe(403);
    expect((await handover(first, old.id, { note: 'x'.repeat(4001) })).statusCode).toBe(400);
    const mine = async (who: Account) =>
      (await t.app.inject({ url: '/api/me/terms', headers: { cookie: who.cookie } })).json().terms;
    expect((await mine(first))[0]).toMatchObject({
      position: 'Treasurer',
      status: 'current',
      note: 'The <b>bank</b> PIN is with the adviser.',
      checklist: [
        { text: 'Bank signatory changed', done: true },
        { text: 'Ledger closed', done: false },
      ],
      earlierNotes: [],
    });
    expect((await mine(second))[0]).toMatchObject({
      status: 'elect',
      earlierNotes: [{ name: 'First Treasurer', note: 'The <b>bank</b> PIN is with the adviser.' }],
    });
    expect((await t.app.inject({ url: '/api/me/terms' })).statusCode).toBe(401);
  });

  it('emails the holder and the accounts officers 30 days before a term ends without a successor, once', async () => {
    const position = await addPosition({ title: 'Rush Chair' });
    const holder = await createAccount(t, { name: 'Ron Rush' });
    const end = addDays(today(), 60);
    await addTerm({ positionId: position.id, userId: holder.id, startsOn: today(), endsOn: end });
    const deps = {
      db: t.app.db,
      mailer: t.app.mailer,
      brand: t.app.emailBrand,
      publicUrl: 'http://localhost:3000',
    };
    const reminders = async () =>
      t.app.db
        .selectFrom('outbox')
        .select(['toAddress', 'subject', 'htmlBody'])
        .where('subject', 'like', 'The Rush Chair term ends%')
        .execute();
    await onNewDay(deps, addDays(end, -31));
    expect(await reminders()).toEqual([]);
    await onNewDay(deps, addDays(end, -30));
    await onNewDay(deps, addDays(end, -29));
    const sent = await reminders();
    expect(sent.map((mail) => mail.toAddress).toSorted()).toEqual(
      [holder.email, chief.email].toSorted(),
    );
    // The holder's button opens his office's page, where he writes his handover; the chief's the console.
    const toHolder = sent.find((mail) => mail.toAddress === holder.email)!;
    expect(toHolder.htmlBody).toContain('href="http://localhost:3000/me/office"');
    const toChief = sent.find((mail) => mail.toAddress === chief.email)!;
    expect(toChief.htmlBody).toContain('href="http://localhost:3000/officers/positions"');
  });

  it('sends no reminder when a successor is entered', async () => {
    const position = await addPosition({ title: 'Warden' });
    const [a, b] = [await createAccount(t), await createAccount(t)];
    const end = addDays(today(), 20);
    const first = await addTerm({
      positionId: position.id,
      userId: a.id,
      startsOn: today(),
      endsOn: end,
    });
    await addTerm({ positionId: position.id, userId: b.id, startsOn: end, replaces: first.id });
    await onNewDay(
      { db: t.app.db, mailer: t.app.mailer, brand: t.app.emailBrand, publicUrl: 'http://x' },
      today(),
    );
    const mail = await t.app.db
      .selectFrom('outbox')
      .select('id')
      .where('subject', 'like', 'The Warden term ends%')
      .execute();
    expect(mail).toEqual([]);
  });
});

describe('the board', () => {
  it('draws the board and its page from the terms, changing on the day a term starts, on every instance', async () => {
    const other = await createTestApp({ sameDatabaseAs: t });
    try {
      const president = await addPosition({ title: 'President', board: true, order: 1 });
      const vp = await addPosition({ title: 'Vice President', board: true, order: 2 });
      await addPosition({ title: 'Scribe', board: false, order: 3 });
      const [pat, vic, newPat] = [
        await createAccount(t, { name: 'Pat Present' }),
        await createAccount(t, { name: 'Vic Veep' }),
        await createAccount(t, { name: 'Nell Next' }),
      ];
      // Markup in a bio is text: escaped in the page and in its JSON.
      await updateUser(t.app.db, pat.id, { bio: 'Senior in history. <script>alert(1)</script>' });
      const picture = randomUUID();
      await insertMedia(t.app.db, {
        id: picture,
        ownerId: vic.id,
        contentType: 'image/webp',
        bytes: new Uint8Array([1]),
        width: 384,
        height: 512,
        attachedAt: new Date().toISOString(),
      });
      await updateUser(t.app.db, vic.id, { profilePicture: `/media/${picture}` });
      const old = await addTerm({ positionId: president.id, userId: pat.id, startsOn: today() });
      await addTerm({ positionId: vp.id, userId: vic.id, startsOn: today() });
      const start = addDays(today(), 5);
      await addTerm({
        positionId: president.id,
        userId: newPat.id,
        startsOn: start,
        replaces: old.id,
      });
      const board = async () => (await t.app.inject({ url: '/api/board' })).json().board;
      expect(await board()).toEqual([
        {
          name: 'Pat Present',
          title: 'President',
          picture: null,
          pictureWidth: null,
          pictureHeight: null,
          bio: 'Senior in history. <script>alert(1)</script>',
          linkedin: null,
        },
        {
          name: 'Vic Veep',
          title: 'Vice President',
          picture: `/media/${picture}`,
          pictureWidth: 384,
          pictureHeight: 512,
          bio: null,
          linkedin: null,
        },
      ]);
      // The page (its HTML, no JavaScript needed) follows the terms on both instances.
      const home = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
      for (const app of [t, other])
        await expect.poll(() => page(app), { timeout: 5000 }).toContain('Pat Present');
      const html = await page(other);
      expect(html).toMatch(
        /<img[^>]*src="\/media\/[0-9a-f-]{36}"[^>]*width="384"[^>]*height="512"/,
      );
      expect(html).toContain('Senior in history. &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('Nell Next');
      atDay(start);
      expect((await board()).map((member: { name: string }) => member.name)).toEqual([
        'Nell Next',
        'Vic Veep',
      ]);
      for (const app of [t, other]) {
        await expect.poll(() => page(app), { timeout: 5000 }).toContain('Nell Next');
        expect(await page(app)).not.toContain('Pat Present');
      }
      // The new President writes his bio on his account page: the board's page follows.
      const bio = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/update-profile',
        headers: { cookie: newPat.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ bio: 'Junior in physics; runs a tight meeting.' }),
      });
      expect(bio.statusCode).toBe(200);
      await expect
        .poll(() => page(other), { timeout: 5000 })
        .toContain('Junior in physics; runs a tight meeting.');
      // The other pages were not rendered again for it: the home page is the same bytes.
      const homeAfter = await t.app.inject({
        url: '/',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(homeAfter.headers.etag).toBe(home.headers.etag);
    } finally {
      await other.close();
    }
  });
});

/** The Executive Board page's HTML on `app`, as a visitor without JavaScript gets it. */
const page = (app: TestApp) =>
  app.app
    .inject({ url: '/members/exec', headers: { 'accept-encoding': 'identity' } })
    .then((response) => response.body);

describe('graduation', () => {
  it('moves the chosen members at once: terms end, welcome emails, one audit entry each', async () => {
    const position = await addPosition({ title: 'Risk Chair', areas: ['calendar'] });
    const seniors = [];
    for (const name of ['Gus One', 'Gus Two', 'Gus Three'])
      seniors.push(await createAccount(t, { name }));
    await addTerm({ positionId: position.id, userId: seniors[0]!.id, startsOn: today() });
    const moved = await call(chief, 'POST', '/api/officer/accounts/graduate', {
      ids: seniors.map((senior) => senior.id),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      moved: 3,
      message:
        '3 members were moved to the alumni side and welcomed by email. Risk Chair is empty now: enter a successor on the Positions page.',
    });
    for (const senior of seniors)
      expect((await findUserByEmail(t.app.db, senior.email))!.role).toBe('alumni');
    const [term] = (await call(chief, 'GET', `/api/officer/terms?position=${position.id}`)).json()
      .terms;
    expect(term).toMatchObject({ endsOn: today(), status: 'past' });
    const welcomes = await t.app.db
      .selectFrom('outbox')
      .select('toAddress')
      .where('subject', 'like', 'Welcome to the alumni chapter%')
      .execute();
    expect(welcomes).toHaveLength(3);
    const entries = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'targetId'])
      .where('action', '=', 'account moved to alumni')
      .execute();
    expect(entries.map((entry) => entry.targetId).toSorted()).toEqual(
      seniors.map((senior) => senior.id).toSorted(),
    );
  });

  it('moves nobody when one of them cannot move (all or nothing)', async () => {
    const senior = await createAccount(t, { name: 'Stay Senior' });
    const alumnus = await createAccount(t, { role: 'alumni' });
    const before = await counts();
    for (const ids of [
      [senior.id, alumnus.id],
      [senior.id, '00000000-0000-4000-8000-000000000000'],
      [senior.id, senior.id],
      [],
      ['not-an-id'],
    ]) {
      const refused = await call(chief, 'POST', '/api/officer/accounts/graduate', { ids });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field).toBe('ids');
    }
    expect((await findUserByEmail(t.app.db, senior.email))!.role).toBe('member');
    expect(await counts()).toEqual(before);
    // Nor himself: his own record, decided by another officer (403), changing nothing.
    const himself = await call(chief, 'POST', '/api/officer/accounts/graduate', {
      ids: [chief.id],
    });
    expect(himself.statusCode).toBe(403);
    expect((await findUserByEmail(t.app.db, chief.email))!.role).toBe('member');
  });
});
