// SQL for the rate-limit counters (one row per rule, subject and fixed window).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Adds one to the counter (creating it) and returns the new count. */
export async function incrementCounter(db: Db, key: string, expiresAt: string): Promise<number> {
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, expiresAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function decrementCounter(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rateLimits')
    .set({ count: sql`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

export async function readCounter(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('rateLimits')
    .select('count')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}

export async function deleteCountersExpiredBefore(db: Db, at: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('expiresAt', '<', at).execute();
}
