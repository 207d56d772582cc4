// "Who saw my data" (docs/product.md#privacy): every officer's reading of an account in the console
// (opening it, the accounts list, an alumni event's RSVPs with emails) and every officer export
// that included it, recorded as it happens, each with who and when, and kept a year. One officer's
// readings of one account of one kind on one day are one entry with how many times (a unique key
// and an upsert, so parallel requests add to the same row on either engine), and the exports are
// listed apart from the readings: no flood of openings can push an export out of view.
import type { Db } from '../../db/database.ts';
import { orderedId } from '../../lib/ordered-id.ts';
import { clock } from '../../lib/clock.ts';

/** How long an entry is kept. */
export const dataAccessKeptDays = 365;

/** The most entries of each kind (readings, exports) the list gives. */
export const dataAccessListed = 500;

/** The officer who looked, as a person sees him: his name (never his email). */
export interface Looker {
  id: string | null;
  name: string;
}

/** What was done, as the person reads it ("… opened your account in the console"). */
export const accessWhat = {
  opened: 'opened your account in the console',
  moneyStatement: 'opened your dues statement in the console',
  accountsList: "saw your account in the console's accounts list",
  attendees: "saw your RSVP, with your email, in an alumni event's list in the console",
  accountsCsv: 'exported the accounts list (CSV), with your account in it',
  archive: "exported the chapter's whole archive, with your account in it",
  standingCsv: "exported the chapter's standing (CSV), with yours in it",
  attendanceCsv: "exported an event's attendance (CSV), with yours in it",
  attendeesCsv: "exported an alumni event's RSVPs (CSV), with your email in it",
  subscribersCsv: "exported the newsletter's subscribers (CSV), with your address in it",
} as const;

/** The entries that are files which left the site: listed apart, never hidden by readings. */
const exported = new Set<string>([
  accessWhat.accountsCsv,
  accessWhat.archive,
  accessWhat.standingCsv,
  accessWhat.attendanceCsv,
  accessWhat.attendeesCsv,
  accessWhat.subscribersCsv,
]);

const keptSince = (now: number) => new Date(now - dataAccessKeptDays * 86_400_000).toISOString();

/**
 * Records that `looker` did `what` with each of the accounts (in batches: an export may hold the
 * whole chapter): a new entry for the day, or one more time on the day's entry (its `at` the last
 * time; the officer's name stays as it was when the day's entry was made). The officer's own
 * account, in his own export, is not someone else seeing it.
 */
export async function recordDataAccess(
  db: Db,
  looker: Looker,
  userIds: readonly string[],
  what: string,
): Promise<void> {
  const at = new Date(clock.now()).toISOString();
  const day = at.slice(0, 10);
  const actorKey = looker.id ?? `name:${looker.name}`;
  const kind = exported.has(what) ? 'export' : 'view';
  // In one order: two requests writing the same rows take them in the same order (no deadlock).
  const ids = [...new Set(userIds)].filter((id) => id !== looker.id).toSorted();
  for (let i = 0; i < ids.length; i += 500)
    await db
      .insertInto('dataAccess')
      .values(
        ids.slice(i, i + 500).map((userId) => ({
          id: orderedId(),
          userId,
          at,
          day,
          actorId: looker.id,
          actorKey,
          actorLabel: looker.name,
          what,
          kind,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['userId', 'day', 'actorKey', 'what']).doUpdateSet((eb) => ({
          at: eb.ref('excluded.at'),
          times: eb(eb.ref('dataAccess.times'), '+', 1),
        })),
      )
      .execute();
  // Kept a year: what is older goes as new entries come.
  await forgetOldDataAccess(db);
}

/** Newest first: by time, then by id (ids are made in time order). */
const newer = (a: { at: string; id: string }, b: { at: string; id: string }) =>
  a.at === b.at ? (a.id > b.id ? -1 : 1) : a.at > b.at ? -1 : 1;

/**
 * His entries of the last year, newest first: the newest `dataAccessListed` readings and, apart,
 * the newest `dataAccessListed` exports.
 */
export async function dataAccessOf(db: Db, userId: string) {
  const since = keptSince(clock.now());
  const newest = (kind: 'view' | 'export') =>
    db
      .selectFrom('dataAccess')
      .select(['id', 'at', 'actorLabel', 'what', 'times'])
      .where('userId', '=', userId)
      .where('kind', '=', kind)
      .where('at', '>=', since)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(dataAccessListed)
      .execute();
  const [views, exports] = await Promise.all([newest('view'), newest('export')]);
  return [...views, ...exports].toSorted(newer).map((entry) => ({
    at: entry.at,
    actorLabel: entry.actorLabel,
    what: entry.what,
    times: entry.times,
  }));
}

/** Removes the entries older than a year. */
export async function forgetOldDataAccess(db: Db): Promise<void> {
  await db.deleteFrom('dataAccess').where('at', '<', keptSince(clock.now())).execute();
}
