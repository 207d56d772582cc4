// "Who saw my data" (DESIGN "Each brother decides who sees what"; docs/product.md#privacy): every
// officer's opening of an account in the console and every officer export that included it,
// recorded as it happens, each with who and when, and kept a year.
import type { Db } from '../../db/database.ts';
import { orderedId } from '../../lib/ordered-id.ts';
import { clock } from '../../lib/clock.ts';

/** How long an entry is kept. */
export const dataAccessKeptDays = 365;

/** The officer who looked, as a person sees him: his name (never his email). */
export interface Looker {
  id: string | null;
  name: string;
}

/** What was done, as the person reads it ("… opened your account in the console"). */
export const accessWhat = {
  opened: 'opened your account in the console',
  accountsCsv: 'exported the accounts list (CSV), with your account in it',
  archive: "exported the chapter's whole archive, with your account in it",
  standingCsv: "exported the chapter's standing (CSV), with yours in it",
  attendanceCsv: "exported an event's attendance (CSV), with yours in it",
} as const;

const keptSince = (now: number) => new Date(now - dataAccessKeptDays * 86_400_000).toISOString();

/**
 * Records one entry per person (in batches: an export may hold the whole chapter); the officer's
 * own account, in his own export, is not someone else seeing it.
 */
export async function recordDataAccess(
  db: Db,
  looker: Looker,
  userIds: readonly string[],
  what: string,
): Promise<void> {
  const at = new Date(clock.now()).toISOString();
  const ids = [...new Set(userIds)].filter((id) => id !== looker.id);
  for (let i = 0; i < ids.length; i += 500)
    await db
      .insertInto('dataAccess')
      .values(
        ids.slice(i, i + 500).map((userId) => ({
          id: orderedId(),
          userId,
          at,
          actorId: looker.id,
          actorLabel: looker.name,
          what,
        })),
      )
      .execute();
  // Kept a year: what is older goes as new entries come.
  await forgetOldDataAccess(db);
}

/** His entries of the last year, newest first. */
export function dataAccessOf(db: Db, userId: string) {
  return db
    .selectFrom('dataAccess')
    .select(['at', 'actorLabel', 'what'])
    .where('userId', '=', userId)
    .where('at', '>=', keptSince(clock.now()))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

/** Removes the entries older than a year. */
export async function forgetOldDataAccess(db: Db): Promise<void> {
  await db.deleteFrom('dataAccess').where('at', '<', keptSince(clock.now())).execute();
}

/** Every account's id (the archive holds them all). */
export async function everyAccountId(db: Db): Promise<string[]> {
  return (await db.selectFrom('users').select('id').execute()).map((row) => row.id);
}
