// Two-factor authentication for the signed-in account (docs/api.md#two-factor): set up (a secret and
// its QR code), turn on with a code and the password (answers the recovery codes, once), turn off
// with a code and the password.
import type { messageResponse } from '../../../../contract/api/common.ts';
import type {
  recoveryCodesResponse,
  TwoFactorChange,
  twoFactorChangeRequest,
  twoFactorSetupResponse,
} from '../../../../contract/api/two-factor.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const base = '/api/auth/two-factor';

export const setUpTwoFactor = () =>
  apiRequest<typeof twoFactorSetupResponse>(`${base}/setup`, { method: 'POST' });

export const turnOnTwoFactor = (body: TwoFactorChange) =>
  apiRequest<typeof recoveryCodesResponse, typeof twoFactorChangeRequest>(`${base}/enable`, {
    method: 'POST',
    body,
  });

export const turnOffTwoFactor = (body: TwoFactorChange) =>
  apiRequest<typeof messageResponse, typeof twoFactorChangeRequest>(`${base}/disable`, {
    method: 'POST',
    body,
  });
