// The signed-in person's privacy (docs/api.md#privacy): who sees each field of his profile.
import type { myPrivacyRequest, myPrivacyResponse } from '../../../../contract/api/privacy.ts';
import type { MyPrivacyRequest } from '../../../../contract/api/privacy.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const loadMyPrivacy = (signal?: AbortSignal) =>
  apiRequest<typeof myPrivacyResponse>('/api/me/privacy', signal ? { signal } : {});

export const saveMyPrivacy = (body: MyPrivacyRequest) =>
  apiRequest<typeof myPrivacyResponse, typeof myPrivacyRequest>('/api/me/privacy', {
    method: 'PUT',
    body,
  });
