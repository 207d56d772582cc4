// The text a failed profile save shows (SPEC.md §8). A 401 is handled as a session expiry instead.
import { ApiRequestError } from '../../lib/api-client.ts';

export type AccountVariant = 'member' | 'alumni';

export function saveErrorText(error: unknown, variant: AccountVariant): string {
  if (variant === 'alumni') return 'Error updating profile. Please try again.';
  if (error instanceof ApiRequestError) {
    const body = error.body as { success?: unknown; message?: unknown } | undefined;
    if (body && body.success === false) {
      return `Save failed: ${typeof body.message === 'string' && body.message ? body.message : 'Unknown error'}`;
    }
    return `Error updating profile: ${error.serverMessage ?? error.message}`;
  }
  return `Error updating profile: ${error instanceof Error ? error.message : String(error)}`;
}

export const sessionExpiredText = 'Session expired. Please log in again.';
export const noSessionText = 'Authentication token not found. Please log in again.';
