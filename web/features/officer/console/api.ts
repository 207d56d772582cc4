// The console home's call (docs/api.md#officer-console): what needs an officer's attention.
import type { attentionResponse } from '../../../../contract/api/officer.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const loadAttention = (signal: AbortSignal) =>
  apiRequest<typeof attentionResponse>('/api/officer/attention', { signal });
