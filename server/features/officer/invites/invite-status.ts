// An invite's status as the officers' list shows it; the list's status filter is the same rule in
// SQL (repository.ts), and a test holds the two together.
import type { InviteStatus } from '../../../../contract/api/officer.ts';

/** One invite's status at `at`: revoked, else used up, else expired, else active. */
export function inviteStatusOf(
  row: { revokedAt: string | null; usesLeft: number; expiresAt: string },
  at: string,
): InviteStatus {
  if (row.revokedAt) return 'revoked';
  if (row.usesLeft <= 0) return 'used up';
  return row.expiresAt <= at ? 'expired' : 'active';
}
