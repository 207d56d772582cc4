// Account calls of the web app (DESIGN.md calls 7–9 and the added auth calls).
import type { LoginResponse, Profile } from '../../../contract/api/auth.ts';
import { apiRequest } from '../../lib/api-client.ts';

type Message = { message: string };

export const login = (email: string, password: string) =>
  apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', body: { email, password } });

export const signup = (body: {
  name: string;
  email: string;
  password: string;
  inviteCode: string;
}) => apiRequest<Message>('/api/auth/signup', { method: 'POST', body });

export const verify = (email: string, code: string) =>
  apiRequest<Message>('/api/auth/verify', { method: 'POST', body: { email, code } });

export const resendCode = (email: string) =>
  apiRequest<Message>('/api/auth/resend-code', { method: 'POST', body: { email } });

export const forgotPassword = (email: string) =>
  apiRequest<Message>('/api/auth/forgot-password', { method: 'POST', body: { email } });

export const resetPassword = (token: string, password: string) =>
  apiRequest<Message>('/api/auth/reset-password', { method: 'POST', body: { token, password } });

export const me = () => apiRequest<Profile>('/api/auth/me');

export const logout = () => apiRequest<Message>('/api/auth/logout', { method: 'POST' });
