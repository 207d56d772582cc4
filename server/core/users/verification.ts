// Verification codes: the code a new account (or an officer's resend) is emailed to prove its
// address, kept hashed, one per account. Signing up (features/auth) and the console's resend
// (features/officer/accounts) both send one; verifying is signing up's own.
import { randomInt } from 'node:crypto';
import { limits } from '../../../contract/limits.ts';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { renderEmail, type EmailBrand } from '../mail/templates.ts';

export interface VerificationDeps {
  mailer: Mailer;
  publicUrl: string;
  brand: EmailBrand;
}

/** Replaces the account's verification code (there is at most one at a time). */
export async function replaceVerificationCode(
  db: Db,
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

export function findVerificationCode(db: Db, userId: string) {
  return db
    .selectFrom('verificationCodes')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/**
 * Takes one try of the account's code before it is compared, in one statement (so concurrent
 * tries cannot all read the same count): the number of tries used, or undefined when none is left.
 */
export async function takeVerificationTry(
  db: Db,
  userId: string,
  maxTries: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('verificationCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('userId', '=', userId)
    .where('attempts', '<', maxTries)
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : undefined;
}

export async function deleteVerificationCode(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('verificationCodes').where('userId', '=', userId).execute();
}

export function verificationEmail(
  brand: EmailBrand,
  publicUrl: string,
  to: string,
  name: string,
  code: string,
): MailMessage {
  const verifyUrl = `${publicUrl}/verify?email=${encodeURIComponent(to)}`;
  return {
    to,
    subject: `Verify your ${brand.siteName} account`,
    ...renderEmail(brand, {
      heading: `Welcome, ${name}`,
      paragraphs: [
        'Your verification code is:',
        code,
        `Enter it on the verification page to finish creating your account. The code works for ${limits.auth.verificationCodeMinutes} minutes.`,
      ],
      action: { label: 'Open the verification page', url: verifyUrl },
      notes: ['If you did not create an account, you can ignore this email.'],
    }),
  };
}

export const codeHash = (userId: string, code: string) => hashToken(`verify:${userId}:${code}`);
const { verificationCodeDigits: digits } = limits.auth;
const newVerificationCode = () => String(randomInt(0, 10 ** digits)).padStart(digits, '0');
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export async function sendVerificationCode(
  deps: VerificationDeps,
  executor: Db,
  user: Pick<User, 'id' | 'email' | 'name'>,
) {
  const code = newVerificationCode();
  await replaceVerificationCode(
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
