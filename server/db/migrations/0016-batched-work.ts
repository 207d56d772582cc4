// Work that no longer stops the server (decision 019). A newsletter's emails are queued in
// batches, each its own transaction: a send records when its last email was queued (null while it
// is being queued: the next start finishes it), and an email per subscriber per send is unique, so
// a batch written twice (two instances finishing the same send) is refused rather than sent twice.
// Sends made before were queued in one transaction: they count as queued when they were made.
// The officers' export reads each list in batches by keyset, in the list's order: an index per
// order makes each batch a range of the index, not a sort of the whole table (the gifts' order has
// one since 0013: `donations_ledger`).
import { sql, type Kysely } from 'kysely';

/** The officers' export's orders (features/officer/export/repository.ts), each ending with the row's key. */
const exportOrders: [string, string, string[]][] = [
  ['users_name', 'users', ['name', 'id']],
  ['rsvps_created_at', 'rsvps', ['created_at', 'event_key', 'user_id']],
  ['newsletter_subscribers_created_at', 'newsletter_subscribers', ['created_at', 'id']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('newsletter_sends').addColumn('queued_at', 'text').execute();
  await sql`update newsletter_sends set queued_at = created_at`.execute(db);
  await db.schema
    .createIndex('outbox_newsletter_recipient')
    .unique()
    .on('outbox')
    .columns(['newsletter_send_id', 'subscriber_id'])
    .execute();
  for (const [name, table, columns] of exportOrders)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of exportOrders) await db.schema.dropIndex(name).execute();
  await db.schema.dropIndex('outbox_newsletter_recipient').execute();
  await db.schema.alterTable('newsletter_sends').dropColumn('queued_at').execute();
}
