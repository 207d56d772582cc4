// How the console reads the server's refusals (docs/api.md#officer-console): 403
// `two_factor_required` (OFFICER_TWO_FACTOR=required and no two-factor yet) leads to the account's
// two-factor settings; 403 `forbidden` says the page is not for this account. The server decides;
// the page only says so.
import { ApiRequestError } from '../../lib/api-client.ts';

export type Refusal =
  { kind: 'two-factor'; message: string } | { kind: 'forbidden'; message: string };

const refusalTexts = {
  twoFactor:
    'Officers need two-factor authentication to use the console. Turn it on in your account settings, then come back.',
  forbidden: 'This is only for chapter officers.',
} as const;

/** The refusal behind a failed console call, or null when it failed for another reason. */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiRequestError) || error.status !== 403) return null;
  if (error.code === 'two_factor_required')
    return { kind: 'two-factor', message: error.serverMessage ?? refusalTexts.twoFactor };
  if (error.code === 'forbidden')
    return { kind: 'forbidden', message: error.serverMessage ?? refusalTexts.forbidden };
  return null;
}
