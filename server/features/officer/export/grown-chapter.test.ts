// The chapter the scale budget measures (scripts/grow-demo.ts, docs/performance.md#a-chapter-of-20000)
// is an archive that `npm run import` takes on either engine: every grown row passes the import's
// checks and the database's constraints, so the budget measures the grown chapter and not a
// failed import. Grown small here (400 accounts); the budget grows 20,000.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growDemo, type GrowResult } from '../../../../scripts/grow-demo.ts';
import { openDatabase, sqliteFileIn } from '../../../db/database.ts';
import { createTestDatabase, openTestDatabase } from '../../../test/database.ts';
import { migrateTo } from '../../../test/migration-database.ts';
import { sumsPerInitiative, type InitiativeSums } from '../../../core/donations/repository.ts';
import { importArchive } from './archive.ts';

const contentDir = path.resolve(import.meta.dirname, '../../../../content');
const scratch = mkdtempSync(path.join(tmpdir(), 'chapter-grown-test-'));
const archive = path.join(scratch, 'grown.zip');
let grown: GrowResult;
beforeAll(async () => {
  grown = await growDemo({ accounts: 400, out: archive });
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the demo chapter grown by scripts/grow-demo.ts', () => {
  it('is exported with the issue’s mix per account', () => {
    const { counts } = grown;
    expect(counts.users).toBe(400);
    expect(counts.donations).toBe(1500 + 6); // 3.75 per account, and the demo's own
    expect(counts.auditLog).toBe(1200);
    expect(counts.newsletterSubscribers).toBe(400);
    expect(counts.rsvps).toBeGreaterThan(550);
    expect(counts.media).toBeGreaterThan(25);
  });

  it('imports into an empty database of this engine, every row', async () => {
    const target = await openTestDatabase();
    try {
      const { counts } = await importArchive(
        target.db,
        target.engine,
        new Uint8Array(readFileSync(archive)),
        { contentDir },
      );
      const tables = ['users', 'donations', 'auditLog', 'rsvps', 'newsletterSubscribers', 'media'];
      const pick = (all: Record<string, number>) =>
        Object.fromEntries(tables.map((table) => [table, all[table]]));
      expect(pick(counts)).toEqual(pick(grown.counts));
      // Every gift posted: the totals read from the ledger are the gifts' own.
      const gifts = await target.db
        .selectFrom('donations')
        .select((eb) => ['initiative', eb.fn.sum<number | string>('amountCents').as('cents')])
        .where('voidedAt', 'is', null)
        .groupBy('initiative')
        .execute();
      const sums = await sumsPerInitiative(target.db);
      expect(
        Object.fromEntries([...sums].map(([initiative, sum]) => [initiative, sum.countedCents])),
      ).toEqual(Object.fromEntries(gifts.map((row) => [row.initiative, Number(row.cents)])));
      const roles = await target.db
        .selectFrom('users')
        .select((eb) => ['role', eb.fn.countAll<number | string>().as('n')])
        .groupBy('role')
        .execute();
      expect(Object.fromEntries(roles.map((r) => [r.role, Number(r.n)]))).toEqual({
        alumni: 300,
        member: 100,
      });
      const officer = await target.db
        .selectFrom('users')
        .select(['isOfficer', 'areas'])
        .where('email', '=', 'officer@oxp-northmere.example')
        .executeTakeFirstOrThrow();
      expect(officer).toEqual({
        isOfficer: 1,
        areas: 'accounts,calendar,treasury,communications,content,standing,recruitment',
      });
    } finally {
      await target.close();
    }
  });
});

type Gift = {
  initiative: string;
  amountCents: number;
  voidedAt?: string | null;
  recordedBy: string;
};

/** The archive's gifts that `pick` keeps, as a chapter held them before the ledger. */
function giftsOf(pick: (gift: Gift) => boolean) {
  const files = unzipSync(new Uint8Array(readFileSync(archive)), {
    filter: (file) => file.name === 'tables/donations.json',
  });
  const rows = JSON.parse(strFromU8(files['tables/donations.json']!)) as (Gift &
    Record<string, unknown>)[];
  // No posting yet, and no account (the accounts are not copied here).
  return rows.filter(pick).map(({ postingId: _posting, accountId: _account, ...gift }) => gift);
}

describe('migration 0026 on the demo chapter and on the grown one', () => {
  it.each([
    ['the demo chapter', (gift: Gift) => gift.recordedBy === 'demo'],
    ['the grown chapter', () => true],
  ])(
    'keeps %s’s totals per initiative to the cent, and its counts of gifts and voids',
    async (_chapter, pick) => {
      const database = await createTestDatabase();
      const open = openDatabase({
        databaseUrl: database.databaseUrl,
        sqliteFile: sqliteFileIn(database.dataDir),
      });
      try {
        await migrateTo(open, '0025-profile-versions');
        const gifts = giftsOf(pick);
        expect(gifts.length).toBeGreaterThan(0);
        for (let i = 0; i < gifts.length; i += 300)
          await open.db
            .insertInto('donations' as never)
            .values(gifts.slice(i, i + 300) as never)
            .execute();
        // Summed here from the gifts themselves, as the totals were before the ledger.
        const before = new Map<string, InitiativeSums>();
        for (const gift of gifts) {
          const sum = before.get(gift.initiative) ?? { countedCents: 0, counted: 0, voided: 0 };
          if (gift.voidedAt) sum.voided += 1;
          else {
            sum.counted += 1;
            sum.countedCents += gift.amountCents;
          }
          before.set(gift.initiative, sum);
        }

        await migrateTo(open, '0026-money');
        expect(Object.fromEntries(await sumsPerInitiative(open.db))).toEqual(
          Object.fromEntries(before),
        );
        const kinds = await open.db
          .selectFrom('ledgerPostings')
          .select((eb) => ['kind', eb.fn.countAll<number | string>().as('n')])
          .groupBy('kind')
          .execute();
        const voided = gifts.filter((gift) => gift.voidedAt).length;
        expect(Object.fromEntries(kinds.map((row) => [row.kind, Number(row.n)]))).toEqual({
          gift: gifts.length,
          ...(voided ? { reversal: voided } : {}),
        });
      } finally {
        await open.close();
        await database.drop();
      }
    },
  );
});
