// Recruitment's public calls (docs/api.md#recruitment): the open period and its rush events, the
// interest form, a prospective member's confirmation, check-in and deletion, and his bid.
import type {
  bidAnswerRequest,
  bidView,
  interestRequest,
  interestResponse,
  prospectCheckInRequest,
  prospectCheckInResponse,
  recruitmentInfo,
  tokenRequest,
} from '../../../contract/api/recruitment.ts';
import type { InterestRequest } from '../../../contract/api/recruitment.ts';
import type { messageResponse } from '../../../contract/api/common.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const loadRecruitment = (signal?: AbortSignal) =>
  apiRequest<typeof recruitmentInfo>('/api/recruitment', signal ? { signal } : {});

export const sendInterest = (request: InterestRequest) =>
  apiRequest<typeof interestResponse, typeof interestRequest>('/api/recruitment/interest', {
    method: 'POST',
    body: request,
  });

/** POST /api/recruitment/confirm and /forget: the token from the email's link. */
const withToken = (path: string, token: string) =>
  apiRequest<typeof messageResponse, typeof tokenRequest>(path, {
    method: 'POST',
    body: { token },
  });

export const confirmEmail = (token: string) => withToken('/api/recruitment/confirm', token);
export const forgetMe = (token: string) => withToken('/api/recruitment/forget', token);

export const checkInAsProspect = (request: { eventId: string; code: string; email: string }) =>
  apiRequest<typeof prospectCheckInResponse, typeof prospectCheckInRequest>(
    '/api/recruitment/check-in',
    { method: 'POST', body: request },
  );

const bidPath = (token: string) => `/api/recruitment/bids/${encodeURIComponent(token)}`;

export const loadBid = (token: string, signal?: AbortSignal) =>
  apiRequest<typeof bidView>(bidPath(token), signal ? { signal } : {});

export const answerBid = (token: string, accept: boolean) =>
  apiRequest<typeof bidView, typeof bidAnswerRequest>(bidPath(token), {
    method: 'POST',
    body: { accept },
  });
