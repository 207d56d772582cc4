// SQL for profile pictures (the `media` table).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

export async function insertMedia(
  db: Executor,
  media: {
    id: string;
    ownerId: string;
    contentType: string;
    bytes: Uint8Array;
    width: number;
    height: number;
  },
): Promise<void> {
  await db
    .insertInto('media')
    .values({ ...media, createdAt: new Date().toISOString(), attachedAt: null })
    .execute();
}

export function findOwnedMedia(db: Executor, id: string, ownerId: string) {
  return db
    .selectFrom('media')
    .select(['id', 'attachedAt'])
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .executeTakeFirst();
}

export async function attachMedia(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('media')
    .set({ attachedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteMedia(db: Executor, id: string, ownerId: string): Promise<void> {
  await db.deleteFrom('media').where('id', '=', id).where('ownerId', '=', ownerId).execute();
}

export function findMediaForServing(db: Executor, id: string) {
  return db
    .selectFrom('media')
    .select(['bytes', 'contentType'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Pictures uploaded but never saved into a profile, older than `before`. */
export async function deleteUnattachedBefore(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom('media')
    .where('attachedAt', 'is', null)
    .where('createdAt', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
