// Account calls (docs/api.md calls 10, 11, change password); the upload with its progress.
import type { z } from 'zod';
import type {
  changePasswordRequest,
  messageResponse,
  UpdateProfileInput,
  updateProfileRequest,
  updateProfileResponse,
  uploadResponse,
} from '../../../contract/api/auth.ts';
import { limits } from '../../../contract/limits.ts';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { apiUpload } from '../../lib/api-transfer.ts';
import type { UploadFailure } from './picture-rules.ts';

export const updateProfile = (body: UpdateProfileInput) =>
  apiRequest<typeof updateProfileResponse, typeof updateProfileRequest>(
    '/api/auth/update-profile',
    { method: 'PUT', body },
  );

export const changePassword = (body: z.input<typeof changePasswordRequest>) =>
  apiRequest<typeof messageResponse, typeof changePasswordRequest>('/api/auth/change-password', {
    method: 'POST',
    body,
  });

type UploadResponse = z.output<typeof uploadResponse>;

/** Uploads a picture; rejects with an UploadFailure (never a bare error). */
export async function uploadPicture(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResponse> {
  const form = new FormData();
  form.append('profilePicture', file);
  let answer: Partial<UploadResponse> | undefined;
  try {
    answer = await apiUpload<Partial<UploadResponse> | undefined>(
      '/api/upload/profile-picture',
      form,
      {
        timeoutMs: limits.upload.timeoutMs,
        onProgress: (loaded, total) => onProgress(Math.round((loaded / total) * 100)),
      },
    );
  } catch (error) {
    throw uploadFailureOf(error);
  }
  // A 2xx without the picture's address (a proxy's page) is no upload either.
  if (!answer?.fileUrl) throw { kind: 'status', status: 200, serverMessage: answer?.message };
  return answer as UploadResponse;
}

function uploadFailureOf(error: unknown): UploadFailure {
  if (!(error instanceof ApiRequestError)) return { kind: 'network' };
  if (error.code === 'timeout') return { kind: 'timeout' };
  if (error.status === 0) return { kind: 'network' };
  return { kind: 'status', status: error.status, serverMessage: error.serverMessage };
}
