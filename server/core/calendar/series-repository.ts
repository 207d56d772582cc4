// SQL for repeating events (decision 024): the series rows, which of a series' occurrences follow
// one of them, and whether an event was held (attendance taken), which keeps it from being removed.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function addSeries(db: Db, series: { every: string; until: string }): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('eventSeries')
    .values({ id, every: series.every, until: series.until, createdAt: new Date().toISOString() })
    .execute();
  return id;
}

/**
 * The series of `ids` with the dates of their occurrences (by date, then id), for the console to
 * say how often each repeats and how many occurrences come after one.
 */
export async function seriesWithDates(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const [series, occurrences] = await Promise.all([
    db.selectFrom('eventSeries').select(['id', 'every', 'until']).where('id', 'in', ids).execute(),
    db
      .selectFrom('events')
      .select(['id', 'seriesId', 'date'])
      .where('seriesId', 'in', ids)
      .orderBy('date')
      .orderBy('id')
      .execute(),
  ]);
  return series.map(({ id, every, until }) => ({
    id,
    every,
    until,
    occurrences: occurrences.filter((event) => event.seriesId === id),
  }));
}

/**
 * The occurrences of `seriesId` from the one on `date` with `id` on, in the order of date then id:
 * "this and the following". The caller has just read that event, so it is among them.
 */
export function occurrencesFrom(db: Db, seriesId: string, from: { date: string; id: string }) {
  return db
    .selectFrom('events')
    .select(['id', 'title', 'date'])
    .where('seriesId', '=', seriesId)
    .where(sql<boolean>`(${sql.ref('date')}, ${sql.ref('id')}) >= (${from.date}, ${from.id})`)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

/**
 * The first of `ids` (by date) at which attendance was taken, with how many were marked present or
 * absent; undefined when none was. Excused marks alone (given ahead of a meeting) do not make it
 * held.
 */
export function firstHeld(db: Db, ids: readonly string[]) {
  return db
    .selectFrom('attendance')
    .innerJoin('events', 'events.id', 'attendance.eventId')
    .select([
      'events.id',
      'events.title',
      'events.date',
      (eb) => eb.fn.countAll<number>().as('marks'),
    ])
    .where('attendance.eventId', 'in', ids)
    .where('attendance.status', 'in', ['present', 'absent'])
    .groupBy(['events.id', 'events.title', 'events.date'])
    .orderBy('events.date')
    .orderBy('events.id')
    .executeTakeFirst();
}

/**
 * Removes the events of `ids` at which nobody is marked present or absent (a check-in that came
 * in since `firstHeld` looked keeps its event); the number removed.
 */
export async function removeUnheld(db: Db, ids: readonly string[]): Promise<number> {
  const result = await db
    .deleteFrom('events')
    .where('id', 'in', ids)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('attendance')
            .select('attendance.eventId')
            .whereRef('attendance.eventId', '=', 'events.id')
            .where('attendance.status', 'in', ['present', 'absent']),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends a series the day before `day` (its occurrences from `day` on were removed). */
export async function endSeriesBefore(db: Db, seriesId: string, day: string): Promise<void> {
  const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  await db
    .updateTable('eventSeries')
    .set({ until: dayBefore })
    .where('id', '=', seriesId)
    .where('until', '>=', day)
    .execute();
}

/** Removes a series once it has no occurrence left. */
export async function removeSeriesIfEmpty(db: Db, seriesId: string): Promise<void> {
  await db
    .deleteFrom('eventSeries')
    .where('id', '=', seriesId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('events')
            .select('events.id')
            .whereRef('events.seriesId', '=', 'eventSeries.id'),
        ),
      ),
    )
    .execute();
}
