// Profile calls (DESIGN.md calls 10 and 11). The upload uses XMLHttpRequest for its progress events.
import type { Profile, UpdateProfileInput } from '../../../contract/api/auth.ts';
import { limits } from '../../../contract/limits.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { clearStoredUser } from '../../lib/stored-user.ts';
import type { UploadFailure } from './picture-rules.ts';

export const updateProfile = (body: UpdateProfileInput) =>
  apiRequest<{ success: true; message: string; user: Profile }>('/api/auth/update-profile', {
    method: 'PUT',
    body,
  });

export interface UploadResult {
  fileUrl: string;
  message: string;
}

/** Uploads a picture; rejects with an UploadFailure (never a bare error). */
export function uploadPicture(
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve, reject: (failure: UploadFailure) => void) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/upload/profile-picture');
    request.timeout = limits.upload.timeoutMs;
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const body = request.response as { fileUrl?: string; message?: string } | null;
      if (request.status >= 200 && request.status < 300 && body?.fileUrl) {
        resolve({ fileUrl: body.fileUrl, message: body.message ?? '' });
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
