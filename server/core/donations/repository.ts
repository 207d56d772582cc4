// The donations ledger: amounts in cents, one row per gift. Every write marks the ledger as
// changed (data version `donations`) in the writer's transaction, so the totals kept in memory
// follow on the next request on every instance.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import type { DonationsTable } from '../../db/schema.ts';

export type NewDonation = Omit<
  Insertable<DonationsTable>,
  'id' | 'createdAt' | 'voidedAt' | 'voidedBy' | 'voidReason'
>;

export async function recordDonation(db: Db, donation: NewDonation): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('donations')
    .values({ id, ...donation, createdAt: new Date().toISOString() })
    .execute();
  await bumpVersion(db, 'donations');
  return id;
}

/** Per initiative: the cents that count (not voided), how many gifts count, how many are voided. */
export interface InitiativeSums {
  countedCents: number;
  counted: number;
  voided: number;
}

/**
 * The whole ledger summed per initiative (every initiative that has a gift), in one query: what
 * the public totals and the ledger's totals are made from, kept per version of the ledger
 * (summary.ts).
 */
export async function sumsPerInitiative(db: Db): Promise<Map<string, InitiativeSums>> {
  const rows = await db
    .selectFrom('donations')
    .select((eb) => [
      'initiative',
      // A voided gift is a mistake put right: it never counts.
      eb.fn
        .sum<string | number | null>(
          eb.case().when('voidedAt', 'is', null).then(eb.ref('amountCents')).else(0).end(),
        )
        .as('countedCents'),
      eb.fn.countAll<string | number>().as('gifts'),
      eb.fn.count<string | number>('voidedAt').as('voided'),
    ])
    .groupBy('initiative')
    .execute();
  return new Map(
    rows.map((row) => [
      row.initiative,
      {
        countedCents: Number(row.countedCents ?? 0),
        counted: Number(row.gifts) - Number(row.voided),
        voided: Number(row.voided),
      },
    ]),
  );
}

/** The sum of gifts per initiative, in dollars, for each of `initiatives` (0 when none yet). */
export function totalsOf(
  sums: ReadonlyMap<string, InitiativeSums>,
  initiatives: readonly string[],
): Record<string, number> {
  return Object.fromEntries(
    initiatives.map((name) => [name, (sums.get(name)?.countedCents ?? 0) / 100]),
  );
}

/** The totals read from the ledger now (the command line; the server keeps them, summary.ts). */
export async function totalsFor(db: Db, initiatives: string[]): Promise<Record<string, number>> {
  return totalsOf(await sumsPerInitiative(db), initiatives);
}

export interface LedgerFilter {
  initiative?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  voided: 'include' | 'exclude' | 'only';
}

function filtered(db: Db, filter: LedgerFilter) {
  let query = db.selectFrom('donations');
  if (filter.initiative) query = query.where('initiative', '=', filter.initiative);
  if (filter.from) query = query.where('donatedOn', '>=', filter.from);
  if (filter.to) query = query.where('donatedOn', '<=', filter.to);
  if (filter.voided === 'exclude') query = query.where('voidedAt', 'is', null);
  if (filter.voided === 'only') query = query.where('voidedAt', 'is not', null);
  return query;
}

/**
 * The ledger, newest gift first (the day given, then the order recorded; the id breaks a tie, so
 * pages never overlap): one page (`limit`, `offset`). The page's ids are found along the index of
 * that order (migration 0013), which holds them, so the rows skipped by the offset are never read;
 * only the page's own rows are.
 */
export function listDonations(
  db: Db,
  filter: LedgerFilter,
  page: { limit: number; offset: number },
) {
  const pageIds = filtered(db, filter)
    .select('id')
    .orderBy('donatedOn', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  return db
    .selectFrom('donations')
    .selectAll()
    .where('id', 'in', pageIds)
    .orderBy('donatedOn', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Every matching gift, in the ledger's order, `size` at a time (the CSV file, streamed): each
 * batch continues after the last gift of the one before along the index, so every gift is read
 * once however long the ledger (batches by OFFSET read all the skipped ones again each time).
 */
export async function* donationsInBatches(
  db: Db,
  filter: LedgerFilter,
  size = 500,
): AsyncGenerator<Awaited<ReturnType<typeof listDonations>>> {
  let after: { donatedOn: string; createdAt: string; id: string } | undefined;
  for (;;) {
    let query = filtered(db, filter).selectAll();
    if (after) {
      const { donatedOn, createdAt, id } = after;
      query = query.where((eb) =>
        eb(eb.refTuple('donatedOn', 'createdAt', 'id'), '<', eb.tuple(donatedOn, createdAt, id)),
      );
    }
    const rows = await query
      .orderBy('donatedOn', 'desc')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .execute();
    yield rows;
    if (rows.length < size) return;
    after = rows.at(-1)!;
  }
}

/**
 * How many gifts match, and the cents of those that count: over every page, in one query (for a
 * filter by dates; the others are answered from the kept sums, summary.ts).
 */
export async function countDonations(
  db: Db,
  filter: LedgerFilter,
): Promise<{ total: number; countedCents: number }> {
  const row = await filtered(db, filter)
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      eb.fn
        .sum<string | number | null>(
          eb.case().when('voidedAt', 'is', null).then(eb.ref('amountCents')).else(0).end(),
        )
        .as('countedCents'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), countedCents: Number(row.countedCents ?? 0) };
}

export function findDonation(db: Db, id: string) {
  return db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Voids a gift; false when there is none, or it was voided already. */
export async function voidDonation(
  db: Db,
  id: string,
  by: string,
  reason: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('donations')
    .set({ voidedAt: at, voidedBy: by, voidReason: reason })
    .where('id', '=', id)
    .where('voidedAt', 'is', null)
    .executeTakeFirst();
  await bumpVersion(db, 'donations');
  return Number(result.numUpdatedRows) === 1;
}

/** Links a gift to an account (null: to none); false when there is no such gift. */
export async function linkDonation(db: Db, id: string, accountId: string | null): Promise<boolean> {
  const result = await db
    .updateTable('donations')
    .set({ accountId })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
