// The donations ledger: amounts in cents, one row per gift.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
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
  return id;
}

/** The sum of gifts per initiative, in dollars, for each of `initiatives` (0 when none yet). */
export async function totalsFor(db: Db, initiatives: string[]): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('donations')
    .select((eb) => ['initiative', eb.fn.sum<string | number>('amountCents').as('cents')])
    // A voided gift is a mistake put right: it never counts.
    .where('voidedAt', 'is', null)
    .groupBy('initiative')
    .execute();
  const sums = new Map(rows.map((row) => [row.initiative, Number(row.cents)]));
  return Object.fromEntries(initiatives.map((name) => [name, (sums.get(name) ?? 0) / 100]));
}

export interface LedgerFilter {
  initiative?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  voided: 'include' | 'exclude' | 'only';
}

/** The ledger, newest gift first. */
export function listDonations(db: Db, filter: LedgerFilter) {
  let query = db.selectFrom('donations').selectAll();
  if (filter.initiative) query = query.where('initiative', '=', filter.initiative);
  if (filter.from) query = query.where('donatedOn', '>=', filter.from);
  if (filter.to) query = query.where('donatedOn', '<=', filter.to);
  if (filter.voided === 'exclude') query = query.where('voidedAt', 'is', null);
  if (filter.voided === 'only') query = query.where('voidedAt', 'is not', null);
  return query.orderBy('donatedOn', 'desc').orderBy('createdAt', 'desc').execute();
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
  return Number(result.numUpdatedRows) === 1;
}
