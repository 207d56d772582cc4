// SQL for sessions and trusted devices (browsers an account has signed in from).
import { bumpVersion } from '../../db/data-versions.ts';
import { now, type Db } from '../../db/database.ts';

/** A live session (not revoked, not expired, of a verified account) and its account, by token hash. */
export function findLiveSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select([
      'sessions.id as sessionId',
      'sessions.lastSeenAt as sessionLastSeenAt',
      'sessions.expiresAt as sessionExpiresAt',
    ])
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', now())
    .where('users.verifiedAt', 'is not', null)
    .where('users.disabledAt', 'is', null)
    .executeTakeFirst();
}

export async function insertSession(
  db: Db,
  session: {
    id: string;
    userId: string;
    tokenHash: string;
    createdAt: string;
    expiresAt: string;
    device: string;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...session, lastSeenAt: session.createdAt, revokedAt: null })
    .execute();
}

export async function markSessionSeen(db: Db, sessionId: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt: at }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now() })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
  await bumpVersion(db, 'sessions');
}

/** Ends every session of the account, except `keep` when given. */
export async function revokeSessionsOf(db: Db, userId: string, keep?: string): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: now() })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
  await bumpVersion(db, 'sessions');
}

export async function insertTrustedDevice(
  db: Db,
  device: { id: string; userId: string; tokenHash: string },
): Promise<void> {
  await db
    .insertInto('trustedDevices')
    .values({ ...device, createdAt: now() })
    .execute();
}

export async function isTrustedDevice(db: Db, tokenHash: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('trustedDevices')
    .select('id')
    .where('tokenHash', '=', tokenHash)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The account's live sessions, most recently used first. */
export function listLiveSessions(db: Db, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'device', 'createdAt', 'lastSeenAt'])
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now())
    .orderBy('lastSeenAt', 'desc')
    .execute();
}
