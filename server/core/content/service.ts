// Content documents (decision 016): seeded from `content/`, read as the published set, saved and
// restored as new versions, each save checked like the files are and written with its audit entry
// and a bump of the `content` data version (which tells every instance to re-render its pages).
import {
  contentFiles,
  contentSchemas,
  type Content,
  type ContentFile,
} from '../../../contract/content.ts';
import { limits } from '../../../contract/limits.ts';
import {
  checkDocument,
  documentShapeProblem,
  uploadedRefsIn,
  type ContentProblem,
} from '../../content-loader.ts';
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { audited, type Actor } from '../audit/record.ts';
import {
  findVersion,
  listVersions,
  publishedDocument,
  publishedDocuments,
  publishVersion,
  seedDocument,
} from './repository.ts';
import { storedPictures } from '../media/content-pictures.ts';

export const documentNames: ContentFile[] = contentFiles;

export const isDocumentName = (name: string): name is ContentFile =>
  Object.hasOwn(contentSchemas, name);

/** A strong ETag per published version: any save makes a new one. */
export const etagOf = (versionId: string) => `"${versionId}"`;

export const seedAuthor = 'seed from content/';

export interface PublishedContent {
  content: Content;
  /** The published version of each document. */
  versions: Record<ContentFile, { id: string; number: number }>;
}

/**
 * Puts each document of `seed` (the validated `content/` folder) that the database does not hold
 * yet into it, as its first version. Safe to run on every start and by two instances at once.
 */
export async function seedContent(db: Db, seed: Content): Promise<ContentFile[]> {
  const at = new Date().toISOString();
  const seeded: ContentFile[] = [];
  for (const name of documentNames) {
    const done = await db.transaction().execute(async (trx) => {
      const inserted = await seedDocument(
        trx,
        {
          document: name,
          body: JSON.stringify(seed[name]),
          authorId: null,
          authorLabel: seedAuthor,
        },
        at,
      );
      if (inserted) await bumpVersion(trx, 'content');
      return inserted;
    });
    if (done) seeded.push(name);
  }
  return seeded;
}

/**
 * What to do with a published document that its schema refuses now (saved before a rule was
 * added, or written past the API): the site uses `seed`'s (the `content/` folder it started with)
 * and says so, so it still starts and no such text reaches a page, an email or a feed.
 */
export interface InvalidPublished {
  seed: Content;
  report(name: ContentFile, problems: string[]): void;
}

/** The published documents, parsed by their schemas (each was valid when saved). */
export async function readPublished(db: Db, invalid?: InvalidPublished): Promise<PublishedContent> {
  const content: Partial<Record<ContentFile, unknown>> = {};
  const versions: Partial<PublishedContent['versions']> = {};
  for (const row of await publishedDocuments(db)) {
    if (!isDocumentName(row.name)) continue;
    const parsed = parseStored(row.name, row.body);
    if (parsed.success) content[row.name] = parsed.data;
    else if (invalid) {
      invalid.report(row.name, parsed.problems);
      content[row.name] = invalid.seed[row.name];
    } else throw new Error(`content/${row.name}.json: ${parsed.problems.join('; ')}`);
    versions[row.name] = { id: row.versionId, number: Number(row.number) };
  }
  const missing = documentNames.filter((name) => !content[name]);
  if (missing.length) throw new Error(`content documents missing: ${missing.join(', ')}`);
  return { content: content as Content, versions: versions as PublishedContent['versions'] };
}

function parseStored(
  name: ContentFile,
  body: string,
): { success: true; data: unknown } | { success: false; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { success: false, problems: ['is not JSON'] };
  }
  const result = contentSchemas[name].safeParse(json);
  return result.success
    ? { success: true, data: result.data }
    : {
        success: false,
        problems: result.error.issues.map(
          (issue) => `${issue.path.join('.') || '(the document)'}: ${issue.message}`,
        ),
      };
}

export async function getDocument(db: Db, name: ContentFile) {
  const row = await publishedDocument(db, name);
  if (!row) throw notFound();
  return { document: JSON.parse(row.body) as unknown, etag: etagOf(row.versionId) };
}

const notFound = () => new HttpError(404, 'not_found', 'There is no such content document.');

/** A save refused because the document is not valid: every problem, by field path. */
export class InvalidDocument extends HttpError {
  override name = 'InvalidDocument';
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    // 400 with every problem; the first one's field is the answer's `field`.
    super(
      400,
      'validation_failed',
      `The document has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was saved.`,
      {},
      problems[0]?.path || undefined,
      { issues: problems },
    );
    this.problems = problems;
  }
}

const staleMessage =
  'Someone else published this page since you opened it; nothing was saved. Compare with the current version and save again.';

/** A save refused because the document changed since the editor loaded it. */
export class StaleDocument extends HttpError {
  override name = 'StaleDocument';
  readonly current: { document: unknown; etag: string };
  constructor(current: { document: unknown; etag: string }, message = staleMessage) {
    // 412 with the current version, for the editor to compare with.
    super(412, 'precondition_failed', message, { etag: current.etag }, undefined, {
      etag: current.etag,
      current: current.document,
    });
    this.current = current;
  }
}

export const anyVersionMessage =
  'Send the ETag of the version you edited in If-Match, not *: a save must name the version it edits. Nothing was saved.';

/**
 * The version ids an `If-Match` header names. `*` (any version) names none: a save that would
 * overwrite whatever is published could lose another officer's work unseen, so it is refused.
 */
export function ifMatchIds(header: string): string[] | '*' {
  if (header.trim() === '*') return '*';
  return [...header.matchAll(/(W\/)?"([^"]*)"/g)]
    .filter((match) => !match[1]) // If-Match compares strongly: a weak tag never matches.
    .map((match) => match[2]!);
}

export interface SaveResult {
  id: string;
  number: number;
  at: string;
  author: string;
  etag: string;
}

async function publish(
  db: Db,
  actor: Actor,
  name: ContentFile,
  body: string,
  expected: (currentId: string) => boolean,
  action: string,
  restoredFrom: { id: string; number: number } | null,
  refusal = staleMessage,
): Promise<SaveResult> {
  const at = new Date().toISOString();
  return audited(db, actor, action, async (trx) => {
    const current = await publishedDocument(trx, name);
    if (!current) throw notFound();
    if (!expected(current.versionId))
      throw new StaleDocument(
        { document: JSON.parse(current.body), etag: etagOf(current.versionId) },
        refusal,
      );
    const version = await publishVersion(
      trx,
      current.versionId,
      {
        document: name,
        body,
        authorId: actor.id,
        authorLabel: actor.label,
        restoredFrom: restoredFrom?.id ?? null,
      },
      at,
    );
    if (!version) {
      // Another save committed between the read and the update.
      const now = await publishedDocument(trx, name);
      throw new StaleDocument({ document: JSON.parse(now!.body), etag: etagOf(now!.versionId) });
    }
    await bumpVersion(trx, 'content');
    return {
      result: { ...version, at, author: actor.label, etag: etagOf(version.id) },
      target: { id: null, label: `content/${name}.json` },
      details: restoredFrom
        ? { version: version.number, restored: restoredFrom.number }
        : { version: version.number },
    };
  });
}

/**
 * Checks a document as a save does, its uploaded pictures looked up among those stored. The save,
 * the restore and the preview share it, so a preview never refuses what publishing accepts.
 */
export async function checkDraft(
  db: Db,
  name: ContentFile,
  json: unknown,
  contentDir: string,
): Promise<ReturnType<typeof checkDocument>> {
  // Too large or too deep a document is refused before its fields are walked.
  const shape = documentShapeProblem(json);
  if (shape) return { ok: false, problems: [shape] };
  const uploaded = await storedPictures(db, uploadedRefsIn(json));
  return checkDocument(name, json, contentDir, limits.content.listMaxItems, uploaded);
}

/**
 * Validates and publishes a whole document, if `ifMatch` names its published version. Nothing
 * changes when it is invalid (InvalidDocument) or stale (StaleDocument).
 */
export async function saveDocument(
  db: Db,
  actor: Actor,
  name: ContentFile,
  json: unknown,
  ifMatch: string,
  contentDir: string,
): Promise<SaveResult> {
  const checked = await checkDraft(db, name, json, contentDir);
  if (!checked.ok) throw new InvalidDocument(checked.problems);
  const ids = ifMatchIds(ifMatch);
  return publish(
    db,
    actor,
    name,
    JSON.stringify(checked.document),
    (currentId) => ids !== '*' && ids.includes(currentId),
    'content published',
    null,
    ids === '*' ? anyVersionMessage : staleMessage,
  );
}

export async function documentHistory(db: Db, name: ContentFile) {
  const rows = await listVersions(db, name, limits.content.historyMax);
  return rows.map((row) => ({
    id: row.id,
    number: Number(row.number),
    at: row.createdAt,
    author: row.authorLabel,
    restoredFrom: row.restoredFrom,
  }));
}

/**
 * Publishes an earlier version again, as a new version. It is checked again (a picture it named
 * may have gone from the build since), so an invalid old version is refused like a save.
 */
export async function restoreVersion(
  db: Db,
  actor: Actor,
  name: ContentFile,
  versionId: string,
  contentDir: string,
): Promise<SaveResult> {
  const version = await findVersion(db, name, versionId);
  if (!version) throw new HttpError(404, 'not_found', 'There is no such version of this page.');
  const json: unknown = JSON.parse(version.body);
  const checked = await checkDraft(db, name, json, contentDir);
  if (!checked.ok) throw new InvalidDocument(checked.problems);
  return publish(
    db,
    actor,
    name,
    JSON.stringify(checked.document),
    () => true,
    'content restored',
    { id: version.id, number: Number(version.number) },
  );
}
