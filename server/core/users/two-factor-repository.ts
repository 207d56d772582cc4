// SQL for two-factor authentication: the account's secret and last used step, recovery codes, and
// the mark of the session that passed it.
import { randomUUID } from 'node:crypto';
import { bumpVersion } from '../../db/data-versions.ts';
import type { Db } from '../../db/database.ts';
import { recordTwoFactorStep, updateUser } from './repository.ts';

export async function startSetup(db: Db, userId: string, secret: string, until: string) {
  await updateUser(db, userId, { twoFactorPendingSecret: secret, twoFactorPendingUntil: until });
}

export async function turnOn(db: Db, userId: string, secret: string, step: number, at: string) {
  await updateUser(db, userId, {
    twoFactorSecret: secret,
    twoFactorEnabledAt: at,
    twoFactorLastStep: step,
    twoFactorPendingSecret: null,
    twoFactorPendingUntil: null,
  });
}

export async function turnOff(db: Db, userId: string) {
  await updateUser(db, userId, {
    twoFactorSecret: null,
    twoFactorEnabledAt: null,
    twoFactorLastStep: null,
    twoFactorPendingSecret: null,
    twoFactorPendingUntil: null,
  });
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
}

/**
 * Records `step` as used: false when it (or a later one) was used already, so a code sent twice at
 * once is still accepted only once (one statement, in core/users).
 */
export const useStep = (db: Db, userId: string, step: number): Promise<boolean> =>
  recordTwoFactorStep(db, userId, step);

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[], at: string) {
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  await db
    .insertInto('recoveryCodes')
    .values(
      hashes.map((codeHash) => ({
        id: randomUUID(),
        userId,
        codeHash,
        usedAt: null,
        createdAt: at,
      })),
    )
    .execute();
}

/** Uses an unused recovery code, in one statement: false when there is none (or it was used). */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, at: string) {
  const result = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: at })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recoveryCodes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** This session passed two-factor at `at` (it turned two-factor on): it reaches the console. */
export async function markSessionTwoFactor(db: Db, sessionId: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ twoFactorAt: at }).where('id', '=', sessionId).execute();
  await bumpVersion(db, 'sessions');
}
