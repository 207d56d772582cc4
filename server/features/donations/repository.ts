// The donations ledger: amounts in cents, one row per gift.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';

export interface NewDonation {
  initiative: string;
  amountCents: number;
  donorName: string | null;
  donatedOn: string;
  note: string | null;
  recordedBy: string;
}

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
    .groupBy('initiative')
    .execute();
  const sums = new Map(rows.map((row) => [row.initiative, Number(row.cents)]));
  return Object.fromEntries(initiatives.map((name) => [name, (sums.get(name) ?? 0) / 100]));
}
