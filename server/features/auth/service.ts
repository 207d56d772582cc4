// The account rules: signup with an invite code, email verification, login with throttling,
// password reset. Messages are for people; nothing here tells a stranger which emails have accounts.
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse, Profile, Role } from '../../../contract/api/auth.ts';
import { limits } from '../../../contract/limits.ts';
import { isUniqueViolation, now, type Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { HttpError } from '../../http-error.ts';
import { inviteCodeHash } from '../../lib/invite-codes.ts';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/passwords.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { EmailBrand } from '../../mail/templates.ts';
import { hit, peek, resetCounter, type RateLimitRule } from '../../plugins/rate-limit.ts';
import type { SessionCookies } from '../../plugins/session.ts';
import { resetEmail, verificationEmail } from './emails.ts';
import * as repo from './repository.ts';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  brand: EmailBrand;
}

export const messages = {
  signedUp: (email: string) => `Account created! We sent a 6-digit verification code to ${email}.`,
  badInvite: 'That invite code is not valid or has expired. Ask a chapter officer for a new one.',
  emailTaken: 'An account with this email already exists. Log in, or reset your password.',
  verified: 'Account verified! You can now log in.',
  wrongCode: 'That code is not correct. Check the email and try again.',
  expiredCode: 'That code has expired. Ask for a new one with "Resend code".',
  tooManyTries: 'Too many wrong codes. Ask for a new one with "Resend code".',
  codeResent: 'If that account is waiting for verification, we sent it a new code.',
  badLogin: 'Invalid email or password.',
  notVerified: 'Your account is not verified yet. Enter the 6-digit code we emailed you.',
  accountThrottled:
    'Too many failed attempts for this account. Try again in 15 minutes, or reset your password.',
  loggedIn: 'Login successful',
  loggedOut: 'You are logged out.',
  resetSent:
    'If an account exists for that email, we sent it a link to reset the password. The link works for one hour.',
  passwordChanged: 'Your password has been changed. You can now log in.',
  badResetLink: 'This reset link is not valid or has expired. Ask for a new one.',
} as const;

export const loginClientRule: RateLimitRule = {
  bucket: 'login-client',
  limit: 30,
  windowMs: 15 * 60_000,
  message: 'Too many login attempts from your connection. Please wait a few minutes and try again.',
};
/** Failed logins per account; a browser the account has signed in from before is not held back. */
export const loginAccountRule: RateLimitRule = {
  bucket: 'login-account',
  limit: 10,
  windowMs: 15 * 60_000,
};
const resendPerAccount: RateLimitRule = { bucket: 'resend-account', limit: 1, windowMs: 60_000 };
const resetPerAccount: RateLimitRule = { bucket: 'reset-account', limit: 1, windowMs: 2 * 60_000 };

export function toProfile(user: User): Profile {
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    profilePicture: user.profilePicture,
    linkedin: user.linkedin,
    major: user.major,
    graduationYear: user.graduationYear,
    isOfficer: user.isOfficer === 1,
    position: user.position,
  };
}

const codeHash = (userId: string, code: string) => hashToken(`verify:${userId}:${code}`);
const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function sendVerificationCode(
  deps: AuthDeps,
  executor: Db,
  user: Pick<User, 'id' | 'email' | 'name'>,
) {
  const code = newVerificationCode();
  await repo.replaceVerificationCode(
    executor,
    user.id,
    codeHash(user.id, code),
    minutesFromNow(limits.auth.verificationCodeMinutes),
  );
  await deps.mailer.enqueue(
    executor,
    verificationEmail(deps.brand, deps.publicUrl, user.email, user.name, code),
  );
}

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  inviteCode: string;
}

/** Creates an unverified account with the invite code's role, and emails a verification code. */
export async function signup(deps: AuthDeps, input: SignupInput): Promise<string> {
  const at = now();
  // The code is checked first: without a valid one, nothing is said about the email.
  const invite = await repo.findUsableInvite(deps.db, inviteCodeHash(input.inviteCode), at);
  if (!invite) throw new HttpError(400, 'validation_failed', messages.badInvite);
  if (await repo.findUserByEmail(deps.db, input.email))
    throw new HttpError(409, 'conflict', messages.emailTaken);

  const passwordHash = await hashPassword(input.password);
  const id = randomUUID();
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await repo.takeInviteUse(trx, invite.id)))
        throw new HttpError(400, 'validation_failed', messages.badInvite);
      await repo.insertUser(trx, {
        id,
        name: input.name,
        email: input.email,
        passwordHash,
        role: invite.role,
        position: null,
        major: null,
        graduationYear: null,
        linkedin: null,
        profilePicture: null,
        inviteCodeId: invite.id,
        verifiedAt: null,
        createdAt: at,
        updatedAt: at,
      });
      await sendVerificationCode(deps, trx, { id, email: input.email, name: input.name });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'conflict', messages.emailTaken);
    throw error;
  }
  deps.mailer.wake();
  return messages.signedUp(input.email);
}

export async function verify(deps: AuthDeps, email: string, code: string): Promise<string> {
  const user = await repo.findUserByEmail(deps.db, email);
  // Unknown and already-verified accounts get the same answer as a wrong code.
  const stored =
    user && !user.verifiedAt ? await repo.findVerificationCode(deps.db, user.id) : undefined;
  if (!user || !stored) throw new HttpError(400, 'validation_failed', messages.wrongCode);
  if (stored.attempts >= limits.auth.verificationCodeTries)
    throw new HttpError(400, 'validation_failed', messages.tooManyTries);
  if (stored.expiresAt <= now())
    throw new HttpError(400, 'validation_failed', messages.expiredCode);
  if (stored.codeHash !== codeHash(user.id, code)) {
    await repo.countFailedTry(deps.db, user.id);
    const left = limits.auth.verificationCodeTries - stored.attempts - 1;
    throw new HttpError(
      400,
      'validation_failed',
      left > 0 ? messages.wrongCode : messages.tooManyTries,
    );
  }
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, user.id, { verifiedAt: now() });
    await repo.deleteVerificationCode(trx, user.id);
  });
  return messages.verified;
}

export async function resendCode(deps: AuthDeps, email: string): Promise<string> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (user && !user.verifiedAt && (await hit(deps.db, resendPerAccount, user.id)).allowed) {
    await deps.db.transaction().execute(async (trx) => sendVerificationCode(deps, trx, user));
    deps.mailer.wake();
  }
  return messages.codeResent;
}

export interface LoginContext {
  request: FastifyRequest;
  reply: FastifyReply;
  sessions: SessionCookies;
}

export async function login(
  deps: AuthDeps,
  context: LoginContext,
  email: string,
  password: string,
): Promise<LoginResponse> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) {
    await verifyAgainstDummy(password);
    throw new HttpError(401, 'unauthorized', messages.badLogin);
  }
  const trusted = await context.sessions.isTrustedDevice(context.request, user.id);
  if (!trusted && (await peek(deps.db, loginAccountRule, user.id)) >= loginAccountRule.limit) {
    throw new HttpError(429, 'rate_limited', messages.accountThrottled, {
      'retry-after': String(Math.ceil(loginAccountRule.windowMs / 1000)),
    });
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    await hit(deps.db, loginAccountRule, user.id);
    throw new HttpError(401, 'unauthorized', messages.badLogin);
  }
  // Only someone who knows the password learns that the account is not verified yet.
  if (!user.verifiedAt) throw new HttpError(403, 'forbidden', messages.notVerified);

  await resetCounter(deps.db, loginAccountRule, user.id);
  if (needsRehash(user.passwordHash)) {
    await repo.updateUser(deps.db, user.id, { passwordHash: await hashPassword(password) });
  }
  const token = await context.sessions.start(context.reply, user.id);
  if (!trusted) await context.sessions.trustDevice(context.reply, user.id);
  return { message: messages.loggedIn, ...toProfile(user), tokens: { AccessToken: token } };
}

export async function forgotPassword(deps: AuthDeps, email: string): Promise<string> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (user && (await hit(deps.db, resetPerAccount, user.id)).allowed) {
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
 * Sets a new password from a single-use link. Every session of the account ends, its failed-login
 * count is cleared, and the account counts as verified: the link proved the mailbox is theirs.
 */
export async function resetPassword(
  deps: AuthDeps,
  sessions: SessionCookies,
  token: string,
  password: string,
): Promise<string> {
  const passwordHash = await hashPassword(password);
  const userId = await repo.useResetToken(deps.db, hashToken(token), now());
  if (!userId) throw new HttpError(400, 'validation_failed', messages.badResetLink);
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new HttpError(400, 'validation_failed', messages.badResetLink);
  await repo.updateUser(deps.db, userId, { passwordHash, verifiedAt: user.verifiedAt ?? now() });
  await repo.deleteVerificationCode(deps.db, userId);
  await sessions.revokeAllFor(userId);
  await resetCounter(deps.db, loginAccountRule, userId);
  return messages.passwordChanged;
}

export type { Role };
