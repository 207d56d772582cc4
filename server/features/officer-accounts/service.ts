// The officers' work on accounts: the list, one account's role, officer flag, areas, position and
// whether it is disabled, a new verification code, signing an account out everywhere. Every change
// is one transaction with its audit entry; nobody can remove the last holder of `accounts`; a
// change shows on the next request on every instance (the users repository bumps the version).
import type { AccountPatch, AccountRow } from '../../../contract/api/officer.ts';
import { bumpVersion } from '../../db/data-versions.ts';
import { now, type Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { audited, type Actor } from '../../core/audit/record.ts';
import { revokeSessionsOf } from '../../core/sessions/session-repository.ts';
import { sendVerificationCode, type VerificationDeps } from '../../core/users/verification.ts';
import { findUserById, updateUser } from '../../core/users/repository.ts';
import { areasOf } from '../../core/users/user-rows.ts';
import { accountChanges, changeMessages, type ChangeRefusal } from './account-changes.ts';
import * as repo from './repository.ts';

export const accountMessages = {
  notFound: 'There is no such account.',
  lastHolder:
    'This would leave nobody who can manage accounts. Give another officer the accounts area first.',
  updated: 'The account was updated.',
  alreadyVerified: 'This account is already verified.',
  codeSent: 'A new verification code was emailed.',
  signedOut: 'The account was signed out everywhere.',
} as const;

/** A refused change's answer: disabling oneself is not for anyone (403); the rest is a conflict. */
const refusal = (why: ChangeRefusal) =>
  why === 'disableSelf'
    ? new HttpError(403, 'forbidden', changeMessages[why])
    : new HttpError(409, 'conflict', changeMessages[why]);

export function toAccountRow(row: repo.AccountListRow): AccountRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isOfficer: row.isOfficer === 1,
    areas: areasOf(row),
    position: row.position,
    graduationYear: row.graduationYear,
    verified: row.verifiedAt !== null,
    disabled: row.disabledAt !== null,
    twoFactor: row.twoFactorEnabledAt !== null,
    createdAt: row.createdAt,
    lastSeenAt: (row.lastSeenAt as string | null) ?? null,
  };
}

export const label = (user: { name: string; email: string }) => `${user.name} <${user.email}>`;

/** One account as the console lists it; 404 when there is none with `id`. */
export async function findAccount(db: Db, id: string): Promise<AccountRow> {
  const row = await repo.findAccount(db, id);
  if (!row) throw new HttpError(404, 'not_found', accountMessages.notFound);
  return toAccountRow(row);
}

export async function updateAccount(
  db: Db,
  actor: Actor,
  id: string,
  patch: AccountPatch,
): Promise<AccountRow> {
  await audited(db, actor, 'account changed', async (trx) => {
    // Taken first: two officers changing accounts at once are serialised (the last-holder check).
    await bumpVersion(trx, 'accounts');
    const before = await findUserById(trx, id);
    if (!before) throw new HttpError(404, 'not_found', accountMessages.notFound);
    const asked = accountChanges(patch, {
      current: before,
      ownAccount: actor.id === id,
      at: now(),
    });
    if ('refused' in asked) throw refusal(asked.refused);
    const { changes } = asked;
    // An account disabled again keeps its first date.
    if (changes.disabledAt && before.disabledAt) delete changes.disabledAt;
    const holdersBefore = await repo.countAccountsHolders(trx);
    await updateUser(trx, id, changes);
    if (holdersBefore > 0 && (await repo.countAccountsHolders(trx)) === 0)
      throw new HttpError(409, 'conflict', accountMessages.lastHolder);
    if (changes.disabledAt) await revokeSessionsOf(trx, id);
    const after = (await findUserById(trx, id))!;
    const shown = (user: typeof before) => ({
      role: user.role,
      officer: user.isOfficer === 1,
      areas: areasOf(user),
      position: user.position,
      disabled: user.disabledAt !== null,
    });
    const was = shown(before);
    const is = shown(after);
    const changed = Object.fromEntries(
      (Object.keys(is) as (keyof typeof is)[])
        .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]))
        .map((key) => [key, { from: was[key], to: is[key] }]),
    );
    return { result: undefined, target: { id, label: label(after) }, details: changed };
  });
  return toAccountRow((await repo.findAccount(db, id))!);
}

export async function resendVerification(
  deps: VerificationDeps & { db: Db },
  actor: Actor,
  id: string,
) {
  await audited(deps.db, actor, 'verification code resent', async (trx) => {
    const user = await findUserById(trx, id);
    if (!user) throw new HttpError(404, 'not_found', accountMessages.notFound);
    if (user.verifiedAt) throw new HttpError(409, 'conflict', accountMessages.alreadyVerified);
    await sendVerificationCode(deps, trx, user);
    return { result: undefined, target: { id, label: label(user) } };
  });
  deps.mailer.wake();
  return accountMessages.codeSent;
}

export async function signOutEverywhere(db: Db, actor: Actor, id: string) {
  await audited(db, actor, 'account signed out everywhere', async (trx) => {
    const user = await findUserById(trx, id);
    if (!user) throw new HttpError(404, 'not_found', accountMessages.notFound);
    await revokeSessionsOf(trx, id);
    return { result: undefined, target: { id, label: label(user) } };
  });
  return accountMessages.signedOut;
}

/** The last class whose members have graduated by `at` (the academic year ends in July). */
export function lastGraduatedClass(at: Date): number {
  return at.getUTCMonth() >= 6 ? at.getUTCFullYear() : at.getUTCFullYear() - 1;
}
