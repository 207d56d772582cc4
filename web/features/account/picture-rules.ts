// Checks made before uploading, and each failed upload's text (docs/product.md#profile-picture).
import { limits } from '../../../contract/limits.ts';

const extensionOf = (name: string) =>
  name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';

/** iPhone photos: converted on the server, with messages of their own. */
const heicExtensions = ['heic', 'heif'];

/** The largest picture, in the MB the messages use. */
export const maxPictureMegabytes = limits.upload.maxBytes / 1024 / 1024;

/**
 * The file picker's `accept`: the contract's picture types, and HEIC by extension too, because
 * browsers often give an iPhone photo no type at all.
 */
export const pictureAccept = [
  ...new Set(
    limits.upload.acceptedExtensions.map((ext) => `image/${ext === 'jpg' ? 'jpeg' : ext}`),
  ),
  ...heicExtensions.map((ext) => `.${ext}`),
].join(',');

export function isHeic(file: { name: string; type: string }): boolean {
  return /hei[cf]/i.test(file.type) || heicExtensions.includes(extensionOf(file.name));
}

/** The reason a file cannot be uploaded, or null when it may go. */
export function pictureProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.size > limits.upload.maxBytes) {
    return `Image is too large (${(file.size / 1024 / 1024).toFixed(1)} MB). Maximum size is ${maxPictureMegabytes}MB.`;
  }
  if (file.size === 0)
    return 'File appears to be empty or corrupted. Please try a different image.';
  const type = file.type.toLowerCase();
  const accepted = limits.upload.acceptedExtensions as readonly string[];
  const typeOk = type.startsWith('image/') && accepted.includes(type.slice('image/'.length));
  if (!typeOk && !accepted.includes(extensionOf(file.name))) {
    return `File type "${file.type || extensionOf(file.name) || 'unknown'}" not supported. Please use JPEG, PNG, WebP, GIF, or HEIC (iPhone photos).`;
  }
  return null;
}

export type UploadFailure =
  | { kind: 'no-session' }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'status'; status: number; serverMessage: string | undefined };

/** The text a failed upload shows; `null` for a 401, which ends the session instead. */
export function uploadErrorText(failure: UploadFailure, heic: boolean): string | null {
  switch (failure.kind) {
    case 'no-session':
      return 'Authentication required. Please log in again.';
    case 'timeout':
      return heic
        ? 'iPhone photo processing timed out. The file may be too large or corrupted.'
        : 'Upload failed: Upload timed out. File may be too large or connection is slow.';
    case 'network':
      return 'Network error. Check your connection and try again.';
    case 'status': {
      const { status, serverMessage } = failure;
      if (status === 401) return null;
      if (status === 413) return 'File is too large for the server. Try a smaller image.';
      if (status === 400) {
        const text = serverMessage ?? 'Invalid file or request.';
        // Only an iPhone photo the server could not read is worth converting; a file that is not a
        // picture at all (or of another type) is told so, without this advice.
        return /could not be read/i.test(text) && /heic|iphone/i.test(text)
          ? `${text} Try converting to JPEG first.`
          : text;
      }
      if (status >= 500) return 'Server error. Please try again later.';
      return serverMessage ?? 'Unknown error occurred.';
    }
  }
}

/** An upload is not the profile picture yet: the text says so (docs/product.md#profile-picture). */
export const uploadSuccessText = (heic: boolean) =>
  `${heic ? 'iPhone photo converted and uploaded.' : 'Picture uploaded.'} Press Save Changes to make it your profile picture.`;
