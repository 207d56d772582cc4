// A gift belongs to an account only when the treasurer links it (docs/product.md#officer-console):
// `donations.account_id`, never a match on the donor's name, which anyone may change on his
// profile. "Who saw my data" (docs/product.md#privacy) keeps one entry per officer, account, kind
// of reading and day with how many times (`times`), under a unique key, so that parallel openings
// add to one row and a flood of openings never hides an export; `kind` tells exports (kept in view
// apart from the openings) from readings. The entries already kept are merged the same way.
import { sql, type Kysely } from 'kysely';

/** The export sentences stored until now (server/core/privacy/data-access.ts `accessWhat`). */
const exportSentences = [
  'exported the accounts list (CSV), with your account in it',
  "exported the chapter's whole archive, with your account in it",
  "exported the chapter's standing (CSV), with yours in it",
  "exported an event's attendance (CSV), with yours in it",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('donations')
    .addColumn('account_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('donations_account').on('donations').column('account_id').execute();

  await db.schema.alterTable('data_access').addColumn('day', 'text').execute();
  // The officer's id, or his name when the entry has none: who the day's entry is of.
  await db.schema.alterTable('data_access').addColumn('actor_key', 'text').execute();
  await db.schema
    .alterTable('data_access')
    .addColumn('times', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('data_access')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('view'))
    .execute();
  await sql`update data_access set day = substr(at, 1, 10), actor_key = coalesce(actor_id, 'name:' || actor_label)`.execute(
    db,
  );
  await sql`update data_access set kind = 'export' where what in (${sql.join(exportSentences)})`.execute(
    db,
  );
  // The entries of one officer, account, reading and day become one: the newest, with the count.
  const sameDay = sql`d.user_id = data_access.user_id and d.day = data_access.day and d.actor_key = data_access.actor_key and d.what = data_access.what`;
  await sql`update data_access set times = (select count(*) from data_access d where ${sameDay})`.execute(
    db,
  );
  await sql`delete from data_access where id <> (select max(d.id) from data_access d where ${sameDay})`.execute(
    db,
  );
  await db.schema
    .createIndex('data_access_once_a_day')
    .on('data_access')
    .columns(['user_id', 'day', 'actor_key', 'what'])
    .unique()
    .execute();
}
