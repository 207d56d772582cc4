// SQL for the `app_meta` table: small facts about this database (e.g. when the demo was loaded).
import type { Db } from './database.ts';

export async function getMeta(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('appMeta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export async function setMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('appMeta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
