// The officers' list of invites as pages (docs/api.md#paged-lists): newest first, a page at a time
// with the total, filtered by status and role (the status as the list shows it), every invite as
// CSV; malformed pages and filters refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../../../contract/api/officer.ts';
import { asOfficer, createOfficer, type Account } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createInviteCode } from '../../../core/invites/invites.ts';
import { inviteStatusOf } from './invite-status.ts';

let t: TestApp;
let chief: Account;
beforeEach(async () => {
  t = await createTestApp();
  chief = await createOfficer(t, areas, { name: 'Chief Officer' });
  // The invite the chief signed up with: each test counts the invites it makes.
  await t.app.db.deleteFrom('inviteCodes').execute();
});
afterEach(async () => t.close());

interface Listed {
  invites: { id: string; role: string; status: string; createdAt: string; createdBy: string }[];
  total: number;
  page: number;
  pageSize: number;
}

const invites = async (query = '') => {
  const response = await asOfficer(t, chief, 'GET', `/api/officer/invites?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Listed;
};

const make = async (role: 'member' | 'alumni', uses = 2) => {
  const made = await asOfficer(t, chief, 'POST', '/api/officer/invites', { role, uses, days: 7 });
  expect(made.statusCode).toBe(201);
  return made.json().id as string;
};

/** Eight invites, two of each status, members and alumni mixed. */
async function everyStatus() {
  const ids: string[] = [];
  for (let i = 0; i < 8; i++) ids.push(await make(i % 3 === 0 ? 'alumni' : 'member'));
  const [, , usedUp1, usedUp2, expired1, expired2, revoked1, revoked2] = ids;
  await t.app.db
    .updateTable('inviteCodes')
    .set({ usesLeft: 0 })
    .where('id', 'in', [usedUp1!, usedUp2!])
    .execute();
  await t.app.db
    .updateTable('inviteCodes')
    .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
    .where('id', 'in', [expired1!, expired2!, revoked2!])
    .execute();
  for (const id of [revoked1!, revoked2!])
    await asOfficer(t, chief, 'DELETE', `/api/officer/invites/${id}`);
  return ids;
}

describe('the list of invites', () => {
  it('answers a page, newest first, with how many there are', async () => {
    const ids = await everyStatus();
    const all = await invites();
    expect(all).toMatchObject({ total: 8, page: 1, pageSize: 50 });
    expect(all.invites.map((invite) => invite.id).toSorted()).toEqual(ids.toSorted());
    // Newest first; invites of one millisecond by id.
    const order = all.invites.map((invite) => `${invite.createdAt} ${invite.id}`);
    expect(order).toEqual(order.toSorted().toReversed());
    expect(all.invites[0]).toMatchObject({ createdBy: 'Chief Officer' });
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await invites(`pageSize=3&page=${page}`);
      expect(answer).toMatchObject({ total: 8, page, pageSize: 3 });
      pages.push(...answer.invites.map((invite) => invite.id));
    }
    expect(pages).toEqual(all.invites.map((invite) => invite.id));
    // A page past the end has no invites, and still the total.
    expect(await invites('page=9&pageSize=3')).toMatchObject({ invites: [], total: 8 });
    expect(await invites('status=revoked&page=2')).toMatchObject({ invites: [], total: 2 });
  });

  it('filters by status as the list shows it, and by role', async () => {
    await everyStatus();
    const all = (await invites()).invites;
    for (const status of ['active', 'used up', 'expired', 'revoked']) {
      const answer = await invites(`status=${encodeURIComponent(status)}`);
      expect({ status, ids: answer.invites.map((invite) => invite.id) }).toEqual({
        status,
        ids: all.filter((invite) => invite.status === status).map((invite) => invite.id),
      });
      expect(answer.total).toBe(2);
    }
    const alumni = await invites('role=alumni');
    expect(alumni.invites.map((invite) => invite.id)).toEqual(
      all.filter((invite) => invite.role === 'alumni').map((invite) => invite.id),
    );
    expect(await invites('role=alumni&status=active')).toMatchObject({ total: 1 });
  });

  it('streams every invite as CSV, beyond one page, with the filters', async () => {
    for (let i = 0; i < 230; i++)
      await createInviteCode(t.app.db, { role: 'member', createdBy: 'cli:root', days: 7 });
    await make('alumni');
    const csv = await asOfficer(t, chief, 'GET', '/api/officer/invites?format=csv&pageSize=10');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = csv.body.split('\r\n').filter(Boolean);
    expect(header).toBe('\uFEFFRole,Status,Uses left,Used,Expires,Created,Created by');
    expect(rows).toHaveLength(231);
    expect(rows[0]).toContain('Chief Officer');
    expect(rows.filter((row) => row.endsWith(',command line'))).toHaveLength(230);
    const alumni = await asOfficer(t, chief, 'GET', '/api/officer/invites?format=csv&role=alumni');
    expect(alumni.body.split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  it('refuses malformed pages and unknown filters with 400, changing nothing', async () => {
    await make('member');
    for (const query of [
      'pageSize=201',
      'pageSize=0',
      'page=0',
      'page=abc',
      'page=1e9',
      'page=-1',
      'status=lost',
      'status=ACTIVE',
      'role=admin',
      `status=${encodeURIComponent('<b>active</b>')}`,
      'format=pdf',
    ]) {
      const response = await asOfficer(t, chief, 'GET', `/api/officer/invites?${query}`);
      expect({ query, status: response.statusCode, error: response.json().error }).toEqual({
        query,
        status: 400,
        error: 'validation_failed',
      });
    }
    expect(await t.app.db.selectFrom('inviteCodes').select('id').execute()).toHaveLength(1);
    expect((await invites()).total).toBe(1);
  });
});

describe('an invite’s status', () => {
  const at = '2026-06-01T12:00:00.000Z';
  const invite = { revokedAt: null, usesLeft: 1, expiresAt: '2026-06-02T00:00:00.000Z' };
  it('is revoked, else used up, else expired, else active', () => {
    expect(inviteStatusOf(invite, at)).toBe('active');
    expect(inviteStatusOf({ ...invite, expiresAt: at }, at)).toBe('expired');
    expect(inviteStatusOf({ ...invite, usesLeft: 0, expiresAt: at }, at)).toBe('used up');
    expect(inviteStatusOf({ ...invite, usesLeft: 0, revokedAt: at }, at)).toBe('revoked');
  });
});
