// Which text a failed account call shows (SPEC.md §8), and where a signed-in person goes next (§4).
import type { Profile } from '../../../contract/api/auth.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';

/** Login and signup: the server's message, else its error, else "Login failed" / "Signup failed". */
export function accountErrorText(
  error: unknown,
  fallback: 'Login failed' | 'Signup failed',
): string {
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return 'Request failed. Please check server and network.';
    return error.serverMessage ?? error.code ?? fallback;
  }
  return fallback;
}

/** Verification: the server's message or "Verification failed."; a network failure has its own text. */
export function verifyErrorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return 'Request failed. Please try again.';
    return error.serverMessage ?? 'Verification failed.';
  }
  return 'Verification failed.';
}

/** A message that mentions it shows the "Verify your account" link. */
export const needsVerification = (message: string) =>
  message.toLowerCase().includes('not verified');

/** Alumni go to the alumni page; anyone else to the active members page. */
export const homeFor = (role: Profile['role'] | string) =>
  role === 'alumni' ? paths.alumni : paths.activeMembers;
