// Summaries kept up to date instead of recomputed (decision 019): the donations ledger and the
// alumni events (with their RSVPs) get data versions of their own, bumped by every change, so each
// instance keeps the public totals and the events' counts in memory until they change. The ledger
// pages newest first: its indexes follow that order, alone and within one initiative (they replace
// the single-column ones). An alumnus's own RSVPs are looked up by account.
import type { Kysely } from 'kysely';

const versions = ['donations', 'alumniEvents'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db
    .insertInto('data_versions' as never)
    .values(versions.map((name) => ({ name, version: 1 })) as never)
    .execute();
  await db.schema.dropIndex('donations_donated_on').execute();
  await db.schema.dropIndex('donations_initiative').execute();
  await db.schema
    .createIndex('donations_ledger')
    .on('donations')
    .columns(['donated_on', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('donations_initiative_ledger')
    .on('donations')
    .columns(['initiative', 'donated_on', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('rsvps_user').on('rsvps').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rsvps_user').execute();
  await db.schema.dropIndex('donations_initiative_ledger').execute();
  await db.schema.dropIndex('donations_ledger').execute();
  await db.schema
    .createIndex('donations_initiative')
    .on('donations')
    .column('initiative')
    .execute();
  await db.schema
    .createIndex('donations_donated_on')
    .on('donations')
    .column('donated_on')
    .execute();
  await db
    .deleteFrom('data_versions' as never)
    .where('name' as never, 'in', versions as never)
    .execute();
}
