// The officer console: officers' areas, disabled accounts, two-factor authentication (a TOTP secret,
// the last time step used, single-use recovery codes), revocable invites, the device of each
// session, and the audit log that every officer write and administration command appends to.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('areas', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('two_factor_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('two_factor_enabled_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('two_factor_last_step', 'integer').execute();
  await db.schema.alterTable('users').addColumn('two_factor_pending_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('two_factor_pending_until', 'text').execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recovery_codes_user')
    .on('recovery_codes')
    .column('user_id')
    .execute();

  await db.schema.alterTable('invite_codes').addColumn('revoked_at', 'text').execute();
  await db.schema.alterTable('invite_codes').addColumn('created_by_user_id', 'text').execute();

  await db.schema.alterTable('sessions').addColumn('device', 'text').execute();

  // No foreign keys: an entry outlives whatever it names, and is never edited or deleted.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('target_label', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('recovery_codes').execute();
  for (const column of [
    'areas',
    'disabled_at',
    'two_factor_secret',
    'two_factor_enabled_at',
    'two_factor_last_step',
    'two_factor_pending_secret',
    'two_factor_pending_until',
  ])
    await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema.alterTable('invite_codes').dropColumn('revoked_at').execute();
  await db.schema.alterTable('invite_codes').dropColumn('created_by_user_id').execute();
  await db.schema.alterTable('sessions').dropColumn('device').execute();
}
