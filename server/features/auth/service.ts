// The account rules: signup with an invite code, email verification, login with throttling,
// password reset. Messages are for people; nothing here tells a stranger which emails have accounts.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse, Role } from '../../../contract/api/auth.ts';
import { limits } from '../../../contract/limits.ts';
import { isUniqueViolation, now, type Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { fieldError, HttpError } from '../../http-error.ts';
import { inviteCodeHash } from '../../lib/invite-codes.ts';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/passwords.ts';
import { describeDevice } from '../../lib/device.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import type { EmailBrand } from '../../core/mail/templates.ts';
import { hit, resetCounter, type RateLimitRule } from '../../core/rate-limit/counters.ts';
import { countGuess, countGuessOrRefuse } from '../../core/rate-limit/guesses.ts';
import { rateLimits } from '../../core/rate-limit/rules.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
} from '../../core/users/repository.ts';
import { checkSecondFactor } from '../../core/users/two-factor.ts';
import { newUserRow, toProfile } from '../../core/users/user-rows.ts';
import { existingAccountEmail, resetEmail } from './emails.ts';
import {
  codeHash,
  deleteVerificationCode,
  findVerificationCode,
  sendVerificationCode,
  takeVerificationTry,
} from '../../core/users/verification.ts';
import * as repo from './repository.ts';
import * as invites from '../../core/invites/repository.ts';
import { joinProspect } from '../../core/recruitment/prospects-repository.ts';
import { securityNoticeEmail } from '../../core/users/security-emails.ts';
import {
  deleteTrustedDevicesOf,
  markTrustedDeviceUsed,
} from '../../core/sessions/session-repository.ts';
import type { SessionCookies } from '../../core/sessions/sessions.ts';

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  brand: EmailBrand;
}

export const messages = {
  signedUp: (email: string) =>
    `Account created! We sent a ${limits.auth.verificationCodeDigits}-digit verification code to ${email}.`,
  badInvite: 'That invite code is not valid or has expired. Ask a chapter officer for a new one.',
  inviteForAnotherEmail: 'This invite is for another email address.',
  verified: 'Account verified! You can now log in.',
  wrongCode:
    'That code is not correct, or it has expired. Check the newest email, or ask for a new one with "Resend code".',
  tooManyTries: 'Too many wrong codes. Ask for a new one with "Resend code".',
  codeResent: 'If that account is waiting for verification, we sent it a new code.',
  badLogin: 'Invalid email or password.',
  disabled: 'This account is disabled. Ask a chapter officer if you think it should not be.',
  notVerified: `Your account is not verified yet. Enter the ${limits.auth.verificationCodeDigits}-digit code we emailed you.`,
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  loggedIn: 'Login successful',
  loggedOut: 'You are logged out.',
  resetSent:
    'If an account exists for that email, we sent it a link to reset the password. The link works for one hour.',
  passwordChanged: 'Your password has been changed. You can now log in.',
  badResetLink: 'This reset link is not valid or has expired. Ask for a new one.',
  signedOutOthers: 'Every other session of your account has ended.',
  noKnownBrowser: 'That browser is not on your list.',
  knownBrowserForgotten:
    'That browser is forgotten: wrong passwords typed there now count toward the lock of your account.',
  twoFactorStillOn:
    'Two-factor authentication is still on: you will also need a code from your authenticator app or a recovery code. If you have lost both, ask a chapter officer who manages accounts to reset it.',
} as const;

const rules = rateLimits;

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  inviteCode: string;
}

/**
 * Creates an unverified account with the invite code's role, and emails a verification code. The
 * code is a guess until it is found: counted per address and site-wide first, taken back when it
 * is right. Without a valid code, nothing is said about the email; with one, an email that already
 * has an account is answered exactly as a new one (its owner is emailed how to get in instead, and
 * the code is not used up), so the form tells nobody who has an account.
 */
export async function signup(deps: AuthDeps, client: string, input: SignupInput): Promise<string> {
  const at = now();
  const guess = await countGuessOrRefuse(deps.db, [
    [rules.signup.wrongCodesPerAddress, client],
    [rules.signup.wrongCodesSiteWide, 'site'],
  ]);
  const invite = await invites.findUsableInvite(deps.db, inviteCodeHash(input.inviteCode), at);
  if (!invite) throw new HttpError(400, 'validation_failed', messages.badInvite);
  await guess.right();
  // An accepted bid's invite signs up its prospective member's email alone.
  if (invite.email && invite.email !== input.email.toLowerCase())
    throw fieldError('email', messages.inviteForAnotherEmail);
  // Hashed in every case, so a taken email takes as long to answer as a new one.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) {
    await tellExistingAccount(deps, existing);
    return messages.signedUp(input.email);
  }

  const id = randomUUID();
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await invites.takeInviteUse(trx, invite.id)))
        throw new HttpError(400, 'validation_failed', messages.badInvite);
      // What he told the chapter on the interest form that an account keeps (nothing else).
      const prospect = invite.prospectId
        ? await joinProspect(trx, invite.prospectId, id, at)
        : undefined;
      await insertUser(
        trx,
        newUserRow({
          id,
          name: input.name,
          email: input.email,
          passwordHash,
          role: invite.role,
          inviteCodeId: invite.id,
          ...(prospect && {
            phone: prospect.phone,
            graduationYear: prospect.classYear,
            major: prospect.major,
          }),
          createdAt: at,
          updatedAt: at,
        }),
      );
      await sendVerificationCode(deps, trx, { id, email: input.email, name: input.name });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another signup with this email won the race: answer as the first did.
    const winner = await findUserByEmail(deps.db, input.email);
    if (winner) await tellExistingAccount(deps, winner);
    return messages.signedUp(input.email);
  }
  deps.mailer.wake();
  return messages.signedUp(input.email);
}

/** Emails the owner of an existing account how to get in (a few a day at most). */
async function tellExistingAccount(deps: AuthDeps, user: Pick<User, 'id' | 'email' | 'name'>) {
  if (!(await withinLimits(deps.db, [[rules.signup.existingAccountEmailsPerAccount, user.id]])))
    return;
  await deps.mailer.enqueue(
    deps.db,
    existingAccountEmail(deps.brand, deps.publicUrl, user.email, user.name),
  );
  deps.mailer.wake();
}

/**
 * Verifies an account with its emailed code. Wrong codes count per address (first, taken back
 * when right) and per account: each try is taken before the code is compared, so concurrent
 * guesses get no more than the 5 tries a code allows. An unknown (or already verified) email is
 * answered exactly as a pending account is, its tries counted too, so the call tells nobody which
 * emails wait for verification.
 */
export async function verify(
  deps: AuthDeps,
  client: string,
  email: string,
  code: string,
): Promise<string> {
  const guess = await countGuessOrRefuse(deps.db, [[rules.verify.wrongCodesPerAddress, client]]);
  const user = await findUserByEmail(deps.db, email);
  const tries = limits.auth.verificationCodeTries;
  const wrong = (left: number) =>
    new HttpError(400, 'validation_failed', left > 0 ? messages.wrongCode : messages.tooManyTries);
  if (!user || user.verifiedAt) {
    const counted = await hit(deps.db, rules.verify.triesPerUnverifiable, email);
    throw wrong(tries - counted.count);
  }
  const attempts = await takeVerificationTry(deps.db, user.id, tries);
  if (attempts === undefined) {
    const stored = await findVerificationCode(deps.db, user.id);
    throw wrong(stored ? 0 : 1);
  }
  const stored = await findVerificationCode(deps.db, user.id);
  if (!stored || stored.expiresAt <= now() || stored.codeHash !== codeHash(user.id, code))
    throw wrong(tries - attempts);
  await guess.right();
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { verifiedAt: now() });
    await deleteVerificationCode(trx, user.id);
  });
  return messages.verified;
}

/**
 * Sends a new code to a pending account (limited per email); for any other email it only starts
 * its count of tries again, as a new code would, so the answers stay alike.
 */
export async function resendCode(deps: AuthDeps, email: string): Promise<string> {
  const user = await findUserByEmail(deps.db, email);
  const allowed = await withinLimits(deps.db, [
    [rules.resendCode.perAccount, email],
    [rules.resendCode.perAccountDaily, email],
  ]);
  if (!allowed) return messages.codeResent;
  if (user && !user.verifiedAt) {
    await deps.db.transaction().execute(async (trx) => sendVerificationCode(deps, trx, user));
    deps.mailer.wake();
  } else await resetCounter(deps.db, rules.verify.triesPerUnverifiable, email);
  return messages.codeResent;
}

export interface LoginContext {
  request: FastifyRequest;
  reply: FastifyReply;
  sessions: SessionCookies;
}

/**
 * Logs in. A wrong password is a guess: counted per address and per email (known or not, so the
 * answers are the same for both) before the password is checked, and taken back when it is right.
 * A browser the account has signed in from before is not held back by the per-email count, and a
 * password reset clears it, so strangers cannot lock the owner out; the owner's own login does not
 * lift the lock for the others.
 */
export async function login(
  deps: AuthDeps,
  context: LoginContext,
  email: string,
  password: string,
  code?: string,
): Promise<LoginResponse> {
  const user = await findUserByEmail(deps.db, email);
  const knownBrowser = user
    ? await context.sessions.knownBrowser(context.request, user.id)
    : undefined;
  const trusted = knownBrowser !== undefined;
  const guess = await countGuessOrRefuse(deps.db, [
    [rules.login.failuresPerAddress, context.request.client],
    ...(trusted ? [] : [[rules.login.failuresPerAccount, email] as const]),
  ]);
  if (!user) {
    await verifyAgainstDummy(password);
    throw new HttpError(401, 'unauthorized', messages.badLogin);
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new HttpError(401, 'unauthorized', messages.badLogin);
  }
  await guess.right();
  // Only someone who knows the password learns that the account is not verified, or disabled.
  if (!user.verifiedAt) throw new HttpError(403, 'forbidden', messages.notVerified);
  if (user.disabledAt) throw new HttpError(403, 'forbidden', messages.disabled);
  const twoFactor = user.twoFactorEnabledAt !== null;
  if (twoFactor)
    await checkSecondFactor(
      deps,
      {
        client: context.request.client,
        device: describeDevice(context.request.headers['user-agent']),
      },
      user,
      code,
      'login',
    );

  if (needsRehash(user.passwordHash)) {
    await updateUser(deps.db, user.id, { passwordHash: await hashPassword(password) });
  }
  const token = await context.sessions.start(context.reply, user.id, context.request, {
    twoFactor,
  });
  if (knownBrowser) await markTrustedDeviceUsed(deps.db, knownBrowser);
  else await context.sessions.trustDevice(context.reply, user.id, context.request);
  return { message: messages.loggedIn, ...toProfile(user), tokens: { AccessToken: token } };
}

export async function forgotPassword(deps: AuthDeps, email: string): Promise<string> {
  const user = await findUserByEmail(deps.db, email);
  if (
    user &&
    (await withinLimits(deps.db, [
      [rules.forgotPassword.perAccount, user.id],
      [rules.forgotPassword.perAccountDaily, user.id],
    ]))
  ) {
    const token = randomToken();
    await deps.db.transaction().execute(async (trx) => {
      await repo.insertPasswordReset(trx, {
        id: randomUUID(),
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: minutesFromNow(limits.auth.resetLinkMinutes),
      });
      await deps.mailer.enqueue(trx, resetEmail(deps.brand, deps.publicUrl, user.email, token));
    });
    deps.mailer.wake();
  }
  return messages.resetSent;
}

/**
 * Sets a new password from a single-use link. Unknown, used or expired links count per address.
 * Every session and every other reset link of the account ends, its failed-login count is cleared,
 * and the account counts as verified: the link proved the mailbox is theirs. Two-factor stays on
 * (the answer and the notice email say so): a mailbox alone must not be a way past it.
 */
export async function resetPassword(
  deps: AuthDeps,
  client: string,
  device: string,
  sessions: SessionCookies,
  token: string,
  password: string,
): Promise<string> {
  const guess = await countGuessOrRefuse(deps.db, [
    [rules.resetPassword.wrongLinksPerAddress, client],
  ]);
  const passwordHash = await hashPassword(password);
  const userId = await repo.useResetToken(deps.db, hashToken(token), now());
  if (!userId) throw new HttpError(400, 'validation_failed', messages.badResetLink);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new HttpError(400, 'validation_failed', messages.badResetLink);
  await guess.right();
  await setPassword(deps, sessions, user, passwordHash, { event: 'password-reset', device });
  return user.twoFactorEnabledAt
    ? `${messages.passwordChanged} ${messages.twoFactorStillOn}`
    : messages.passwordChanged;
}

/**
 * Stores a new password hash: every session but `keepSessionId`, every known browser and every
 * outstanding reset link of the account end, its failed-login count is cleared (a reset also
 * proves the mailbox), and the account is emailed what happened, in the same transaction.
 */
export async function setPassword(
  deps: AuthDeps,
  sessions: SessionCookies,
  user: Pick<User, 'id' | 'email' | 'name' | 'verifiedAt' | 'twoFactorEnabledAt'>,
  passwordHash: string,
  change: { event: 'password-changed' | 'password-reset'; device: string; keepSessionId?: string },
): Promise<void> {
  const at = new Date();
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, {
      passwordHash,
      verifiedAt: user.verifiedAt ?? at.toISOString(),
    });
    await deleteVerificationCode(trx, user.id);
    await repo.endResetLinks(trx, user.id, at.toISOString());
    await deleteTrustedDevicesOf(trx, user.id);
    await deps.mailer.enqueue(
      trx,
      securityNoticeEmail(deps.brand, deps.publicUrl, user.email, user.name, {
        event: change.event,
        at,
        device: change.device,
        twoFactorOn: user.twoFactorEnabledAt !== null,
      }),
    );
  });
  deps.mailer.wake();
  await sessions.revokeAllFor(user.id, change.keepSessionId);
  await resetCounter(deps.db, rules.login.failuresPerAccount, user.email);
}

/** True when one more email is within every (rule, subject) limit (each is counted). */
async function withinLimits(
  db: Db,
  counters: readonly (readonly [RateLimitRule, string])[],
): Promise<boolean> {
  return (await countGuess(db, counters)).refusedBy === undefined;
}

export type { Role };
