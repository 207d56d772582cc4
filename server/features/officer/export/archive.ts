// The whole chapter as one file, to move it between installations and between SQLite and
// PostgreSQL (`npm run export` / `npm run import`, for whoever runs the server): every table that
// is the chapter's data, with password hashes and two-factor secrets so people keep their way in,
// and the pictures. A zip: manifest.json, one JSON file per table, media/<id> for pictures and
// content-pictures/<name> for the pages' uploaded pictures and their sizes. What is
// transient (sessions, codes in flight, counters, the mail outbox) is left behind.
import { strFromU8, strToU8, Unzip, UnzipInflate, zipSync, type Zippable } from 'fflate';
import type { z } from 'zod';
import { parseUploadedRef, uploadedRef } from '../../../../contract/content-pictures.ts';
import type { ContentFile } from '../../../../contract/content.ts';
import { limits } from '../../../../contract/limits.ts';
import { checkDocument } from '../../../content-loader.ts';
import { bumpVersion, versionedData } from '../../../db/data-versions.ts';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { migrationsFor } from '../../../db/migrations/index.ts';
import { recountEntries } from '../../../core/audit/repository.ts';
import { postUnpostedGifts } from '../../../core/donations/repository.ts';
import { inKeysetBatches } from '../../../lib/csv.ts';
import { archiveKeyOf, archivePageQuery } from './repository.ts';
import { archiveRowSchemas } from './archive-rows.ts';

export const archiveFormat = 'chapter-site-archive';
export const archiveVersion = 1;

/** The tables an archive holds, in an order where every row's references come before it. */
export const archivedTables = [
  'appMeta',
  'inviteCodes',
  'users',
  // Offices with terms (decision 021): the positions before the terms that name them.
  'positions',
  'terms',
  'recoveryCodes',
  'media',
  'newsletterIssues',
  'newsletterIssuePages',
  // A repeating event's series before its occurrences (migration 0024).
  'eventSeries',
  'events',
  // Attendance at the events that count, and the semesters standing is counted in (migration 0019).
  'attendance',
  'semesters',
  'requirements',
  'excuses',
  'serviceHours',
  'alumniEvents',
  'rsvps',
  'donations',
  // The chapter's money (migration 0026): a posting's lines before its header, whose trigger
  // checks they balance; the schedules, claims and plans that feed the ledger, its settings.
  'ledgerLines',
  'ledgerPostings',
  'duesSchedules',
  'paymentClaims',
  'paymentPlans',
  'moneySettings',
  'moneyReminders',
  'newsletterSubscribers',
  'newsletterSends',
  'auditLog',
  // "Who saw my data" (migration 0020).
  'dataAccess',
  // Live content: every version of every document, and which one is published.
  'contentVersions',
  'contentDocuments',
  // The pictures uploaded for the pages, and their sizes (decision 018).
  'contentPictures',
] as const satisfies readonly (keyof Database)[];
export type ArchivedTable = (typeof archivedTables)[number];

/**
 * Tables a fresh installation fills by itself (the content seeded from `content/` at start, the
 * money settings' one row seeded by migration 0026).
 */
const seededTables = new Set<ArchivedTable>([
  'appMeta',
  'contentVersions',
  'contentDocuments',
  'contentPictures',
  'moneySettings',
]);

/**
 * The ledger and what feeds it: an archive without them is from before money, whose chapter had
 * none, so they are cleared on import whether the archive holds them or not (its gifts are then
 * posted as migration 0026 posts them). The ledger itself may be cleared only while `ledger_unlock`
 * holds a row, within the import's transaction.
 */
const moneyTables = new Set<ArchivedTable>([
  'ledgerLines',
  'ledgerPostings',
  'duesSchedules',
  'paymentClaims',
  'paymentPlans',
  'moneyReminders',
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

/**
 * An archive that cannot be imported, said in one line for people: what is wrong and where (the
 * file and the row). `exitCode` 1 for the archive's own problems, 2 for how the import was asked
 * (a database that holds a chapter already, without --replace).
 */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
  readonly exitCode: 1 | 2;
  constructor(message: string, exitCode: 1 | 2 = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/**
 * The largest entry an import unpacks: a table's JSON or a picture. A chapter's largest table (its
 * audit log) is a few MB and a picture at most 10 MB; a zip entry that unpacks to more is refused
 * as it is read, so a small zip cannot fill the memory (a 1 GiB entry packs into 1 MB).
 */
export const archiveEntryMaxBytes = 64 * 1024 * 1024;

/**
 * Every entry of a zip, each unpacked as it is read and refused past `maxEntryBytes`: the packed
 * bytes are fed 16 kB at a time, so no single step unpacks more than about 16 MB whatever the
 * headers claim.
 */
export function readZip(
  archive: Uint8Array,
  maxEntryBytes = archiveEntryMaxBytes,
): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  let failure: ArchiveError | undefined;
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = new ArchiveError(
          `${file.name} in the archive cannot be unpacked: ${error.message}.`,
        );
        return;
      }
      size += chunk.length;
      if (size > maxEntryBytes) {
        failure = new ArchiveError(
          `${file.name} in the archive unpacks to more than ${Math.round(maxEntryBytes / 1024 / 1024)} MiB: no file of a chapter archive is that large. Nothing was imported.`,
        );
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) {
        const whole = new Uint8Array(size);
        let offset = 0;
        for (const part of chunks) {
          whole.set(part, offset);
          offset += part.length;
        }
        files[file.name] = whole;
      }
    };
    try {
      file.start();
    } catch {
      failure ??= new ArchiveError(
        `${file.name} in the archive is packed in a way a chapter archive never is.`,
      );
    }
  });
  unzip.register(UnzipInflate);
  const step = 16 * 1024;
  try {
    for (let offset = 0; offset < archive.length; offset += step) {
      unzip.push(archive.subarray(offset, offset + step), offset + step >= archive.length);
      // Set by an entry's handler during the push: stop reading at the first refused entry.
      if (failure) break;
    }
  } catch {
    throw new ArchiveError('This is not a chapter archive (not a zip file).');
  }
  if (failure) throw failure;
  return files;
}

export const archivePageSize = 1000;

type ArchiveRow = Record<string, unknown>;

/** A table's rows, a page at a time in the order of its primary key. */
export function archivePages(
  db: Db,
  table: ArchivedTable,
  size = archivePageSize,
): AsyncGenerator<readonly ArchiveRow[]> {
  return inKeysetBatches(
    async (after: readonly unknown[] | undefined, limit) =>
      (await archivePageQuery(db, table, after, limit).execute()) as ArchiveRow[],
    (row) => archiveKeyOf(table).map((key) => row[key]),
    size,
  );
}

export async function exportArchive(
  db: Db,
  engine: 'sqlite' | 'postgres',
  { pageSize = archivePageSize }: { pageSize?: number } = {},
): Promise<Uint8Array> {
  const files: Zippable = {};
  const counts: Record<string, number> = {};
  for (const table of archivedTables) {
    const rows: Record<string, unknown>[] = [];
    for await (const page of archivePages(db, table, pageSize))
      for (const row of page) {
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

/** A row's field and problem, as one line: `users.json, row 3 (id 1b2c…): email: …`. */
function rowProblem(table: ArchivedTable, index: number, row: unknown, issue: z.core.$ZodIssue) {
  const key = row && typeof row === 'object' ? Object.entries(row)[0] : undefined;
  const which = key ? ` (${key[0]} ${JSON.stringify(key[1])})` : '';
  const field = issue.path.length ? `${issue.path.join('.')}: ` : '';
  const stop = /[.?!]$/.test(issue.message) ? '' : '.';
  return new ArchiveError(
    `tables/${table}.json, row ${index + 1}${which}: ${field}${issue.message}${stop} Nothing was imported.`,
  );
}

/** The tables an archive holds, each row checked with the API's rules (archive-rows.ts). */
function checkedTables(files: Record<string, Uint8Array>) {
  const tables: Partial<Record<ArchivedTable, Record<string, unknown>[]>> = {};
  for (const table of archivedTables) {
    const file = files[`tables/${table}.json`];
    if (!file) continue;
    let rows: unknown;
    try {
      rows = JSON.parse(strFromU8(file));
    } catch {
      throw new ArchiveError(`tables/${table}.json is not valid JSON. Nothing was imported.`);
    }
    if (!Array.isArray(rows))
      throw new ArchiveError(`tables/${table}.json is not a list of rows. Nothing was imported.`);
    rows.forEach((row, index) => {
      const result = archiveRowSchemas[table].safeParse(row);
      if (!result.success) throw rowProblem(table, index, row, result.error.issues[0]!);
    });
    tables[table] = rows as Record<string, unknown>[];
  }
  return tables;
}

/** Each row's reference to another table's row, where the archive holds that table. */
const references: [ArchivedTable, string, ArchivedTable, string][] = [
  ['users', 'inviteCodeId', 'inviteCodes', 'id'],
  ['recoveryCodes', 'userId', 'users', 'id'],
  ['media', 'ownerId', 'users', 'id'],
  ['newsletterIssuePages', 'issueId', 'newsletterIssues', 'id'],
  ['newsletterIssuePages', 'previewMediaId', 'media', 'id'],
  ['newsletterIssuePages', 'fullMediaId', 'media', 'id'],
  ['rsvps', 'eventKey', 'alumniEvents', 'key'],
  ['rsvps', 'userId', 'users', 'id'],
  ['donations', 'accountId', 'users', 'id'],
  ['donations', 'postingId', 'ledgerPostings', 'id'],
  ['ledgerLines', 'postingId', 'ledgerPostings', 'id'],
  ['ledgerLines', 'userId', 'users', 'id'],
  ['ledgerPostings', 'userId', 'users', 'id'],
  ['ledgerPostings', 'reverses', 'ledgerPostings', 'id'],
  ['ledgerPostings', 'scheduleId', 'duesSchedules', 'id'],
  ['ledgerPostings', 'claimId', 'paymentClaims', 'id'],
  ['duesSchedules', 'semesterId', 'semesters', 'id'],
  ['paymentClaims', 'userId', 'users', 'id'],
  ['paymentClaims', 'pictureId', 'media', 'id'],
  ['paymentClaims', 'postingId', 'ledgerPostings', 'id'],
  ['paymentPlans', 'userId', 'users', 'id'],
  ['moneyReminders', 'userId', 'users', 'id'],
  ['contentDocuments', 'currentVersionId', 'contentVersions', 'id'],
];

function checkReferences(tables: Partial<Record<ArchivedTable, Record<string, unknown>[]>>) {
  for (const [table, column, target, key] of references) {
    const rows = tables[table];
    const targets = tables[target];
    if (!rows || !targets) continue;
    const known = new Set(targets.map((row) => row[key]));
    rows.forEach((row, index) => {
      const value = row[column];
      if (value !== null && value !== undefined && !known.has(value))
        throw new ArchiveError(
          `tables/${table}.json, row ${index + 1}: ${column} ${JSON.stringify(value)} is not in tables/${target}.json. Nothing was imported.`,
        );
    });
  }
}

/**
 * Every posting balances: two lines or more that sum to zero (the database refuses any other on
 * insert; checked here first to say which row), and no line without its posting.
 */
function checkLedger(tables: Partial<Record<ArchivedTable, Record<string, unknown>[]>>) {
  const { ledgerLines: lines, ledgerPostings: postings } = tables;
  if (!lines && !postings) return;
  if (!lines || !postings)
    throw new ArchiveError(
      `tables/${lines ? 'ledgerPostings' : 'ledgerLines'}.json is missing: the ledger's lines and postings travel together. Nothing was imported.`,
    );
  const sums = new Map<unknown, { count: number; cents: number }>();
  for (const line of lines) {
    const sum = sums.get(line.postingId) ?? { count: 0, cents: 0 };
    sum.count += 1;
    sum.cents += line.amountCents as number;
    sums.set(line.postingId, sum);
  }
  postings.forEach((posting, index) => {
    const sum = sums.get(posting.id) ?? { count: 0, cents: 0 };
    if (sum.count < 2 || sum.cents !== 0)
      throw new ArchiveError(
        `tables/ledgerPostings.json, row ${index + 1} (id ${JSON.stringify(posting.id)}): its lines in tables/ledgerLines.json ${sum.count < 2 ? `are ${sum.count}, not two or more` : `sum to ${sum.cents} cents, not zero`}: a posting balances. Nothing was imported.`,
      );
  });
}

/**
 * The published version of each content document is checked as a save is (its schema, its size,
 * its pictures: one of the build's or one the archive carries), so the site starts and renders
 * with it; every other version must at least be JSON (a restore checks it again).
 */
function checkContent(
  tables: Partial<Record<ArchivedTable, Record<string, unknown>[]>>,
  contentDir: string,
) {
  const versions = tables.contentVersions ?? [];
  const bodies = new Map<string, unknown>();
  versions.forEach((version, index) => {
    try {
      bodies.set(version.id as string, JSON.parse(version.body as string));
    } catch {
      throw new ArchiveError(
        `tables/contentVersions.json, row ${index + 1}: the body of content/${String(version.document)}.json is not JSON. Nothing was imported.`,
      );
    }
  });
  const uploaded = new Set(
    (tables.contentPictures ?? [])
      .map((picture) => parseUploadedRef(`uploads/${String(picture.name)}`))
      .filter((ref) => ref !== undefined)
      .map(uploadedRef),
  );
  for (const published of tables.contentDocuments ?? []) {
    const name = published.name as ContentFile;
    const index = versions.findIndex((version) => version.id === published.currentVersionId);
    if (versions[index]?.document !== name)
      throw new ArchiveError(
        `tables/contentDocuments.json: content/${name}.json is published as a version of another document. Nothing was imported.`,
      );
    const checked = checkDocument(
      name,
      bodies.get(published.currentVersionId as string),
      contentDir,
      limits.content.listMaxItems,
      uploaded,
    );
    if (!checked.ok) {
      const [first] = checked.problems;
      throw new ArchiveError(
        `tables/contentVersions.json, row ${index + 1} (content/${name}.json as published): ${first!.path ? `${first!.path}: ` : ''}${first!.message}. Nothing was imported.`,
      );
    }
  }
}

export interface ImportOptions {
  /** Deletes the chapter the database holds first. */
  replace?: boolean;
  /** The build's content folder: the pictures a published document may name. */
  contentDir: string;
}

/**
 * Loads an archive into a migrated database: refused when the database holds a chapter already,
 * unless `replace` (then everything archived is deleted first). Every row and every published
 * content document is checked before anything is written, and the whole is one transaction: all
 * or nothing, and one line saying what is wrong.
 */
export async function importArchive(
  db: Db,
  engine: 'sqlite' | 'postgres',
  archive: Uint8Array,
  { replace = false, contentDir }: ImportOptions,
): Promise<ImportResult> {
  const files = readZip(archive);
  const manifestFile = files['manifest.json'];
  if (!manifestFile) throw new ArchiveError('This is not a chapter archive (no manifest.json).');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(strFromU8(manifestFile)) as Manifest;
  } catch {
    throw new ArchiveError('This is not a chapter archive (manifest.json is not JSON).');
  }
  if (manifest.format !== archiveFormat || manifest.version !== archiveVersion)
    throw new ArchiveError(`Unknown archive format ${manifest.format} ${manifest.version}.`);
  const known = new Set(Object.keys(migrationsFor(engine)));
  const unknown = (Array.isArray(manifest.migrations) ? manifest.migrations : []).filter(
    (name) => !known.has(name),
  );
  if (unknown.length)
    throw new ArchiveError(
      `The archive comes from a newer version of the site (migrations ${unknown.join(', ')}): update this installation first.`,
    );

  // Everything is checked before anything is written.
  const tables = checkedTables(files);
  checkReferences(tables);
  checkLedger(tables);
  checkContent(tables, contentDir);
  for (const [table, asFiles] of Object.entries(fileTables) as [
    ArchivedTable,
    { folder: string; key: 'id' | 'name' },
  ][])
    for (const row of tables[table] ?? []) {
      const key = String(row[asFiles.key]);
      if (!files[`${asFiles.folder}/${key}`])
        throw new ArchiveError(
          `The picture ${asFiles.folder}/${key} is missing. Nothing was imported.`,
        );
    }

  if (!replace && !(await isEmptyChapter(db)))
    throw new ArchiveError(
      'The database already holds a chapter. Import into an empty database, or pass --replace to overwrite it.',
      2,
    );

  const counts: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    // A table the archive does not have (one from before the table existed, like the content
    // documents) is left as it is: the installation's own seed stands. The money is cleared
    // whatever the archive holds, the ledger unlocked for this transaction only.
    const present = archivedTables.filter((table) => tables[table]);
    const cleared = archivedTables.filter((table) => tables[table] || moneyTables.has(table));
    await trx.insertInto('ledgerUnlock').values({ reason: 'import' }).execute();
    for (const table of cleared.toReversed()) await trx.deleteFrom(table).execute();
    for (const table of present) {
      const rows = tables[table]!;
      // A send still being queued when the archive was made is not finished here: its emails
      // (the outbox) stay behind, and this installation's subscribers are not its recipients.
      if (table === 'newsletterSends') for (const row of rows) row.queuedAt ??= row.createdAt;
      const asFiles = fileTables[table];
      if (asFiles)
        for (const row of rows) row.bytes = files[`${asFiles.folder}/${String(row[asFiles.key])}`];
      // Few enough values per statement for either engine's limit on parameters.
      const chunk = Math.max(1, Math.floor(5000 / Math.max(1, Object.keys(rows[0] ?? {}).length)));
      try {
        for (let i = 0; i < rows.length; i += chunk)
          await trx
            .insertInto(table)
            .values(rows.slice(i, i + chunk) as never)
            .execute();
      } catch (error) {
        // A row the checks let through but the database refuses (a duplicate id): one line.
        throw new ArchiveError(
          `tables/${table}.json: the database refused its rows (${(error as Error).message.split('\n')[0]}). Nothing was imported.`,
        );
      }
      counts[table] = rows.length;
    }
    await trx.deleteFrom('ledgerUnlock').execute();
    // An archive from before the ledger: its gifts are posted (and its voids reversed) now.
    await postUnpostedGifts(trx);
    // The audit log's counts (its filter lists and totals) are the imported log's.
    await recountEntries(trx);
    // Every copy an instance keeps in memory is of data this replaced.
    for (const name of versionedData) await bumpVersion(trx, name);
  });
  return { counts };
}
