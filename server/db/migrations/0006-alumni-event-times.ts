// Alumni events get the rest of their "when" and "where": the last day of an event of several days,
// its time (free text, as in the calendar; the start is read from it) and its location, so the
// alumni page and the calendar show one event from one row (docs/decisions/009).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds columns one at a time.
  /** YYYY-MM-DD, the last day; null for a one-day event */
  await db.schema.alterTable('alumni_events').addColumn('end_date', 'text').execute();
  await db.schema.alterTable('alumni_events').addColumn('time', 'text').execute();
  await db.schema.alterTable('alumni_events').addColumn('location', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['location', 'time', 'end_date'])
    await db.schema.alterTable('alumni_events').dropColumn(column).execute();
}
