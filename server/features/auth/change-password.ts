// Changing the password while signed in (docs/api.md#change-password): the current password proves
// the owner is at the keyboard, wrong guesses are throttled per account, the other sessions end.
import { fieldError, HttpError } from '../../http-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { resetCounter } from '../../core/rate-limit/counters.ts';
import { countGuessOrRefuse } from '../../core/rate-limit/guesses.ts';
import { rateLimits } from '../../core/rate-limit/rules.ts';
import { findUserById } from '../../core/users/repository.ts';
import { setPassword, type AuthDeps } from './service.ts';
import type { SessionCookies } from '../../core/sessions/sessions.ts';

export const changePasswordMessages = {
  changed:
    'Your password has been changed. You are still logged in here; every other device has been logged out.',
  wrongCurrent: 'That is not your current password.',
  sameAsCurrent: 'Choose a new password that is different from your current one.',
} as const;

export interface ChangePasswordInput {
  userId: string;
  /** The caller's session, which stays signed in. */
  sessionId: string;
  currentPassword: string;
  newPassword: string;
  /** The browser it was done from, for the notice email. */
  device: string;
}

/**
 * The current password is a guess like a login's: counted per account before it is checked (so
 * guesses sent together cannot all slip through) and taken back when right. The new password ends
 * every other session and every outstanding reset link of the account.
 */
export async function changePassword(
  deps: AuthDeps,
  sessions: SessionCookies,
  input: ChangePasswordInput,
): Promise<string> {
  const { db } = deps;
  const rule = rateLimits.changePassword.failuresPerAccount;
  const guess = await countGuessOrRefuse(db, [[rule, input.userId]]);
  const user = await findUserById(db, input.userId);
  if (!user) throw new HttpError(401, 'unauthorized', 'Please log in to continue.');
  if (!(await verifyPassword(input.currentPassword, user.passwordHash)))
    throw fieldError('currentPassword', changePasswordMessages.wrongCurrent);
  await guess.right();
  // Checked only after the current password, so it tells a stranger nothing.
  if (input.newPassword === input.currentPassword)
    throw fieldError('newPassword', changePasswordMessages.sameAsCurrent);
  await setPassword(deps, sessions, user, await hashPassword(input.newPassword), {
    event: 'password-changed',
    device: input.device,
    keepSessionId: input.sessionId,
  });
  await resetCounter(db, rule, user.id);
  return changePasswordMessages.changed;
}
