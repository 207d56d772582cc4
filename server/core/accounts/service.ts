// The officers' work on accounts: the list, one account's role, officer flag, areas, position and
// whether it is disabled, a new verification code, signing an account out everywhere. Every change
// is one transaction with its audit entry; nobody can remove the last holder of `accounts`; an
// account its owner ended is never changed again (docs/product.md#privacy); a change shows on the
// next request on every instance (the users repository bumps the version).
import type { AccountPatch, AccountRow } from '../../../contract/api/officer.ts';
import { bumpVersion } from '../../db/data-versions.ts';
import { now, type Db } from '../../db/database.ts';
import { fieldError, HttpError } from '../../http-error.ts';
import { audited, recordAudit, type Actor } from '../audit/record.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { EmailBrand } from '../mail/templates.ts';
import { guardOffices } from '../offices/guard.ts';
import { endOfficesOnMove } from '../offices/office.ts';
import { listPositions, listTerms, termsOfUser } from '../offices/repository.ts';
import {
  emptiedSeatsText,
  seatsEmptiedBy,
  termStatus,
  type EmptiedSeat,
} from '../../../contract/terms.ts';
import { revokeSessionsOf } from '../sessions/session-repository.ts';
import { sendVerificationCode, type VerificationDeps } from '../users/verification.ts';
import { findUserById, updateUser } from '../users/repository.ts';
import { areasOf } from '../users/user-rows.ts';
import { accountChanges, changeMessages, officeField } from './account-changes.ts';
import { alumniWelcomeEmail } from './emails.ts';
import * as repo from '../users/account-list.ts';

export const accountMessages = {
  notFound: 'There is no such account.',
  lastHolder:
    'This would leave nobody who can manage accounts. Give another officer a position with the accounts area first.',
  updated: 'The account was updated.',
  alreadyVerified: 'This account is already verified.',
  codeSent: 'A new verification code was emailed.',
  signedOut: 'The account was signed out everywhere.',
  holdsOffice: (name: string, titles: string[]) =>
    `${name} holds ${titles.join(' and ')} (now or from a coming day): end his term on the Positions page first, then disable the account.`,
  ended:
    'This account was ended by its owner: it cannot be enabled again or changed in any way. To come back, he signs up again with a new invite.',
} as const;

/** An account its owner ended stays as he left it: every officer's change is refused (409). */
export function refuseIfEnded(user: { endedAt: string | null }): void {
  if (user.endedAt) throw new HttpError(409, 'conflict', accountMessages.ended);
}

/** `refuseIfEnded` for a change made elsewhere (404 when there is no such account). */
export async function refuseEndedAccount(db: Db, id: string): Promise<void> {
  const user = await findUserById(db, id);
  if (!user) throw new HttpError(404, 'not_found', accountMessages.notFound);
  refuseIfEnded(user);
}

/** A refused change's answer: disabling oneself is not for anyone (403); the rest is a conflict. */
/**
 * A disabled account holds no office (docs/product.md#terms-and-seats-hold-on-every-day): disabling
 * one that holds a position now or from a coming day is refused until his term is ended.
 */
async function refuseIfHoldsOffice(db: Db, user: { id: string; name: string }, today: string) {
  const held = (await termsOfUser(db, user.id)).filter(
    (term) => termStatus(term, today) !== 'past',
  );
  if (held.length)
    throw new HttpError(
      409,
      'conflict',
      accountMessages.holdsOffice(user.name, [...new Set(held.map((t) => t.positionTitle))]),
    );
}

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
    initiatedOn: row.initiatedOn,
    verified: row.verifiedAt !== null,
    disabled: row.disabledAt !== null,
    ended: row.endedAt !== null,
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
  deps: { db: Db; mailer?: GraduationDeps['mailer']; brand?: EmailBrand; publicUrl?: string },
  actor: Actor,
  id: string,
  patch: AccountPatch,
  today: string,
): Promise<AccountRow> {
  const field = officeField(patch);
  if (field) throw fieldError(field, changeMessages.officeFollowsTerms);
  const { db } = deps;
  let welcome = false;
  await audited(db, actor, 'account changed', async (trx) => {
    // Under the offices' rules on every day from today (core/offices/guard.ts), which also takes
    // the accounts data in turn: two officers changing accounts at once are serialised.
    const { before, changes, moved, ended } = await guardOffices(trx, actor.id, today, async () => {
      const user = await findUserById(trx, id);
      if (!user) throw new HttpError(404, 'not_found', accountMessages.notFound);
      refuseIfEnded(user);
      const asked = accountChanges(patch, { at: now() }).changes;
      // An account disabled again keeps its first date.
      if (asked.disabledAt && user.disabledAt) delete asked.disabledAt;
      if (asked.disabledAt) await refuseIfHoldsOffice(trx, user, today);
      await updateUser(trx, id, asked);
      // A move to the alumni side ends his terms that day (docs/product.md#positions-and-terms).
      const move = asked.role === 'alumni' && user.role !== 'alumni';
      const titles = move ? await endOfficesOnMove(trx, id, today) : [];
      return {
        result: { before: user, changes: asked, moved: move, ended: titles },
        touched: [id],
      };
    });
    if (changes.disabledAt) await revokeSessionsOf(trx, id);
    const after = (await findUserById(trx, id))!;
    if (moved && deps.mailer && deps.brand && deps.publicUrl) {
      await deps.mailer.enqueue(trx, alumniWelcomeEmail(deps.brand, deps.publicUrl, after));
      welcome = true;
    }
    const shown = (user: typeof before) => ({
      role: user.role,
      disabled: user.disabledAt !== null,
      initiatedOn: user.initiatedOn,
    });
    const was = shown(before);
    const is = shown(after);
    const changed = Object.fromEntries(
      (Object.keys(is) as (keyof typeof is)[])
        .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]))
        .map((key) => [key, { from: was[key], to: is[key] }]),
    );
    return {
      result: undefined,
      target: { id, label: label(after) },
      details: { ...changed, ...(ended.length ? { termsEnded: ended } : {}) },
    };
  });
  if (welcome) deps.mailer?.wake();
  return toAccountRow((await repo.findAccount(db, id))!);
}

export interface GraduationDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue' | 'wake'>;
  brand: EmailBrand;
  publicUrl: string;
}

export const graduationMessages = {
  notMember: (name: string) => `${name} is not an active member: only members graduate.`,
  ended: (name: string) =>
    `${name} ended his account: it cannot be moved or changed. Leave him out and try again.`,
  disabled: (name: string) =>
    `${name}'s account is disabled: enable it first, or leave him out and try again.`,
  noAccount: 'One of the accounts does not exist.',
  moved: (n: number) =>
    n === 1
      ? 'One member was moved to the alumni side and welcomed by email.'
      : `${n} members were moved to the alumni side and welcomed by email.`,
  /** The positions the move left empty: the officer enters their successors next. */
  emptied: (seats: readonly EmptiedSeat[]) =>
    seats.length === 0
      ? ''
      : ` ${upperFirst(emptiedSeatsText(seats))} ${seats.length === 1 ? 'is' : 'are'} empty now: enter ${seats.length === 1 ? 'a successor' : 'successors'} on the Positions page.`,
};

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The account of one of `ids` (graduation, initiation), or the 400 at `ids` that names why it may
 * not be moved: none such, ended by its owner, disabled, or not a member.
 */
async function memberToMove(trx: Db, id: string) {
  const user = await findUserById(trx, id);
  if (!user) throw fieldError('ids', graduationMessages.noAccount);
  if (user.endedAt) throw fieldError('ids', graduationMessages.ended(user.name));
  if (user.disabledAt) throw fieldError('ids', graduationMessages.disabled(user.name));
  if (user.role !== 'member') throw fieldError('ids', graduationMessages.notMember(user.name));
  return user;
}

/**
 * Graduation (docs/product.md#positions-and-terms): every account of `ids` moves to the alumni
 * side at once, or none does; a disabled or ended account is refused. Each keeps his account,
 * RSVPs and history; his current terms end today; he is emailed a welcome; one audit entry per
 * account, in the same transaction. The answer names the positions the move left with fewer
 * holders today (`emptied`), for the officer to enter their successors.
 */
export async function graduate(
  deps: GraduationDeps,
  actor: Actor,
  ids: readonly string[],
  today: string,
  details: Record<string, unknown> = {},
): Promise<{ moved: number; emptied: EmptiedSeat[] }> {
  const emptied = await deps.db.transaction().execute(async (trx) => {
    const moved = await guardOffices(trx, actor.id, today, async () => {
      const users = [];
      for (const id of ids) users.push(await memberToMove(trx, id));
      const seats = seatsEmptiedBy(
        (await listPositions(trx)).map(({ id, title, alumniMayHold }) => ({
          id,
          title,
          alumniMayHold: alumniMayHold === 1,
        })),
        await listTerms(trx),
        ids,
        today,
      );
      const done = [];
      for (const user of users) {
        await updateUser(trx, user.id, { role: 'alumni' });
        done.push({ user, ended: await endOfficesOnMove(trx, user.id, today) });
      }
      return { result: { done, seats }, touched: ids };
    });
    for (const { user, ended } of moved.done) {
      await deps.mailer.enqueue(trx, alumniWelcomeEmail(deps.brand, deps.publicUrl, user));
      await recordAudit(
        trx,
        actor,
        'account moved to alumni',
        { id: user.id, label: label(user) },
        {
          ...details,
          graduationYear: user.graduationYear,
          ...(ended.length ? { termsEnded: ended } : {}),
        },
      );
    }
    return moved.seats;
  });
  deps.mailer.wake();
  return { moved: ids.length, emptied };
}

/** Makes the new members `ids` actives from `day`, all or none (none disabled), each audited. */
export async function initiate(
  db: Db,
  actor: Actor,
  ids: readonly string[],
  day: string,
): Promise<number> {
  await db.transaction().execute(async (trx) => {
    await bumpVersion(trx, 'accounts');
    for (const id of ids) {
      const user = await memberToMove(trx, id);
      await updateUser(trx, user.id, { initiatedOn: day });
      await recordAudit(
        trx,
        actor,
        'member initiated',
        { id: user.id, label: label(user) },
        { initiatedOn: { from: user.initiatedOn, to: day } },
      );
    }
  });
  return ids.length;
}

export async function resendVerification(
  deps: VerificationDeps & { db: Db },
  actor: Actor,
  id: string,
) {
  await audited(deps.db, actor, 'verification code resent', async (trx) => {
    const user = await findUserById(trx, id);
    if (!user) throw new HttpError(404, 'not_found', accountMessages.notFound);
    refuseIfEnded(user);
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
    refuseIfEnded(user);
    await revokeSessionsOf(trx, id);
    return { result: undefined, target: { id, label: label(user) } };
  });
  return accountMessages.signedOut;
}

/** The last class whose members have graduated by `at` (the academic year ends in July). */
export function lastGraduatedClass(at: Date): number {
  return at.getUTCMonth() >= 6 ? at.getUTCFullYear() : at.getUTCFullYear() - 1;
}
