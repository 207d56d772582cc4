// SQL for the chapter calendar's own events (the alumni events have theirs in features/alumni).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';

/** An event as it is stored; `time` is text ("7:00 PM – 9:00 PM"), null for all day. */
export interface CalendarEventRow {
  title: string;
  date: string;
  time?: string | null | undefined;
  location?: string | null | undefined;
  description?: string | null | undefined;
  /** Whether it counts (migration 0019); a row from the command line's older form counts for nothing. */
  attendance?: string | undefined;
  points?: number | undefined;
  serviceHours?: number | undefined;
  /** A rush event, where prospective members check in (migration 0028); it takes attendance. */
  recruitment?: boolean | undefined;
  /** The series it is an occurrence of (migration 0024); set when it is added, never changed. */
  seriesId?: string | null | undefined;
}

const countingValues = (event: CalendarEventRow) => ({
  attendance: event.attendance ?? 'none',
  points: event.points ?? 0,
  serviceHalfHours: Math.round((event.serviceHours ?? 0) * 2),
  recruitment: event.recruitment ? 1 : 0,
});

const columns = [
  'id',
  'title',
  'date',
  'time',
  'location',
  'description',
  'attendance',
  'points',
  'serviceHalfHours',
  'recruitment',
  'createdAt',
  'updatedAt',
  'seriesId',
] as const;

export function listEvents(
  db: Db,
  range: { from?: string | undefined; to?: string | undefined } | string = {},
) {
  const { from, to } = typeof range === 'string' ? { from: range, to: undefined } : range;
  let query = db.selectFrom('events').select(columns);
  if (from) query = query.where('date', '>=', from);
  if (to) query = query.where('date', '<=', to);
  return query.orderBy('date').orderBy('title').orderBy('id').execute();
}

export function findEvent(db: Db, id: string) {
  return db.selectFrom('events').select(columns).where('id', '=', id).executeTakeFirst();
}

export type StoredCalendarEvent = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export async function addEvent(db: Db, event: CalendarEventRow): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('events')
    .values({
      id,
      title: event.title,
      date: event.date,
      time: event.time || null,
      location: event.location || null,
      description: event.description || null,
      ...countingValues(event),
      seriesId: event.seriesId ?? null,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** Marks an event changed (and holds its row until the transaction ends); false when there is none. */
export async function touchEvent(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('events')
    .set({ updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Replaces one event's fields in one statement; false when there is no event with that id. */
export async function updateEvent(db: Db, id: string, event: CalendarEventRow): Promise<boolean> {
  const result = await db
    .updateTable('events')
    .set({
      title: event.title,
      date: event.date,
      time: event.time || null,
      location: event.location || null,
      description: event.description || null,
      ...countingValues(event),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes one event; false when there was none with that id. */
export async function removeEvent(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('events').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
