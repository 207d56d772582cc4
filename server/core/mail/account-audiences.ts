// SQL of mail to the chapter's own people (docs/api.md#mail) that is not the accounts' own (those
// are core/users/mail-recipients.ts): the title of the alumni event an audience names.
import type { Db } from '../../db/database.ts';

/** An alumni event's title by its key (an `event:` audience names one), or undefined. */
export async function alumniEventTitle(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('alumniEvents')
    .select('title')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.title;
}
