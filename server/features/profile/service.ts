// Profile changes and picture uploads. The caller's identity comes from the session only.
import { randomUUID } from 'node:crypto';
import type { Profile, UpdateProfileRequest } from '../../../contract/api/auth.ts';
import { limits } from '../../../contract/limits.ts';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { detectImageKind } from '../../images/detect.ts';
import { ImageRejected, processProfilePicture } from '../../images/process.ts';
import { findUserById, updateUser } from '../auth/repository.ts';
import { toProfile } from '../auth/service.ts';
import * as repo from './repository.ts';

export const uploadMessages = {
  tooLarge: 'Image is too large. Maximum size is 10MB.',
  empty: 'File appears to be empty or corrupted. Please try a different image.',
  unsupported: (declared: string) =>
    `File type "${declared}" not supported. Please use JPEG, PNG, WebP, GIF, or HEIC (iPhone photos).`,
  unreadableHeic: 'This iPhone photo (HEIC) could not be read.',
  tooManyPixels: 'The image has too many pixels to process. Please use a smaller image.',
  noFile: 'Choose a picture to upload (form field "profilePicture").',
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
  const { email: _ignored, profilePicture, ...fields } = changes;
  const previousPicture = user.profilePicture;
  const pictureChanged = profilePicture !== undefined && profilePicture !== previousPicture;
  if (pictureChanged && profilePicture !== null) {
    const media = await repo.findOwnedMedia(db, mediaIdOf(profilePicture), user.id);
    if (!media) throw new HttpError(400, 'validation_failed', 'Choose a picture by uploading it.');
  }
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, {
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      ...(pictureChanged ? { profilePicture } : {}),
    });
    if (pictureChanged && profilePicture) await repo.attachMedia(trx, mediaIdOf(profilePicture));
    // The replaced picture is no longer shown anywhere: remove it.
    if (pictureChanged && previousPicture?.startsWith('/media/'))
      await repo.deleteMedia(trx, mediaIdOf(previousPicture), user.id);
  });
  return toProfile((await findUserById(db, user.id))!);
}

export interface UploadedFile {
  bytes: Buffer;
  declaredType: string;
  filename: string;
}

export async function uploadProfilePicture(db: Db, ownerId: string, file: UploadedFile) {
  if (file.bytes.length === 0) throw new HttpError(400, 'validation_failed', uploadMessages.empty);
  if (file.bytes.length > limits.upload.maxBytes)
    throw new HttpError(413, 'payload_too_large', uploadMessages.tooLarge);
  const kind = detectImageKind(file.bytes);
  if (!kind) {
    const declared = file.declaredType || file.filename.split('.').pop() || 'unknown';
    throw new HttpError(
      400,
      'validation_failed',
      uploadMessages.unsupported(declared.slice(0, 60)),
    );
  }
  let processed;
  try {
    processed = await processProfilePicture(file.bytes, kind);
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
  await repo.insertMedia(db, {
    id,
    ownerId,
    contentType: processed.contentType,
    bytes: processed.data,
    width: processed.width,
    height: processed.height,
  });
  return {
    success: true as const,
    fileUrl: `/media/${id}`,
    message: kind === 'heic' ? uploadMessages.uploadedHeic : uploadMessages.uploaded,
  };
}
