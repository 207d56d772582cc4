// Merch order requests (docs/product.md#merchandise): kept so that the chapter has a record beside the
// emails, and the officer console can list them later. No payment data: people pay the chapter
// directly.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merch_orders')
    /** The short code people quote in their payment note, e.g. M-7K3Q9F. */
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    /** JSON: [{item, name, size, quantity, unitCents}] as ordered (names and prices change later). */
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('merch_orders_created_at')
    .on('merch_orders')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('merch_orders').execute();
}
