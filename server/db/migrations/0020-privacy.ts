// Each brother decides who sees what (docs/product.md#privacy, docs/product.md#alumni-directory):
// the directories' new details of a profile, and his choices of who sees each field (a JSON object
// of field → audience, only the fields he chose; the chapter's defaults and limits are kept in
// app_meta under `privacy_rules`, the product's own until the chapter sets them); "who saw my data"
// — each officer's opening of an account in the console and each export that included it, kept a
// year; the day an account was ended by its owner; and mail to the chapter's own accounts — the
// kinds each turned off, and each send's audience and kind.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['phone', 'city', 'employer', 'industry'])
    await db.schema.alterTable('users').addColumn(column, 'text').execute();
  // 1 yes, 0 no, null not said.
  await db.schema.alterTable('users').addColumn('mentoring', 'integer').execute();
  await db.schema.alterTable('users').addColumn('hiring', 'integer').execute();
  await db.schema
    .alterTable('users')
    .addColumn('privacy', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.alterTable('users').addColumn('ended_at', 'text').execute();
  // The kinds of chapter email he turned off (comma-separated; contract/mail.ts).
  await db.schema
    .alterTable('users')
    .addColumn('mail_off', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Mail to the chapter's own people: whom a send went to, and its kind.
  await db.schema
    .alterTable('newsletter_sends')
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('subscribers'))
    .execute();
  await db.schema
    .alterTable('newsletter_sends')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('announcements'))
    .execute();

  await db.schema
    .createTable('data_access')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    // The officer (his account may go; his name as it was stays).
    .addColumn('actor_id', 'text')
    .addColumn('actor_label', 'text', (c) => c.notNull())
    // What he did: "opened your account in the console", "exported the accounts (CSV)" …
    .addColumn('what', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('data_access_user')
    .on('data_access')
    .columns(['user_id', 'at'])
    .execute();
  await db.schema.createIndex('data_access_at').on('data_access').columns(['at']).execute();
}
