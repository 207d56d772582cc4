// SQL for a member's requests to the standing officer (migration 0019): excuses from required
// events and service hours, each pending until decided with a note.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { RequestStatus } from '../../../contract/attendance.ts';
import { ofAccount, ofAccountIfAny } from '../users/account-columns.ts';

const excuseColumns = [
  'excuses.id',
  'excuses.eventId',
  'events.title as event',
  'events.date as eventDate',
  'excuses.userId',
  ofAccount('name', 'excuses.userId').as('name'),
  'excuses.reason',
  'excuses.status',
  'excuses.note',
  ofAccountIfAny('name', 'excuses.decidedBy').as('decidedBy'),
  'excuses.decidedAt',
  'excuses.createdAt',
] as const;

function excuseQuery(db: Db) {
  return db
    .selectFrom('excuses')
    .innerJoin('events', 'events.id', 'excuses.eventId')
    .select(excuseColumns);
}

export type ExcuseRecord = Awaited<ReturnType<typeof findExcuse>> & {};

export function findExcuse(db: Db, id: string) {
  return excuseQuery(db).where('excuses.id', '=', id).executeTakeFirst();
}

export function listExcuses(db: Db, filter: { status?: RequestStatus; userId?: string } = {}) {
  let query = excuseQuery(db);
  if (filter.status) query = query.where('excuses.status', '=', filter.status);
  if (filter.userId) query = query.where('excuses.userId', '=', filter.userId);
  return query.orderBy('excuses.createdAt').orderBy('excuses.id').limit(500).execute();
}

export function excuseOf(db: Db, eventId: string, userId: string) {
  return db
    .selectFrom('excuses')
    .select(['id', 'status'])
    .where('eventId', '=', eventId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** A new pending excuse; false when he has one for the event already (a race too). */
export async function addExcuse(
  db: Db,
  excuse: { eventId: string; userId: string; reason: string },
): Promise<string | null> {
  const id = randomUUID();
  const result = await db
    .insertInto('excuses')
    .values({ id, ...excuse, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['eventId', 'userId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? id : null;
}

/** Decides a pending request once: false when it was decided already (or is not there). */
export async function decide(
  db: Db,
  table: 'excuses' | 'serviceHours',
  id: string,
  decision: { status: 'approved' | 'denied'; note: string; decidedBy: string },
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ ...decision, decidedAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const hoursColumns = [
  'serviceHours.id',
  'serviceHours.userId',
  ofAccount('name', 'serviceHours.userId').as('name'),
  'serviceHours.date',
  'serviceHours.halfHours',
  'serviceHours.description',
  'serviceHours.confirmer',
  'serviceHours.status',
  'serviceHours.note',
  ofAccountIfAny('name', 'serviceHours.decidedBy').as('decidedBy'),
  'serviceHours.decidedAt',
  'serviceHours.createdAt',
] as const;

function hoursQuery(db: Db) {
  return db.selectFrom('serviceHours').select(hoursColumns);
}

export type HoursRecord = Awaited<ReturnType<typeof findHours>> & {};

export function findHours(db: Db, id: string) {
  return hoursQuery(db).where('serviceHours.id', '=', id).executeTakeFirst();
}

export function listHours(
  db: Db,
  filter: { status?: RequestStatus; userId?: string; from?: string; to?: string } = {},
) {
  let query = hoursQuery(db);
  if (filter.status) query = query.where('serviceHours.status', '=', filter.status);
  if (filter.userId) query = query.where('serviceHours.userId', '=', filter.userId);
  if (filter.from) query = query.where('serviceHours.date', '>=', filter.from);
  if (filter.to) query = query.where('serviceHours.date', '<=', filter.to);
  return query.orderBy('serviceHours.createdAt').orderBy('serviceHours.id').limit(500).execute();
}

export async function addHours(
  db: Db,
  entry: {
    userId: string;
    date: string;
    halfHours: number;
    description: string;
    confirmer: string;
  },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('serviceHours')
    .values({ id, ...entry, createdAt: new Date().toISOString() })
    .execute();
  return id;
}

/** Every member's approved and pending half hours in a span of days (the standing table). */
export function hoursByMember(db: Db, range: { from: string; to: string }, userId?: string) {
  let query = db
    .selectFrom('serviceHours')
    .select(['userId', 'status'])
    .select((eb) => eb.fn.sum<number>('halfHours').as('halfHours'))
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .where('status', 'in', ['approved', 'pending'])
    .groupBy(['userId', 'status']);
  if (userId) query = query.where('userId', '=', userId);
  return query.execute();
}
