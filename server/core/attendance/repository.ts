// SQL for attendance at the events that count (migration 0019): an event's check-in key, the
// brothers' marks, and who could be marked (the chapter's active members).
import type { Db } from '../../db/database.ts';
import { ofAccount, ofAccountIfAny } from '../users/account-columns.ts';
import { openAccountsOf } from '../users/repository.ts';
import type { AttendanceStatus } from '../../../contract/attendance.ts';

/** An event with what attendance needs: its day and time, whether it counts, its key. */
export function findCountingEvent(db: Db, id: string) {
  return db
    .selectFrom('events')
    .select([
      'id',
      'title',
      'date',
      'time',
      'attendance',
      'points',
      'serviceHalfHours',
      'checkInKey',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type CountingEvent = NonNullable<Awaited<ReturnType<typeof findCountingEvent>>>;

/** The events that take attendance, from `from` to `to` (days), in date order. */
export function listCountingEvents(db: Db, range: { from?: string; to?: string } = {}) {
  let query = db
    .selectFrom('events')
    .select(['id', 'title', 'date', 'time', 'attendance', 'points', 'serviceHalfHours'])
    .select((eb) =>
      eb
        .selectFrom('attendance')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('attendance.eventId', '=', 'events.id')
        .where('attendance.status', '=', 'present')
        .as('present'),
    )
    .where('attendance', '<>', 'none');
  if (range.from) query = query.where('date', '>=', range.from);
  if (range.to) query = query.where('date', '<=', range.to);
  return query.orderBy('date').orderBy('title').orderBy('id').execute();
}

/** Gives the event its key unless it has one; answers the key it has (another instance's, if it won). */
export async function ensureCheckInKey(db: Db, id: string, key: string): Promise<string | null> {
  await db
    .updateTable('events')
    .set({ checkInKey: key })
    .where('id', '=', id)
    .where('checkInKey', 'is', null)
    .execute();
  const row = await db
    .selectFrom('events')
    .select('checkInKey')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.checkInKey ?? null;
}

export interface AttendanceRow {
  userId: string;
  name: string;
  status: AttendanceStatus;
  how: 'code' | 'officer';
  at: string;
  markedBy: string | null;
}

/** Everyone marked for an event, by name. */
export async function marksOf(db: Db, eventId: string): Promise<AttendanceRow[]> {
  const rows = await db
    .selectFrom('attendance')
    .select([
      'attendance.userId',
      ofAccount('name', 'attendance.userId').as('name'),
      'attendance.status',
      'attendance.how',
      'attendance.at',
      ofAccountIfAny('name', 'attendance.markedBy').as('markedBy'),
    ])
    .where('attendance.eventId', '=', eventId)
    .orderBy('name')
    .orderBy('attendance.userId')
    .execute();
  return rows as AttendanceRow[];
}

/** The active members (not disabled, verified) who have no mark for the event yet. */
export async function unmarkedMembers(db: Db, eventId: string) {
  const members = await openAccountsOf(db, 'member', ['id', 'name'], { ordered: true });
  const marked = await db
    .selectFrom('attendance')
    .select('userId')
    .where('eventId', '=', eventId)
    .execute();
  const has = new Set(marked.map((row) => row.userId));
  return members
    .filter((member) => !has.has(member.id))
    .map((member) => ({ userId: member.id, name: member.name }));
}

/**
 * Checks a brother in by the code: a new row, or an absent or excused mark turned present; a
 * brother already present keeps his first check-in (20 parallel tries leave one row, one time).
 * Answers the row as it stands.
 */
export async function checkInByCode(
  db: Db,
  eventId: string,
  userId: string,
  at: string,
): Promise<{ at: string; how: string }> {
  await db
    .insertInto('attendance')
    .values({ eventId, userId, status: 'present', how: 'code', at, markedBy: null })
    .onConflict((oc) =>
      oc
        .columns(['eventId', 'userId'])
        .doUpdateSet({ status: 'present', how: 'code', at, markedBy: null })
        .where('attendance.status', '<>', 'present'),
    )
    .execute();
  return await db
    .selectFrom('attendance')
    .select(['at', 'how'])
    .where('eventId', '=', eventId)
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
}

/** An officer's mark, replacing whatever was there; the mark it replaced (for the audit log). */
export async function markByHand(
  db: Db,
  mark: { eventId: string; userId: string; status: AttendanceStatus; at: string; markedBy: string },
): Promise<string | null> {
  const before = await db
    .selectFrom('attendance')
    .select('status')
    .where('eventId', '=', mark.eventId)
    .where('userId', '=', mark.userId)
    .executeTakeFirst();
  await db
    .insertInto('attendance')
    .values({ ...mark, how: 'officer' })
    .onConflict((oc) =>
      oc
        .columns(['eventId', 'userId'])
        .doUpdateSet({ status: mark.status, how: 'officer', at: mark.at, markedBy: mark.markedBy }),
    )
    .execute();
  return before?.status ?? null;
}

/** Takes an officer's or the code's mark away (a brother marked by mistake). */
export async function clearMark(db: Db, eventId: string, userId: string): Promise<string | null> {
  const before = await db
    .selectFrom('attendance')
    .select('status')
    .where('eventId', '=', eventId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  await db
    .deleteFrom('attendance')
    .where('eventId', '=', eventId)
    .where('userId', '=', userId)
    .execute();
  return before?.status ?? null;
}

/** One brother's mark for one event, if any. */
export function markOf(db: Db, eventId: string, userId: string) {
  return db
    .selectFrom('attendance')
    .select(['status', 'how', 'at'])
    .where('eventId', '=', eventId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The events with a check-in key between two days (to name the event a foreign code is for). */
export function eventsWithKeys(db: Db, range: { from: string; to: string }) {
  return db
    .selectFrom('events')
    .select(['id', 'title', 'checkInKey'])
    .where('checkInKey', 'is not', null)
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .execute();
}

/** The marks of every brother at the events of a span (the standing table). */
export function marksInRange(db: Db, range: { from: string; to: string }, userId?: string) {
  let query = db
    .selectFrom('attendance')
    .innerJoin('events', 'events.id', 'attendance.eventId')
    .select(['attendance.userId', 'attendance.eventId', 'attendance.status'])
    .where('events.date', '>=', range.from)
    .where('events.date', '<=', range.to)
    .where('events.attendance', '<>', 'none');
  if (userId) query = query.where('attendance.userId', '=', userId);
  return query.execute();
}
