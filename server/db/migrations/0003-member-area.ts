// The member and alumni areas: the chapter calendar, alumni events with RSVPs, and the donations ledger.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    /** YYYY-MM-DD */
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text')
    .addColumn('location', 'text')
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_date').on('events').column('date').execute();

  await db.schema
    .createTable('alumni_events')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('display_date', 'text', (c) => c.notNull())
    /** YYYY-MM-DD, for ordering */
    .addColumn('sort_date', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('can_rsvp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rsvps')
    .addColumn('event_key', 'text', (c) =>
      c.notNull().references('alumni_events.key').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rsvps_pk', ['event_key', 'user_id'])
    .execute();

  await db.schema
    .createTable('donations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('initiative', 'text', (c) => c.notNull())
    /** Whole cents, so sums are exact on both engines. */
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('donor_name', 'text')
    /** YYYY-MM-DD, the day the gift was made */
    .addColumn('donated_on', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('donations_initiative')
    .on('donations')
    .column('initiative')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['donations', 'rsvps', 'alumni_events', 'events'])
    await db.schema.dropTable(table).execute();
}
