// The officers' export's SQL: every list it carries, read in one go (features/export/officer-export.ts).
import type { Db } from '../../db/database.ts';

export async function officerExportRows(db: Db) {
  const [users, invites, events, alumniEvents, rsvps, donations, subscribers, audit] =
    await Promise.all([
      db.selectFrom('users').selectAll().orderBy('name').execute(),
      db.selectFrom('inviteCodes').selectAll().orderBy('createdAt').execute(),
      db.selectFrom('events').selectAll().orderBy('date').execute(),
      db.selectFrom('alumniEvents').selectAll().orderBy('sortDate').execute(),
      db
        .selectFrom('rsvps')
        .innerJoin('users', 'users.id', 'rsvps.userId')
        .select(['rsvps.eventKey', 'rsvps.status', 'users.name', 'users.email', 'rsvps.createdAt'])
        .orderBy('rsvps.createdAt')
        .execute(),
      db.selectFrom('donations').selectAll().orderBy('donatedOn').orderBy('createdAt').execute(),
      // Only the people who confirmed and still want the newsletter: an officer's copy is for
      // writing to them, not a list of every address ever typed into the form (the server's own
      // archive, `npm run export`, keeps them all for moving the chapter).
      db
        .selectFrom('newsletterSubscribers')
        .selectAll()
        .where('status', '=', 'active')
        .where('confirmedAt', 'is not', null)
        .orderBy('createdAt')
        .execute(),
      db.selectFrom('auditLog').selectAll().orderBy('at').execute(),
    ]);
  return { users, invites, events, alumniEvents, rsvps, donations, subscribers, audit };
}
