// SQL of the accounts a gift is linked to (docs/api.md#officer-console): the treasurer's search by
// name, the check that an account may be linked, and the names the ledger shows beside its gifts.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { containsPattern } from '../../../lib/like-pattern.ts';

/** An account a gift may be linked to: one that exists and was not ended by its owner. */
export function openAccount(db: Db, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
}

/** The names of the accounts gifts are linked to, by id (the names they have now). */
export async function accountNames(
  db: Db,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The open accounts whose name holds every word of `q` (case ignored), by name, at most `limit`:
 * the treasurer's choices when he links a gift.
 */
export function accountsNamed(db: Db, q: string, limit: number) {
  let query = db
    .selectFrom('users')
    .select(['id', 'name', 'graduationYear', 'role'])
    .where('endedAt', 'is', null);
  for (const word of q.toLowerCase().split(/\s+/).filter(Boolean))
    query = query.where(
      sql<boolean>`lower(${sql.ref('name')}) like ${containsPattern(word)} escape '\\'`,
    );
  return query.orderBy('name').orderBy('id').limit(limit).execute();
}
