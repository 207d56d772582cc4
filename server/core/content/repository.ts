// SQL for the content documents: the published version of each, every saved version, the seed.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';

export interface PublishedRow {
  name: string;
  versionId: string;
  number: number;
  body: string;
}

const published = (db: Db) =>
  db
    .selectFrom('contentDocuments')
    .innerJoin('contentVersions', 'contentVersions.id', 'contentDocuments.currentVersionId')
    .select([
      'contentDocuments.name as name',
      'contentVersions.id as versionId',
      'contentVersions.number as number',
      'contentVersions.body as body',
    ]);

export function publishedDocuments(db: Db): Promise<PublishedRow[]> {
  return published(db).execute();
}

export function publishedDocument(db: Db, name: string): Promise<PublishedRow | undefined> {
  return published(db).where('contentDocuments.name', '=', name).executeTakeFirst();
}

export interface NewVersion {
  document: string;
  body: string;
  authorId: string | null;
  authorLabel: string;
  restoredFrom?: string | null;
}

/**
 * Seeds a document that is not in the database yet; does nothing when it is (another instance
 * starting at the same moment may have seeded it). Returns whether it seeded.
 */
export async function seedDocument(trx: Db, version: NewVersion, at: string): Promise<boolean> {
  const id = randomUUID();
  const inserted = await trx
    .insertInto('contentDocuments')
    .values({ name: version.document, currentVersionId: id, updatedAt: at })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await insertVersion(trx, id, 1, version, at);
  return true;
}

async function insertVersion(trx: Db, id: string, number: number, v: NewVersion, at: string) {
  await trx
    .insertInto('contentVersions')
    .values({
      id,
      document: v.document,
      number,
      body: v.body,
      authorId: v.authorId,
      authorLabel: v.authorLabel,
      createdAt: at,
      restoredFrom: v.restoredFrom ?? null,
    })
    .execute();
}

/**
 * Publishes a new version of a document, if its published version is still `expectedVersionId`
 * (the ETag the editor started from). The conditional update comes first: on PostgreSQL a second
 * save of the same document waits for the first's row lock and then finds the version changed;
 * on SQLite writers are serialised. Returns the new version's id and number, or undefined when
 * the document changed meanwhile (nothing is written).
 */
export async function publishVersion(
  trx: Db,
  expectedVersionId: string,
  version: NewVersion,
  at: string,
): Promise<{ id: string; number: number } | undefined> {
  const id = randomUUID();
  const updated = await trx
    .updateTable('contentDocuments')
    .set({ currentVersionId: id, updatedAt: at })
    .where('name', '=', version.document)
    .where('currentVersionId', '=', expectedVersionId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return undefined;
  const { last } = await trx
    .selectFrom('contentVersions')
    .select((eb) => eb.fn.max('number').as('last'))
    .where('document', '=', version.document)
    .executeTakeFirstOrThrow();
  const number = Number(last ?? 0) + 1;
  await insertVersion(trx, id, number, version, at);
  return { id, number };
}

export function listVersions(db: Db, document: string, limit: number) {
  return db
    .selectFrom('contentVersions')
    .select(['id', 'number', 'createdAt', 'authorId', 'authorLabel', 'restoredFrom'])
    .where('document', '=', document)
    .orderBy('number', 'desc')
    .limit(limit)
    .execute();
}

export function findVersion(db: Db, document: string, id: string) {
  return db
    .selectFrom('contentVersions')
    .select(['id', 'number', 'body'])
    .where('document', '=', document)
    .where('id', '=', id)
    .executeTakeFirst();
}
