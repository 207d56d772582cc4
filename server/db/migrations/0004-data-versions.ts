// A version number per kind of data that instances keep in memory (`accounts`: the users table,
// which the directory and the session cache are built from; `sessions`: revoked sessions). A write bumps it in the same transaction, and every instance compares its copy's
// version with the database's on each request, so a change shows on the next request everywhere.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('data_versions' as never)
    .values([
      { name: 'accounts', version: 1 },
      { name: 'sessions', version: 1 },
    ] as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_versions').execute();
}
