// SQL for accounts: users, invite codes, verification codes and password resets.
import type { Kysely } from 'kysely';
import type { Role } from '../../../contract/api/auth.ts';
import type { Database, NewUser, User } from '../../db/schema.ts';

type Executor = Kysely<Database>;

export function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Executor, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Executor, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(
  db: Executor,
  id: string,
  changes: Partial<Omit<User, 'id' | 'email' | 'createdAt'>>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** A usable invite code (right hash, not expired, uses left), or undefined. */
export function findUsableInvite(db: Executor, codeHash: string, at: string) {
  return db
    .selectFrom('inviteCodes')
    .selectAll()
    .where('codeHash', '=', codeHash)
    .where('expiresAt', '>', at)
    .where('usesLeft', '>', 0)
    .executeTakeFirst();
}

/** Takes one use of the code; false if another signup took the last one first. */
export async function takeInviteUse(db: Executor, id: string): Promise<boolean> {
  const result = await db
    .updateTable('inviteCodes')
    .set((eb) => ({ usesLeft: eb('usesLeft', '-', 1) }))
    .where('id', '=', id)
    .where('usesLeft', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function createInvite(
  db: Executor,
  invite: {
    id: string;
    codeHash: string;
    role: Role;
    usesLeft: number;
    expiresAt: string;
    createdBy: string;
  },
): Promise<void> {
  await db
    .insertInto('inviteCodes')
    .values({ ...invite, createdAt: new Date().toISOString() })
    .execute();
}

/** Replaces the account's verification code (there is at most one at a time). */
export async function replaceVerificationCode(
  db: Executor,
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

export function findVerificationCode(db: Executor, userId: string) {
  return db
    .selectFrom('verificationCodes')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function countFailedTry(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable('verificationCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('userId', '=', userId)
    .execute();
}

export async function deleteVerificationCode(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('verificationCodes').where('userId', '=', userId).execute();
}

export async function insertPasswordReset(
  db: Executor,
  reset: { id: string; userId: string; tokenHash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('passwordResets')
    .values({ ...reset, usedAt: null, createdAt: new Date().toISOString() })
    .execute();
}

/** Marks an unused, unexpired reset token as used and returns its account, in one step. */
export async function useResetToken(
  db: Executor,
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
