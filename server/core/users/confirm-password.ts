// The password asked again for a grave step while signed in (two-factor on or off, signing out
// everywhere, ending the account): a guess like a login's, counted per account before it is
// checked (so guesses sent together cannot all slip through) and taken back when right.
import type { Db } from '../../db/database.ts';
import { fieldError } from '../../http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { countGuessOrRefuse } from '../rate-limit/guesses.ts';
import { rateLimits } from '../rate-limit/rules.ts';
import { findUserById } from './repository.ts';

export const wrongPasswordMessage = 'That is not your password.';

export async function confirmPassword(db: Db, userId: string, password: string): Promise<void> {
  const rule = rateLimits.changePassword.failuresPerAccount;
  const guess = await countGuessOrRefuse(db, [[rule, userId]]);
  const stored = await findUserById(db, userId);
  if (!stored || !(await verifyPassword(password, stored.passwordHash)))
    throw fieldError('password', wrongPasswordMessage);
  await guess.right();
}
