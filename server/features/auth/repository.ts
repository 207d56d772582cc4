// SQL for signing up and in: verification codes and password resets (accounts themselves are in
// core/users, invite codes in core/invites, sessions in core/sessions).
import type { Db } from '../../db/database.ts';

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
