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
 * pages never overlap): one page (`limit`, `offset`), read along the index of that order
 * (migration 0013).
 */
export function listDonations(db: Db, filter: LedgerFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter)
    .selectAll()
    .orderBy('donatedOn', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many gifts match, and the cents of those that count: over every page, in one query. */
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
