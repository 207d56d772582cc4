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
import { findUserById, updateUser } from '../../core/users/repository.ts';
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

/** Applies the changes the caller sent; the email never changes here, whatever the payload says. */
export async function updateProfile(
  db: Db,
  user: User,
  changes: UpdateProfileRequest,
): Promise<Profile> {
  const { email: _ignored, profilePicture, mentoring, hiring, ...fields } = changes;
  const stored = (value: boolean | null | undefined) =>
    value === undefined ? undefined : value === null ? null : value ? 1 : 0;
  const previousPicture = user.profilePicture;
  const pictureChanged = profilePicture !== undefined && profilePicture !== previousPicture;
  if (pictureChanged && profilePicture !== null) {
    const owned = await media.findOwnedMedia(db, mediaIdOf(profilePicture), user.id);
    if (!owned) throw fieldError('profilePicture', 'Choose a picture by uploading it.');
  }
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, {
      ...Object.fromEntries(
        Object.entries({ ...fields, mentoring: stored(mentoring), hiring: stored(hiring) }).filter(
          ([, value]) => value !== undefined,
        ),
      ),
      ...(pictureChanged ? { profilePicture } : {}),
    });
    if (pictureChanged && profilePicture) await media.attachMedia(trx, mediaIdOf(profilePicture));
    // The replaced picture is no longer shown anywhere: remove it.
    if (pictureChanged && previousPicture?.startsWith('/media/'))
      await media.deleteMedia(trx, mediaIdOf(previousPicture), user.id);
  });
  return toProfile((await findUserById(db, user.id))!);
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
