// A profile's version (docs/api.md#call-10-update-profile): a counter raised by every change of the
// fields a person's profile shows or edits, whoever makes it, so that a save made from an older copy
// (another device, a page opened before graduation) is refused instead of putting old values back.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('profile_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('profile_version').execute();
}
