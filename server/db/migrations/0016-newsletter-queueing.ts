// A newsletter's emails are queued in batches, each its own transaction (decision 019): a send
// records when its last email was queued (null while it is being queued: the next start finishes
// it), and an email per subscriber per send is unique, so a batch written twice (two instances
// finishing the same send) is refused rather than sent twice. Sends made before were queued in
// one transaction: they count as queued when they were made.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('newsletter_sends').addColumn('queued_at', 'text').execute();
  await sql`update newsletter_sends set queued_at = created_at`.execute(db);
  await db.schema
    .createIndex('outbox_newsletter_recipient')
    .unique()
    .on('outbox')
    .columns(['newsletter_send_id', 'subscriber_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_newsletter_recipient').execute();
  await db.schema.alterTable('newsletter_sends').dropColumn('queued_at').execute();
}
