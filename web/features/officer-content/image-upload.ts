// Uploads one picture for the pages (docs/api.md#pictures-for-the-pages) with XMLHttpRequest, for
// its progress events. Rejects with an ImageUploadError whose message can be shown as it is.
import type { UploadedPictureResponse } from '../../../contract/api/content.ts';
import { uploadedPicture } from '../../../contract/content-pictures.ts';
import { limits } from '../../../contract/limits.ts';
import { clearStoredUser } from '../../lib/stored-user.ts';

export const imageUploadUrl = '/api/officer/content/images';

/** What the file input offers (the server tells the type from the bytes). */
export const imageAccept = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** Sending 10 MB on a slow phone line, then two decodes and eight encodes on the server. */
const uploadTimeoutMs = limits.upload.timeoutMs + 60_000;

export class ImageUploadError extends Error {
  override name = 'ImageUploadError';
  /** 0 when no answer arrived (network failure, time-out, cancelled). */
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const megabytes = limits.upload.maxBytes / 1024 / 1024;

/** A problem seen before sending: too large or empty (the type is the server's to judge). */
export function imageFileProblem(file: File): string | undefined {
  if (file.size === 0) return `${file.name} is empty. Choose a picture.`;
  if (file.size > limits.upload.maxBytes)
    return `${file.name} is larger than ${megabytes} MB. Use a smaller picture.`;
}

function failureText(status: number, serverMessage: string | undefined): string {
  if (serverMessage) return serverMessage;
  if (status === 401) return 'You are signed out. Sign in again, then upload the picture.';
  if (status === 403) return 'Only officers responsible for the pages can upload pictures.';
  if (status === 413) return `The picture is larger than ${megabytes} MB. Use a smaller one.`;
  if (status === 429)
    return 'You have uploaded many pictures in a short time. Please wait a while.';
  return `The upload failed (${status}). Please try again.`;
}

/** Uploads `file`; `onProgress` gets the bytes sent so far and the total. */
export function uploadImage(
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPictureResponse> {
  return new Promise((resolve, reject: (error: ImageUploadError) => void) => {
    const request = new XMLHttpRequest();
    request.open('POST', imageUploadUrl);
    request.timeout = uploadTimeoutMs;
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      const body = request.response as Partial<UploadedPictureResponse> | null;
      if (request.status === 201 && body && typeof body.ref === 'string') {
        resolve(body as UploadedPictureResponse);
        return;
      }
      if (request.status === 401) clearStoredUser();
      const message = typeof body?.message === 'string' ? body.message : undefined;
      reject(new ImageUploadError(request.status, failureText(request.status, message)));
    });
    request.addEventListener('timeout', () =>
      reject(
        new ImageUploadError(0, 'The upload took too long. Check the connection and try again.'),
      ),
    );
    request.addEventListener('error', () =>
      reject(new ImageUploadError(0, 'The upload failed: check the connection and try again.')),
    );
    request.addEventListener('abort', () => reject(new ImageUploadError(0, 'Upload cancelled.')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('picture', file);
    request.send(form);
  });
}

/**
 * A small picture to show a reference by in the console: an uploaded picture's smallest WebP,
 * with its size; a picture of the build has no address here (undefined).
 */
export function thumbnailOf(
  ref: string,
): { src: string; width: number; height: number } | undefined {
  const picture = uploadedPicture(ref);
  if (!picture) return undefined;
  const first = picture.sources.webp!.split(', ')[0]!;
  const [src, w] = first.split(' ');
  const width = Number.parseInt(w!, 10);
  return {
    src: src!,
    width,
    height: Math.max(1, Math.round((picture.img.h * width) / picture.img.w)),
  };
}
