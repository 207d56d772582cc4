// SQL for signing up and in: invite codes, verification codes and password resets (accounts
// themselves are in core/users, sessions in core/sessions).
import type { Role } from '../../../contract/api/auth.ts';
import type { Db } from '../../db/database.ts';

/** A usable invite code (right hash, not expired, uses left), or undefined. */
export function findUsableInvite(db: Db, codeHash: string, at: string) {
  return db
    .selectFrom('inviteCodes')
    .selectAll()
    .where('codeHash', '=', codeHash)
    .where('expiresAt', '>', at)
    .where('usesLeft', '>', 0)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
}

/** Takes one use of the code; false if another signup took the last one first. */
export async function takeInviteUse(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('inviteCodes')
    .set((eb) => ({ usesLeft: eb('usesLeft', '-', 1) }))
    .where('id', '=', id)
    .where('usesLeft', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function createInvite(
  db: Db,
  invite: {
    id: string;
    codeHash: string;
    role: Role;
    usesLeft: number;
    expiresAt: string;
    createdBy: string;
    createdByUserId?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('inviteCodes')
    .values({ ...invite, createdAt: new Date().toISOString() })
    .execute();
}

/** Replaces the account's verification code (there is at most one at a time). */
export async function replaceVerificationCode(
  db: Db,
  userId: string,
  codeHash: string,
  expiresAt: string,
): Promise<void> {
  await db.deleteFrom('verificationCodes').where('userId', '=', userId).execute();
  await db
    .insertInto('verificationCodes')
    .values({ userId, codeHash, expiresAt, createdAt: new Date().toISOString() })
    .execute();
}

export function findVerificationCode(db: Db, userId: string) {
  return db
    .selectFrom('verificationCodes')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/**
 * Takes one try of the account's code before it is compared, in one statement (so concurrent
 * tries cannot all read the same count): the number of tries used, or undefined when none is left.
 */
export async function takeVerificationTry(
  db: Db,
  userId: string,
  maxTries: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('verificationCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('userId', '=', userId)
    .where('attempts', '<', maxTries)
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : undefined;
}

export async function deleteVerificationCode(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('verificationCodes').where('userId', '=', userId).execute();
}

export async function insertPasswordReset(
  db: Db,
  reset: { id: string; userId: string; tokenHash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('passwordResets')
    .values({ ...reset, usedAt: null, createdAt: new Date().toISOString() })
    .execute();
}

/** Marks an unused, unexpired reset token as used and returns its account, in one step. */
export async function useResetToken(
  db: Db,
  tokenHash: string,
  at: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('passwordResets')
    .select(['id', 'userId'])
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', at)
    .executeTakeFirst();
  if (!row) return undefined;
  const result = await db
    .updateTable('passwordResets')
    .set({ usedAt: at })
    .where('id', '=', row.id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row.userId : undefined;
}

/** Ends every unused reset link of the account (its password just changed). */
export async function endResetLinks(db: Db, userId: string, at: string): Promise<void> {
  await db
    .updateTable('passwordResets')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

/** Ends an invite now; false when there is no such invite or it was revoked already. */
export async function revokeInvite(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('inviteCodes')
    .set({ revokedAt: at })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
