// The officer console's API (docs/api.md#officer-console): who may call it, invites, accounts, the
// audit log and the export — every call, its area, its refusals, each write recorded in the audit
// log.
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../../contract/api/officer.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  asOfficer,
  createAccount,
  createOfficer,
  goodPassword,
  post,
  turnOnTwoFactor,
  verificationCodeFor,
  type Account,
} from '../../test/accounts.ts';
import { addSubscribers } from '../../test/subscribers.ts';
import { findUserByEmail } from '../users/repository.ts';
import { chapterToday } from '../offices/office.ts';

let t: TestApp;
let chief: Account;
beforeEach(async () => {
  t = await createTestApp();
  chief = await createOfficer(t, areas, { name: 'Chief Officer' });
});
afterEach(async () => t.close());

const auditActions = async () =>
  (await t.app.db.selectFrom('auditLog').select('action').orderBy('at').execute()).map(
    (row) => row.action,
  );

describe('access to the console', () => {
  const calls = [
    ['GET', '/api/officer/accounts', undefined],
    ['GET', '/api/officer/invites', undefined],
    ['POST', '/api/officer/invites', { role: 'member', uses: 1, days: 7 }],
    ['GET', '/api/officer/audit', undefined],
    ['GET', '/api/officer/export', undefined],
    ['GET', '/api/officer/attention', undefined],
  ] as const;

  it('answers 401 without a session, whatever the call', async () => {
    for (const [method, url, payload] of calls) {
      const response = await t.app.inject({
        method,
        url,
        ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}),
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('refuses members, alumni and officers of other areas with 403 forbidden, changing nothing', async () => {
    const member = await createAccount(t);
    const alumnus = await createAccount(t, { role: 'alumni' });
    const treasurer = await createOfficer(t, ['treasury']);
    for (const account of [member, alumnus, treasurer])
      for (const [method, url, payload] of calls) {
        const response = await asOfficer(t, account, method, url, payload);
        expect({ url, status: response.statusCode, error: response.json().error }).toEqual({
          url,
          status: 403,
          error: 'forbidden',
        });
      }
    expect(
      (await asOfficer(t, treasurer, 'POST', '/api/officer/invites', calls[2][2])).json().message,
    ).toBe('This is only for officers responsible for accounts and access.');
    expect(await t.app.db.selectFrom('inviteCodes').select('id').execute()).toHaveLength(
      // The ones the test accounts signed up with.
      4,
    );
  });

  it('lets an officer with the accounts area in', async () => {
    for (const [method, url, payload] of calls)
      expect((await asOfficer(t, chief, method, url, payload)).statusCode).toBeLessThan(300);
  });

  it('refuses officers without two-factor when it is required, and lets them in once it is on', async () => {
    const strict = await createTestApp({ env: { OFFICER_TWO_FACTOR: 'required' } });
    try {
      const officer = await createOfficer(strict, ['accounts']);
      const refused = await asOfficer(strict, officer, 'GET', '/api/officer/accounts');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('two_factor_required');
      await turnOnTwoFactor(strict, officer);
      expect((await asOfficer(strict, officer, 'GET', '/api/officer/accounts')).statusCode).toBe(
        200,
      );
    } finally {
      await strict.close();
    }
  });

  it('refuses a cross-site write', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/officer/invites',
      headers: {
        cookie: chief.cookie,
        'content-type': 'application/json',
        origin: 'https://evil.example',
      },
      payload: { role: 'member', uses: 1, days: 7 },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('invites', () => {
  it('creates an invite whose code is shown once and works at signup, then revokes it', async () => {
    const created = await asOfficer(t, chief, 'POST', '/api/officer/invites', {
      role: 'alumni',
      uses: 2,
      days: 10,
    });
    expect(created.statusCode).toBe(201);
    const invite = created.json();
    expect(invite).toMatchObject({ role: 'alumni', usesLeft: 2 });
    expect(invite.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(Date.parse(invite.expiresAt) - Date.now()).toBeGreaterThan(9.9 * 86_400_000);

    const signup = await post(t, '/api/auth/signup', {
      name: 'New Alumnus',
      email: 'new.alumnus@example.com',
      password: goodPassword,
      inviteCode: invite.code,
    });
    expect(signup.statusCode).toBe(200);
    expect((await findUserByEmail(t.app.db, 'new.alumnus@example.com'))!.role).toBe('alumni');

    const list = await asOfficer(t, chief, 'GET', '/api/officer/invites');
    expect(list.body).not.toContain(invite.code);
    expect(list.json().invites[0]).toMatchObject({
      id: invite.id,
      role: 'alumni',
      usesLeft: 1,
      used: 1,
      createdBy: 'Chief Officer',
      status: 'active',
    });

    expect(
      (await asOfficer(t, chief, 'DELETE', `/api/officer/invites/${invite.id}`)).statusCode,
    ).toBe(200);
    const refused = await post(t, '/api/auth/signup', {
      name: 'Late Alumnus',
      email: 'late@example.com',
      password: goodPassword,
      inviteCode: invite.code,
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (await asOfficer(t, chief, 'DELETE', `/api/officer/invites/${invite.id}`)).statusCode,
    ).toBe(404);
    expect(await auditActions()).toEqual(['invite created', 'invite revoked']);
  });

  it('refuses a bad invite with 400 and a message, creating nothing', async () => {
    const before = (await t.app.db.selectFrom('inviteCodes').select('id').execute()).length;
    for (const body of [
      { role: 'admin', uses: 1, days: 7 },
      { role: 'member', uses: 0, days: 7 },
      { role: 'member', uses: 501, days: 7 },
      { role: 'member', uses: 1.5, days: 7 },
      { role: 'member', uses: 1, days: 0 },
      { role: 'member', uses: 1, days: 366 },
      { role: 'member', uses: '1', days: 7 },
      { role: 'member' },
    ]) {
      const response = await asOfficer(t, chief, 'POST', '/api/officer/invites', body);
      expect({ body, status: response.statusCode, answer: response.json() }).toMatchObject({
        body,
        status: 400,
        answer: { error: 'validation_failed', message: expect.any(String) },
      });
    }
    expect(await t.app.db.selectFrom('inviteCodes').select('id').execute()).toHaveLength(before);
    expect(await auditActions()).toEqual([]);
  });

  it('downloads the list as CSV', async () => {
    await asOfficer(t, chief, 'POST', '/api/officer/invites', { role: 'member', uses: 3, days: 7 });
    const csv = await asOfficer(t, chief, 'GET', '/api/officer/invites?format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('invites.csv');
    expect(csv.body).toContain('Role,Status,Uses left,Used,Expires,Created,Created by');
  });
});

describe('accounts', () => {
  it('lists accounts with search, filters and pages, and as CSV', async () => {
    await createAccount(t, { name: 'Anders Brook', role: 'alumni' });
    await createAccount(t, { name: 'Bjorn Castle' });
    const all = (await asOfficer(t, chief, 'GET', '/api/officer/accounts')).json();
    expect(all.total).toBe(3);
    expect(all.accounts.map((a: { name: string }) => a.name)).toEqual([
      'Anders Brook',
      'Bjorn Castle',
      'Chief Officer',
    ]);
    expect(all.accounts[2]).toMatchObject({
      isOfficer: true,
      areas: [...areas],
      verified: true,
      disabled: false,
      twoFactor: false,
    });
    expect(all.accounts[0]).not.toHaveProperty('passwordHash');
    const names = async (query: string) =>
      (await asOfficer(t, chief, 'GET', `/api/officer/accounts?${query}`))
        .json()
        .accounts.map((a: { name: string }) => a.name);
    expect(await names('q=CASTLE')).toEqual(['Bjorn Castle']);
    expect(await names('q=%25')).toEqual([]);
    expect(await names('role=alumni')).toEqual(['Anders Brook']);
    expect(await names('officer=true')).toEqual(['Chief Officer']);
    expect(await names('page=2&pageSize=2')).toEqual(['Chief Officer']);
    const csv = await asOfficer(t, chief, 'GET', '/api/officer/accounts?format=csv&role=member');
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect((await asOfficer(t, chief, 'GET', '/api/officer/accounts?role=admin')).statusCode).toBe(
      400,
    );
  });

  it('moves a member to the alumni side, keeping his account, at once for the directory', async () => {
    const graduate = await createAccount(t, { name: 'Gus Graduate' });
    const names = async () =>
      (await t.app.inject({ url: '/api/auth/members', headers: { cookie: chief.cookie } }))
        .json()
        .members.map((m: { name: string }) => m.name);
    expect(await names()).toContain('Gus Graduate');
    const moved = await asOfficer(t, chief, 'PATCH', `/api/officer/accounts/${graduate.id}`, {
      role: 'alumni',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().account).toMatchObject({ role: 'alumni', position: null });
    expect(await names()).not.toContain('Gus Graduate');
    // Still the same account: he logs in with his password, into the alumni area.
    const login = await post(t, '/api/auth/login', {
      email: graduate.email,
      password: goodPassword,
    });
    expect(login.json().role).toBe('alumni');
    const [entry] = (await asOfficer(t, chief, 'GET', '/api/officer/audit')).json().entries;
    expect(entry).toMatchObject({
      actor: `Chief Officer <${chief.email}>`,
      action: 'account changed',
      target: `Gus Graduate <${graduate.email}>`,
      details: { role: { from: 'member', to: 'alumni' } },
    });
  });

  it('refuses the office fields at their field: officer access follows the terms', async () => {
    const brother = await createAccount(t, { name: 'Tom Treasurer' });
    for (const [field, patch] of [
      ['isOfficer', { isOfficer: true }],
      ['areas', { areas: ['treasury'] }],
      ['position', { position: 'Treasurer' }],
    ] as const) {
      const refused = await asOfficer(
        t,
        chief,
        'PATCH',
        `/api/officer/accounts/${brother.id}`,
        patch,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'validation_failed', field });
    }
    const row = (await findUserByEmail(t.app.db, brother.email))!;
    expect([row.isOfficer, row.areas, row.position]).toEqual([0, '', null]);
    expect((await asOfficer(t, brother, 'GET', '/api/officer/accounts')).statusCode).toBe(403);
  });

  it('disables an account: its session is refused on the next request, login says so, and back', async () => {
    const brother = await createAccount(t);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: brother.cookie } })).statusCode,
    ).toBe(200);
    await asOfficer(t, chief, 'PATCH', `/api/officer/accounts/${brother.id}`, { disabled: true });
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: brother.cookie } })).statusCode,
    ).toBe(401);
    const login = await post(t, '/api/auth/login', {
      email: brother.email,
      password: goodPassword,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toContain('disabled');
    await asOfficer(t, chief, 'PATCH', `/api/officer/accounts/${brother.id}`, { disabled: false });
    expect(
      (await post(t, '/api/auth/login', { email: brother.email, password: goodPassword }))
        .statusCode,
    ).toBe(200);
  });

  it('never removes the last holder of the accounts area', async () => {
    const termOf = async (account: { id: string }) =>
      (await asOfficer(t, chief, 'GET', `/api/officer/terms?user=${account.id}`)).json().terms[0]
        .id as string;
    const today = chapterToday(t.app.content.chapter.timeZone);
    const chiefTerm = await termOf(chief);
    // His own role is another officer's to change (403); his own term's early end is his, but
    // not when nobody would be left (409).
    const ownRole = await asOfficer(t, chief, 'PATCH', `/api/officer/accounts/${chief.id}`, {
      role: 'alumni',
    });
    expect(ownRole.statusCode).toBe(403);
    const ended = await asOfficer(t, chief, 'PATCH', `/api/officer/terms/${chiefTerm}`, {
      endsOn: today,
    });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().error).toBe('conflict');
    const row = (await findUserByEmail(t.app.db, chief.email))!;
    expect([row.role, row.isOfficer, row.areas]).toEqual(['member', 1, areas.join(',')]);
    // With a second holder, one may end his own term early; the other then cannot.
    const deputy = await createOfficer(t, ['accounts'], { name: 'Deputy' });
    const deputyTerm = await termOf(deputy);
    expect(
      (await asOfficer(t, chief, 'PATCH', `/api/officer/terms/${chiefTerm}`, { endsOn: today }))
        .statusCode,
    ).toBe(200);
    // His access ended with it, on his next request.
    expect((await asOfficer(t, chief, 'GET', '/api/officer/accounts')).statusCode).toBe(403);
    const last = await asOfficer(t, deputy, 'PATCH', `/api/officer/terms/${deputyTerm}`, {
      endsOn: today,
    });
    expect(last.statusCode).toBe(409);
  });

  it("keeps a holder when two officers end each other's terms at the same moment", async () => {
    const deputy = await createOfficer(t, ['accounts'], { name: 'Deputy' });
    const termOf = async (account: { id: string }) =>
      (await asOfficer(t, chief, 'GET', `/api/officer/terms?user=${account.id}`)).json().terms[0]
        .id as string;
    const [chiefTerm, deputyTerm] = [await termOf(chief), await termOf(deputy)];
    const today = chapterToday(t.app.content.chapter.timeZone);
    const [a, b] = await Promise.all([
      asOfficer(t, chief, 'PATCH', `/api/officer/terms/${deputyTerm}`, { endsOn: today }),
      asOfficer(t, deputy, 'PATCH', `/api/officer/terms/${chiefTerm}`, { endsOn: today }),
    ]);
    expect([a.statusCode, b.statusCode].toSorted()).toEqual([200, 409]);
    const holders = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('isOfficer', '=', 1)
      .execute();
    expect(holders).toHaveLength(1);
  });

  it('resends a verification code to an unverified account, and signs an account out everywhere', async () => {
    const code = (
      await asOfficer(t, chief, 'POST', '/api/officer/invites', {
        role: 'member',
        uses: 1,
        days: 7,
      })
    ).json().code;
    await post(t, '/api/auth/signup', {
      name: 'Slow Verifier',
      email: 'slow@example.com',
      password: goodPassword,
      inviteCode: code,
    });
    const slow = (await findUserByEmail(t.app.db, 'slow@example.com'))!;
    const first = await verificationCodeFor(t, 'slow@example.com');
    const resent = await asOfficer(
      t,
      chief,
      'POST',
      `/api/officer/accounts/${slow.id}/resend-verification`,
    );
    expect(resent.statusCode).toBe(200);
    expect(await verificationCodeFor(t, 'slow@example.com')).not.toBe(first);
    expect(
      (await asOfficer(t, chief, 'POST', `/api/officer/accounts/${chief.id}/resend-verification`))
        .statusCode,
    ).toBe(403);

    const brother = await createAccount(t);
    expect(
      (await asOfficer(t, chief, 'POST', `/api/officer/accounts/${brother.id}/sign-out`))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: brother.cookie } })).statusCode,
    ).toBe(401);
  });

  it('refuses a bad change with 400, changing nothing', async () => {
    const brother = await createAccount(t);
    const before = await findUserByEmail(t.app.db, brother.email);
    for (const patch of [
      {},
      { role: 'admin' },
      { areas: ['treasury', 'treasury'] },
      { areas: ['everything'] },
      { areas: ['treasury'] },
      { position: 'x'.repeat(61) },
      { position: 'Treasurer\u202E' },
      { position: 'Treasurer' },
      { disabled: 'yes' },
      { isOfficer: true, passwordHash: 'x' },
    ]) {
      const response = await asOfficer(
        t,
        chief,
        'PATCH',
        `/api/officer/accounts/${brother.id}`,
        patch,
      );
      expect({ patch, status: response.statusCode }).toEqual({ patch, status: 400 });
    }
    expect(await findUserByEmail(t.app.db, brother.email)).toEqual(before);
  });

  it('opens one account by its id, as the list shows it, for officers with accounts only', async () => {
    const brother = await createAccount(t, { name: 'Noah Single', role: 'alumni' });
    const opened = await asOfficer(t, chief, 'GET', `/api/officer/accounts/${brother.id}`);
    expect(opened.statusCode).toBe(200);
    const listed = (
      await asOfficer(
        t,
        chief,
        'GET',
        `/api/officer/accounts?q=${encodeURIComponent(brother.email)}`,
      )
    ).json().accounts[0];
    expect(opened.json()).toEqual({ account: listed });
    expect(opened.json().account).toMatchObject({ name: 'Noah Single', role: 'alumni' });
    expect(opened.body).not.toMatch(/hash|token|secret/i);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await asOfficer(t, chief, 'GET', `/api/officer/accounts/${unknown}`)).statusCode).toBe(
      404,
    );
    expect((await asOfficer(t, chief, 'GET', '/api/officer/accounts/x')).statusCode).toBe(400);
    const treasurer = await createOfficer(t, ['treasury']);
    const refused = await asOfficer(t, treasurer, 'GET', `/api/officer/accounts/${brother.id}`);
    expect({ status: refused.statusCode, error: refused.json().error }).toEqual({
      status: 403,
      error: 'forbidden',
    });
    expect((await t.app.inject(`/api/officer/accounts/${brother.id}`)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await asOfficer(t, chief, 'PATCH', `/api/officer/accounts/${unknown}`, { role: 'alumni' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await asOfficer(t, chief, 'PATCH', '/api/officer/accounts/x', { role: 'alumni' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the console home and the audit log', () => {
  it('shows what needs attention', async () => {
    await createAccount(t, { name: 'Old Member' });
    const old = (await findUserByEmail(t.app.db, (await createAccount(t)).email))!;
    await t.app.db
      .updateTable('users')
      .set({ graduationYear: 2001 })
      .where('id', '=', old.id)
      .execute();
    const home = (await asOfficer(t, chief, 'GET', '/api/officer/attention')).json();
    expect(home.graduated.map((a: { id: string }) => a.id)).toEqual([old.id]);
    expect(home.officersWithoutTwoFactor.map((a: { name: string }) => a.name)).toEqual([
      'Chief Officer',
    ]);
    expect(home.twoFactorRequired).toBe(false);
  });

  it('lists entries newest first, a page at a time, filtered by actor and action, and as CSV', async () => {
    for (let i = 0; i < 3; i++)
      await asOfficer(t, chief, 'POST', '/api/officer/invites', {
        role: 'member',
        uses: 1,
        days: 7,
      });
    const deputy = await createOfficer(t, ['accounts'], { name: 'Deputy' });
    const brother = await createAccount(t, { name: 'Moved Brother' });
    await asOfficer(t, deputy, 'PATCH', `/api/officer/accounts/${brother.id}`, {
      role: 'alumni',
    });
    const first = (await asOfficer(t, chief, 'GET', '/api/officer/audit?limit=2')).json();
    expect(first.entries.map((e: { action: string }) => e.action)).toEqual([
      'account changed',
      'invite created',
    ]);
    const second = (
      await asOfficer(t, chief, 'GET', `/api/officer/audit?limit=2&before=${first.next}`)
    ).json();
    expect(second.entries.map((e: { action: string }) => e.action)).toEqual([
      'invite created',
      'invite created',
    ]);
    expect(second.next).toBeNull();
    const byDeputy = (
      await asOfficer(t, chief, 'GET', `/api/officer/audit?actor=${deputy.id}`)
    ).json();
    expect(byDeputy.entries).toHaveLength(1);
    expect(first.actions).toEqual(['account changed', 'invite created']);
    const csv = await asOfficer(
      t,
      chief,
      'GET',
      '/api/officer/audit?format=csv&action=invite%20created',
    );
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('never holds a secret: no invite code, password or token in any entry', async () => {
    const { code } = (
      await asOfficer(t, chief, 'POST', '/api/officer/invites', {
        role: 'member',
        uses: 1,
        days: 7,
      })
    ).json();
    const log = await asOfficer(t, chief, 'GET', '/api/officer/audit?format=csv');
    expect(log.body).not.toContain(code);
    expect(log.body).not.toContain(goodPassword);
  });
});

describe('the chapter export for officers', () => {
  it('is a zip of JSON and CSV without a single credential', async () => {
    const { code } = (
      await asOfficer(t, chief, 'POST', '/api/officer/invites', {
        role: 'member',
        uses: 1,
        days: 7,
      })
    ).json();
    await turnOnTwoFactor(t, chief);
    const response = await asOfficer(t, chief, 'GET', '/api/officer/export');
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'accounts.json', 'accounts.csv', 'audit-log.csv']),
    );
    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    const user = (await findUserByEmail(t.app.db, chief.email))!;
    for (const secret of [user.passwordHash, user.twoFactorSecret!, code, chief.token])
      expect(everything).not.toContain(secret);
    expect(JSON.parse(strFromU8(files['accounts.json']!))[0]).toMatchObject({
      email: chief.email,
      twoFactor: 'yes',
    });
    expect(await auditActions()).toContain('data exported');
  });
});

describe('what the officers’ export holds', () => {
  it('marks each voided gift with when, by whom and why, so its counted gifts sum to the ledger', async () => {
    const treasurer = await createOfficer(t, ['treasury']);
    const gift = async (amount: number) =>
      (
        await asOfficer(t, treasurer, 'POST', '/api/officer/donations', {
          initiative: 'Pool Table',
          amount,
        })
      ).json().donation.id as string;
    await gift(20);
    const mistaken = await gift(6);
    await asOfficer(t, treasurer, 'POST', `/api/officer/donations/${mistaken}/void`, {
      reason: 'Entered twice',
    });
    const files = unzipSync(
      new Uint8Array((await asOfficer(t, chief, 'GET', '/api/officer/export')).rawPayload),
    );
    const donations = JSON.parse(strFromU8(files['donations.json']!)) as Record<string, unknown>[];
    expect(donations).toHaveLength(2);
    expect(donations.find((d) => d.id === mistaken)).toMatchObject({
      amount: 6,
      voided: 'yes',
      voidedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      voidedBy: expect.stringContaining(treasurer.email),
      voidReason: 'Entered twice',
    });
    expect(donations.find((d) => d.id !== mistaken)).toMatchObject({
      voided: 'no',
      voidedAt: null,
      voidReason: null,
    });
    const counted = donations
      .filter((d) => d.voided === 'no')
      .reduce((sum, d) => sum + Number(d.amount), 0);
    const ledger = (await asOfficer(t, treasurer, 'GET', '/api/officer/donations')).json();
    expect(counted).toBe(ledger.totals['Pool Table']);
    const csv = strFromU8(files['donations.csv']!);
    expect(csv.split('\r\n')[0]).toContain('voidReason');
    expect(csv).toContain('Entered twice');
  });

  it('lists only confirmed, active newsletter subscribers', async () => {
    await addSubscribers(t, 2, 'active');
    await addSubscribers(t, 1, 'pending');
    await addSubscribers(t, 1, 'unsubscribed');
    await addSubscribers(t, 1, 'bouncing');
    const files = unzipSync(
      new Uint8Array((await asOfficer(t, chief, 'GET', '/api/officer/export')).rawPayload),
    );
    const subscribers = JSON.parse(strFromU8(files['newsletter-subscribers.json']!)) as {
      email: string;
      status: string;
    }[];
    expect(subscribers.map((s) => s.email).toSorted()).toEqual([
      'active.0@example.com',
      'active.1@example.com',
    ]);
    const csv = strFromU8(files['newsletter-subscribers.csv']!);
    for (const other of ['pending.0', 'unsubscribed.0', 'bouncing.0'])
      expect(csv).not.toContain(other);
    expect(strFromU8(files['README.txt']!)).toContain('confirmed, active newsletter subscribers');
  });
});
