// Pictures uploaded in the console for the public pages (decision 018): one row per file, the
// stored picture (`<id>-<w>x<h>.webp`, at most 2400 px a side) and each of its responsive sizes
// (`<id>-<width>.avif`, `<id>-<width>.webp`), all named after the picture's content (`picture_id`).
// No owner key: a picture on a page stays when the officer who uploaded it leaves.
import type { Kysely } from 'kysely';
import { binaryType, type Engine } from './engine.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('content_pictures')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('picture_id', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', binaryType(engine), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    /** "Name <email>" of the officer, or "seed from content/". */
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_pictures_picture')
    .on('content_pictures')
    .column('picture_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_pictures').execute();
}
