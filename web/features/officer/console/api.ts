// The console home's calls (docs/api.md#officer-console): what needs an officer's attention, and
// his own terms (an officer-elect's office and first day, which the console says).
import type { attentionResponse } from '../../../../contract/api/officer.ts';
import type { myTermsResponse } from '../../../../contract/api/officer/positions.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const loadAttention = (signal: AbortSignal) =>
  apiRequest<typeof attentionResponse>('/api/officer/attention', { signal });

export const loadMyTerms = (signal: AbortSignal) =>
  apiRequest<typeof myTermsResponse>('/api/me/terms', { signal });
