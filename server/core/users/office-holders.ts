// SQL of the accounts the offices' rules read (core/offices): who may hold an office, who manages
// accounts on a day, whose copied office is due to be refreshed, and the command line's grant.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The accounts the offices' rules are checked against: each holder of a term in `ids`, and every
 * account with the command line's grant.
 */
export function officeCandidates(db: Db, ids: readonly string[]) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'disabledAt', 'endedAt', 'verifiedAt', 'officeGrant'])
    .where((eb) =>
      ids.length
        ? eb.or([eb('officeGrant', '=', 1), eb('id', 'in', ids)])
        : eb('officeGrant', '=', 1),
    )
    .execute();
}

/** Enabled, verified accounts that hold `accounts` on `today` (a current term, or the grant). */
const accountsHolders = (db: Db, today: string) =>
  db
    .selectFrom('users')
    .where('disabledAt', 'is', null)
    .where('verifiedAt', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('officeGrant', '=', 1),
        eb.exists(
          eb
            .selectFrom('terms')
            .innerJoin('positions', 'positions.id', 'terms.positionId')
            .select('terms.id')
            .whereRef('terms.userId', '=', 'users.id')
            .where('terms.startsOn', '<=', today)
            .where((inner) =>
              inner.or([inner('terms.endsOn', 'is', null), inner('terms.endsOn', '>', today)]),
            )
            .where(sql<boolean>`(',' || positions.areas || ',') like '%,accounts,%'`),
        ),
      ]),
    );

/** How many can manage accounts on `today`: a change that leaves none is refused. */
export async function countAccountsHolders(db: Db, today: string): Promise<number> {
  const row = await accountsHolders(db, today)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Who manages accounts on `today`, to be told (the handover reminders). */
export async function listAccountsHolders(
  db: Db,
  today: string,
): Promise<{ id: string; name: string; email: string }[]> {
  return accountsHolders(db, today).select(['id', 'name', 'email']).orderBy('name').execute();
}

/** Accounts whose copied office may have changed by `today` (the day-change job refreshes them). */
export async function accountsDueRefresh(db: Db, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('officeUntil', 'is not', null)
    .where('officeUntil', '<=', today)
    .execute();
  return rows.map((row) => row.id);
}
/** Ends the command line's grant of the console (an alumnus keeps nothing by it). */
export async function endOfficeGrant(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ officeGrant: 0 }).where('id', '=', userId).execute();
}
