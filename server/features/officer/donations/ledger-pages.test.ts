// The ledger a page at a time (docs/api.md#paged-lists, decision 019): pages that never overlap,
// the total and the counted dollars over every page, the CSV with every matching gift; and the
// totals kept in memory per version of the ledger, current on the next request after any change,
// made here, by another instance or by a command-line tool on the same database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bumpVersion } from '../../../db/data-versions.ts';
import { openDatabase, sqliteFileIn, type Db } from '../../../db/database.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { asOfficer, createOfficer, type Account } from '../../../test/accounts.ts';
import { commandLine } from '../../../core/audit/record.ts';
import {
  countDonations,
  donationsInBatches,
  listDonations,
  recordDonation,
  sumsPerInitiative,
  voidDonation,
  totalsFor,
  type NewDonation,
} from '../../../core/donations/repository.ts';
import { countsFromSums } from '../../../core/donations/summary.ts';
import { recordGift } from './service.ts';

let t: TestApp;
let treasurer: Account;
beforeEach(async () => {
  t = await createTestApp();
  treasurer = await createOfficer(t, ['treasury'], { name: 'Theo Treasurer' });
});
afterEach(async () => t.close());

const ledger = (query = '', as: Account = treasurer) =>
  asOfficer(t, as, 'GET', `/api/officer/donations${query ? `?${query}` : ''}`);
const publicTotals = async (instance: TestApp = t) =>
  (await instance.app.inject('/api/donations/totals')).json().totals as Record<string, number>;

const initiatives = ['Pool Table', 'Basketball Hoop', 'House Maintenance'];

/** Gift `i` of a made-up ledger: spread over initiatives and days, every seventh voided. */
const giftNumber = (i: number): NewDonation => ({
  initiative: initiatives[i % 3]!,
  amountCents: 100 * (i + 1) + (i % 7),
  donorName: `Donor ${i}`,
  donatedOn: `2026-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`,
  note: null,
  recordedBy: 'test',
});

/** Records `count` gifts straight into the ledger (one transaction); voids every seventh. */
async function growLedger(db: Db, count: number, gift = giftNumber) {
  const voided: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++) {
      const id = await recordDonation(trx, gift(i));
      if (i % 7 === 3) voided.push(id);
    }
    const by = { id: null, label: 'test' };
    for (const id of voided)
      await voidDonation(trx, id, by, 'test', new Date().toISOString(), '2026-10-01');
  });
  const expected = (keep: (g: NewDonation, i: number) => boolean) => {
    let cents = 0;
    let total = 0;
    for (let i = 0; i < count; i++) {
      const g = gift(i);
      if (!keep(g, i)) continue;
      total += 1;
      if (i % 7 !== 3) cents += g.amountCents;
    }
    return { total, listedTotal: cents / 100 };
  };
  return { voided, expected };
}

/** What a page says of the whole list: its count, its counted dollars, and the rows it holds. */
async function answer(query: string) {
  const { total, listedTotal, donations } = (await ledger(query)).json();
  return { total, listedTotal, rows: donations.length };
}

type LedgerRow = { id: string; donatedOn: string; createdAt: string; voided: unknown };

describe('the ledger, a page at a time', () => {
  it('answers one page, newest first, with the total and the counted dollars over every page', async () => {
    const { expected } = await growLedger(t.app.db, 120);
    const first = await ledger('pageSize=50');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 120, page: 1, pageSize: 50 });
    expect(body.donations).toHaveLength(50);
    // Over all 120 gifts, voided ones left out of the dollars (not over the page).
    expect(body.listedTotal).toBe(expected(() => true).listedTotal);

    const pages: LedgerRow[][] = [body.donations];
    for (const page of [2, 3])
      pages.push((await ledger(`page=${page}&pageSize=50`)).json().donations);
    expect(pages.map((rows) => rows.length)).toEqual([50, 50, 20]);
    const all = pages.flat();
    // Every gift once: the pages never overlap.
    expect(new Set(all.map((row) => row.id)).size).toBe(120);
    // Newest first: by the day given, then as recorded.
    for (let i = 1; i < all.length; i++) {
      const [before, after] = [all[i - 1]!, all[i]!];
      expect(
        before.donatedOn > after.donatedOn ||
          (before.donatedOn === after.donatedOn && before.createdAt >= after.createdAt),
        `${JSON.stringify(before)} before ${JSON.stringify(after)}`,
      ).toBe(true);
    }

    // A page past the end: no rows, the same total.
    const past = (await ledger('page=4&pageSize=50')).json();
    expect(past).toMatchObject({ donations: [], total: 120, page: 4 });
    // The default page holds 50.
    expect((await ledger()).json()).toMatchObject({ page: 1, pageSize: 50, total: 120 });
  });

  it('counts and sums with the filters, over every page', async () => {
    const { expected } = await growLedger(t.app.db, 90);
    const pool = expected((g) => g.initiative === 'Pool Table');
    expect(await answer('initiative=Pool%20Table&pageSize=5')).toEqual({ ...pool, rows: 5 });
    const counted = expected((_g, i) => i % 7 !== 3);
    expect(await answer('voided=exclude&pageSize=10')).toEqual({ ...counted, rows: 10 });
    const voided = expected((_g, i) => i % 7 === 3);
    expect(await answer('voided=only')).toEqual({ total: voided.total, listedTotal: 0, rows: 13 });
    const spring = expected((g) => g.donatedOn >= '2026-03-01' && g.donatedOn <= '2026-05-31');
    expect(await answer('from=2026-03-01&to=2026-05-31&pageSize=200')).toEqual({
      ...spring,
      rows: spring.total,
    });
    expect(await answer('initiative=Yacht')).toEqual({ total: 0, listedTotal: 0, rows: 0 });
  });

  it('counts from the kept sums exactly what the ledger itself counts, for every filter', async () => {
    await growLedger(t.app.db, 80);
    const sums = await sumsPerInitiative(t.app.db);
    for (const initiative of [undefined, 'Pool Table', 'House Maintenance', 'Yacht'])
      for (const voided of ['include', 'exclude', 'only'] as const) {
        const filter = { initiative, voided };
        expect({ filter, counts: countsFromSums(sums, filter) }).toEqual({
          filter,
          counts: await countDonations(t.app.db, filter),
        });
      }
    // Dates are the ledger's to answer.
    expect(countsFromSums(sums, { voided: 'include', from: '2026-01-01' })).toBeUndefined();
  });

  it.each([
    'pageSize=201',
    'pageSize=0',
    'page=0',
    'page=-1',
    'page=abc',
    'page=1.5',
    'page=1e9',
    'voided=maybe',
    'from=2026-13-01',
    'to=yesterday',
    `initiative=${'x'.repeat(101)}`,
    'format=xlsx',
  ])('refuses ?%s with 400 validation_failed', async (query) => {
    const response = await ledger(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
  });

  it('keeps the ledger from callers without the treasury area', async () => {
    expect((await t.app.inject('/api/officer/donations?page=2')).statusCode).toBe(401);
    const other = await createOfficer(t, ['calendar'], { email: 'cal@example.com' });
    expect((await ledger('page=2', other)).statusCode).toBe(403);
  });

  it('gives every matching gift in the CSV, however many pages, formula-safe', async () => {
    const hostile = ['=1+2', '+SUM(A1)', '-3', '@cmd', '<b>bold</b>'];
    const { voided } = await growLedger(t.app.db, 450, (i) => ({
      ...giftNumber(i),
      donorName: i < hostile.length ? hostile[i]! : `Donor ${i}`,
    }));
    const csv = await ledger('format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="donations.csv"');
    const lines = csv.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      '\uFEFFDate,Initiative,Amount,Donor,Note,Recorded by,Recorded at,Voided at,Voided by,Void reason,Account',
    );
    expect(lines).toHaveLength(451);
    for (let i = 5; i < 450; i++) expect(csv.body).toContain(`,Donor ${i},`);
    for (const text of ["'=1+2", "'+SUM(A1)", "'-3", "'@cmd", '<b>bold</b>'])
      expect(csv.body).toContain(`,${text},`);
    // The paging is ignored; the filters are not.
    const paged = await ledger('format=csv&page=3&pageSize=10&voided=only');
    expect(paged.body.split('\r\n').filter(Boolean)).toHaveLength(1 + voided.length);
    expect(voided.length).toBeGreaterThan(10);
  });
});

describe('the ledger read in batches (the CSV)', () => {
  it('reads every matching gift once, in the ledger’s order, across batches and ties', async () => {
    // Many gifts of one day recorded in the same millisecond: only the id tells them apart.
    await growLedger(t.app.db, 150, (i) => ({
      ...giftNumber(i),
      donatedOn: `2026-0${1 + (i % 3)}-01`,
    }));
    for (const filter of [
      { voided: 'include' as const },
      { voided: 'exclude' as const, initiative: 'Pool Table' },
    ]) {
      const batches: string[][] = [];
      for await (const batch of donationsInBatches(t.app.db, filter, 7))
        batches.push(batch.map((row) => row.id));
      const pages = await listDonations(t.app.db, filter, { limit: 200, offset: 0 });
      expect(batches.flat()).toEqual(pages.map((row) => row.id));
      expect(batches.slice(0, -1).every((batch) => batch.length === 7)).toBe(true);
    }
  });
});

describe('the totals kept in memory', () => {
  it('follow a gift recorded or voided on the very next request', async () => {
    expect((await publicTotals())['Pool Table']).toBe(0);
    const recorded = await asOfficer(t, treasurer, 'POST', '/api/officer/donations', {
      initiative: 'Pool Table',
      amount: 40,
    });
    expect((await publicTotals())['Pool Table']).toBe(40);
    expect((await ledger()).json().totals['Pool Table']).toBe(40);
    await asOfficer(
      t,
      treasurer,
      'POST',
      `/api/officer/donations/${recorded.json().donation.id}/void`,
      { reason: 'Entered twice' },
    );
    expect((await publicTotals())['Pool Table']).toBe(0);
    expect((await ledger()).json()).toMatchObject({ listedTotal: 0, total: 1 });
    expect((await ledger()).json().totals['Pool Table']).toBe(0);
  });

  it('are served from memory until the ledger’s version changes', async () => {
    await growLedger(t.app.db, 30);
    const before = await publicTotals();
    // A posting written behind the versions' back (no writer of the app does this) is not seen…
    await t.app.db
      .insertInto('ledgerLines')
      .values([
        { postingId: 'unseen', line: 1, account: 'bank', amountCents: 5000 },
        {
          postingId: 'unseen',
          line: 2,
          account: 'donations_income',
          initiative: 'Basketball Hoop',
          amountCents: -5000,
        },
      ])
      .execute();
    await t.app.db
      .insertInto('ledgerPostings')
      .values({
        id: 'unseen',
        kind: 'gift',
        occurredOn: '2026-10-01',
        description: 'Gift',
        createdByName: 'test',
        createdAt: 'x',
      })
      .execute();
    expect(await publicTotals()).toEqual(before);
    // …until a version moves, as every write of the gifts or of the ledger moves one.
    await bumpVersion(t.app.db, 'ledger');
    expect((await publicTotals())['Basketball Hoop']).toBe(before['Basketball Hoop']! + 50);
  });

  it('equal the sums made from the ledger itself, in the same order of initiatives', async () => {
    await growLedger(t.app.db, 200);
    const names = t.app.content.alumni.support.initiatives.map((initiative) => initiative.name);
    // Summed here from every row, not by the query the summary uses.
    const rows = await t.app.db.selectFrom('donations').selectAll().execute();
    const cents = new Map<string, number>();
    for (const row of rows)
      if (row.voidedAt === null)
        cents.set(row.initiative, (cents.get(row.initiative) ?? 0) + row.amountCents);
    const fresh = Object.fromEntries(names.map((name) => [name, (cents.get(name) ?? 0) / 100]));
    expect(await totalsFor(t.app.db, names)).toEqual(fresh);
    const served = await publicTotals();
    expect(served).toEqual(fresh);
    expect(Object.keys(served)).toEqual(names);
    expect((await ledger()).json().totals).toEqual(fresh);
  });

  it('answer compressed as the client accepts, and uncached by browsers', async () => {
    const response = await t.app.inject({
      url: '/api/donations/totals?t=123',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('follow a change made by another instance or by a command on the same database', async () => {
    const other = await createTestApp({ sameDatabaseAs: t });
    const command = openDatabase({
      databaseUrl: t.database.databaseUrl,
      sqliteFile: sqliteFileIn(t.database.dataDir),
    });
    try {
      expect((await publicTotals(t))['Pool Table']).toBe(0);
      expect((await publicTotals(other))['Pool Table']).toBe(0);

      const recorded = await asOfficer(other, treasurer, 'POST', '/api/officer/donations', {
        initiative: 'Pool Table',
        amount: 25,
      });
      expect(recorded.statusCode).toBe(201);
      expect((await publicTotals(t))['Pool Table']).toBe(25);
      expect((await ledger()).json().totals['Pool Table']).toBe(25);

      // `npm run donation` records through the same service, on its own connection.
      await recordGift(
        command.db,
        commandLine('treasurer'),
        { initiative: 'Pool Table', amount: 1000 },
        '2026-11-01',
      );
      expect((await publicTotals(t))['Pool Table']).toBe(35);
      expect((await publicTotals(other))['Pool Table']).toBe(35);

      await asOfficer(
        t,
        treasurer,
        'POST',
        `/api/officer/donations/${recorded.json().donation.id}/void`,
        { reason: 'Bounced' },
      );
      expect((await publicTotals(other))['Pool Table']).toBe(10);
    } finally {
      await command.close();
      await other.close();
    }
  });
});
