// Pictures uploaded in the console for the public pages (decision 018): checked and processed
// like a profile picture (bytes, pixel limits, metadata left behind), kept at up to 2400 px a side
// with AVIF and WebP sizes, all in the database (`content_pictures`) so every instance serves
// them, named after their content, and referred to by documents as `uploads/<id>-<w>x<h>.webp`.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  parseUploadedRef,
  uploadedPicturesPath,
  uploadedRef,
} from '../../../contract/content-pictures.ts';
import { limits } from '../../../contract/limits.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { detectImageKind } from '../../images/detect.ts';
import type { PictureSize } from '../../images/picture-jobs.ts';
import { ImageRejected, pictureSizes, processContentPicture } from '../../images/process.ts';
import { audited, type Actor } from '../audit/record.ts';
import { uploadsDir, type UploadedFile } from './upload.ts';

export const pictureMessages = {
  tooLarge: 'The picture is larger than 10 MB. Use a smaller one.',
  empty: 'The file is empty. Choose a picture.',
  notAPicture:
    'This file is not a picture: its contents are not a JPEG, PNG, WebP or HEIC image, whatever its name says. Choose a photo.',
  unsupported: (declared: string) =>
    `File type "${declared}" is not supported. Use JPEG, PNG, WebP or HEIC (iPhone photos).`,
  unreadable: 'This picture could not be read. Export it again, or choose another.',
  unreadableHeic: 'This iPhone photo (HEIC) could not be read.',
  tooManyPixels: 'The picture has too many pixels to process. Use a smaller one.',
  noFile: 'Choose a picture to upload (form field "picture").',
  malformed: 'The upload arrived incomplete or malformed. Please choose the picture again.',
} as const;

/** The types a page's picture may be uploaded as (a GIF is not one: no animations on the pages). */
const acceptedKinds = new Set(['jpeg', 'png', 'webp', 'heic']);
const acceptedNames = new Set(['jpeg', 'jpg', 'png', 'webp', 'heic', 'heif']);

/** The content id of a stored picture: the first 24 hex digits of its SHA-256. */
export const pictureIdOf = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 24);

/** The stored picture's file name (its reference without `uploads/`). */
const storedName = (ref: string) => ref.slice('uploads/'.length);
const sizeName = (id: string, size: { width: number; format: string }) =>
  `${id}-${size.width}.${size.format}`;

export interface UploadedPictureFacts {
  ref: string;
  width: number;
  height: number;
  sizes: { format: 'avif' | 'webp'; width: number; height: number; url: string }[];
}

function factsOf(ref: string, sizes: readonly Omit<PictureSize, 'data'>[]): UploadedPictureFacts {
  const { id, width, height } = parseUploadedRef(ref)!;
  return {
    ref,
    width,
    height,
    sizes: sizes.map(({ format, width: w, height: h }) => ({
      format,
      width: w,
      height: h,
      url: `${uploadedPicturesPath}${sizeName(id, { width: w, format })}`,
    })),
  };
}

/**
 * Stores a picture and its sizes (in a transaction the caller holds), unless a picture of the same
 * content is there already.
 */
async function storePicture(
  db: Db,
  picture: { data: Uint8Array; width: number; height: number },
  sizes: PictureSize[],
  uploadedBy: string,
): Promise<{ ref: string; inserted: boolean }> {
  const id = pictureIdOf(picture.data);
  const ref = uploadedRef({ id, width: picture.width, height: picture.height });
  const at = new Date().toISOString();
  const row = (
    name: string,
    contentType: string,
    width: number,
    height: number,
    bytes: Uint8Array,
  ) => ({ name, contentType, width, height, bytes, pictureId: id, createdAt: at, uploadedBy });
  const rows = [
    row(storedName(ref), 'image/webp', picture.width, picture.height, picture.data),
    ...sizes.map((size) =>
      row(sizeName(id, size), `image/${size.format}`, size.width, size.height, size.data),
    ),
  ];
  // In the caller's transaction, the stored picture's row last: once it is there, the picture is
  // whole (documents may name it). The same picture stored again: its rows are left as they are.
  let inserted = false;
  for (const file of rows.slice(1).concat(rows.slice(0, 1))) {
    const result = await db
      .insertInto('contentPictures')
      .values(file)
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    if (file === rows[0]) inserted = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
  return { ref, inserted };
}

/** Checks an uploaded file's bytes and makes the picture and its sizes; stores them. */
export async function uploadContentPicture(
  db: Db,
  actor: Actor,
  file: UploadedFile,
): Promise<UploadedPictureFacts> {
  if (file.size === 0) throw new HttpError(400, 'validation_failed', pictureMessages.empty);
  if (file.size > limits.upload.maxBytes)
    throw new HttpError(413, 'payload_too_large', pictureMessages.tooLarge);
  const kind = detectImageKind(file.head);
  if (!kind || !acceptedKinds.has(kind)) {
    const extension = file.filename.includes('.') ? file.filename.split('.').pop()! : '';
    const declared = file.declaredType || extension || 'unknown';
    const claimsPicture =
      acceptedNames.has(extension.toLowerCase()) ||
      acceptedNames.has(file.declaredType.toLowerCase().replace(/^image\//, ''));
    throw new HttpError(
      415,
      'unsupported_media_type',
      !kind && claimsPicture
        ? pictureMessages.notAPicture
        : pictureMessages.unsupported((kind ?? declared).slice(0, 60)),
    );
  }
  const master = path.join(uploadsDir, `${randomUUID()}.webp`);
  try {
    const picture = await processContentPicture(file, kind);
    mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
    writeFileSync(master, picture.data, { mode: 0o600 });
    const { sizes } = await pictureSizes(master);
    const { ref } = await audited(db, actor, 'content picture uploaded', async (trx) => {
      const stored = await storePicture(trx, picture, sizes, actor.label);
      return {
        result: stored,
        target: { id: null, label: stored.ref },
        details: { width: picture.width, height: picture.height, bytes: picture.data.length },
      };
    });
    return factsOf(ref, sizes);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    if (error.reason === 'too-many-pixels')
      throw new HttpError(400, 'validation_failed', pictureMessages.tooManyPixels);
    throw new HttpError(
      400,
      'validation_failed',
      kind === 'heic' ? pictureMessages.unreadableHeic : pictureMessages.unreadable,
    );
  } finally {
    await rm(master, { force: true });
  }
}

/** Who stored a picture seeded from a content folder (its file stays the source). */
export const seededBy = 'seed from content/';

/**
 * Removes the pictures uploaded before `before` that no version of any document names (a
 * picture uploaded for an edit that was never published), with all their sizes. A version that
 * names one keeps it, so an earlier version can always be restored. Seeded pictures stay (their
 * folder would bring them back). Returns how many pictures went.
 */
export async function removeUnnamedPictures(db: Db, before: string): Promise<number> {
  const candidates = await db
    .selectFrom('contentPictures')
    .select('pictureId')
    .distinct()
    .where('createdAt', '<', before)
    .where('uploadedBy', '<>', seededBy)
    .execute();
  let removed = 0;
  for (const { pictureId } of candidates) {
    const named = await db
      .selectFrom('contentVersions')
      .select('id')
      .where('body', 'like', `%uploads/${pictureId}-%`)
      .limit(1)
      .executeTakeFirst();
    if (named) continue;
    await db.deleteFrom('contentPictures').where('pictureId', '=', pictureId).execute();
    removed += 1;
  }
  return removed;
}

/** The uploaded pictures among `refs` that are stored (whole). */
export async function storedPictures(db: Db, refs: Iterable<string>): Promise<Set<string>> {
  const names = [...new Set(refs)].filter((ref) => parseUploadedRef(ref)).map(storedName);
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('contentPictures')
    .select('name')
    .where('name', 'in', names)
    .execute();
  return new Set(rows.map((row) => `uploads/${row.name}`));
}

/** A file of an uploaded picture, for `GET /media/content/:name`. */
export function findPictureFile(db: Db, name: string) {
  return db
    .selectFrom('contentPictures')
    .select(['bytes', 'contentType'])
    .where('name', '=', name)
    .executeTakeFirst();
}

/** The stored picture of a reference (for a content folder). */
export async function storedPictureBytes(db: Db, ref: string): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('contentPictures')
    .select('bytes')
    .where('name', '=', storedName(ref))
    .executeTakeFirst();
  return row ? new Uint8Array(row.bytes) : undefined;
}

/** Where a content folder keeps its uploaded pictures: `images/uploads/<id>-<w>x<h>.webp`. */
export const folderPath = (contentDir: string, ref: string) => path.join(contentDir, 'images', ref);

/**
 * Puts the uploaded pictures a content folder brings (`images/uploads/`, written by
 * `npm run export -- --content`) that the database does not hold yet into it, with their sizes:
 * the folder is a new site's seed. A file whose content is not its name is refused.
 */
export async function seedContentPictures(db: Db, contentDir: string): Promise<string[]> {
  const folder = path.join(contentDir, 'images', 'uploads');
  if (!existsSync(folder)) return [];
  const refs = readdirSync(folder)
    .map((name) => `uploads/${name}`)
    .filter((ref) => parseUploadedRef(ref));
  const stored = await storedPictures(db, refs);
  const seeded: string[] = [];
  for (const ref of refs) {
    if (stored.has(ref)) continue;
    const { id, width, height } = parseUploadedRef(ref)!;
    const file = folderPath(contentDir, ref);
    const bytes = new Uint8Array(readFileSync(file));
    if (pictureIdOf(bytes) !== id)
      throw new Error(`${file} is not the picture its name says (its content changed)`);
    const made = await pictureSizes(file);
    if (made.width !== width || made.height !== height)
      throw new Error(`${file} is ${made.width}x${made.height}, not the size its name says`);
    const { inserted } = await db
      .transaction()
      .execute((trx) => storePicture(trx, { data: bytes, width, height }, made.sizes, seededBy));
    if (inserted) seeded.push(ref);
  }
  return seeded;
}
