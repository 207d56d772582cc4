// The signed-in account of a session: core/sessions asks here, the owner of the `users` table, for a
// session's row and its account's together.
import { now, type Db } from '../../db/database.ts';

/**
 * A live session (not revoked, not expired, used since `idleSince`, of a verified account that is
 * not disabled) and its account, by token hash: the session store's lookup (core/sessions), one
 * query for both.
 */
export function findLiveSession(db: Db, tokenHash: string, idleSince: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select([
      'sessions.id as sessionId',
      'sessions.lastSeenAt as sessionLastSeenAt',
      'sessions.expiresAt as sessionExpiresAt',
      'sessions.twoFactorAt as sessionTwoFactorAt',
    ])
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', now())
    .where('sessions.lastSeenAt', '>', idleSince)
    .where('users.verifiedAt', 'is not', null)
    .where('users.disabledAt', 'is', null)
    .executeTakeFirst();
}
