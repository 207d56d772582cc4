// An officer's reset of another account's two-factor: the console (features/officer/accounts)
// and the command line (`npm run officer -- --reset-two-factor`) both do it; turning one's own
// on and off is the two-factor feature's (features/auth/two-factor).
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { audited, type Actor } from '../audit/record.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { EmailBrand } from '../mail/templates.ts';
import { findUserById } from './repository.ts';
import { securityNoticeEmail } from './security-emails.ts';
import * as repo from './two-factor-repository.ts';

export const twoFactorResetMessages = {
  resetNotOn: 'Two-factor authentication is not on for this account.',
  noAccount: 'There is no such account.',
  reset:
    'Two-factor authentication is off for this account; its owner was emailed. He can turn it on again in his account settings.',
} as const;

export interface TwoFactorResetDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  brand: EmailBrand;
}

/**
 * An officer with `accounts` turns another account's two-factor off (its owner lost his phone and
 * his recovery codes): audited, and the account is emailed. Never his own: the console's route
 * declares whose account it is and the access layer refuses his own (his settings turn it off,
 * with his password and a code).
 */
export async function resetByOfficer(deps: TwoFactorResetDeps, actor: Actor, id: string) {
  const at = new Date();
  await audited(deps.db, actor, 'two-factor reset', async (trx) => {
    const user = await findUserById(trx, id);
    if (!user) throw new HttpError(404, 'not_found', twoFactorResetMessages.noAccount);
    if (!user.twoFactorEnabledAt)
      throw new HttpError(409, 'conflict', twoFactorResetMessages.resetNotOn);
    await repo.turnOff(trx, user.id);
    await deps.mailer.enqueue(
      trx,
      securityNoticeEmail(deps.brand, deps.publicUrl, user.email, user.name, {
        event: 'two-factor-reset',
        at,
        device: actor.id ? 'the officer console' : 'the server',
        // "Name", without the officer's email; the command line is "a chapter officer".
        by: actor.id ? actor.label.replace(/ <[^>]*>$/, '') : undefined,
      }),
    );
    return { result: undefined, target: { id, label: `${user.name} <${user.email}>` } };
  });
  deps.mailer.wake();
  return { message: twoFactorResetMessages.reset };
}
