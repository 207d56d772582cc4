// SQL for signing up and in: verification codes and password resets (accounts themselves are in
// core/users, invite codes in core/invites, sessions in core/sessions).
import type { Db } from '../../db/database.ts';

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
