// Profile changes and picture uploads. The caller's identity comes from the session only.
import { randomUUID } from 'node:crypto';
import type { Profile, UpdateProfileRequest } from '../../../contract/api/auth.ts';
import { limits } from '../../../contract/limits.ts';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { fieldError, HttpError } from '../../http-error.ts';
import { detectImageKind } from '../../images/detect.ts';
import { ImageRejected, processProfilePicture } from '../../images/process.ts';
import * as media from '../../core/media/repository.ts';
import type { UploadedFile } from '../../core/media/upload.ts';
import { ifMatchIds } from '../../core/content/service.ts';
import { profileEtag } from '../../core/users/profile-version.ts';
import { findUserById, updateUser, type UserChanges } from '../../core/users/repository.ts';
import { toProfile } from '../../core/users/user-rows.ts';

export const uploadMessages = {
  tooLarge: 'Image is too large. Maximum size is 10MB.',
  empty: 'File appears to be empty or corrupted. Please try a different image.',
  unsupported: (declared: string) =>
    `File type "${declared}" not supported. Please use JPEG, PNG, WebP, GIF, or HEIC (iPhone photos).`,
  /** The name or the declared type says picture, but the bytes are not one (e.g. a text file named .jpg). */
  notAPicture:
    'This file is not a picture: its contents are not a JPEG, PNG, WebP, GIF or HEIC image, whatever its name says. Choose a photo.',
  unreadableHeic: 'This iPhone photo (HEIC) could not be read.',
  tooManyPixels: 'The image has too many pixels to process. Please use a smaller image.',
  noFile: 'Choose a picture to upload (form field "profilePicture").',
  malformed: 'The upload arrived incomplete or malformed. Please choose the picture again.',
  uploaded: 'Image uploaded successfully!',
  uploadedHeic: 'iPhone photo processed and uploaded successfully!',
} as const;

const mediaIdOf = (path: string) => path.slice('/media/'.length);

/** A save refused because the profile changed since the page that sent it was opened. */
export const staleProfileMessage =
  'This profile changed on another device since you opened it; nothing was saved. Edit the newer profile and save again.';

/** 412 with the profile as it is now and its ETag (docs/api.md#call-10-update-profile). */
function staleProfile(user: User): HttpError {
  const etag = profileEtag(user);
  return new HttpError(412, 'precondition_failed', staleProfileMessage, { etag }, undefined, {
    etag,
    current: toProfile(user),
  });
}

/** Whether `If-Match` names the profile's version now (`*`: any version of a profile that exists). */
function namesVersion(ifMatch: string, user: User): boolean {
  const ids = ifMatchIds(ifMatch);
  return ids === '*' || ids.includes(String(user.profileVersion));
}

const storedYesNo = (value: boolean | null | undefined) =>
  value === undefined ? undefined : value === null ? null : value ? 1 : 0;

/**
 * Applies the changes the caller sent that differ from the profile now: a field left out is kept,
 * and the email never changes here, whatever the payload says. With `ifMatch` (the ETag of the
 * version the page was opened with) a profile changed since is refused, 412, and nothing is written;
 * of two saves from one version, the first to write wins. Without it (the legacy client) the fields
 * sent are written over whatever is there.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  changes: UpdateProfileRequest,
  ifMatch?: string,
): Promise<{ profile: Profile; etag: string }> {
  const { email: _ignored, mentoring, hiring, ...fields } = changes;
  const asked = Object.entries({
    ...fields,
    mentoring: storedYesNo(mentoring),
    hiring: storedYesNo(hiring),
  }).filter(([, value]) => value !== undefined);
  return db.transaction().execute(async (trx) => {
    const user = (await findUserById(trx, userId))!;
    if (ifMatch !== undefined && !namesVersion(ifMatch, user)) throw staleProfile(user);
    const changed: UserChanges = Object.fromEntries(
      asked.filter(([column, value]) => user[column as keyof User] !== value),
    );
    const previousPicture = user.profilePicture;
    const picture = changed.profilePicture;
    if (picture) {
      const owned = await media.findOwnedMedia(trx, mediaIdOf(picture), user.id);
      if (!owned) throw fieldError('profilePicture', 'Choose a picture by uploading it.');
    }
    if (Object.keys(changed).length > 0) {
      const written = await updateUser(
        trx,
        user.id,
        changed,
        ifMatch === undefined ? {} : { ifProfileVersion: user.profileVersion },
      );
      // Another save wrote a new version between the read and this write.
      if (!written) throw staleProfile((await findUserById(trx, user.id))!);
    }
    if (picture !== undefined) {
      if (picture) await media.attachMedia(trx, mediaIdOf(picture));
      // The replaced picture is no longer shown anywhere: remove it.
      if (previousPicture?.startsWith('/media/'))
        await media.deleteMedia(trx, mediaIdOf(previousPicture), user.id);
    }
    const saved = (await findUserById(trx, user.id))!;
    return { profile: toProfile(saved), etag: profileEtag(saved) };
  });
}

export async function uploadProfilePicture(db: Db, ownerId: string, file: UploadedFile) {
  if (file.size === 0) throw new HttpError(400, 'validation_failed', uploadMessages.empty);
  if (file.size > limits.upload.maxBytes)
    throw new HttpError(413, 'payload_too_large', uploadMessages.tooLarge);
  const kind = detectImageKind(file.head);
  if (!kind) {
    const extension = file.filename.includes('.') ? file.filename.split('.').pop()! : '';
    const declared = file.declaredType || extension || 'unknown';
    const accepted: readonly string[] = limits.upload.acceptedExtensions;
    const claimsPicture =
      accepted.includes(extension.toLowerCase()) ||
      accepted.includes(file.declaredType.toLowerCase().replace(/^image\//, ''));
    throw new HttpError(
      400,
      'validation_failed',
      claimsPicture
        ? uploadMessages.notAPicture
        : uploadMessages.unsupported(declared.slice(0, 60)),
    );
  }
  let processed;
  try {
    processed = await processProfilePicture(file, kind);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    if (error.reason === 'too-many-pixels')
      throw new HttpError(400, 'validation_failed', uploadMessages.tooManyPixels);
    throw new HttpError(
      400,
      'validation_failed',
      kind === 'heic' ? uploadMessages.unreadableHeic : uploadMessages.empty,
    );
  }
  const id = randomUUID();
  await media.insertMedia(db, {
    id,
    ownerId,
    contentType: processed.contentType,
    bytes: processed.data,
    width: processed.width,
    height: processed.height,
  });
  await media.trimUnattached(db, ownerId, limits.upload.unattachedPerOwner);
  return {
    success: true as const,
    fileUrl: `/media/${id}`,
    message: kind === 'heic' ? uploadMessages.uploadedHeic : uploadMessages.uploaded,
  };
}
