// A term entered as replacing another (`replaces`, decision 021) ends its predecessor the day it
// starts; it now remembers which term that was and the end that term had before, so that deleting
// the elect term (a wrong name, an election held again) gives the predecessor his office back as it
// was, instead of leaving it ending on a day nobody chose.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('terms').addColumn('replaces', 'text').execute();
  await db.schema.alterTable('terms').addColumn('replaced_ends_on', 'text').execute();
}
