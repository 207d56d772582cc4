// The signed-in account's own offices (docs/api.md#positions-and-terms-area-accounts): his terms with
// their checklists, notes and the earlier holders' notes; his handover saved.
import type { z } from 'zod';
import type { messageResponse } from '../../../contract/api/common.ts';
import type { handoverRequest, myTermsResponse } from '../../../contract/api/officer/positions.ts';
import type { dataAccessResponse } from '../../../contract/api/privacy.ts';
import type { passwordConfirmRequest } from '../../../contract/api/two-factor.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const loadMyTerms = (signal?: AbortSignal) =>
  apiRequest<typeof myTermsResponse>('/api/me/terms', signal ? { signal } : {});

export const saveHandover = (id: string, body: z.input<typeof handoverRequest>) =>
  apiRequest<typeof messageResponse, typeof handoverRequest>(
    `/api/me/terms/${encodeURIComponent(id)}/handover`,
    { method: 'PUT', body },
  );

// His data (docs/api.md#your-data): who saw it, all of it as a file, and the end of his account.
export const loadDataAccess = (signal?: AbortSignal) =>
  apiRequest<typeof dataAccessResponse>('/api/me/data-access', signal ? { signal } : {});

export const endMyAccount = (body: z.input<typeof passwordConfirmRequest>) =>
  apiRequest<typeof messageResponse, typeof passwordConfirmRequest>('/api/me', {
    method: 'DELETE',
    body,
  });
