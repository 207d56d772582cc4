// SQL for uploaded pictures (the `media` table).
import type { Db } from '../../db/database.ts';
import type { MediaTable } from '../../db/schema.ts';

/** A new picture; `attachedAt` only when it is in use from the start (demo data, an import). */
export type NewMedia = Omit<MediaTable, 'createdAt' | 'attachedAt'> & { attachedAt?: string };

export async function insertMedia(db: Db, media: NewMedia): Promise<void> {
  const at = new Date().toISOString();
  await db
    .insertInto('media')
    .values({ ...media, createdAt: media.attachedAt ?? at, attachedAt: media.attachedAt ?? null })
    .execute();
}

export function findOwnedMedia(db: Db, id: string, ownerId: string) {
  return db
    .selectFrom('media')
    .select(['id', 'attachedAt'])
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .executeTakeFirst();
}

export async function attachMedia(db: Db, id: string): Promise<void> {
  await db
    .updateTable('media')
    .set({ attachedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteMedia(db: Db, id: string, ownerId: string): Promise<void> {
  await db.deleteFrom('media').where('id', '=', id).where('ownerId', '=', ownerId).execute();
}

/** Pictures uploaded but never saved into a profile, older than `before`. */
export async function deleteUnattachedBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('media')
    .where('attachedAt', 'is', null)
    .where('createdAt', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Keeps the owner's newest `keep` pictures that are not in use and deletes the older ones: a
 * person trying several pictures never piles up more than a few.
 */
export async function trimUnattached(db: Db, ownerId: string, keep: number): Promise<void> {
  await db
    .deleteFrom('media')
    .where('ownerId', '=', ownerId)
    .where('attachedAt', 'is', null)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('media')
        .select('id')
        .where('ownerId', '=', ownerId)
        .where('attachedAt', 'is', null)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(keep),
    )
    .execute();
}

/** Pictures no longer shown anywhere (the pages of a deleted newsletter issue). */
export async function deleteMediaByIds(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('media').where('id', 'in', ids).execute();
}
