// SQL for sessions and trusted devices (browsers an account has signed in from).
import { bumpVersion } from '../../db/data-versions.ts';
import { limits } from '../../../contract/limits.ts';
import { now, type Db } from '../../db/database.ts';

/** The oldest "last active" time a live session may have (sessions end after 14 idle days). */
export const idleCutoff = (at = Date.now()) =>
  new Date(at - limits.auth.sessionIdleDays * 86_400_000).toISOString();

export async function insertSession(
  db: Db,
  session: {
    id: string;
    userId: string;
    tokenHash: string;
    createdAt: string;
    expiresAt: string;
    device: string;
    /** When it passed two-factor (opened with a code); null when it did not. */
    twoFactorAt?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...session, lastSeenAt: session.createdAt, revokedAt: null })
    .execute();
}

/** Marks the session as having passed two-factor (the one that just turned it on). */
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
  device: { id: string; userId: string; tokenHash: string; device: string },
): Promise<void> {
  const at = now();
  await db
    .insertInto('trustedDevices')
    .values({ ...device, createdAt: at, lastUsedAt: at })
    .execute();
}

/** The id of the account's known browser with this token hash, or undefined. */
export async function findTrustedDevice(
  db: Db,
  tokenHash: string,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('trustedDevices')
    .select('id')
    .where('tokenHash', '=', tokenHash)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.id;
}

export async function markTrustedDeviceUsed(db: Db, id: string): Promise<void> {
  await db.updateTable('trustedDevices').set({ lastUsedAt: now() }).where('id', '=', id).execute();
}

/** The account's known browsers, most recently used first. */
export function listTrustedDevices(db: Db, userId: string) {
  return db
    .selectFrom('trustedDevices')
    .select(['id', 'tokenHash', 'device', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .orderBy('lastUsedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
}

/** Forgets one known browser of the account; false when it has none with that id. */
export async function deleteTrustedDevice(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('trustedDevices')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Forgets every known browser of the account (a password change or reset). */
export async function deleteTrustedDevicesOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('trustedDevices').where('userId', '=', userId).execute();
}

/** The account's live sessions, most recently used first. */
export function listLiveSessions(db: Db, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'device', 'createdAt', 'lastSeenAt'])
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now())
    .where('lastSeenAt', '>', idleCutoff())
    .orderBy('lastSeenAt', 'desc')
    .execute();
}
