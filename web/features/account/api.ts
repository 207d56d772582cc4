// Account calls (docs/api.md calls 10, 11, change password). The upload uses XMLHttpRequest for
// its progress events.
import type { z } from 'zod';
import type {
  changePasswordRequest,
  messageResponse,
  profileErrorResponse,
  UpdateProfileInput,
  updateProfileRequest,
  updateProfileResponse,
  uploadResponse,
} from '../../../contract/api/auth.ts';
import type { ApiError } from '../../../contract/api/errors.ts';
import { limits } from '../../../contract/limits.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { clearStoredUser } from '../../lib/stored-user.ts';
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
/** What an upload may answer; a proxy in between may also send no JSON at all. */
type UploadAnswer = UploadResponse | z.output<typeof profileErrorResponse> | ApiError | null;

/** Uploads a picture; rejects with an UploadFailure (never a bare error). */
export function uploadPicture(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResponse> {
  return new Promise((resolve, reject: (failure: UploadFailure) => void) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/upload/profile-picture');
    request.timeout = limits.upload.timeoutMs;
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const body = request.response as UploadAnswer;
      if (
        request.status >= 200 &&
        request.status < 300 &&
        body &&
        'fileUrl' in body &&
        body.fileUrl
      ) {
        resolve(body);
        return;
      }
      if (request.status === 401) clearStoredUser();
      reject({ kind: 'status', status: request.status, serverMessage: body?.message });
    });
    request.addEventListener('timeout', () => reject({ kind: 'timeout' }));
    request.addEventListener('error', () => reject({ kind: 'network' }));
    const form = new FormData();
    form.append('profilePicture', file);
    request.send(form);
  });
}
