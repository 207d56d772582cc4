// An account its owner ended (DELETE /api/me) stays ended (docs/api.md#officer-console): every
// officer's change to it is refused, so it never comes back to the directories, the mail or the
// console's counts; the list shows it as Ended. Graduation and initiation refuse a disabled or ended
// account at `ids`, and take the documented 500 ids in one body.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../../../contract/api/officer.ts';
import { limits } from '../../../../contract/limits.ts';
import {
  asOfficer,
  createAccount,
  createOfficer,
  goodPassword,
  type Account,
} from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { newsletterEmails, sendNewsletter } from '../../../test/subscribers.ts';

let t: TestApp;
let chief: Account;
beforeEach(async () => {
  t = await createTestApp();
  chief = await createOfficer(t, areas, { name: 'Chief Officer' });
});
afterEach(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  asOfficer(t, chief, method, url, payload);

const endAccount = async (account: Account) => {
  const ended = await asOfficer(t, account, 'DELETE', '/api/me', { password: goodPassword });
  expect(ended.statusCode).toBe(200);
};

const stored = (id: string) =>
  t.app.db
    .selectFrom('users')
    .select(['role', 'disabledAt', 'endedAt', 'initiatedOn', 'email'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const auditCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('auditLog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const recipients = async (audience: string) =>
  (
    await call(
      'GET',
      `/api/officer/mail/recipients?audience=${encodeURIComponent(audience)}&kind=announcements`,
    )
  ).json().recipients as number;

describe('an account ended by its owner', () => {
  it('is never enabled again nor changed: every change is 409 and changes nothing', async () => {
    const gone = await createAccount(t, { role: 'alumni', name: 'Gabe Gone' });
    await endAccount(gone);
    const before = await stored(gone.id);
    const entries = await auditCount();

    for (const [method, url, payload] of [
      ['PATCH', `/api/officer/accounts/${gone.id}`, { disabled: false }],
      ['PATCH', `/api/officer/accounts/${gone.id}`, { disabled: true }],
      ['PATCH', `/api/officer/accounts/${gone.id}`, { role: 'member' }],
      ['PATCH', `/api/officer/accounts/${gone.id}`, { initiatedOn: '2020-10-03' }],
      ['POST', `/api/officer/accounts/${gone.id}/resend-verification`, undefined],
      ['POST', `/api/officer/accounts/${gone.id}/reset-two-factor`, undefined],
      ['POST', `/api/officer/accounts/${gone.id}/sign-out`, undefined],
    ] as const) {
      const refused = await call(method, url, payload);
      expect({ method, url, payload, status: refused.statusCode }).toMatchObject({ status: 409 });
      expect(refused.json()).toEqual({
        error: 'conflict',
        message:
          'This account was ended by its owner: it cannot be enabled again or changed in any way. To come back, he signs up again with a new invite.',
      });
    }
    expect(await stored(gone.id)).toEqual(before);
    expect(before.disabledAt).not.toBeNull();
    expect(await auditCount()).toBe(entries);
  });

  it('stays out of the alumni directory and the mail after an attempt to enable him again', async () => {
    const year = 1971;
    const gone = await createAccount(t, { role: 'alumni', name: 'Gabe Gone' });
    const viewer = await createAccount(t, { role: 'alumni', name: 'Vic Viewer' });
    await t.app.db
      .updateTable('users')
      .set({ graduationYear: year })
      .where('id', 'in', [gone.id, viewer.id])
      .execute();
    const directory = async () =>
      (await asOfficer(t, viewer, 'GET', '/api/alumni/directory?q=gabe')).json().total as number;
    expect(await directory()).toBe(1);
    const alumniBefore = await recipients('alumni');
    expect(await recipients(`class:${year}`)).toBe(2);

    await endAccount(gone);
    const enabled = await call('PATCH', `/api/officer/accounts/${gone.id}`, { disabled: false });
    expect(enabled.statusCode).toBe(409);

    expect(await directory()).toBe(0);
    expect(await recipients('alumni')).toBe(alumniBefore - 1);
    expect(await recipients(`class:${year}`)).toBe(1);
    const sent = await sendNewsletter(t, chief, `ended-${randomUUID()}`, {
      subject: 'Class news',
      body: 'Hello.',
      audience: `class:${year}`,
      kind: 'announcements',
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json().queued).toBe(1);
    const to = (await newsletterEmails(t))
      .filter((mail) => mail.newsletterSendId === sent.json().sendId)
      .map((mail) => mail.toAddress);
    expect(to).toEqual([viewer.email]);

    // Were his row opened by a path that skips the console (an old archive's import), no mail
    // audience would count him still.
    await t.app.db
      .updateTable('users')
      .set({ disabledAt: null })
      .where('id', '=', gone.id)
      .execute();
    expect(await recipients(`class:${year}`)).toBe(1);
  });

  it('is listed as Ended, in no count of the console home, and cannot be graduated or initiated', async () => {
    const gone = await createAccount(t, { name: 'Gabe Gone' });
    await endAccount(gone);

    const [row] = (await call('GET', '/api/officer/accounts?q=gabe')).json().accounts;
    expect(row).toMatchObject({ id: gone.id, ended: true, disabled: true });
    expect((await call('GET', `/api/officer/accounts/${gone.id}`)).json().account.ended).toBe(true);
    expect((await call('GET', `/api/officer/accounts/${chief.id}`)).json().account.ended).toBe(
      false,
    );
    const csv = (await call('GET', '/api/officer/accounts?format=csv&q=gabe')).body;
    const [header, line] = csv.split('\r\n');
    expect(header).toContain('Disabled,Ended');
    expect(line).toContain('yes,yes');

    // Disabled by an officer is something to look at; ended is not.
    const home = (await call('GET', '/api/officer/attention')).json();
    expect(home.disabled).toBe(0);
    expect((await call('GET', '/api/officer/accounts?disabled=true')).json().total).toBe(0);
    expect(
      (await call('GET', '/api/officer/accounts?disabled=false'))
        .json()
        .accounts.map((a: { id: string }) => a.id),
    ).not.toContain(gone.id);

    for (const [url, extra] of [
      ['/api/officer/accounts/graduate', {}],
      ['/api/officer/accounts/initiate', { initiatedOn: '2026-10-03' }],
    ] as const) {
      const refused = await call('POST', url, { ids: [gone.id], ...extra });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'ids' });
      expect(refused.json().message).toMatch(/^Gabe Gone ended his account/);
    }
    expect(await stored(gone.id)).toMatchObject({ role: 'member', initiatedOn: null });
  });
});

const disable = async (account: Account) =>
  expect(
    (await call('PATCH', `/api/officer/accounts/${account.id}`, { disabled: true })).statusCode,
  ).toBe(200);

describe('graduation and initiation of a disabled account', () => {
  it('refuses to graduate a disabled member at ids, naming him, and moves and emails nobody', async () => {
    const kept = await createAccount(t, { name: 'Kit Kept' });
    const off = await createAccount(t, { name: 'Dex Disabled' });
    await disable(off);
    const refused = await call('POST', '/api/officer/accounts/graduate', {
      ids: [kept.id, off.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'validation_failed',
      field: 'ids',
      message:
        "Dex Disabled's account is disabled: enable it first, or leave him out and try again.",
    });
    expect((await stored(kept.id)).role).toBe('member');
    expect((await stored(off.id)).role).toBe('member');
    const welcomes = await t.app.db
      .selectFrom('outbox')
      .select('toAddress')
      .where('subject', 'like', 'Welcome to the alumni chapter%')
      .execute();
    expect(welcomes).toEqual([]);
  });

  it('refuses to initiate a disabled member at ids, naming him, and initiates nobody', async () => {
    const kept = await createAccount(t, { name: 'Kit Kept' });
    const off = await createAccount(t, { name: 'Dex Disabled' });
    await disable(off);
    const refused = await call('POST', '/api/officer/accounts/initiate', {
      ids: [kept.id, off.id],
      initiatedOn: '2026-10-03',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'ids' });
    expect(refused.json().message).toMatch(/^Dex Disabled's account is disabled/);
    expect((await stored(kept.id)).initiatedOn).toBeNull();
    expect((await stored(off.id)).initiatedOn).toBeNull();
  });

  it(`takes ${limits.offices.graduateMax} ids in one body (not 413) and refuses one more with 400`, async () => {
    const max = limits.offices.graduateMax;
    const member = await createAccount(t, { name: 'Max Member' });
    const unknown = Array.from({ length: max - 1 }, () => randomUUID());
    for (const [url, extra] of [
      ['/api/officer/accounts/graduate', {}],
      ['/api/officer/accounts/initiate', { initiatedOn: '2026-10-03' }],
    ] as const) {
      // Indented as a person's tool might send it: still within the body's limit.
      const full = JSON.stringify({ ids: [member.id, ...unknown], ...extra }, null, 2);
      const answer = await call('POST', url, full);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        field: 'ids',
        message: 'One of the accounts does not exist.',
      });
      const tooMany = await call('POST', url, {
        ids: [member.id, ...unknown, randomUUID()],
        ...extra,
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({
        field: 'ids',
        message: `At most ${max} accounts at once.`,
      });
    }
    expect(await stored(member.id)).toMatchObject({ role: 'member', initiatedOn: null });
  });
});
