// The newsletter console's lists a page at a time (decision 019): the subscribers newest sign-up
// first (the address orders one instant), for everyone and per status, read from an index instead
// of sorting every subscriber on each page; the status index also counts the subscribers per status.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('newsletter_subscribers_status_newest').execute();
  await db.schema.dropIndex('newsletter_subscribers_newest').execute();
}
