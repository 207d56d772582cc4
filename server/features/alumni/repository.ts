// SQL for alumni events and RSVPs.
import type { Db } from '../../db/database.ts';

export function listAlumniEvents(db: Db) {
  return db.selectFrom('alumniEvents').selectAll().orderBy('sortDate').orderBy('title').execute();
}

export function findAlumniEvent(db: Db, key: string) {
  return db.selectFrom('alumniEvents').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Attendees in the order they answered. */
export async function attendees(
  db: Db,
  eventKey: string,
): Promise<{ userId: string; name: string }[]> {
  return db
    .selectFrom('rsvps')
    .innerJoin('users', 'users.id', 'rsvps.userId')
    .select(['rsvps.userId', 'users.name'])
    .where('rsvps.eventKey', '=', eventKey)
    .orderBy('rsvps.createdAt')
    .orderBy('users.name')
    .execute();
}

/** RSVPing twice is harmless: the second one changes nothing. */
export async function addRsvp(db: Db, eventKey: string, userId: string): Promise<void> {
  await db
    .insertInto('rsvps')
    .values({ eventKey, userId, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['eventKey', 'userId']).doNothing())
    .execute();
}

export async function removeRsvp(db: Db, eventKey: string, userId: string): Promise<void> {
  await db
    .deleteFrom('rsvps')
    .where('eventKey', '=', eventKey)
    .where('userId', '=', userId)
    .execute();
}
