// Account calls (docs/api.md me, calls 10, 11, change password): the profile with its version, a
// save that names that version, the upload with its progress.
import type { z } from 'zod';
import type {
  changePasswordRequest,
  messageResponse,
  Profile,
  StaleProfileError,
  UpdateProfileInput,
  updateProfileRequest,
  updateProfileResponse,
  uploadResponse,
} from '../../../contract/api/auth.ts';
import { limits } from '../../../contract/limits.ts';
import { ApiRequestError, apiRequest, apiResponse } from '../../lib/api-client.ts';
import { apiUpload } from '../../lib/api-transfer.ts';
import type { UploadFailure } from './picture-rules.ts';

/** The signed-in profile as the server has it now, and its version (its ETag). */
export interface VersionedProfile {
  profile: Profile;
  /** The ETag to save with (If-Match); empty from a server that gives none. */
  etag: string;
}

export async function loadProfile(signal?: AbortSignal): Promise<VersionedProfile> {
  const response = await apiResponse('/api/auth/me', signal ? { signal } : {});
  return { profile: (await response.json()) as Profile, etag: response.headers.get('etag') ?? '' };
}

/** Saves `body` (only the changed fields) as a change of the version `etag`. */
export const updateProfile = (body: UpdateProfileInput, etag: string) =>
  apiRequest<typeof updateProfileResponse, typeof updateProfileRequest>(
    '/api/auth/update-profile',
    { method: 'PUT', body, ...(etag ? { headers: { 'if-match': etag } } : {}) },
  );

/** The newer profile a save was refused for (412: it changed since the page opened), else null. */
export function newerProfileOf(error: unknown): VersionedProfile | null {
  if (!(error instanceof ApiRequestError) || error.status !== 412) return null;
  const body = error.body as Partial<StaleProfileError> | undefined;
  return typeof body?.etag === 'string' && body.current && typeof body.current === 'object'
    ? { profile: body.current, etag: body.etag }
    : null;
}

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
