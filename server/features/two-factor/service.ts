// Two-factor authentication for any account: set up (a secret and its QR code), turn on with a
// code (10 single-use recovery codes, shown once), turn off with a code, and the second step of a
// login. Codes are guesses: counted per account and per address before they are checked, and a
// code (or recovery code) is accepted once.
import { randomInt } from 'node:crypto';
import { limits } from '../../../contract/limits.ts';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { countGuessOrRefuse } from '../../lib/rate-limit/guesses.ts';
import { rateLimits } from '../../lib/rate-limit/rules.ts';
import { hashToken } from '../../lib/tokens.ts';
import { matchTotp, newTotpSecret, totpEnrolment } from '../../lib/totp.ts';
import { audited, recordAudit, type Actor } from '../audit/record.ts';
import * as repo from './repository.ts';

export const twoFactorMessages = {
  alreadyOn: 'Two-factor authentication is already on. Turn it off first to set it up again.',
  notSetUp: 'Set up two-factor authentication first; a setup is valid for 15 minutes.',
  notOn: 'Two-factor authentication is not on for this account.',
  wrongCode: 'That code is not right. Check the time on your phone and try the newest code.',
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  turnedOn: 'Two-factor authentication is on. Keep your recovery codes somewhere safe.',
  turnedOff: 'Two-factor authentication is off.',
} as const;

/** 10 characters of Crockford base32 (50 bits), shown as XXXXX-XXXXX. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const recoveryHash = (userId: string, code: string) =>
  hashToken(`recovery:${userId}:${code.toUpperCase().replace(/[^0-9A-Z]/g, '')}`);

const selfActor = (user: User): Actor => ({ id: user.id, label: `${user.name} <${user.email}>` });

function counters(user: User, client: string) {
  return [
    [rateLimits.twoFactor.failuresPerAccount, user.id],
    [rateLimits.twoFactor.failuresPerAddress, client],
  ] as const;
}

export async function setup(db: Db, user: User, issuer: string) {
  if (user.twoFactorEnabledAt) throw new HttpError(409, 'conflict', twoFactorMessages.alreadyOn);
  const secret = newTotpSecret();
  const until = new Date(Date.now() + limits.twoFactor.setupMinutes * 60_000).toISOString();
  await repo.startSetup(db, user.id, secret, until);
  return { secret, ...totpEnrolment(secret, user.email, issuer) };
}

export async function enable(db: Db, client: string, user: User, code: string) {
  if (user.twoFactorEnabledAt) throw new HttpError(409, 'conflict', twoFactorMessages.alreadyOn);
  const pending = user.twoFactorPendingSecret;
  const at = new Date();
  if (!pending || !user.twoFactorPendingUntil || user.twoFactorPendingUntil <= at.toISOString())
    throw new HttpError(400, 'validation_failed', twoFactorMessages.notSetUp);
  const guess = await countGuessOrRefuse(db, counters(user, client));
  const step = matchTotp(pending, code, at.getTime(), null);
  if (step === undefined)
    throw new HttpError(400, 'validation_failed', twoFactorMessages.wrongCode);
  await guess.right();
  const codes = Array.from({ length: limits.twoFactor.recoveryCodes }, newRecoveryCode);
  await audited(db, selfActor(user), 'two-factor turned on', async (trx) => {
    await repo.turnOn(trx, user.id, pending, step, at.toISOString());
    await repo.replaceRecoveryCodes(
      trx,
      user.id,
      codes.map((recovery) => recoveryHash(user.id, recovery)),
      at.toISOString(),
    );
    return { result: undefined, target: { id: user.id, label: `${user.name} <${user.email}>` } };
  });
  return { message: twoFactorMessages.turnedOn, recoveryCodes: codes };
}

/**
 * Checks a second factor: the current TOTP code (a step not used before) or an unused recovery
 * code. Counted per account and per address; a wrong one is a 401 `two_factor_required` at login
 * and a 400 elsewhere (`wrongStatus`).
 */
export async function checkSecondFactor(
  db: Db,
  client: string,
  user: User,
  code: string | undefined,
  wrongStatus: 400 | 401,
): Promise<'totp' | 'recovery'> {
  const error = wrongStatus === 401 ? 'two_factor_required' : 'validation_failed';
  const typed = code?.replace(/\s+/g, '');
  if (!typed) throw new HttpError(wrongStatus, error, twoFactorMessages.codeNeeded);
  const guess = await countGuessOrRefuse(db, counters(user, client));
  const at = Date.now();
  let kind: 'totp' | 'recovery' | undefined;
  if (/^\d{6}$/.test(typed)) {
    const step = matchTotp(user.twoFactorSecret!, typed, at, user.twoFactorLastStep);
    if (step !== undefined && (await repo.useStep(db, user.id, step))) kind = 'totp';
  } else if (/^[0-9A-Za-z]{5}-?[0-9A-Za-z]{5}$/.test(typed)) {
    const used = await repo.useRecoveryCode(
      db,
      user.id,
      recoveryHash(user.id, typed),
      new Date(at).toISOString(),
    );
    if (used) {
      kind = 'recovery';
      await recordAudit(
        db,
        selfActor(user),
        'recovery code used',
        {
          id: user.id,
          label: `${user.name} <${user.email}>`,
        },
        { left: await repo.unusedRecoveryCodes(db, user.id) },
      );
    }
  }
  if (!kind) throw new HttpError(wrongStatus, error, twoFactorMessages.wrongCode);
  await guess.right();
  return kind;
}

export async function disable(db: Db, client: string, user: User, code: string) {
  if (!user.twoFactorEnabledAt)
    throw new HttpError(400, 'validation_failed', twoFactorMessages.notOn);
  await checkSecondFactor(db, client, user, code, 400);
  await audited(db, selfActor(user), 'two-factor turned off', async (trx) => {
    await repo.turnOff(trx, user.id);
    return { result: undefined, target: { id: user.id, label: `${user.name} <${user.email}>` } };
  });
  return { message: twoFactorMessages.turnedOff };
}
