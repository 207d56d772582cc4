// SQL of the actives on a day (docs/product.md#recruitment): members initiated by then, their
// accounts open and verified. The same rule as core/recruitment/actives.ts `isActive`, in SQL, for
// the electors a secret ballot snapshots when it opens.
import type { Db } from '../../db/database.ts';

/** The ids of the accounts that are actives on `today` (the chapter's day). */
export async function activeIdsOn(db: Db, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'member')
    .where('initiatedOn', 'is not', null)
    .where('initiatedOn', '<=', today)
    .where('disabledAt', 'is', null)
    .where('endedAt', 'is', null)
    .where('verifiedAt', 'is not', null)
    .execute();
  return rows.map((row) => row.id);
}
