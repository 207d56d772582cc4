// Publishing an issue of the home page's "Latest Newsletter" viewer: 1 to 12 page pictures read
// from a multipart upload one at a time, each checked by its bytes and processed like a profile
// picture (a worker process, metadata left behind), then the issue, its pages and its audit entry
// in one transaction, with a bump of the `content` data version: the newest issue is the home
// page's "Latest Newsletter", so every instance renders its pages again (decision 016). The issue
// that shipped in content/home.json is kept as the first issue: it is put in the table at the
// first publication, so it stays readable among the earlier issues.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { issueFields } from '../../../../contract/api/officer/mail.ts';
import type { HomeContent } from '../../../../contract/content.ts';
import { limits } from '../../../../contract/limits.ts';
import { getMeta } from '../../../db/app-meta.ts';
import { bumpVersion } from '../../../db/data-versions.ts';
import { isUniqueViolation, type Db } from '../../../db/database.ts';
import { fieldError, HttpError } from '../../../http-error.ts';
import { detectImageKind } from '../../../images/detect.ts';
import {
  ImageRejected,
  processNewsletterPage,
  processPageFiles,
  type ProcessedImage,
  type ProcessedPage,
} from '../../../images/process.ts';
import { audited, type Actor } from '../../../core/audit/record.ts';
import { deleteMediaByIds, insertMedia } from '../../../core/media/repository.ts';
import { discardUpload, saveFilePart, type UploadedFile } from '../../../core/media/upload.ts';
import * as issues from '../../../core/newsletter/issue-repository.ts';

export const issueMessages = {
  noPages: `Add the issue's pages: 1 to ${limits.newsletter.issuePagesMax} pictures (form field "pages").`,
  tooManyPages: `An issue has at most ${limits.newsletter.issuePagesMax} pages.`,
  tooLarge: (page: number) => `Page ${page} is larger than 10 MB. Use a smaller picture.`,
  empty: (page: number) => `Page ${page} is an empty file.`,
  notAPicture: (page: number) =>
    `Page ${page} is not a picture: its contents are not a JPEG, PNG, WebP, GIF or HEIC image, whatever its name says.`,
  unreadable: (page: number) => `Page ${page} could not be read as a picture. Export it again.`,
  tooManyPixels: (page: number) =>
    `Page ${page} has too many pixels to process. Use a smaller picture.`,
  malformed: 'The upload arrived incomplete or malformed. Please choose the pages again.',
  unexpected: (name: string) =>
    `The upload has a part "${name.slice(0, 40)}" that is not title, date or pages.`,
  fieldTooLong: (name: string) => `The ${name} is too long.`,
  uploadTooLarge: `The upload is larger than ${limits.newsletter.issuePagesMax} pages of 10 MB.`,
};

/** Multipart framing around 12 pages of 10 MB is a few kB; more than this is refused unread. */
export const issueUploadMaxBytes =
  limits.newsletter.issuePagesMax * limits.upload.maxBytes + 256 * 1024;

export const issueMultipartLimits = {
  fileSize: limits.upload.maxBytes,
  files: limits.newsletter.issuePagesMax,
  fields: 10,
  fieldSize: 2048,
  parts: limits.newsletter.issuePagesMax + 10,
  headerPairs: 100,
};

export interface IssueUpload {
  title: string;
  date: string;
  pages: ProcessedPage[];
}

function multipartError(error: unknown, page: number): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, 'payload_too_large', issueMessages.tooLarge(page));
  if (code === 'FST_FILES_LIMIT')
    return new HttpError(400, 'validation_failed', issueMessages.tooManyPages, {}, 'pages');
  return new HttpError(400, 'bad_request', issueMessages.malformed);
}

/**
 * Reads the multipart body: `title`, `date` and the `pages` files, each page read and processed
 * before the next is read, so memory holds one original at a time. Nothing is stored here.
 */
export async function readIssueUpload(request: FastifyRequest): Promise<IssueUpload> {
  if (!request.isMultipart())
    throw new HttpError(400, 'validation_failed', issueMessages.noPages, {}, 'pages');
  const fields: Record<string, string> = {};
  const pages: ProcessedPage[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'title' && part.fieldname !== 'date')
          throw new HttpError(400, 'validation_failed', issueMessages.unexpected(part.fieldname));
        if (part.valueTruncated)
          throw fieldError(part.fieldname, issueMessages.fieldTooLong(part.fieldname));
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'pages')
        throw new HttpError(400, 'validation_failed', issueMessages.unexpected(part.fieldname));
      const number = pages.length + 1;
      let file: UploadedFile;
      try {
        file = await saveFilePart(part);
      } catch (error) {
        throw multipartError(error, number);
      }
      try {
        pages.push(await processPage(file, number));
      } finally {
        await discardUpload(file);
      }
    }
  } catch (error) {
    throw multipartError(error, pages.length + 1);
  }
  const parsed = issueFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fieldError(String(issue.path[0]), issue.message);
  }
  if (pages.length === 0) throw fieldError('pages', issueMessages.noPages);
  return { ...parsed.data, pages };
}

async function processPage(file: UploadedFile, number: number): Promise<ProcessedPage> {
  if (file.size === 0) throw fieldError('pages', issueMessages.empty(number));
  const kind = detectImageKind(file.head);
  if (!kind) throw fieldError('pages', issueMessages.notAPicture(number));
  try {
    return await processNewsletterPage(file, kind);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    throw fieldError(
      'pages',
      error.reason === 'too-many-pixels'
        ? issueMessages.tooManyPixels(number)
        : issueMessages.unreadable(number),
    );
  }
}

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** app_meta: when the issue of content/home.json was put in the table (once, ever). */
const contentIssueKey = 'newsletter-content-issue';

export interface IssueDeps {
  db: Db;
  contentDir: string;
  home: HomeContent;
  log: { warn: (data: object, message: string) => void };
}

/** The pictures of the content issue, or null when it is in the table already (or unreadable). */
async function contentIssuePages(deps: IssueDeps): Promise<ProcessedPage[] | null> {
  if (await getMeta(deps.db, contentIssueKey)) return null;
  try {
    return await processPageFiles(
      deps.home.latestNewsletter.pages.map((page) =>
        path.join(deps.contentDir, 'images', page.image),
      ),
    );
  } catch (err) {
    // The new issue is published anyway; the next publication tries again.
    deps.log.warn({ err }, 'the newsletter issue of content/home.json could not be processed');
    return null;
  }
}

async function insertPages(
  trx: Db,
  issueId: string,
  ownerId: string,
  pages: ProcessedPage[],
  at: string,
): Promise<issues.IssuePageRow[]> {
  const rows: issues.IssuePageRow[] = [];
  const store = async (image: ProcessedImage) => {
    const id = randomUUID();
    await insertMedia(trx, {
      id,
      ownerId,
      contentType: image.contentType,
      bytes: image.data,
      width: image.width,
      height: image.height,
      attachedAt: at,
    });
    return id;
  };
  for (const [index, page] of pages.entries())
    rows.push({
      issueId,
      position: index + 1,
      previewMediaId: await store(page.preview),
      fullMediaId: await store(page.full),
    });
  return rows;
}

/**
 * Publishes the issue; the first publication also puts the content issue in the table, dated the
 * day before the new one, so the new one is the latest and the content issue stays readable
 * under it.
 */
export async function publishIssue(
  deps: IssueDeps,
  actor: Actor & { id: string },
  upload: IssueUpload,
): Promise<string> {
  let seed = await contentIssuePages(deps);
  for (;;) {
    try {
      return await insertIssue(deps, actor, upload, seed);
    } catch (error) {
      // Two first publications at once: the other one put the content issue in.
      if (seed && isUniqueViolation(error)) {
        seed = null;
        continue;
      }
      throw error;
    }
  }
}

function insertIssue(
  deps: IssueDeps,
  actor: Actor & { id: string },
  upload: IssueUpload,
  seed: ProcessedPage[] | null,
): Promise<string> {
  return audited(deps.db, actor, 'newsletter issue published', async (trx) => {
    const at = new Date().toISOString();
    let seeded: string | undefined;
    if (seed) {
      // Claims the seed (a second claim is a unique violation, see publishIssue).
      await trx.insertInto('appMeta').values({ key: contentIssueKey, value: at }).execute();
      seeded = randomUUID();
      const { latestNewsletter } = deps.home;
      await issues.insertIssue(
        trx,
        {
          id: seeded,
          title: `${latestNewsletter.title} · ${latestNewsletter.issue}`,
          // content/home.json gives no date: the day before the first issue published here.
          issueDate: dayBefore(upload.date),
          createdBy: 'content/home.json',
          createdAt: new Date(Date.parse(at) - 1).toISOString(),
        },
        await insertPages(trx, seeded, actor.id, seed, at),
      );
    }
    const id = randomUUID();
    await issues.insertIssue(
      trx,
      {
        id,
        title: upload.title,
        issueDate: upload.date,
        createdBy: actor.label,
        createdAt: at,
      },
      await insertPages(trx, id, actor.id, upload.pages, at),
    );
    await bumpVersion(trx, 'content');
    return {
      result: id,
      target: { id, label: `${upload.title} (${upload.date})` },
      details: {
        pages: upload.pages.length,
        ...(seeded ? { contentIssueKept: seeded } : {}),
      },
    };
  });
}

export async function deleteIssue(db: Db, actor: Actor, id: string): Promise<void> {
  await audited(db, actor, 'newsletter issue deleted', async (trx) => {
    const issue = await issues.findIssue(trx, id);
    if (!issue) throw new HttpError(404, 'not_found', 'There is no such newsletter issue.');
    await deleteMediaByIds(trx, await issues.deleteIssue(trx, id));
    await bumpVersion(trx, 'content');
    return {
      result: undefined,
      target: { id, label: `${issue.title} (${issue.issueDate})` },
      details: {},
    };
  });
}
