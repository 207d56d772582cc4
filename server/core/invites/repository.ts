// SQL for invite codes: made by officers and the command line, used by signup, revoked in the
// console (the console's lists of them are officer/invites' reads).
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
    email?: string | null;
    prospectId?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('inviteCodes')
    .values({ ...invite, createdAt: new Date().toISOString() })
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

/** How many invite codes may still be used at `at` (the console's home counts them). */
export async function countActiveInvites(db: Db, at: string): Promise<number> {
  const row = await db
    .selectFrom('inviteCodes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('revokedAt', 'is', null)
    .where('usesLeft', '>', 0)
    .where('expiresAt', '>', at)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
