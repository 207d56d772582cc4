// The donations ledger in the console (docs/api.md#officer-console): record, void, list, totals.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDate } from '../../../../contract/event-dates.ts';
import { clock } from '../../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { asOfficer, createAccount, createOfficer, type Account } from '../../../test/accounts.ts';

const realNow = clock.now;
let t: TestApp;
let treasurer: Account;
beforeEach(async () => {
  t = await createTestApp();
  treasurer = await createOfficer(t, ['treasury'], { name: 'Theo Treasurer' });
});
afterEach(async () => t.close());

const record = (body: unknown, as: Account = treasurer) =>
  asOfficer(t, as, 'POST', '/api/officer/donations', body);
const totals = async () => (await t.app.inject('/api/donations/totals')).json().totals;
const ledgerCount = async () =>
  (await t.app.db.selectFrom('donations').select('id').execute()).length;

describe('the donations ledger', () => {
  it('records a gift in cents and the alumni page’s totals follow at once', async () => {
    const response = await record({
      initiative: 'Pool Table',
      amount: 12.5,
      donorName: 'Jonah Whitfield',
      donatedOn: '2026-10-01',
      note: 'Homecoming',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().donation).toMatchObject({
      initiative: 'Pool Table',
      amount: 12.5,
      donorName: 'Jonah Whitfield',
      donatedOn: '2026-10-01',
      recordedBy: `Theo Treasurer <${treasurer.email}>`,
      voided: null,
    });
    const row = await t.app.db.selectFrom('donations').selectAll().executeTakeFirstOrThrow();
    expect(row.amountCents).toBe(1250);
    expect((await totals())['Pool Table']).toBe(12.5);
    // Anonymous, today, amount as typed.
    const anonymous = await record({ initiative: 'Pool Table', amount: '$1,000.10' });
    expect(anonymous.json().donation).toMatchObject({
      amount: 1000.1,
      donorName: null,
      donatedOn: localDate(Date.now(), 'America/Chicago'),
    });
    expect((await totals())['Pool Table']).toBe(1012.6);
  });

  it('voids a gift with a reason: it stays in the ledger and leaves the totals', async () => {
    const id = (await record({ initiative: 'Basketball Hoop', amount: 40 })).json().donation.id;
    await record({ initiative: 'Basketball Hoop', amount: 10 });
    expect((await totals())['Basketball Hoop']).toBe(50);
    const voided = await asOfficer(t, treasurer, 'POST', `/api/officer/donations/${id}/void`, {
      reason: 'Entered twice',
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().donation.voided).toMatchObject({
      by: `Theo Treasurer <${treasurer.email}>`,
      reason: 'Entered twice',
    });
    expect((await totals())['Basketball Hoop']).toBe(10);
    expect(await ledgerCount()).toBe(2);
    const again = await asOfficer(t, treasurer, 'POST', `/api/officer/donations/${id}/void`, {
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    const ledger = (await asOfficer(t, treasurer, 'GET', '/api/officer/donations')).json();
    expect(ledger.donations).toHaveLength(2);
    expect(ledger.listedTotal).toBe(10);
    expect(ledger.totals['Basketball Hoop']).toBe(10);
    const actions = (
      await t.app.db.selectFrom('auditLog').select('action').orderBy('at').execute()
    ).map((row) => row.action);
    expect(actions).toEqual(['gift recorded', 'gift recorded', 'gift voided']);
  });

  it('filters the ledger and downloads it as CSV', async () => {
    await record({ initiative: 'Pool Table', amount: 5, donatedOn: '2026-01-10' });
    await record({ initiative: 'House Maintenance', amount: 7, donatedOn: '2026-03-10' });
    const list = async (query: string) =>
      (await asOfficer(t, treasurer, 'GET', `/api/officer/donations?${query}`)).json().donations
        .length;
    expect(await list('initiative=Pool%20Table')).toBe(1);
    expect(await list('from=2026-02-01')).toBe(1);
    expect(await list('to=2026-02-01')).toBe(1);
    expect(await list('voided=only')).toBe(0);
    const csv = await asOfficer(t, treasurer, 'GET', '/api/officer/donations?format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  const badGifts: Record<string, unknown>[][] = [
    [{ initiative: 'Yacht', amount: 5 }],
    [{ initiative: 'Pool Table', amount: 0 }],
    [{ initiative: 'Pool Table', amount: -5 }],
    [{ initiative: 'Pool Table', amount: 12.345 }],
    [{ initiative: 'Pool Table', amount: 100_000.01 }],
    [{ initiative: 'Pool Table', amount: 'fifty' }],
    // Only thousands are grouped: `1,0,0` is a typo, not $100.
    [{ initiative: 'Pool Table', amount: '1,0,0' }],
    [{ initiative: 'Pool Table', amount: '10,00' }],
    [{ initiative: 'Pool Table', amount: ',100' }],
    [{ initiative: 'Pool Table', amount: '1,000,0' }],
    [{ initiative: 'Pool Table', amount: '1000,000' }],
    [{ initiative: 'Pool Table', amount: 5, donatedOn: '2999-01-01' }],
    [{ initiative: 'Pool Table', amount: 5, donatedOn: '01/02/2026' }],
    [{ initiative: 'Pool Table', amount: 5, donorName: 'x'.repeat(101) }],
    [{ initiative: 'Pool Table', amount: 5, note: 'Thanks\u202E' }],
    [{ amount: 5 }],
  ];

  it('refuses each bad gift with 400, recording nothing', async () => {
    for (const [body] of badGifts) {
      const response = await record(body!);
      expect({ body, status: response.statusCode, error: response.json().error }).toEqual({
        body,
        status: 400,
        error: 'validation_failed',
      });
    }
    expect(await ledgerCount()).toBe(0);
  });

  it('takes amounts grouped by thousands', async () => {
    for (const [amount, cents] of [
      ['1,000', 100_000],
      ['$12,345.67', 1_234_567],
      ['1000', 100_000],
      ['99,999.99', 9_999_999],
    ] as const) {
      const response = await record({ initiative: 'Pool Table', amount });
      expect({
        amount,
        status: response.statusCode,
        cents: response.json().donation?.amount * 100,
      }).toEqual({ amount, status: 201, cents });
    }
  });

  it('dates a gift on the chapter’s own day, and refuses a day after it, at the field', async () => {
    // 03:00 UTC on March 1 is still the evening of February 28 in Chicago (content/chapter.json).
    clock.now = () => Date.parse('2026-03-01T03:00:00Z');
    try {
      const today = await record({ initiative: 'Pool Table', amount: 5 });
      expect(today.statusCode).toBe(201);
      expect(today.json().donation.donatedOn).toBe('2026-02-28');
      const utcToday = await record({
        initiative: 'Pool Table',
        amount: 5,
        donatedOn: '2026-03-01',
      });
      expect(utcToday.statusCode).toBe(400);
      expect(utcToday.json()).toMatchObject({
        error: 'validation_failed',
        field: 'donatedOn',
        message: 'The date cannot be after today (Sat, Feb 28, 2026 in the chapter’s time zone).',
      });
      const onTheDay = await record({
        initiative: 'Pool Table',
        amount: 5,
        donatedOn: '2026-02-28',
      });
      expect(onTheDay.statusCode).toBe(201);
      expect(await ledgerCount()).toBe(2);
    } finally {
      clock.now = realNow;
    }
  });

  it('keeps formulas out of the CSV', async () => {
    await record({ initiative: 'Pool Table', amount: 5, donorName: '=HYPERLINK("http://x")' });
    const csv = (await asOfficer(t, treasurer, 'GET', '/api/officer/donations?format=csv')).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('is only for officers with the treasury area', async () => {
    const other = await createOfficer(t, ['calendar']);
    expect((await record({ initiative: 'Pool Table', amount: 5 }, other)).statusCode).toBe(403);
    expect((await asOfficer(t, other, 'GET', '/api/officer/donations')).statusCode).toBe(403);
    expect(await ledgerCount()).toBe(0);
  });

  it('voids only a gift that exists', async () => {
    const response = await asOfficer(
      t,
      treasurer,
      'POST',
      '/api/officer/donations/00000000-0000-4000-8000-000000000000/void',
      { reason: 'x' },
    );
    expect(response.statusCode).toBe(404);
    expect(
      (await asOfficer(t, treasurer, 'POST', '/api/officer/donations/x/void', { reason: '' }))
        .statusCode,
    ).toBe(400);
  });
});

const link = (id: string, accountId: unknown, as: Account = treasurer) =>
  asOfficer(t, as, 'PUT', `/api/officer/donations/${id}/account`, { accountId });
const gifts = async () =>
  (await asOfficer(t, treasurer, 'GET', '/api/officer/donations')).json().donations as {
    id: string;
    account: { id: string; name: string } | null;
  }[];
const linkEntries = async () =>
  t.app.db
    .selectFrom('auditLog')
    .selectAll()
    .where('action', '=', 'donation linked to account')
    .orderBy('at')
    .orderBy('id')
    .execute();

describe('a gift linked to the donor’s account', () => {
  it('links a gift when it is recorded and afterwards, shows the link, and audits each change', async () => {
    const donor = await createAccount(t, { role: 'alumni', name: 'Dora Donor' });
    const other = await createAccount(t, { role: 'alumni', name: 'Otis Other' });
    const recorded = await record({
      initiative: 'Pool Table',
      amount: 75,
      donorName: 'Dora Donor',
      accountId: donor.id,
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json().donation.account).toEqual({ id: donor.id, name: 'Dora Donor' });
    const later = (await record({ initiative: 'Pool Table', amount: 20 })).json().donation;
    expect(later.account).toBeNull();

    const linked = await link(later.id, other.id);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      donation: { id: later.id, account: { id: other.id, name: 'Otis Other' } },
      message: "The gift is linked to Otis Other's account.",
    });
    expect((await link(later.id, donor.id)).json().donation.account.id).toBe(donor.id);
    // The same link again changes nothing, and says so in no new entry.
    expect((await link(later.id, donor.id)).statusCode).toBe(200);
    const unlinked = await link(later.id, null);
    expect(unlinked.json()).toMatchObject({
      donation: { account: null },
      message: 'The gift is linked to no account.',
    });
    expect((await gifts()).map((gift) => gift.account?.name ?? null)).toEqual([null, 'Dora Donor']);
    const csv = (await asOfficer(t, treasurer, 'GET', '/api/officer/donations?format=csv')).body;
    expect(csv.split('\r\n')[0]).toMatch(/,Account$/);
    expect(csv).toContain(',Dora Donor\r\n');

    const entries = await linkEntries();
    expect(
      entries.map((entry) => ({
        target: entry.targetId,
        details: JSON.parse(entry.details),
        actor: entry.actorLabel,
      })),
    ).toEqual([
      {
        target: other.id,
        details: { gift: later.id, label: '$20.00 for Pool Table', from: null, to: 'Otis Other' },
        actor: `Theo Treasurer <${treasurer.email}>`,
      },
      {
        target: donor.id,
        details: {
          gift: later.id,
          label: '$20.00 for Pool Table',
          from: 'Otis Other',
          to: 'Dora Donor',
        },
        actor: `Theo Treasurer <${treasurer.email}>`,
      },
      {
        target: donor.id,
        details: { gift: later.id, label: '$20.00 for Pool Table', from: 'Dora Donor', to: null },
        actor: `Theo Treasurer <${treasurer.email}>`,
      },
    ]);
  });

  it('refuses a missing or ended account with 400 at accountId, linking nothing', async () => {
    const leaving = await createAccount(t, { role: 'alumni', name: 'Lena Leaving' });
    const ended = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: leaving.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ password: leaving.password }),
    });
    expect(ended.statusCode).toBe(200);
    const missing = '00000000-0000-4000-8000-000000000000';
    const gift = (await record({ initiative: 'Pool Table', amount: 5 })).json().donation;
    const answers = [];
    for (const accountId of [missing, leaving.id, 'not-an-id', 42]) {
      for (const response of [
        await record({ initiative: 'Pool Table', amount: 5, accountId }),
        await link(gift.id, accountId),
      ])
        answers.push({
          accountId,
          status: response.statusCode,
          error: response.json().error,
          field: response.json().field,
        });
    }
    expect(answers).toEqual(
      [missing, leaving.id, 'not-an-id', 42].flatMap((accountId) =>
        [1, 2].map(() => ({
          accountId,
          status: 400,
          error: 'validation_failed',
          field: 'accountId',
        })),
      ),
    );
    expect((await link(gift.id, undefined)).statusCode).toBe(400);
    expect(await ledgerCount()).toBe(1);
    expect((await gifts())[0]!.account).toBeNull();
    expect(await linkEntries()).toEqual([]);
    expect((await link(missing, null)).statusCode).toBe(404);
  });

  it('keeps the link and the account search from visitors (401) and other areas (403)', async () => {
    const donor = await createAccount(t, { role: 'alumni', name: 'Vic Visitor' });
    const gift = (await record({ initiative: 'Pool Table', amount: 5 })).json().donation;
    const other = await createOfficer(t, ['calendar', 'accounts']);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/officer/donations/${gift.id}/account`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ accountId: donor.id }),
    });
    expect(visitor.statusCode).toBe(401);
    expect((await link(gift.id, donor.id, other)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/officer/donations/accounts?q=vic' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await asOfficer(t, other, 'GET', '/api/officer/donations/accounts?q=vic')).statusCode,
    ).toBe(403);
    expect((await gifts())[0]!.account).toBeNull();
  });

  it('finds open accounts by the words of their name, never by email, never an ended one; markup stays text', async () => {
    const marked = await createAccount(t, {
      role: 'alumni',
      name: '<img src=x onerror=alert(1)> Mara Markup',
      email: 'mara.findme@example.com',
    });
    await createAccount(t, { name: 'Mara Other' });
    const search = async (q: string) =>
      (
        await asOfficer(
          t,
          treasurer,
          'GET',
          `/api/officer/donations/accounts?q=${encodeURIComponent(q)}`,
        )
      ).json().accounts as { id: string; name: string; graduationYear: number | null }[];
    expect((await search('mara')).map((account) => account.name)).toEqual([
      '<img src=x onerror=alert(1)> Mara Markup',
      'Mara Other',
    ]);
    expect((await search('MARKUP mara')).map((account) => account.id)).toEqual([marked.id]);
    expect(await search('findme')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect(JSON.stringify(await search('mara'))).not.toContain('@');
    const gift = (
      await record({
        initiative: 'Pool Table',
        amount: 5,
        donorName: '<b>Bold</b>',
        accountId: marked.id,
      })
    ).json().donation;
    expect(gift).toMatchObject({
      donorName: '<b>Bold</b>',
      account: { name: '<img src=x onerror=alert(1)> Mara Markup' },
    });
  });
});
