// The newsletter console's lists a page at a time (decision 019): the subscribers newest sign-up
// first (the address orders one instant), for everyone and per status, read from an index instead
// of sorting every subscriber on each page (the status index also counts them per status); and the
// progress of a page of sends counted from one index holding every column the counts read (the
// status, when the next is due, the subscriber of a failed one), never from the emails' rows with
// their bodies. It replaces the index of send and status, which it begins with.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('newsletter_subscribers_newest')
    .on('newsletter_subscribers')
    .columns(['created_at desc', 'email'])
    .execute();
  await db.schema
    .createIndex('newsletter_subscribers_status_newest')
    .on('newsletter_subscribers')
    .columns(['status', 'created_at desc', 'email'])
    .execute();
  await db.schema
    .createIndex('outbox_newsletter_progress')
    .on('outbox')
    .columns(['newsletter_send_id', 'status', 'next_attempt_at', 'subscriber_id'])
    .execute();
  await db.schema.dropIndex('outbox_newsletter_send').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('outbox_newsletter_send')
    .on('outbox')
    .columns(['newsletter_send_id', 'status'])
    .execute();
  await db.schema.dropIndex('outbox_newsletter_progress').execute();
  await db.schema.dropIndex('newsletter_subscribers_status_newest').execute();
  await db.schema.dropIndex('newsletter_subscribers_newest').execute();
}
