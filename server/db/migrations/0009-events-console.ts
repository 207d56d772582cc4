// The console edits events: each calendar event and alumni event records when it last changed (the
// calendar feeds' DTSTAMP and LAST-MODIFIED, the console's "changed"); null until its first edit.
// The waitlist is read in the order people answered, per event and status. A calendar feed is
// found by its token's SHA-256 (so the lookup's timing does not depend on how much of a guessed
// token matches); the token itself stays readable beside it, for the account page (decision 015).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('alumni_events').addColumn('updated_at', 'text').execute();
  await db.schema
    .createIndex('rsvps_event_status')
    .on('rsvps')
    .columns(['event_key', 'status', 'created_at'])
    .execute();
  await db.schema.alterTable('users').addColumn('calendar_feed_token_hash', 'text').execute();
  await db.schema
    .createIndex('users_calendar_feed_token_hash')
    .unique()
    .on('users')
    .column('calendar_feed_token_hash')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_calendar_feed_token_hash').execute();
  await db.schema.alterTable('users').dropColumn('calendar_feed_token_hash').execute();
  await db.schema.dropIndex('rsvps_event_status').execute();
  await db.schema.alterTable('alumni_events').dropColumn('updated_at').execute();
  await db.schema.alterTable('events').dropColumn('updated_at').execute();
}
