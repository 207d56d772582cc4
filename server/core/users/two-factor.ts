// Two-factor authentication for any account: set up (a secret and its QR code), turn on with a
// code (10 single-use recovery codes, shown once), turn off with a code, and the second step of a
// login. Codes are guesses: counted per account and per address before they are checked, and a
// code (or recovery code) is accepted once.
import { randomInt } from 'node:crypto';
import { limits } from '../../../contract/limits.ts';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { fieldError, HttpError } from '../../http-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { EmailBrand } from '../mail/templates.ts';
import { securityNoticeEmail, type SecurityNotice } from './security-emails.ts';
import { confirmPassword as confirmAgain, wrongPasswordMessage } from './confirm-password.ts';
import { countGuessOrRefuse } from '../rate-limit/guesses.ts';
import { rateLimits } from '../rate-limit/rules.ts';
import { hashToken } from '../../lib/tokens.ts';
import { matchTotp, newTotpSecret, totpEnrolment } from '../../lib/totp.ts';
import { audited, recordAudit, type Actor } from '../audit/record.ts';
import * as repo from './two-factor-repository.ts';
import { twoFactorResetMessages } from './two-factor-reset.ts';

export const twoFactorMessages = {
  alreadyOn: 'Two-factor authentication is already on. Turn it off first to set it up again.',
  notSetUp: 'Set up two-factor authentication first; a setup is valid for 15 minutes.',
  notOn: 'Two-factor authentication is not on for this account.',
  wrongCode: 'That code is not right. Check the time on your phone and try the newest code.',
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  turnedOn: 'Two-factor authentication is on. Keep your recovery codes somewhere safe.',
  turnedOff: 'Two-factor authentication is off.',
  wrongPassword: wrongPasswordMessage,
  ...twoFactorResetMessages,
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

/** Who asks, for the counters and the notice emails: the address key and the browser. */
export interface Caller {
  client: string;
  device: string;
}

/** What the two-factor changes need: the database, and the mail for the notices. */
export interface TwoFactorDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  brand: EmailBrand;
}

/**
 * The counters a wrong code counts under: at login, or in the settings (turning two-factor on or
 * off). Apart, so that guesses through a session can never lock the owner's login.
 */
function counters(user: User, client: string, purpose: 'login' | 'settings') {
  const rules = purpose === 'login' ? rateLimits.twoFactor : rateLimits.twoFactorSettings;
  // The day's count first: once it is over, its message (try tomorrow) is the one that helps.
  return [
    [rules.failuresPerAccountDaily, user.id],
    [rules.failuresPerAccount, user.id],
    [rules.failuresPerAddress, client],
  ] as const;
}

/**
 * The account's password, asked again before a change a stolen session must not make. Wrong ones
 * count with the change-password call's (per account), before the check.
 */
export const confirmPassword = (db: Db, user: User, password: string): Promise<void> =>
  confirmAgain(db, user.id, password);

async function notify(
  deps: TwoFactorDeps,
  executor: Db,
  user: Pick<User, 'email' | 'name'>,
  notice: SecurityNotice,
) {
  await deps.mailer.enqueue(
    executor,
    securityNoticeEmail(deps.brand, deps.publicUrl, user.email, user.name, notice),
  );
}

export async function setup(db: Db, user: User, issuer: string) {
  if (user.twoFactorEnabledAt) throw new HttpError(409, 'conflict', twoFactorMessages.alreadyOn);
  const secret = newTotpSecret();
  const until = new Date(Date.now() + limits.twoFactor.setupMinutes * 60_000).toISOString();
  await repo.startSetup(db, user.id, secret, until);
  return { secret, ...totpEnrolment(secret, user.email, issuer) };
}

/**
 * Turns two-factor on with the pending secret's code and the password. The session that does it
 * counts as having passed two-factor; the account is emailed.
 */
export async function enable(
  deps: TwoFactorDeps,
  caller: Caller,
  session: { user: User; sessionId: string },
  input: { code: string; password: string },
) {
  const { user } = session;
  if (user.twoFactorEnabledAt) throw new HttpError(409, 'conflict', twoFactorMessages.alreadyOn);
  const pending = user.twoFactorPendingSecret;
  const at = new Date();
  if (!pending || !user.twoFactorPendingUntil || user.twoFactorPendingUntil <= at.toISOString())
    throw new HttpError(400, 'validation_failed', twoFactorMessages.notSetUp);
  await confirmPassword(deps.db, user, input.password);
  const guess = await countGuessOrRefuse(deps.db, counters(user, caller.client, 'settings'));
  const step = matchTotp(pending, input.code, at.getTime(), null);
  if (step === undefined) throw fieldError('code', twoFactorMessages.wrongCode);
  await guess.right();
  const codes = Array.from({ length: limits.twoFactor.recoveryCodes }, newRecoveryCode);
  await audited(deps.db, selfActor(user), 'two-factor turned on', async (trx) => {
    await repo.turnOn(trx, user.id, pending, step, at.toISOString());
    await repo.replaceRecoveryCodes(
      trx,
      user.id,
      codes.map((recovery) => recoveryHash(user.id, recovery)),
      at.toISOString(),
    );
    await repo.markSessionTwoFactor(trx, session.sessionId, at.toISOString());
    await notify(deps, trx, user, { event: 'two-factor-on', at, device: caller.device });
    return { result: undefined, target: { id: user.id, label: `${user.name} <${user.email}>` } };
  });
  deps.mailer.wake();
  return { message: twoFactorMessages.turnedOn, recoveryCodes: codes };
}

/**
 * Checks a second factor: the current TOTP code (a step not used before) or an unused recovery
 * code. Counted per account (per 15 minutes and per day) and per address, at login and in the
 * settings apart; a wrong one is a 401 `two_factor_required` at login and a 400 in the settings.
 * A recovery code used to log in is audited and emailed to the account.
 */
export async function checkSecondFactor(
  deps: TwoFactorDeps,
  caller: Caller,
  user: User,
  code: string | undefined,
  purpose: 'login' | 'settings',
): Promise<'totp' | 'recovery'> {
  const { db } = deps;
  const wrong = (message: string) =>
    purpose === 'login'
      ? new HttpError(401, 'two_factor_required', message)
      : fieldError('code', message);
  const typed = code?.replace(/\s+/g, '');
  if (!typed) throw wrong(twoFactorMessages.codeNeeded);
  const guess = await countGuessOrRefuse(db, counters(user, caller.client, purpose));
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
      const left = await repo.unusedRecoveryCodes(db, user.id);
      await db.transaction().execute(async (trx) => {
        await recordAudit(
          trx,
          selfActor(user),
          'recovery code used',
          { id: user.id, label: `${user.name} <${user.email}>` },
          { left },
        );
        if (purpose === 'login')
          await notify(deps, trx, user, {
            event: 'recovery-code-used',
            at: new Date(at),
            device: caller.device,
            recoveryCodesLeft: left,
          });
      });
      deps.mailer.wake();
    }
  }
  if (!kind) throw wrong(twoFactorMessages.wrongCode);
  await guess.right();
  return kind;
}

/** Turns two-factor off with a code and the password; the account is emailed. */
export async function disable(
  deps: TwoFactorDeps,
  caller: Caller,
  user: User,
  input: { code: string; password: string },
) {
  if (!user.twoFactorEnabledAt)
    throw new HttpError(400, 'validation_failed', twoFactorMessages.notOn);
  await confirmPassword(deps.db, user, input.password);
  await checkSecondFactor(deps, caller, user, input.code, 'settings');
  const at = new Date();
  await audited(deps.db, selfActor(user), 'two-factor turned off', async (trx) => {
    await repo.turnOff(trx, user.id);
    await notify(deps, trx, user, { event: 'two-factor-off', at, device: caller.device });
    return { result: undefined, target: { id: user.id, label: `${user.name} <${user.email}>` } };
  });
  deps.mailer.wake();
  return { message: twoFactorMessages.turnedOff };
}
