// Choosing an office's new holder by name and telling the people concerned
// (docs/product.md#positions-and-terms, docs/api.md#positions-and-terms-area-accounts), on SQLite
// and PostgreSQL: the candidates' search (who may call it, what it shows of whom, hostile
// input), the emails a term's entry queues for its holder and for the holder it follows, and the
// seats a graduation leaves empty.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../../../contract/api/officer.ts';
import { formatDay } from '../../../../contract/dates.ts';
import { addDays } from '../../../../contract/terms.ts';
import { createAccount, createOfficer, type Account } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { officesThrough } from '../../../test/offices.ts';
import { updateUser } from '../../../core/users/repository.ts';

let t: TestApp;
let chief: Account;
beforeEach(async () => {
  t = await createTestApp();
  chief = await createOfficer(t, areas, { name: 'Chief Officer' });
});
afterEach(async () => {
  await t.close();
});

const { call, today, addPosition, addTerm } = officesThrough(
  () => t,
  () => chief,
);

const candidates = (who: Account, positionId: string, q: string) =>
  call(who, 'GET', `/api/officer/positions/${positionId}/candidates?${new URLSearchParams({ q })}`);

const outbox = () =>
  t.app.db
    .selectFrom('outbox')
    .select(['toAddress', 'subject', 'textBody', 'htmlBody'])
    .where('subject', 'not like', 'Verify%')
    .where('subject', 'not like', 'Your verification%')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

describe('the candidates for an office', () => {
  it('lists the open accounts named so, each eligible or not and why, never an email', async () => {
    const president = await addPosition({ title: 'President', areas: ['accounts'], board: true });
    const adviser = await addPosition({ title: 'Adviser', alumniMayHold: true });
    const member = await createAccount(t, { name: 'Ethan Zephyr' });
    const alumnus = await createAccount(t, { name: 'Zephyr Elder', role: 'alumni' });
    const disabled = await createAccount(t, { name: 'Dan Zephyr' });
    await updateUser(t.app.db, disabled.id, { disabledAt: new Date().toISOString() });
    const ended = await createAccount(t, { name: 'Gone Zephyr' });
    await updateUser(t.app.db, ended.id, { endedAt: new Date().toISOString() });
    await updateUser(t.app.db, member.id, { graduationYear: 2027 });

    const found = await candidates(chief, president.id, 'zephyr');
    expect(found.statusCode).toBe(200);
    expect(found.json().candidates).toEqual([
      {
        id: disabled.id,
        name: 'Dan Zephyr',
        graduationYear: null,
        role: 'member',
        eligible: false,
        reason: 'Disabled account: enable it first.',
      },
      {
        id: member.id,
        name: 'Ethan Zephyr',
        graduationYear: 2027,
        role: 'member',
        eligible: true,
        reason: null,
      },
      {
        id: alumnus.id,
        name: 'Zephyr Elder',
        graduationYear: null,
        role: 'alumni',
        eligible: false,
        reason: 'Alumni account: this office is not open to alumni.',
      },
    ]);
    // Nothing in the answer is an address.
    expect(found.body).not.toContain('@');
    // An adviser may be an alumnus; the officer's own account is offered but not eligible.
    const advisers = (await candidates(chief, adviser.id, 'zephyr elder')).json().candidates;
    expect(advisers).toMatchObject([{ id: alumnus.id, eligible: true, reason: null }]);
    const himself = (await candidates(chief, president.id, 'chief')).json().candidates;
    expect(himself).toMatchObject([
      {
        id: chief.id,
        eligible: false,
        reason: 'Your own account: another officer enters your term.',
      },
    ]);
    // Nothing typed yet: nobody.
    expect((await candidates(chief, president.id, '  ')).json().candidates).toEqual([]);
  });

  it('answers at most ten, by name', async () => {
    const position = await addPosition({ title: 'Social Chair', seats: 2 });
    for (let n = 0; n < 12; n += 1)
      await createAccount(t, { name: `Yannick ${String.fromCharCode(65 + n)} Many` });
    const listed = (await candidates(chief, position.id, 'yannick many')).json().candidates;
    expect(listed.map((c: { name: string }) => c.name)).toEqual(
      Array.from({ length: 10 }, (_, n) => `Yannick ${String.fromCharCode(65 + n)} Many`),
    );
  });

  it('is for officers with accounts only; a forged, malformed or hostile search changes nothing', async () => {
    const position = await addPosition({ title: 'Treasurer', areas: ['treasury'] });
    await createAccount(t, { name: 'Walter Quill' });
    const member = await createAccount(t);
    const treasurer = await createOfficer(t, ['treasury']);
    expect((await candidates(member, position.id, 'walter')).statusCode).toBe(403);
    expect((await candidates(treasurer, position.id, 'walter')).statusCode).toBe(403);
    const visitor = await t.app.inject({
      url: `/api/officer/positions/${position.id}/candidates?q=walter`,
    });
    expect(visitor.statusCode).toBe(401);

    const before = await t.app.db.selectFrom('auditLog').select('id').execute();
    // No such position; not an id; a search too long; a parameter it does not take.
    expect((await candidates(chief, randomUUID(), 'walter')).statusCode).toBe(404);
    expect((await candidates(chief, 'not-an-id', 'walter')).statusCode).toBe(400);
    const long = await candidates(chief, position.id, 'w'.repeat(101));
    expect(long.statusCode).toBe(400);
    const extra = await call(
      chief,
      'GET',
      `/api/officer/positions/${position.id}/candidates?q=walter&email=x`,
    );
    expect(extra.statusCode).toBe(400);
    // Markup and the search's own wildcards are only text to look for.
    for (const q of ['<script>alert(1)</script>', '%', '_', "' or 1=1 --"])
      expect((await candidates(chief, position.id, q)).json().candidates).toEqual([]);
    expect(await t.app.db.selectFrom('auditLog').select('id').execute()).toEqual(before);
  });
});

describe('the emails of a term entered', () => {
  it('tells the new holder his office, its first day, his console and bio, and the holder he follows his end and handover', async () => {
    const president = await addPosition({
      title: 'President',
      areas: ['accounts', 'calendar'],
      board: true,
    });
    const ethan = await createAccount(t, { name: 'Ethan Caldwell' });
    const noah = await createAccount(t, { name: 'Noah Bennett' });
    await updateUser(t.app.db, noah.id, { bio: 'Economics, rowing & <b>chapter history</b>.' });
    const current = await addTerm({
      positionId: president.id,
      userId: ethan.id,
      startsOn: addDays(today(), -100),
    });
    const before = (await outbox()).length;
    const startsOn = addDays(today(), 20);
    await addTerm({
      positionId: president.id,
      userId: noah.id,
      startsOn,
      replaces: current.id,
    });
    const mail = (await outbox()).slice(before);
    // Queued in one transaction: the same moment, in no order.
    expect(mail.map((m) => [m.toAddress, m.subject]).toSorted()).toEqual(
      [
        [noah.email, `You were entered as President from ${formatDay(startsOn)}`],
        [ethan.email, `Your term as President ends on ${formatDay(startsOn)}`],
      ].toSorted(),
    );
    const url = t.app.config.publicUrl;
    const elect = mail.find((m) => m.toAddress === noah.email)!;
    const outgoing = mail.find((m) => m.toAddress === ethan.email)!;
    expect(elect.textBody).toContain(
      `Noah Bennett, you were entered as President: your term starts on ${formatDay(startsOn)}, after Ethan Caldwell.`,
    );
    expect(elect.textBody).toContain(
      `From ${formatDay(addDays(startsOn, -14))} you can look at the officer console’s pages of your office (Accounts and access, Calendar and events)`,
    );
    expect(elect.textBody).toContain(`Open the officer console: ${url}/officers`);
    expect(elect.textBody).toContain('this bio: “Economics, rowing & <b>chapter history</b>.”');
    expect(elect.textBody).toContain(`${url}/account`);
    expect(elect.textBody).toContain(`${url}/me/office`);
    // The bio is text in the HTML part, not markup.
    expect(elect.htmlBody).toContain('&lt;b&gt;chapter history&lt;/b&gt;');
    expect(elect.htmlBody).not.toContain('<b>chapter history');
    expect(outgoing.textBody).toContain(
      `Ethan Caldwell, Noah Bennett was entered as President after you: his term starts on ${formatDay(startsOn)}, and yours ends that day`,
    );
    expect(outgoing.textBody).toContain(`Open your handover: ${url}/me/office`);
  });

  it('tells a holder of a free seat alone, and nobody when the entry is refused', async () => {
    const scribe = await addPosition({ title: 'Scribe' });
    const liam = await createAccount(t, { name: 'Liam Scribe' });
    const other = await createAccount(t, { name: 'Owen Other' });
    const before = (await outbox()).length;
    await addTerm({ positionId: scribe.id, userId: liam.id, startsOn: today() });
    const mail = (await outbox()).slice(before);
    expect(mail.map((m) => [m.toAddress, m.subject])).toEqual([
      [liam.email, 'You hold Scribe from today'],
    ]);
    expect(mail[0]!.textBody).toContain('The office carries no pages of the officer console.');
    // Not on the board: nothing about a bio.
    expect(mail[0]!.textBody).not.toContain('bio');
    // The one seat is taken: refused, and nobody is told anything.
    const refused = await call(chief, 'POST', '/api/officer/terms', {
      positionId: scribe.id,
      userId: other.id,
      startsOn: today(),
    });
    expect(refused.statusCode).toBe(409);
    expect((await outbox()).length).toBe(before + 1);
  });
});

describe('graduation and the seats it empties', () => {
  it('names the positions a graduation leaves empty in its answer', async () => {
    const president = await addPosition({ title: 'President', board: true, order: 1 });
    const social = await addPosition({ title: 'Social Chair', seats: 2, order: 2 });
    const adviser = await addPosition({ title: 'Adviser', alumniMayHold: true, order: 3 });
    const [p, s1, s2] = [
      await createAccount(t, { name: 'Pete Senior' }),
      await createAccount(t, { name: 'Sid Senior' }),
      await createAccount(t, { name: 'Sal Junior' }),
    ];
    await addTerm({ positionId: president.id, userId: p.id, startsOn: today() });
    await addTerm({ positionId: social.id, userId: s1.id, startsOn: today() });
    await addTerm({ positionId: social.id, userId: s2.id, startsOn: today() });
    await addTerm({ positionId: adviser.id, userId: p.id, startsOn: today() });
    const moved = await call(chief, 'POST', '/api/officer/accounts/graduate', {
      ids: [p.id, s1.id],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(
      '2 members were moved to the alumni side and welcomed by email. President and a seat of Social Chair are empty now: enter successors on the Positions page.',
    );
  });
});
