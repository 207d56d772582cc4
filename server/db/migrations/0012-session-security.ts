// Sessions that remember whether they passed two-factor (the console asks the session, not the
// account), and known browsers that can be listed and forgotten (their description and last use).
// Sessions opened before this migration count as not having passed two-factor: an officer with
// two-factor on signs in again once, with his code, to use the console.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('two_factor_at', 'text').execute();
  await db.schema.alterTable('trusted_devices').addColumn('device', 'text').execute();
  await db.schema.alterTable('trusted_devices').addColumn('last_used_at', 'text').execute();
  await db.schema
    .createIndex('trusted_devices_user')
    .on('trusted_devices')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('trusted_devices_user').execute();
  await db.schema.alterTable('trusted_devices').dropColumn('last_used_at').execute();
  await db.schema.alterTable('trusted_devices').dropColumn('device').execute();
  await db.schema.alterTable('sessions').dropColumn('two_factor_at').execute();
}
