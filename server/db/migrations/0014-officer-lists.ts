// The officers' lists at a chapter of 20,000 (decision 019): the audit log's counts per action and
// actor (its filter lists and totals without reading the log), indexes for its filters in the
// order it is read, and the index that counts an invite's accounts.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per action and actor that occur in the log, with how many entries they have. An entry
  // without an officer (the command line, the system) has the actor id '' here: a key cannot be null.
  await db.schema
    .createTable('audit_counts')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_counts_key', ['action', 'actor_id', 'actor_label'])
    .execute();
  await sql`
    insert into audit_counts (action, actor_id, actor_label, entries)
    select action, coalesce(actor_id, ''), actor_label, count(*)
    from audit_log group by action, coalesce(actor_id, ''), actor_label
  `.execute(db);

  // A filtered page of the log, newest first, read from its index without sorting.
  await db.schema
    .createIndex('audit_log_action')
    .on('audit_log')
    .columns(['action', 'at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_actor')
    .on('audit_log')
    .columns(['actor_id', 'at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_actor_label')
    .on('audit_log')
    .columns(['actor_label', 'at', 'id'])
    .execute();

  // How many accounts each invite made (the invites list's "Used").
  await db.schema.createIndex('users_invite_code').on('users').column('invite_code_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_invite_code').execute();
  await db.schema.dropIndex('audit_log_actor_label').execute();
  await db.schema.dropIndex('audit_log_actor').execute();
  await db.schema.dropIndex('audit_log_action').execute();
  await db.schema.dropTable('audit_counts').execute();
}
