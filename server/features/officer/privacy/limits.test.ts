// The chapter's privacy limits never move a default, and a change is counted before it is saved
// (docs/product.md#privacy, docs/api.md#privacy), on SQLite and PostgreSQL: the default is kept as
// the officer chose it when the limit goes down, and applies in full again when it comes back; the
// preview counts, for each move of a field's audience, the people who filled it in, and saves
// nothing; a hostile body changes nothing; only an officer with `accounts` may ask, and an
// officer-elect may read the rules but neither preview nor save a change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../../../contract/limits.ts';
import { productPrivacyRules } from '../../../../contract/privacy.ts';
import { addDays } from '../../../../contract/terms.ts';
import {
  asOfficer,
  createAccount,
  createOfficer,
  createSignedInAccount,
  nextClient,
  type Account,
} from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { officesThrough } from '../../../test/offices.ts';
import { findUserById, updateUser } from '../../../core/users/repository.ts';

let t: TestApp;
let officer: Account;
const { call, today, addPosition, addTerm } = officesThrough(
  () => t,
  () => officer,
);

beforeAll(async () => {
  t = await createTestApp();
  officer = await createOfficer(t, ['accounts']);
});
afterAll(() => t.close());

const rules = async () => (await call(officer, 'GET', '/api/officer/privacy')).json().fields;
const setRules = (fields: Record<string, unknown>) =>
  call(officer, 'PUT', '/api/officer/privacy', { fields });
const preview = (fields: Record<string, unknown>) =>
  call(officer, 'POST', '/api/officer/privacy/preview', { fields });
const chooseEmployer = (who: Account, audience: string) =>
  asOfficer(t, who, 'PUT', '/api/me/privacy', { employer: audience });
const auditCount = async () =>
  (await t.app.db.selectFrom('auditLog').select('id').execute()).length;
const myCity = async (who: Account) =>
  (await asOfficer(t, who, 'GET', '/api/me/privacy')).json().fields.city;
/** Whether `viewer` finds `person`'s city on his card in the alumni directory. */
const seesCity = async (viewer: Account, person: Account) => {
  const answer = await asOfficer(t, viewer, 'GET', '/api/alumni/directory');
  const card = (answer.json().alumni as { id: string; city?: string }[]).find(
    (alumnus) => alumnus.id === person.id,
  );
  return card?.city !== undefined;
};

describe('a limit and the default', () => {
  it('keeps the default when the limit goes down, and gives it back when the limit comes back', async () => {
    const [never, chose, viewer] = await Promise.all([
      createSignedInAccount(t, { role: 'alumni', name: 'Nils Never' }),
      createSignedInAccount(t, { role: 'alumni', name: 'Cato Chose' }),
      createSignedInAccount(t, { role: 'alumni', name: 'Vic Viewer' }),
    ]);
    await updateUser(t.app.db, never.id, { city: 'Brackenford' });
    await updateUser(t.app.db, chose.id, { city: 'Saltmarsh Reach' });
    expect(
      (await asOfficer(t, chose, 'PUT', '/api/me/privacy', { city: 'chapter' })).statusCode,
    ).toBe(200);
    const stored = (await findUserById(t.app.db, chose.id))!.privacy;

    // Down to the actives: the default stays the chapter, and applies within the limit.
    const lowered = await setRules({ city: { default: 'chapter', widest: 'members' } });
    expect(lowered.json().fields.city).toEqual({ default: 'chapter', widest: 'members' });
    expect(await myCity(never)).toEqual({
      audience: 'members',
      widest: 'members',
      default: 'members',
      chosen: false,
    });
    expect(await myCity(chose)).toMatchObject({ audience: 'members', chosen: true });
    expect([await seesCity(viewer, never), await seesCity(viewer, chose)]).toEqual([false, false]);
    // Nobody's own choice was rewritten.
    expect((await findUserById(t.app.db, chose.id))!.privacy).toBe(stored);

    // Back to the chapter: both are shown to the chapter again, as before.
    await setRules({ city: { default: 'chapter', widest: 'chapter' } });
    expect(await rules()).toMatchObject({ city: { default: 'chapter', widest: 'chapter' } });
    expect(await myCity(never)).toMatchObject({ audience: 'chapter', default: 'chapter' });
    expect(await myCity(chose)).toMatchObject({ audience: 'chapter', chosen: true });
    expect([await seesCity(viewer, never), await seesCity(viewer, chose)]).toEqual([true, true]);
  });

  it('takes a default wider than the limit when the officer sets it so', async () => {
    const saved = await setRules({ industry: { default: 'chapter', widest: 'officers' } });
    expect(saved.json().fields.industry).toEqual({ default: 'chapter', widest: 'officers' });
    await setRules({ industry: productPrivacyRules.industry });
  });
});

describe('the preview of a change', () => {
  it('counts, for each move, the people who filled the field in, and saves nothing', async () => {
    const people = await Promise.all(
      ['Ana', 'Ben', 'Cal', 'Dov', 'Eli'].map((name) =>
        createSignedInAccount(t, { role: name === 'Cal' ? 'member' : 'alumni', name }),
      ),
    );
    const [ana, ben, cal, dov, eli] = people as [Account, Account, Account, Account, Account];
    // Dov has no employer: nothing of his to hide.
    for (const who of [ana, ben, cal, eli])
      await updateUser(t.app.db, who.id, { employer: `Firm of ${who.name}` });
    expect((await chooseEmployer(ben, 'members')).statusCode).toBe(200);
    expect((await chooseEmployer(cal, 'me')).statusCode).toBe(200);
    expect((await chooseEmployer(dov, 'officers')).statusCode).toBe(200);
    const [before, audits] = [await rules(), await auditCount()];

    const narrowing = await preview({ employer: { default: 'chapter', widest: 'officers' } });
    expect(narrowing.statusCode).toBe(200);
    expect(narrowing.headers['cache-control']).toBe('no-store');
    // Ana and Eli follow the default, Ben chose the actives; Cal keeps it to himself already.
    expect(narrowing.json()).toEqual({
      changes: [
        { field: 'employer', from: 'chapter', to: 'officers', affected: 2 },
        { field: 'employer', from: 'members', to: 'officers', affected: 1 },
      ],
    });
    expect(await rules()).toEqual(before);
    expect(await auditCount()).toBe(audits);

    // A default alone moves only those who never chose.
    expect(
      (await preview({ employer: { default: 'me', widest: 'chapter' } })).json().changes,
    ).toEqual([{ field: 'employer', from: 'chapter', to: 'me', affected: 2 }]);

    // Saved, then widened again: the same people move back.
    await setRules({ employer: { default: 'chapter', widest: 'officers' } });
    expect(
      (await preview({ employer: { default: 'chapter', widest: 'chapter' } })).json().changes,
    ).toEqual([
      { field: 'employer', from: 'officers', to: 'chapter', affected: 2 },
      { field: 'employer', from: 'officers', to: 'members', affected: 1 },
    ]);
    await setRules({ employer: productPrivacyRules.employer });
    expect((await preview({ employer: productPrivacyRules.employer })).json()).toEqual({
      changes: [],
    });
  });
});

describe('a hostile change', () => {
  it('is refused by the preview and the save alike, and changes nothing', async () => {
    const [before, audits] = [await rules(), await auditCount()];
    const bodies: unknown[] = [
      { fields: { shoeSize: { default: 'me', widest: 'me' } } },
      { fields: { city: { default: 'everyone', widest: 'chapter' } } },
      { fields: { city: { default: '<script>alert(1)</script>', widest: 'chapter' } } },
      { fields: { city: { default: 'chapter', widest: 'me'.repeat(5000) } } },
      { fields: { city: { default: 'chapter', widest: 'members' }, bio: { widest: 'me' } } },
      { fields: { phone: { default: 'public', widest: 'chapter' } } },
      { fields: { major: { default: 'chapter', widest: 'public' } } },
      { fields: { city: { default: 'me', widest: 'me' } }, dryRun: true },
      '{"fields": {"city": ',
    ];
    const answers = [];
    for (const url of ['/api/officer/privacy/preview', '/api/officer/privacy'])
      for (const body of bodies)
        answers.push(
          (await call(officer, url.endsWith('preview') ? 'POST' : 'PUT', url, body)).statusCode,
        );
    expect(answers).toEqual([...bodies, ...bodies].map(() => 400));
    // Larger than any JSON body the server takes.
    const huge = {
      fields: { city: { default: 'chapter', widest: 'chapter' } },
      pad: 'x'.repeat(limits.jsonBodyMaxBytes),
    };
    for (const method of ['POST', 'PUT'] as const)
      expect(
        (
          await call(
            officer,
            method,
            `/api/officer/privacy${method === 'POST' ? '/preview' : ''}`,
            huge,
          )
        ).statusCode,
      ).toBe(413);
    expect(await rules()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });
});

describe('who may preview and save', () => {
  it('is an officer with `accounts`; an officer-elect may read the rules, not change them', async () => {
    const [member, alumnus, calendar, elect] = await Promise.all([
      createSignedInAccount(t),
      createSignedInAccount(t, { role: 'alumni' }),
      createOfficer(t, ['calendar'], { name: 'Cal Endar' }),
      createAccount(t, { name: 'Eli Elect' }),
    ]);
    const secretary = await addPosition({ title: 'Secretary', areas: ['accounts'] });
    await addTerm({ positionId: secretary.id, userId: elect.id, startsOn: addDays(today(), 10) });
    const change = { fields: { city: { default: 'me', widest: 'me' } } };
    const [before, audits] = [await rules(), await auditCount()];
    const answers = [];
    for (const who of [member, alumnus, calendar, elect])
      answers.push([
        who.name,
        (await asOfficer(t, who, 'GET', '/api/officer/privacy')).statusCode,
        (await asOfficer(t, who, 'POST', '/api/officer/privacy/preview', change)).json().error,
        (await asOfficer(t, who, 'PUT', '/api/officer/privacy', change)).json().error,
      ]);
    const visitor = (method: 'POST' | 'PUT', url: string) =>
      t.app.inject({
        method,
        url,
        remoteAddress: nextClient(),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(change),
      });
    answers.push([
      'visitor',
      (await visitor('POST', '/api/officer/privacy/preview')).statusCode,
      (await visitor('PUT', '/api/officer/privacy')).statusCode,
    ]);
    expect(answers).toEqual([
      [member.name, 403, 'forbidden', 'forbidden'],
      [alumnus.name, 403, 'forbidden', 'forbidden'],
      ['Cal Endar', 403, 'forbidden', 'forbidden'],
      ['Eli Elect', 200, 'not_yet', 'not_yet'],
      ['visitor', 401, 401],
    ]);
    expect(await rules()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });
});
