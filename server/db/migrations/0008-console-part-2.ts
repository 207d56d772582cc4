// The console, part 2: gifts voided with a reason (never deleted or edited), alumni events with a
// capacity and a waitlist, private calendar feeds, newsletters sent to subscribers (with the send
// each outbox email belongs to, for progress and bounces), and the newsletter issues of the home
// page's viewer.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('donations').addColumn('voided_at', 'text').execute();
  await db.schema.alterTable('donations').addColumn('voided_by', 'text').execute();
  await db.schema.alterTable('donations').addColumn('void_reason', 'text').execute();
  await db.schema
    .createIndex('donations_donated_on')
    .on('donations')
    .column('donated_on')
    .execute();

  await db.schema.alterTable('alumni_events').addColumn('capacity', 'integer').execute();
  await db.schema
    .alterTable('rsvps')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('attending'))
    .execute();

  await db.schema.alterTable('users').addColumn('calendar_feed_token', 'text').execute();
  await db.schema
    .createIndex('users_calendar_feed_token')
    .unique()
    .on('users')
    .column('calendar_feed_token')
    .execute();

  await db.schema.alterTable('newsletter_subscribers').addColumn('bounced_at', 'text').execute();

  await db.schema
    .createTable('newsletter_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** The client's Idempotency-Key: a repeated request finds the send it made. */
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('outbox').addColumn('newsletter_send_id', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('subscriber_id', 'text').execute();
  await db.schema
    .createIndex('outbox_newsletter_send')
    .on('outbox')
    .columns(['newsletter_send_id', 'status'])
    .execute();

  await db.schema
    .createTable('newsletter_issues')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    /** YYYY-MM-DD: the date, as the chapter writes it on the issue. */
    .addColumn('issue_date', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('newsletter_issue_pages')
    .addColumn('issue_id', 'text', (c) =>
      c.notNull().references('newsletter_issues.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('preview_media_id', 'text', (c) => c.notNull())
    .addColumn('full_media_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('newsletter_issue_pages_pk', ['issue_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_issue_pages').execute();
  await db.schema.dropTable('newsletter_issues').execute();
  await db.schema.dropTable('newsletter_sends').execute();
  await db.schema.dropIndex('outbox_newsletter_send').execute();
  await db.schema.alterTable('outbox').dropColumn('subscriber_id').execute();
  await db.schema.alterTable('outbox').dropColumn('newsletter_send_id').execute();
  await db.schema.alterTable('newsletter_subscribers').dropColumn('bounced_at').execute();
  await db.schema.dropIndex('users_calendar_feed_token').execute();
  await db.schema.alterTable('users').dropColumn('calendar_feed_token').execute();
  await db.schema.alterTable('rsvps').dropColumn('status').execute();
  await db.schema.alterTable('alumni_events').dropColumn('capacity').execute();
  await db.schema.dropIndex('donations_donated_on').execute();
  for (const column of ['void_reason', 'voided_by', 'voided_at'])
    await db.schema.alterTable('donations').dropColumn(column).execute();
}
