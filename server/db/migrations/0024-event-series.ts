// Repeating events (decision 024): a series is a row of its own (how often it repeats, and until
// which day), and each of its occurrences stays an event of its own that names it, so check-in,
// attendance, excuses and standing count each meeting as before. An occurrence changed alone keeps
// its series; the series goes with its last occurrence.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_series')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // week | two-weeks | month (contract/event-repeats.ts)
    .addColumn('every', 'text', (c) => c.notNull())
    // YYYY-MM-DD, included; the day before the first occurrence cut off by "this and the following".
    .addColumn('until', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('series_id', 'text', (c) => c.references('event_series.id'))
    .execute();
  await db.schema
    .createIndex('events_series')
    .on('events')
    .columns(['series_id', 'date'])
    .execute();
}
