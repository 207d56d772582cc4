// Live content (decision 016): each file of `content/` becomes a content document whose every save
// is a version row (the JSON, its author and time). `content_documents` names the version that is
// published; a save replaces it only if it is still the one the editor started from, so two
// officers saving at once cannot lose either's work silently. `data_versions.content` is bumped by
// every publish, so every instance re-renders its pages within a poll.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document', 'text', (c) => c.notNull())
    /** 1, 2, 3… per document: the order of saves. */
    .addColumn('number', 'integer', (c) => c.notNull())
    /** The whole document as JSON, valid by its schema when it was saved. */
    .addColumn('body', 'text', (c) => c.notNull())
    /** The officer who saved it; null for the seed from `content/` or the command line. */
    .addColumn('author_id', 'text')
    .addColumn('author_label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    /** The version this one restored, if it was a restore. */
    .addColumn('restored_from', 'text')
    .addUniqueConstraint('content_versions_document_number', ['document', 'number'])
    .execute();
  await db.schema
    .createTable('content_documents')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('current_version_id', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('data_versions' as never)
    .values({ name: 'content', version: 1 } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db
    .deleteFrom('data_versions' as never)
    .where('name' as never, '=', 'content' as never)
    .execute();
  await db.schema.dropTable('content_documents').execute();
  await db.schema.dropTable('content_versions').execute();
}
