// A profile's version (docs/api.md#call-10-update-profile): GET /api/auth/me and a save give its
// ETag; a save that names an older one in If-Match is refused (412, nothing changed), a save changes
// only the fields it sends, and every change of the profile's fields, whoever makes it, is a new
// version.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../../contract/api/officer.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  asOfficer,
  createAccount,
  createOfficer,
  turnOnTwoFactor,
  type Account,
} from '../../test/accounts.ts';
import { staleProfileMessage } from './service.ts';

let t: TestApp;
let me: Account;
beforeEach(async () => {
  t = await createTestApp();
  me = await createAccount(t, { name: 'Caleb Moreau' });
});
afterEach(async () => t.close());

const save = (payload: unknown, ifMatch?: string, account = me) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/update-profile',
    headers: {
      cookie: account.cookie,
      'content-type': 'application/json',
      ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

/** The profile's ETag as GET /api/auth/me gives it. */
const etagOf = async (account = me) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { cookie: account.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.headers.etag as string;
};

const row = () =>
  t.app.db.selectFrom('users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();

describe('the profile’s version', () => {
  it('is the ETag of GET /api/auth/me and of a save, which gives the new one', async () => {
    const opened = await etagOf();
    expect(opened).toMatch(/^"\d+"$/);
    const saved = await save({ city: 'Lyon' }, opened);
    expect(saved.statusCode).toBe(200);
    const { etag } = saved.json();
    expect(saved.headers.etag).toBe(etag);
    expect(etag).not.toBe(opened);
    expect(await etagOf()).toBe(etag);
    // A save that changes nothing keeps the version.
    const same = await save({ city: 'Lyon' }, etag);
    expect(same.statusCode).toBe(200);
    expect(same.json().etag).toBe(etag);
  });

  it('refuses a save from an older version with 412 and the profile now, changing nothing', async () => {
    const opened = await etagOf();
    // The phone changes the city; the laptop, opened before, saves the employer.
    const phone = await save({ city: 'Lyon' }, opened);
    expect(phone.statusCode).toBe(200);
    const before = await row();
    const laptop = await save({ employer: 'Acme', city: 'Paris' }, opened);
    expect(laptop.statusCode).toBe(412);
    expect(laptop.headers.etag).toBe(phone.json().etag);
    expect(laptop.json()).toEqual({
      success: false,
      error: 'precondition_failed',
      message: staleProfileMessage,
      etag: phone.json().etag,
      current: expect.objectContaining({ name: 'Caleb Moreau', city: 'Lyon', employer: null }),
    });
    expect(await row()).toEqual(before);
    // Saved again against the version it was given, the laptop's edit goes through.
    const again = await save({ employer: 'Acme' }, laptop.json().etag);
    expect(again.statusCode).toBe(200);
    expect(await row()).toMatchObject({ city: 'Lyon', employer: 'Acme' });
  });

  it('changes only the fields sent, with If-Match and without it (the legacy client)', async () => {
    await save({ city: 'Lyon', employer: 'Acme', major: 'History', mentoring: true });
    const partial = await save({ employer: 'Globex' }, await etagOf());
    expect(partial.statusCode).toBe(200);
    expect(await row()).toMatchObject({
      city: 'Lyon',
      employer: 'Globex',
      major: 'History',
      mentoring: 1,
    });
    const legacy = await save({ major: 'Physics' });
    expect(legacy.statusCode).toBe(200);
    expect(await row()).toMatchObject({
      name: 'Caleb Moreau',
      city: 'Lyon',
      employer: 'Globex',
      major: 'Physics',
    });
  });

  it('lets exactly one of two saves from the same version win', async () => {
    const opened = await etagOf();
    const answers = await Promise.all([
      save({ city: 'Lyon' }, opened),
      save({ city: 'Paris', employer: 'Acme' }, opened),
    ]);
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 412]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().user;
    const stored = await row();
    expect({ city: stored.city, employer: stored.employer }).toEqual({
      city: winner.city,
      employer: winner.employer,
    });
    expect(await etagOf()).toBe(answers.find((answer) => answer.statusCode === 200)!.json().etag);
  });

  it('changes nothing for a forged, weak, malformed or oversized If-Match, nor for bad fields', async () => {
    await save({ city: 'Lyon' });
    const current = await etagOf();
    const before = await row();
    for (const [what, ifMatch, status] of [
      ['a version that never was', '"999999"', 412],
      ['a weak tag of the version now', `W/${current}`, 412],
      ['an unquoted tag', current.replaceAll('"', ''), 412],
      ['markup', '"<script>alert(1)</script>"', 412],
      ['a header of 201 characters', `"${'9'.repeat(199)}"`, 400],
    ] as const) {
      const response = await save({ city: '<b>Paris</b>' }, ifMatch);
      expect({ what, status: response.statusCode, success: response.json().success }).toEqual({
        what,
        status,
        success: false,
      });
    }
    for (const [what, payload] of [
      ['a city that is a number', { city: 5 }],
      ['mentoring as text', { mentoring: 'maybe' }],
      ['a city of 81 characters', { city: 'c'.repeat(81) }],
      ['a body that is not JSON', '{"city":'],
    ] as const) {
      const response = await save(payload, current);
      expect({ what, status: response.statusCode }).toEqual({ what, status: 400 });
    }
    expect(await row()).toEqual(before);
    expect(await etagOf()).toBe(current);
    // Markup is text: saved against the version now, it is kept as typed.
    expect((await save({ city: '<b>Paris</b>' }, current)).json().user.city).toBe('<b>Paris</b>');
  });

  it('is not another account’s: a save names only the caller’s own version', async () => {
    const other = await createAccount(t, { name: 'Other Brother' });
    await save({ city: 'Rome' }, await etagOf(other), other);
    await save({ city: 'Rome' }, await etagOf(other), other);
    // His own version is older than the other's; naming the other's is naming a version he never had.
    const refused = await save({ city: 'Oslo' }, await etagOf(other));
    expect(refused.statusCode).toBe(412);
    expect((await row()).city).toBeNull();
  });

  it('is new after an officer’s change in the console and after graduation, not after a password or two-factor change', async () => {
    const chief = await createOfficer(t, areas, { name: 'Chief Officer' });
    let opened = await etagOf();
    await turnOnTwoFactor(t, me);
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({
        currentPassword: me.password,
        newPassword: 'Another-Brother-1949!',
      }),
    });
    expect(password.statusCode).toBe(200);
    expect(await etagOf()).toBe(opened);

    const graduated = await asOfficer(t, chief, 'POST', '/api/officer/accounts/graduate', {
      ids: [me.id],
    });
    expect(graduated.statusCode).toBe(200);
    expect(await etagOf()).not.toBe(opened);
    expect((await save({ city: 'Lyon' }, opened)).statusCode).toBe(412);

    opened = await etagOf();
    const moved = await asOfficer(t, chief, 'PATCH', `/api/officer/accounts/${me.id}`, {
      role: 'member',
    });
    expect(moved.statusCode).toBe(200);
    expect((await save({ city: 'Lyon' }, opened)).statusCode).toBe(412);
  });
});
