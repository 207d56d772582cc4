// A calendar feed's token is kept only as its SHA-256 (decision 015, as revised): the plain token
// beside it is emptied, and its index goes. A feed URL made before still works (its hash is kept);
// the account page shows a link only when it is made or made again.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_calendar_feed_token').execute();
  await sql`update users set calendar_feed_token = null where calendar_feed_token is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The tokens themselves cannot come back: the links keep working by their hashes.
  await db.schema
    .createIndex('users_calendar_feed_token')
    .unique()
    .on('users')
    .column('calendar_feed_token')
    .execute();
}
