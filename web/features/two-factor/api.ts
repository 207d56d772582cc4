// Two-factor authentication for the signed-in account (docs/api.md#two-factor): set up (a secret and
// its QR code), turn on with a code (answers the recovery codes, once), turn off with a code.
import type { messageResponse } from '../../../contract/api/common.ts';
import type {
  recoveryCodesResponse,
  twoFactorCodeRequest,
  twoFactorSetupResponse,
} from '../../../contract/api/two-factor.ts';
import { apiRequest } from '../../lib/api-client.ts';

const base = '/api/auth/two-factor';

export const setUpTwoFactor = () =>
  apiRequest<typeof twoFactorSetupResponse>(`${base}/setup`, { method: 'POST' });

export const turnOnTwoFactor = (code: string) =>
  apiRequest<typeof recoveryCodesResponse, typeof twoFactorCodeRequest>(`${base}/enable`, {
    method: 'POST',
    body: { code },
  });

export const turnOffTwoFactor = (code: string) =>
  apiRequest<typeof messageResponse, typeof twoFactorCodeRequest>(`${base}/disable`, {
    method: 'POST',
    body: { code },
  });
