// Account calls of the web app (docs/api.md#accounts: calls 7–9 and the added auth calls).
import type { z } from 'zod';
import type {
  emailOnlyRequest,
  loginRequest,
  loginResponse,
  messageResponse,
  resetPasswordRequest,
  signupRequest,
  verifyRequest,
} from '../../../contract/api/auth.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** With `code` for an account that has two-factor on (asked after a 401 `two_factor_required`). */
export const login = (email: string, password: string, code?: string) =>
  apiRequest<typeof loginResponse, typeof loginRequest>('/api/auth/login', {
    method: 'POST',
    body: code === undefined ? { email, password } : { email, password, code },
  });

export const signup = (body: z.input<typeof signupRequest>) =>
  apiRequest<typeof messageResponse, typeof signupRequest>('/api/auth/signup', {
    method: 'POST',
    body,
  });

export const verify = (email: string, code: string) =>
  apiRequest<typeof messageResponse, typeof verifyRequest>('/api/auth/verify', {
    method: 'POST',
    body: { email, code },
  });

export const resendCode = (email: string) =>
  apiRequest<typeof messageResponse, typeof emailOnlyRequest>('/api/auth/resend-code', {
    method: 'POST',
    body: { email },
  });

export const forgotPassword = (email: string) =>
  apiRequest<typeof messageResponse, typeof emailOnlyRequest>('/api/auth/forgot-password', {
    method: 'POST',
    body: { email },
  });

export const resetPassword = (token: string, password: string) =>
  apiRequest<typeof messageResponse, typeof resetPasswordRequest>('/api/auth/reset-password', {
    method: 'POST',
    body: { token, password },
  });
