// The whole chapter as one file, to move it between installations and between SQLite and
// PostgreSQL (`npm run export` / `npm run import`, for whoever runs the server): every table that
// is the chapter's data, with password hashes and two-factor secrets so people keep their way in,
// and the pictures. A zip: manifest.json, each table's rows as JSON, media/<id> for pictures and
// content-pictures/<name> for the pages' uploaded pictures and their sizes. A table is one file,
// `tables/<table>.json`, until it passes 50,000 rows or 16 MiB of JSON; the rest follows in parts
// `tables/<table>.2.json`, `tables/<table>.3.json`, …, which the manifest lists in order. Both
// sides hold one part at a time: the export writes the zip as it reads the tables, the import
// checks and writes each part and lets it go before it reads the next. What is transient
// (sessions, codes in flight, counters, the mail outbox) is left behind.
import { closeSync, openSync } from 'node:fs';
import { strFromU8, strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { sql } from 'kysely';
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
import { forgetProcessorRecords } from '../../../core/payments/repository.ts';
import { inKeysetBatches } from '../../../lib/csv.ts';
import { archiveKeyOf, archivePageQuery } from './repository.ts';
import { archiveRowSchemas } from './archive-rows.ts';
import { ArchiveError, ZipArchive, zipInFile } from './archive-zip.ts';

export const archiveFormat = 'chapter-site-archive';
/** 2: a large table in parts, listed in the manifest (version 1 archives still import). */
export const archiveVersion = 2;

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
  // Paying online (migration 0027): each checkout begun, whose session, whose posting; the refunds
  // the treasurers asked for. The processor's events taken and what reconciliation could not match
  // are this installation's own: emptied on import (the postings' keys keep them from counting twice).
  'paymentAttempts',
  'paymentRefunds',
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
  // Recruitment (migration 0028): a period before its prospects, a prospect before what hangs on
  // him (his links, check-ins at events, notes and their earlier texts), a ballot before its
  // electors, tallies and voters; the deletions' log names no row.
  'recruitmentPeriods',
  'prospects',
  'prospectLinks',
  'prospectCheckIns',
  'prospectNotes',
  'prospectNoteEdits',
  'recruitmentBallots',
  'recruitmentBallotElectors',
  'recruitmentBallotTallies',
  'recruitmentBallotVoters',
  'recruitmentDeletions',
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
  'paymentAttempts',
  'paymentRefunds',
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
  /**
   * Each table's files in order, `tables/<table>.json` then `tables/<table>.2.json`, …: the import
   * reads exactly these (version 2; a version 1 archive has one file per table and no list).
   */
  parts?: Record<string, string[]>;
}

/** The archive versions an import reads: 1 (one file per table) and this one (parts). */
const readableVersions = new Set([1, archiveVersion]);

/**
 * A part closes at this many rows or bytes of JSON, whichever comes first, so every part stays
 * well under the 64 MiB an import unpacks (`archiveEntryMaxBytes`) and its rows are a small part
 * of the memory. At 20,000 accounts a ledger line is about 150 bytes (a part of 50,000 is 7 MB), a
 * posting about 470 (its parts close at 16 MiB, about 36,000 rows); the longest rows, a content
 * version's body or a newsletter's text, are a few hundred kB at most.
 */
export const archivePartRows = 50_000;
export const archivePartBytes = 16 * 1024 * 1024;

/** The file of a table's `part` (from 1) in the zip. */
export const partName = (table: ArchivedTable, part: number) =>
  part === 1 ? `tables/${table}.json` : `tables/${table}.${part}.json`;

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

export interface ExportOptions {
  /** Rows read from the database at a time. */
  pageSize?: number;
  /** A part's most rows and bytes (a test makes them small to see a table in several parts). */
  partRows?: number;
  partBytes?: number;
}

/**
 * One table's rows written into the zip as JSON parts, each closed before it would pass the
 * limits. The JSON goes into the zip's compression about a megabyte at a time; a table whose
 * pictures travel as files of their own holds its part until it closes (its rows are a few
 * hundred bytes each), since the zip writes one file at a time and a picture added while a part
 * is still open would wait in memory for it.
 */
class TableParts {
  readonly names: string[] = [];
  #file: ZipDeflate | undefined;
  #rows = 0;
  #bytes = 0;
  #pending: string[] = [];
  #pendingBytes = 0;

  readonly #zip: Zip;
  readonly #table: ArchivedTable;
  readonly #limits: { rows: number; bytes: number };
  readonly #holdUntilClosed: boolean;

  constructor(
    zip: Zip,
    table: ArchivedTable,
    partLimits: { rows: number; bytes: number },
    holdUntilClosed: boolean,
  ) {
    this.#zip = zip;
    this.#table = table;
    this.#limits = partLimits;
    this.#holdUntilClosed = holdUntilClosed;
  }

  add(row: unknown) {
    const json = JSON.stringify(row);
    const size = Buffer.byteLength(json) + 1;
    if (
      this.#rows > 0 &&
      (this.#rows >= this.#limits.rows || this.#bytes + size + 1 > this.#limits.bytes)
    )
      this.#close();
    if (this.#rows === 0) this.names.push(partName(this.#table, this.names.length + 1));
    this.#pending.push(this.#rows === 0 ? '[' : ',', json);
    this.#rows += 1;
    this.#bytes += size;
    this.#pendingBytes += size;
    if (!this.#holdUntilClosed && this.#pendingBytes >= 1024 * 1024) this.#flush(false);
  }

  /** The last part closed; a table without rows is one part, `[]`. */
  finish() {
    if (this.#rows === 0 && this.names.length === 0) {
      this.names.push(partName(this.#table, 1));
      this.#pending.push('[');
      this.#rows = 1;
    }
    if (this.#rows > 0) this.#close();
  }

  #flush(final: boolean) {
    if (!this.#file) {
      this.#file = new ZipDeflate(this.names.at(-1)!, { level: 6 });
      this.#zip.add(this.#file);
    }
    if (final) this.#pending.push(']');
    this.#file.push(strToU8(this.#pending.join('')), final);
    this.#pending = [];
    this.#pendingBytes = 0;
  }

  #close() {
    this.#flush(true);
    this.#file = undefined;
    this.#rows = 0;
    this.#bytes = 0;
  }
}

/**
 * Writes the archive to `write` a chunk at a time, as it reads the tables a page at a time: the
 * memory holds a page, a part's pending megabyte and the compression's window, never the chapter.
 */
export async function writeArchive(
  db: Db,
  engine: 'sqlite' | 'postgres',
  write: (chunk: Uint8Array) => void,
  {
    pageSize = archivePageSize,
    partRows = archivePartRows,
    partBytes = archivePartBytes,
  }: ExportOptions = {},
): Promise<{ counts: Record<string, number> }> {
  let failure: Error | undefined;
  const zip = new Zip((error, chunk) => {
    if (error) failure ??= error;
    else write(chunk);
  });
  const counts: Record<string, number> = {};
  const parts: Record<string, string[]> = {};
  for (const table of archivedTables) {
    const asFiles = fileTables[table];
    const rows = new TableParts(zip, table, { rows: partRows, bytes: partBytes }, !!asFiles);
    let count = 0;
    for await (const page of archivePages(db, table, pageSize))
      for (const row of page) {
        count += 1;
        if (!asFiles) {
          rows.add(row);
          continue;
        }
        const { bytes, ...meta } = row as { bytes: Uint8Array };
        // Stored as they are: a picture is compressed already.
        const picture = new ZipPassThrough(
          `${asFiles.folder}/${String(meta[asFiles.key as keyof typeof meta])}`,
        );
        zip.add(picture);
        picture.push(new Uint8Array(bytes), true);
        rows.add(meta);
      }
    rows.finish();
    counts[table] = count;
    parts[table] = rows.names;
  }
  const manifest: Manifest = {
    format: archiveFormat,
    version: archiveVersion,
    exportedAt: new Date().toISOString(),
    migrations: Object.keys(migrationsFor(engine)),
    counts,
    parts,
  };
  const manifestFile = new ZipDeflate('manifest.json', { level: 6 });
  zip.add(manifestFile);
  manifestFile.push(strToU8(JSON.stringify(manifest, null, 2)), true);
  zip.end();
  if (failure) throw failure;
  return { counts };
}

/** The archive in memory (the tests' and a small chapter's way; the command writes a file). */
export async function exportArchive(
  db: Db,
  engine: 'sqlite' | 'postgres',
  options: ExportOptions = {},
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await writeArchive(db, engine, (chunk) => chunks.push(chunk), options);
  return Buffer.concat(chunks);
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
 * The files each table of the archive is in, in order: those the manifest lists (version 2),
 * each of them in the zip and named for its place, and no table's file in the zip that it does not
 * list; or, in a version 1 archive, `tables/<table>.json` where the zip has it.
 */
function partsOf(manifest: Manifest, zip: ZipArchive): Map<ArchivedTable, string[]> {
  const parts = new Map<ArchivedTable, string[]>();
  if (manifest.version === 1) {
    for (const table of archivedTables)
      if (zip.has(partName(table, 1))) parts.set(table, [partName(table, 1)]);
    return parts;
  }
  const listed: unknown = manifest.parts;
  if (!listed || typeof listed !== 'object' || Array.isArray(listed))
    throw new ArchiveError(
      'manifest.json does not list the tables’ files (parts). Nothing was imported.',
    );
  for (const [name, files] of Object.entries(listed)) {
    if (!(archivedTables as readonly string[]).includes(name))
      throw new ArchiveError(
        `manifest.json lists files of ${JSON.stringify(name)}, which is not a table of a chapter. Nothing was imported.`,
      );
    const table = name as ArchivedTable;
    if (!Array.isArray(files) || files.length === 0)
      throw new ArchiveError(
        `manifest.json’s parts of ${table} are not a list of files. Nothing was imported.`,
      );
    files.forEach((file: unknown, index) => {
      const expected = partName(table, index + 1);
      if (file !== expected)
        throw new ArchiveError(
          `manifest.json lists ${JSON.stringify(file)} as part ${index + 1} of ${table}, where ${expected} belongs: a table’s parts are listed in order. Nothing was imported.`,
        );
      if (!zip.has(expected))
        throw new ArchiveError(
          `${expected} is missing: manifest.json lists it as part ${index + 1} of ${files.length} of ${table}. Nothing was imported.`,
        );
    });
    parts.set(table, files as string[]);
  }
  const listedFiles = new Set([...parts.values()].flat());
  const stray = zip.names().find((file) => file.startsWith('tables/') && !listedFiles.has(file));
  if (stray)
    throw new ArchiveError(
      `${stray} is in the archive but not among the parts manifest.json lists. Nothing was imported.`,
    );
  return parts;
}

/** A row's field and problem, as one line: `tables/users.json, row 3 (id 1b2c…): email: …`. */
function rowProblem(file: string, index: number, row: unknown, issue: z.core.$ZodIssue) {
  const key = row && typeof row === 'object' ? Object.entries(row)[0] : undefined;
  const which = key ? ` (${key[0]} ${JSON.stringify(key[1])})` : '';
  const field = issue.path.length ? `${issue.path.join('.')}: ` : '';
  const stop = /[.?!]$/.test(issue.message) ? '' : '.';
  return new ArchiveError(
    `${file}, row ${index + 1}${which}: ${field}${issue.message}${stop} Nothing was imported.`,
  );
}

/** One part's rows, each checked with the API's rules (archive-rows.ts). */
function checkedPart(
  zip: ZipArchive,
  table: ArchivedTable,
  file: string,
): Record<string, unknown>[] {
  let rows: unknown;
  try {
    rows = JSON.parse(strFromU8(zip.read(file)));
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`${file} is not valid JSON. Nothing was imported.`);
  }
  if (!Array.isArray(rows))
    throw new ArchiveError(`${file} is not a list of rows. Nothing was imported.`);
  const schema = archiveRowSchemas[table];
  rows.forEach((row, index) => {
    const result = schema.safeParse(row);
    if (!result.success) throw rowProblem(file, index, row, result.error.issues[0]!);
  });
  return rows as Record<string, unknown>[];
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
  ['paymentAttempts', 'userId', 'users', 'id'],
  ['paymentAttempts', 'postingId', 'ledgerPostings', 'id'],
  ['paymentRefunds', 'attemptId', 'paymentAttempts', 'id'],
  ['contentDocuments', 'currentVersionId', 'contentVersions', 'id'],
  ['prospects', 'periodId', 'recruitmentPeriods', 'id'],
  ['prospectLinks', 'prospectId', 'prospects', 'id'],
  ['prospectCheckIns', 'prospectId', 'prospects', 'id'],
  ['prospectCheckIns', 'eventId', 'events', 'id'],
  ['prospectNotes', 'prospectId', 'prospects', 'id'],
  ['prospectNotes', 'authorId', 'users', 'id'],
  ['prospectNoteEdits', 'noteId', 'prospectNotes', 'id'],
  ['recruitmentBallots', 'periodId', 'recruitmentPeriods', 'id'],
  ['recruitmentBallotElectors', 'ballotId', 'recruitmentBallots', 'id'],
  ['recruitmentBallotTallies', 'ballotId', 'recruitmentBallots', 'id'],
  ['recruitmentBallotTallies', 'prospectId', 'prospects', 'id'],
  ['recruitmentBallotVoters', 'ballotId', 'recruitmentBallots', 'id'],
  ['recruitmentBallotVoters', 'prospectId', 'prospects', 'id'],
];

/** `tables/ledgerPostings.json`, or with its parts: `… or its 4 other parts`. */
function filesOf(parts: Map<ArchivedTable, string[]>, table: ArchivedTable) {
  const more = (parts.get(table)?.length ?? 1) - 1;
  return `${partName(table, 1)}${more ? ` or its ${more} other part${more > 1 ? 's' : ''}` : ''}`;
}

function missingReference(
  where: string,
  column: string,
  value: unknown,
  target: ArchivedTable,
  parts: Map<ArchivedTable, string[]>,
) {
  return new ArchiveError(
    `${where}: ${column} ${JSON.stringify(value)} is not in ${filesOf(parts, target)}. Nothing was imported.`,
  );
}

/** Values asked of the database at a time (a statement's parameters). */
const valuesPerQuery = 1000;

/**
 * The references between tables are checked against what the transaction has written, not kept
 * in memory: a part's reference to a table written whole already is looked up before the part is
 * written (`partReferences`), and a reference to a table still to come, or to the row's own
 * table, once that table is written (`laterReferences`). The memory holds no table's keys.
 */
async function partReferences(
  trx: Db,
  parts: Map<ArchivedTable, string[]>,
  written: Set<ArchivedTable>,
  table: ArchivedTable,
  file: string,
  rows: Record<string, unknown>[],
) {
  for (const [source, column, target, key] of references) {
    if (source !== table || !parts.has(target) || !written.has(target)) continue;
    const values = [
      ...new Set(
        rows.map((row) => row[column]).filter((value) => value !== null && value !== undefined),
      ),
    ] as string[];
    for (let next = 0; next < values.length; next += valuesPerQuery) {
      const asked = values.slice(next, next + valuesPerQuery);
      const found = new Set(
        (
          (await trx
            .selectFrom(target)
            .select(sql.ref(key).as('key'))
            .where(sql.ref(key), 'in', asked)
            .execute()) as { key: unknown }[]
        ).map((row) => row.key),
      );
      // The first value missing is the one its part names first.
      const missing = asked.find((value) => !found.has(value));
      if (missing !== undefined)
        throw missingReference(
          `${file}, row ${rows.findIndex((row) => row[column] === missing) + 1}`,
          column,
          missing,
          target,
          parts,
        );
    }
  }
}

async function laterReferences(
  trx: Db,
  zip: ZipArchive,
  parts: Map<ArchivedTable, string[]>,
  table: ArchivedTable,
) {
  const order = (name: ArchivedTable) => archivedTables.indexOf(name);
  for (const [source, column, target, key] of references) {
    if (target !== table || !parts.has(source) || order(source) > order(target)) continue;
    const orphan = (await trx
      .selectFrom(`${source} as s` as never)
      .select(sql.ref(`s.${column}`).as('value'))
      .where(sql.ref(`s.${column}`), 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom(`${target} as t` as never)
              .select(sql.lit(1).as('one'))
              .where(sql.ref(`t.${key}`), '=', sql.ref(`s.${column}`)),
          ),
        ),
      )
      .limit(1)
      .executeTakeFirst()) as { value: unknown } | undefined;
    if (!orphan) continue;
    // Which row names it, read again from the archive: only ever on the way to refusing it.
    for (const file of parts.get(source)!) {
      const rows = JSON.parse(strFromU8(zip.read(file))) as Record<string, unknown>[];
      const index = rows.findIndex((row) => row[column] === orphan.value);
      if (index >= 0)
        throw missingReference(`${file}, row ${index + 1}`, column, orphan.value, target, parts);
    }
  }
}

/**
 * Every posting balances: two lines or more that sum to zero. The database refuses any other on
 * insert; checked here first, from the lines written already, to say which row.
 */
async function balancedPostings(trx: Db, file: string, postings: Record<string, unknown>[]) {
  for (let next = 0; next < postings.length; next += valuesPerQuery) {
    const asked = postings.slice(next, next + valuesPerQuery);
    const sums = new Map(
      (
        await trx
          .selectFrom('ledgerLines')
          .select((eb) => [
            'postingId',
            eb.fn.countAll<number | string>().as('count'),
            eb.fn.sum<number | string>('amountCents').as('cents'),
          ])
          .where(
            'postingId',
            'in',
            asked.map((posting) => posting.id as string),
          )
          .groupBy('postingId')
          .execute()
      ).map((sum) => [sum.postingId, { count: Number(sum.count), cents: Number(sum.cents) }]),
    );
    asked.forEach((posting, index) => {
      const sum = sums.get(posting.id as string) ?? { count: 0, cents: 0 };
      if (sum.count < 2 || sum.cents !== 0)
        throw new ArchiveError(
          `${file}, row ${next + index + 1} (id ${JSON.stringify(posting.id)}): its lines in tables/ledgerLines.json ${sum.count < 2 ? `are ${sum.count}, not two or more` : `sum to ${sum.cents} cents, not zero`}: a posting balances. Nothing was imported.`,
        );
    });
  }
}

/**
 * What the published content needs, kept as its tables go by (a few dozen rows): each version's
 * document and place, the published versions, the pictures uploaded. Every version must at least
 * be JSON (a restore checks it again); the published ones are checked whole at the end.
 */
class ContentChecks {
  readonly #versions = new Map<unknown, { document: unknown; where: string }>();
  readonly #published: Record<string, unknown>[] = [];
  readonly #uploaded = new Set<string>();

  part(table: ArchivedTable, file: string, rows: Record<string, unknown>[]) {
    if (table === 'contentVersions')
      rows.forEach((version, index) => {
        try {
          JSON.parse(version.body as string);
        } catch {
          throw new ArchiveError(
            `${file}, row ${index + 1}: the body of content/${String(version.document)}.json is not JSON. Nothing was imported.`,
          );
        }
        this.#versions.set(version.id, {
          document: version.document,
          where: `${file}, row ${index + 1}`,
        });
      });
    if (table === 'contentDocuments') this.#published.push(...rows);
    if (table === 'contentPictures')
      for (const picture of rows) {
        const ref = parseUploadedRef(`uploads/${String(picture.name)}`);
        if (ref) this.#uploaded.add(uploadedRef(ref));
      }
  }

  /**
   * The published version of each content document is checked as a save is (its schema, its
   * size, its pictures: one of the build's or one the archive carries), so the site starts and
   * renders with it. Its body is read back from the transaction that wrote it.
   */
  async check(trx: Db, contentDir: string) {
    for (const published of this.#published) {
      const name = published.name as ContentFile;
      const version = this.#versions.get(published.currentVersionId);
      if (version?.document !== name)
        throw new ArchiveError(
          `tables/contentDocuments.json: content/${name}.json is published as a version of another document. Nothing was imported.`,
        );
      const { body } = await trx
        .selectFrom('contentVersions')
        .select('body')
        .where('id', '=', published.currentVersionId as string)
        .executeTakeFirstOrThrow();
      const checked = checkDocument(
        name,
        JSON.parse(body),
        contentDir,
        limits.content.listMaxItems,
        this.#uploaded,
      );
      if (!checked.ok) {
        const [first] = checked.problems;
        throw new ArchiveError(
          `${version.where} (content/${name}.json as published): ${first!.path ? `${first!.path}: ` : ''}${first!.message}. Nothing was imported.`,
        );
      }
    }
  }
}

/** A statement's pictures stop at this many bytes, whatever their number. */
const picturesPerStatementBytes = 16 * 1024 * 1024;

/** A part's rows written, a statement of a few thousand values at a time. */
async function insertPart(
  trx: Db,
  zip: ZipArchive,
  table: ArchivedTable,
  file: string,
  rows: Record<string, unknown>[],
) {
  const asFiles = fileTables[table];
  const pictureOf = (row: Record<string, unknown>) =>
    `${asFiles!.folder}/${String(row[asFiles!.key])}`;
  if (asFiles)
    for (const row of rows)
      if (!zip.has(pictureOf(row)))
        throw new ArchiveError(`The picture ${pictureOf(row)} is missing. Nothing was imported.`);
  // A send still being queued when the archive was made is not finished here: its emails
  // (the outbox) stay behind, and this installation's subscribers are not its recipients.
  if (table === 'newsletterSends') for (const row of rows) row.queuedAt ??= row.createdAt;
  // Few enough values per statement for either engine's limit on parameters.
  const perStatement = Math.max(
    1,
    Math.floor(5000 / Math.max(1, Object.keys(rows[0] ?? {}).length)),
  );
  try {
    for (let next = 0; next < rows.length;) {
      const statement: Record<string, unknown>[] = [];
      let bytes = 0;
      while (
        next < rows.length &&
        statement.length < perStatement &&
        bytes < picturesPerStatementBytes
      ) {
        const row = rows[next++]!;
        if (asFiles) {
          const picture = zip.read(pictureOf(row));
          row.bytes = picture;
          bytes += picture.length;
        }
        statement.push(row);
      }
      await trx
        .insertInto(table)
        .values(statement as never)
        .execute();
      // The pictures' bytes go as soon as they are written.
      if (asFiles) for (const row of statement) delete row.bytes;
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    // A row the checks let through but the database refuses (a duplicate id): one line.
    throw new ArchiveError(
      `${file}: the database refused its rows (${(error as Error).message.split('\n')[0]}). Nothing was imported.`,
    );
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
 * unless `replace` (then everything archived is deleted first). The whole is one transaction, in
 * which each part is unpacked, checked (every row by the API's rules, its references, the
 * ledger's balance) and written before the next is read, and the published content documents are
 * checked at the end: any problem rolls it all back, with one line saying what is wrong and
 * where. So the memory holds one part's rows, not the chapter.
 */
export async function importArchive(
  db: Db,
  engine: 'sqlite' | 'postgres',
  archive: Uint8Array | { file: string },
  options: ImportOptions,
): Promise<ImportResult> {
  if (archive instanceof Uint8Array) return importZip(db, engine, new ZipArchive(archive), options);
  // From a file, each part is read where the zip's directory says it is: the memory never holds
  // the archive, whatever its pictures weigh.
  const fd = openSync(archive.file, 'r');
  try {
    return await importZip(db, engine, new ZipArchive(zipInFile(fd)), options);
  } finally {
    closeSync(fd);
  }
}

async function importZip(
  db: Db,
  engine: 'sqlite' | 'postgres',
  zip: ZipArchive,
  { replace = false, contentDir }: ImportOptions,
): Promise<ImportResult> {
  if (!zip.has('manifest.json'))
    throw new ArchiveError('This is not a chapter archive (no manifest.json).');
  let manifest: Manifest | null;
  try {
    manifest = JSON.parse(strFromU8(zip.read('manifest.json'))) as Manifest | null;
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError('This is not a chapter archive (manifest.json is not JSON).');
  }
  if (manifest?.format !== archiveFormat || !readableVersions.has(manifest.version))
    throw new ArchiveError(`Unknown archive format ${manifest?.format} ${manifest?.version}.`);
  const known = new Set(Object.keys(migrationsFor(engine)));
  const unknown = (Array.isArray(manifest.migrations) ? manifest.migrations : []).filter(
    (name) => !known.has(name),
  );
  if (unknown.length)
    throw new ArchiveError(
      `The archive comes from a newer version of the site (migrations ${unknown.join(', ')}): update this installation first.`,
    );
  const parts = partsOf(manifest, zip);
  if (parts.has('ledgerLines') !== parts.has('ledgerPostings'))
    throw new ArchiveError(
      `tables/${parts.has('ledgerLines') ? 'ledgerPostings' : 'ledgerLines'}.json is missing: the ledger's lines and postings travel together. Nothing was imported.`,
    );

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
    const cleared = archivedTables.filter((table) => parts.has(table) || moneyTables.has(table));
    await trx.insertInto('ledgerUnlock').values({ reason: 'import' }).execute();
    for (const table of cleared.toReversed()) await trx.deleteFrom(table).execute();
    await forgetProcessorRecords(trx);
    const content = new ContentChecks();
    const written = new Set<ArchivedTable>();
    for (const table of archivedTables) {
      const files = parts.get(table);
      if (!files) continue;
      counts[table] = 0;
      for (const file of files) {
        const rows = checkedPart(zip, table, file);
        await partReferences(trx, parts, written, table, file, rows);
        if (table === 'ledgerPostings') await balancedPostings(trx, file, rows);
        content.part(table, file, rows);
        await insertPart(trx, zip, table, file, rows);
        counts[table] += rows.length;
      }
      written.add(table);
      // PostgreSQL plans by its statistics, which know nothing of rows this transaction wrote:
      // without them each part's postings had their lines summed by reading every line (5.6 s at
      // 20,000 accounts, 0.9 s with them). SQLite finds them by the key alone.
      if (table === 'ledgerLines' && engine === 'postgres')
        await sql`analyze ledger_lines`.execute(trx);
      await laterReferences(trx, zip, parts, table);
    }
    await content.check(trx, contentDir);
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
