// SQL of "take my data" (GET /api/me/export; docs/api.md#your-data): everything the site keeps
// about one account, read for him alone.
import type { Db } from '../../db/database.ts';

export function rsvpsOf(db: Db, userId: string) {
  return db
    .selectFrom('rsvps')
    .innerJoin('alumniEvents', 'alumniEvents.key', 'rsvps.eventKey')
    .select([
      'alumniEvents.title as event',
      'alumniEvents.sortDate as date',
      'rsvps.status',
      'rsvps.createdAt as answeredAt',
    ])
    .where('rsvps.userId', '=', userId)
    .orderBy('alumniEvents.sortDate')
    .execute();
}

/**
 * The gifts the treasurer linked to his account — never those that merely carry his name, which
 * anyone may take on his profile — with what he may see of each: not the treasurer's note.
 */
export function giftsOf(db: Db, userId: string) {
  return db
    .selectFrom('donations')
    .select(['donatedOn', 'initiative', 'amountCents', 'donorName', 'voidedAt'])
    .where('accountId', '=', userId)
    .orderBy('donatedOn')
    .orderBy('createdAt')
    .execute();
}

export function attendanceOf(db: Db, userId: string) {
  return db
    .selectFrom('attendance')
    .innerJoin('events', 'events.id', 'attendance.eventId')
    .select([
      'events.title as event',
      'events.date',
      'attendance.status',
      'attendance.how',
      'attendance.at',
    ])
    .where('attendance.userId', '=', userId)
    .orderBy('events.date')
    .execute();
}

export function excusesOf(db: Db, userId: string) {
  return db
    .selectFrom('excuses')
    .innerJoin('events', 'events.id', 'excuses.eventId')
    .select([
      'events.title as event',
      'events.date',
      'excuses.reason',
      'excuses.status',
      'excuses.note',
      'excuses.createdAt as askedAt',
      'excuses.decidedAt',
    ])
    .where('excuses.userId', '=', userId)
    .orderBy('excuses.createdAt')
    .execute();
}

export function serviceHoursOf(db: Db, userId: string) {
  return db
    .selectFrom('serviceHours')
    .select([
      'date',
      'halfHours',
      'description',
      'status',
      'note',
      'createdAt as loggedAt',
      'decidedAt',
    ])
    .where('userId', '=', userId)
    .orderBy('date')
    .execute();
}

export function sessionsOf(db: Db, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['device', 'createdAt', 'lastSeenAt', 'expiresAt', 'revokedAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

export function trustedDevicesOf(db: Db, userId: string) {
  return db
    .selectFrom('trustedDevices')
    .select(['device', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .execute();
}

/** What officers did to his account (the audit log's entries about him). */
export function auditAbout(db: Db, userId: string) {
  return db
    .selectFrom('auditLog')
    .select(['at', 'actorLabel', 'action', 'details'])
    .where('targetId', '=', userId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export function subscriptionOf(db: Db, email: string) {
  return db
    .selectFrom('newsletterSubscribers')
    .select(['status', 'createdAt', 'confirmedAt', 'unsubscribedAt'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Every payment plan proposed to him or by him, whatever became of it, oldest first. */
export function plansOf(db: Db, userId: string) {
  return db
    .selectFrom('paymentPlans')
    .select(['instalments', 'proposedBy', 'status', 'decidedAt', 'note', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
