// SQL for alumni events and their RSVPs (attending, or waitlisted past the event's capacity).
// Every write marks the alumni events as changed (data version `alumniEvents`) in the writer's
// transaction, so the public list kept in memory (events-summary.ts) follows on the next request on
// every instance. (An account's RSVPs also go with the account, by the foreign key: whatever
// deletes accounts that may have RSVPs bumps `alumniEvents` too; the archive import bumps every
// version.)
import { sql, type Insertable, type Updateable } from 'kysely';
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import type { AlumniEventsTable } from '../../db/schema.ts';
import { ofAccount } from '../users/account-columns.ts';

export type RsvpStatus = 'attending' | 'waitlisted';

export function listAlumniEvents(db: Db) {
  return db.selectFrom('alumniEvents').selectAll().orderBy('sortDate').orderBy('title').execute();
}

export type StoredAlumniEvent = Awaited<ReturnType<typeof listAlumniEvents>>[number];

export async function insertAlumniEvent(
  db: Db,
  event: Omit<Insertable<AlumniEventsTable>, 'createdAt'> & { createdAt?: string },
): Promise<void> {
  await db
    .insertInto('alumniEvents')
    .values({ ...event, createdAt: event.createdAt ?? new Date().toISOString() })
    .execute();
  await bumpVersion(db, 'alumniEvents');
}

export function findAlumniEvent(db: Db, key: string) {
  return db.selectFrom('alumniEvents').selectAll().where('key', '=', key).executeTakeFirst();
}

/**
 * Holds the event's row until the transaction ends (a write that changes nothing), so changes to
 * its RSVP list happen one at a time on both engines: on PostgreSQL the row lock makes the next
 * transaction wait and then read what this one committed; on SQLite the first write takes the
 * database's write lock. False when there is no such event.
 */
export async function lockAlumniEvent(db: Db, key: string): Promise<boolean> {
  const result = await db
    .updateTable('alumniEvents')
    .set((eb) => ({ capacity: eb.ref('capacity') }))
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updateAlumniEvent(
  db: Db,
  key: string,
  changes: Omit<Updateable<AlumniEventsTable>, 'key' | 'createdAt'>,
): Promise<boolean> {
  const result = await db
    .updateTable('alumniEvents')
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where('key', '=', key)
    .executeTakeFirst();
  await bumpVersion(db, 'alumniEvents');
  return Number(result.numUpdatedRows) > 0;
}

/** Removes the event and its RSVPs; false when there was no such event. */
export async function deleteAlumniEvent(db: Db, key: string): Promise<boolean> {
  await db.deleteFrom('rsvps').where('eventKey', '=', key).execute();
  const result = await db.deleteFrom('alumniEvents').where('key', '=', key).executeTakeFirst();
  await bumpVersion(db, 'alumniEvents');
  return Number(result.numDeletedRows) > 0;
}

/** Everyone on the event's lists, attending first, each list in the order people answered. */
export function rsvpPeople(db: Db, eventKey: string) {
  return db
    .selectFrom('rsvps')
    .select([
      'rsvps.userId',
      'rsvps.status',
      'rsvps.createdAt',
      ofAccount('name', 'rsvps.userId').as('name'),
      ofAccount('email', 'rsvps.userId').as('email'),
    ])
    .where('rsvps.eventKey', '=', eventKey)
    .orderBy(sql`case when ${sql.ref('rsvps.status')} = 'attending' then 0 else 1 end`)
    .orderBy('rsvps.createdAt')
    .orderBy('rsvps.userId')
    .execute();
}

/** Attendees (not the waitlist) in the order they answered. */
export async function attendees(
  db: Db,
  eventKey: string,
): Promise<{ userId: string; name: string }[]> {
  return (
    db
      .selectFrom('rsvps')
      .select(['rsvps.userId', ofAccount('name', 'rsvps.userId').as('name')])
      .where('rsvps.eventKey', '=', eventKey)
      .where('rsvps.status', '=', 'attending')
      // An ended account's place is counted; his name is his no longer to show.
      .where(ofAccount('endedAt', 'rsvps.userId'), 'is', null)
      .orderBy('rsvps.createdAt')
      .orderBy('name')
      .execute()
  );
}

export interface RsvpCounts {
  attending: number;
  waitlisted: number;
}

/** Per event key, how many attend and how many wait (events without RSVPs are missing). */
export async function rsvpCounts(db: Db, eventKey?: string): Promise<Map<string, RsvpCounts>> {
  let query = db
    .selectFrom('rsvps')
    .select(['eventKey', 'status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy(['eventKey', 'status']);
  if (eventKey !== undefined) query = query.where('eventKey', '=', eventKey);
  const counts = new Map<string, RsvpCounts>();
  for (const row of await query.execute()) {
    const entry = counts.get(row.eventKey) ?? { attending: 0, waitlisted: 0 };
    entry[row.status] = Number(row.count);
    counts.set(row.eventKey, entry);
  }
  return counts;
}

export async function countsFor(db: Db, eventKey: string): Promise<RsvpCounts> {
  return (await rsvpCounts(db, eventKey)).get(eventKey) ?? { attending: 0, waitlisted: 0 };
}

export async function rsvpStatus(
  db: Db,
  eventKey: string,
  userId: string,
): Promise<RsvpStatus | undefined> {
  const row = await db
    .selectFrom('rsvps')
    .select('status')
    .where('eventKey', '=', eventKey)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.status;
}

/** The caller's RSVPs, per event key (by the index on the account, migration 0013). */
export async function rsvpsOf(db: Db, userId: string): Promise<Map<string, RsvpStatus>> {
  const rows = await db
    .selectFrom('rsvps')
    .select(['eventKey', 'status'])
    .where('userId', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.eventKey, row.status]));
}

/**
 * Adds an RSVP (a second one of the same person changes nothing). Its time is after every other
 * RSVP of the event, by a millisecond if they arrived within the same one: the lists and the
 * waitlist follow the order of the answers, never a tie broken by a name or an id. Called with the
 * event's row held (lockAlumniEvent), so the latest time read here is still the latest.
 */
export async function addRsvp(
  db: Db,
  eventKey: string,
  userId: string,
  status: RsvpStatus = 'attending',
): Promise<void> {
  const latest = await db
    .selectFrom('rsvps')
    .select((eb) => eb.fn.max('createdAt').as('at'))
    .where('eventKey', '=', eventKey)
    .executeTakeFirst();
  const after = latest?.at ? new Date(latest.at).getTime() + 1 : 0;
  await db
    .insertInto('rsvps')
    .values({
      eventKey,
      userId,
      status,
      createdAt: new Date(Math.max(Date.now(), after)).toISOString(),
    })
    .onConflict((oc) => oc.columns(['eventKey', 'userId']).doNothing())
    .execute();
  await bumpVersion(db, 'alumniEvents');
}

export async function removeRsvp(db: Db, eventKey: string, userId: string): Promise<void> {
  await db
    .deleteFrom('rsvps')
    .where('eventKey', '=', eventKey)
    .where('userId', '=', userId)
    .execute();
  await bumpVersion(db, 'alumniEvents');
}

/** The waitlist, first in line first (who answered first; the same instant, by account id). */
export function waitlist(db: Db, eventKey: string, limit?: number) {
  let query = db
    .selectFrom('rsvps')
    .select([
      'rsvps.userId',
      ofAccount('name', 'rsvps.userId').as('name'),
      ofAccount('email', 'rsvps.userId').as('email'),
      'rsvps.createdAt',
    ])
    .where('rsvps.eventKey', '=', eventKey)
    .where('rsvps.status', '=', 'waitlisted')
    .orderBy('rsvps.createdAt')
    .orderBy('rsvps.userId');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export async function giveSeats(db: Db, eventKey: string, userIds: string[]): Promise<void> {
  if (!userIds.length) return;
  await db
    .updateTable('rsvps')
    .set({ status: 'attending' })
    .where('eventKey', '=', eventKey)
    .where('userId', 'in', userIds)
    .execute();
  await bumpVersion(db, 'alumniEvents');
}
