// Uploads one picture for the pages (docs/api.md#pictures-for-the-pages), with its progress.
// Rejects with an ImageUploadError whose message can be shown as it is.
import type { UploadedPictureResponse } from '../../../../contract/api/content.ts';
import { uploadedPicture } from '../../../../contract/content-pictures.ts';
import { limits } from '../../../../contract/limits.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-transfer.ts';

const imageUploadUrl = '/api/officer/content/images';

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
export async function uploadImage(
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPictureResponse> {
  const form = new FormData();
  form.append('picture', file);
  let answer: Partial<UploadedPictureResponse> | undefined;
  try {
    answer = await apiUpload<Partial<UploadedPictureResponse> | undefined>(imageUploadUrl, form, {
      timeoutMs: uploadTimeoutMs,
      onProgress,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof ApiRequestError) {
      if (error.status === 0 && error.code === 'timeout')
        throw new ImageUploadError(
          0,
          'The upload took too long. Check the connection and try again.',
        );
      if (error.status === 0)
        throw new ImageUploadError(0, 'The upload failed: check the connection and try again.');
      throw new ImageUploadError(error.status, failureText(error.status, error.serverMessage));
    }
    throw new ImageUploadError(0, 'Upload cancelled.');
  }
  if (typeof answer?.ref !== 'string') throw new ImageUploadError(200, failureText(200, undefined));
  return answer as UploadedPictureResponse;
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
