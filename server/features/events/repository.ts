// The chapter calendar's events.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { CalendarEventInput } from './validate.ts';

export function listEvents(db: Db, from?: string) {
  let query = db
    .selectFrom('events')
    .select(['id', 'title', 'date', 'time', 'location', 'description']);
  if (from) query = query.where('date', '>=', from);
  return query.orderBy('date').orderBy('title').execute();
}

export async function addEvent(db: Db, event: CalendarEventInput): Promise<string> {
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
      createdAt: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** Removes one event; false when there was none with that id. */
export async function removeEvent(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('events').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
