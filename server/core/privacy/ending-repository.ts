// SQL of an account's end (DELETE /api/me; docs/product.md#privacy): what goes, and what the
// chapter keeps without his contact data.
import type { Db } from '../../db/database.ts';
import { emptyAccountRow } from '../users/repository.ts';

/** The alumni events he answered that have not begun by `today` (his places are given up). */
export async function upcomingRsvpsOf(db: Db, userId: string, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rsvps')
    .innerJoin('alumniEvents', 'alumniEvents.key', 'rsvps.eventKey')
    .select('rsvps.eventKey')
    .where('rsvps.userId', '=', userId)
    .where('alumniEvents.sortDate', '>=', today)
    .execute();
  return rows.map((row) => row.eventKey);
}

/** His uploads (the profile picture and any not yet saved): deleted with the account. */
export async function deleteMediaOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('media').where('ownerId', '=', userId).execute();
}

/**
 * The account emptied: no way in (no password, no sessions, no codes, no feed), no contact data
 * (the email becomes an address that cannot receive mail, so the real one may sign up again), no
 * profile; the name and class stay for the chapter's history (past terms, attendance, counts).
 */
export async function emptyAccount(db: Db, userId: string, at: string): Promise<void> {
  await emptyAccountRow(db, userId, at);
  await db
    .updateTable('sessions')
    .set({ revokedAt: at })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
  for (const table of [
    'trustedDevices',
    'recoveryCodes',
    'verificationCodes',
    'passwordResets',
    'dataAccess',
  ] as const)
    await db.deleteFrom(table).where('userId', '=', userId).execute();
}

/** His newsletter subscription, if his email had one: he leaves every list. */
export async function deleteSubscription(db: Db, email: string): Promise<void> {
  await db.deleteFrom('newsletterSubscribers').where('email', '=', email.toLowerCase()).execute();
}

/** His terms, each with its position's title (an office he holds, or will, stops the end). */
export function termsOf(db: Db, userId: string) {
  return db
    .selectFrom('terms')
    .innerJoin('positions', 'positions.id', 'terms.positionId')
    .select(['positions.title as position', 'terms.startsOn', 'terms.endsOn', 'terms.note'])
    .where('terms.userId', '=', userId)
    .orderBy('terms.startsOn')
    .execute();
}
