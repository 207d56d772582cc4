// The whole chapter as one file, to move it between installations and between SQLite and
// PostgreSQL (`npm run export` / `npm run import`, for whoever runs the server): every table that
// is the chapter's data, with password hashes and two-factor secrets so people keep their way in,
// and the pictures. A zip: manifest.json, one JSON file per table, media/<id> for pictures and
// content-pictures/<name> for the pages' uploaded pictures and their sizes. What is
// transient (sessions, codes in flight, counters, the mail outbox) is left behind.
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { migrationsFor } from '../../db/migrations/index.ts';

export const archiveFormat = 'chapter-site-archive';
export const archiveVersion = 1;

/** The tables an archive holds, in an order where every row's references come before it. */
export const archivedTables = [
  'appMeta',
  'inviteCodes',
  'users',
  'recoveryCodes',
  'media',
  'newsletterIssues',
  'newsletterIssuePages',
  'events',
  'alumniEvents',
  'rsvps',
  'donations',
  'newsletterSubscribers',
  'newsletterSends',
  'auditLog',
  // Live content: every version of every document, and which one is published.
  'contentVersions',
  'contentDocuments',
  // The pictures uploaded for the pages, and their sizes (decision 018).
  'contentPictures',
] as const satisfies readonly (keyof Database)[];
type ArchivedTable = (typeof archivedTables)[number];

/** Tables a fresh installation fills by itself (the content seeded from `content/` at start). */
const seededTables = new Set<ArchivedTable>([
  'appMeta',
  'contentVersions',
  'contentDocuments',
  'contentPictures',
]);

/** Tables whose `bytes` travel as files of their own in the zip, named by the row's key. */
const fileTables: Partial<Record<ArchivedTable, { folder: string; key: 'id' | 'name' }>> = {
  media: { folder: 'media', key: 'id' },
  contentPictures: { folder: 'content-pictures', key: 'name' },
};

interface Manifest {
  format: typeof archiveFormat;
  version: number;
  exportedAt: string;
  /** The migrations the exporting database had: an importer must know them all. */
  migrations: string[];
  counts: Record<string, number>;
}

export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

const pageSize = 1000;

async function* rowsOf(db: Db, table: ArchivedTable) {
  // Keyset-free paging by offset is fine here: the export runs on a quiet database.
  for (let offset = 0; ; offset += pageSize) {
    const rows = await db.selectFrom(table).selectAll().limit(pageSize).offset(offset).execute();
    yield* rows as Record<string, unknown>[];
    if (rows.length < pageSize) return;
  }
}

export async function exportArchive(db: Db, engine: 'sqlite' | 'postgres'): Promise<Uint8Array> {
  const files: Zippable = {};
  const counts: Record<string, number> = {};
  for (const table of archivedTables) {
    const rows: Record<string, unknown>[] = [];
    for await (const row of rowsOf(db, table)) {
      const asFiles = fileTables[table];
      if (asFiles) {
        const { bytes, ...meta } = row as { bytes: Uint8Array };
        files[`${asFiles.folder}/${String(meta[asFiles.key as keyof typeof meta])}`] = [
          new Uint8Array(bytes),
          { level: 0 },
        ];
        rows.push(meta);
      } else rows.push(row);
    }
    counts[table] = rows.length;
    files[`tables/${table}.json`] = strToU8(JSON.stringify(rows));
  }
  const manifest: Manifest = {
    format: archiveFormat,
    version: archiveVersion,
    exportedAt: new Date().toISOString(),
    migrations: Object.keys(migrationsFor(engine)),
    counts,
  };
  files['manifest.json'] = strToU8(JSON.stringify(manifest, null, 2));
  return zipSync(files, { level: 6 });
}

/** True when the database holds no chapter data (a fresh installation). */
export async function isEmptyChapter(db: Db): Promise<boolean> {
  for (const table of archivedTables) {
    if (seededTables.has(table)) continue;
    if (
      await db
        .selectFrom(table)
        .select(db.fn.countAll().as('n'))
        .limit(1)
        .executeTakeFirst()
        .then((r) => Number(r?.n ?? 0) > 0)
    )
      return false;
  }
  return true;
}

export interface ImportResult {
  counts: Record<string, number>;
}

/**
 * Loads an archive into a migrated database: refused when the database holds a chapter already,
 * unless `replace` (then everything archived is deleted first). One transaction: all or nothing.
 */
export async function importArchive(
  db: Db,
  engine: 'sqlite' | 'postgres',
  archive: Uint8Array,
  { replace = false } = {},
): Promise<ImportResult> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(archive);
  } catch {
    throw new ArchiveError('This is not a chapter archive (not a zip file).');
  }
  const manifestFile = files['manifest.json'];
  if (!manifestFile) throw new ArchiveError('This is not a chapter archive (no manifest.json).');
  const manifest = JSON.parse(strFromU8(manifestFile)) as Manifest;
  if (manifest.format !== archiveFormat || manifest.version !== archiveVersion)
    throw new ArchiveError(`Unknown archive format ${manifest.format} ${manifest.version}.`);
  const known = new Set(Object.keys(migrationsFor(engine)));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length)
    throw new ArchiveError(
      `The archive comes from a newer version of the site (migrations ${unknown.join(', ')}): update this installation first.`,
    );
  if (!replace && !(await isEmptyChapter(db)))
    throw new ArchiveError(
      'The database already holds a chapter. Import into an empty database, or pass --replace to overwrite it.',
    );

  const counts: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    // A table the archive does not have (one from before the table existed, like the content
    // documents) is left as it is: the installation's own seed stands.
    const present = archivedTables.filter((table) => files[`tables/${table}.json`]);
    for (const table of present.toReversed()) await trx.deleteFrom(table).execute();
    for (const table of present) {
      const file = files[`tables/${table}.json`]!;
      const rows = JSON.parse(strFromU8(file)) as Record<string, unknown>[];
      const asFiles = fileTables[table];
      if (asFiles)
        for (const row of rows) {
          const key = String(row[asFiles.key]);
          const bytes = files[`${asFiles.folder}/${key}`];
          if (!bytes) throw new ArchiveError(`The picture ${key} is missing.`);
          row.bytes = bytes;
        }
      // Few enough values per statement for either engine's limit on parameters.
      const chunk = Math.max(1, Math.floor(5000 / Math.max(1, Object.keys(rows[0] ?? {}).length)));
      for (let i = 0; i < rows.length; i += chunk)
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + chunk) as never)
          .execute();
      counts[table] = rows.length;
    }
    await bumpVersion(trx, 'accounts');
    await bumpVersion(trx, 'sessions');
    await bumpVersion(trx, 'content');
  });
  return { counts };
}
