// The picture checks made before uploading, and the text each failed upload shows (SPEC.md §5, §8).
import { limits } from '../../../contract/limits.ts';

const extensionOf = (name: string) =>
  name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';

export function isHeic(file: { name: string; type: string }): boolean {
  return /hei[cf]/i.test(file.type) || ['heic', 'heif'].includes(extensionOf(file.name));
}

/** The reason a file cannot be uploaded, or null when it may go. */
export function pictureProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.size > limits.upload.maxBytes) {
    return `Image is too large (${(file.size / 1024 / 1024).toFixed(1)} MB). Maximum size is 10MB.`;
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
        return /heic|iphone/i.test(text) ? `${text} Try converting to JPEG first.` : text;
      }
      if (status >= 500) return 'Server error. Please try again later.';
      return serverMessage ?? 'Unknown error occurred.';
    }
  }
}

export const uploadSuccessText = (heic: boolean) =>
  heic ? 'iPhone photo processed and uploaded successfully!' : 'Image uploaded successfully!';
